import Benchmarks
import Foundation
import SwipeScenes
import Testing

/// The bench's bundled workloads file and its result formats.
struct BenchmarksTests {
  @Test func theBundledWorkloadsFileHasEveryDrawingWorkload() throws {
    let file = try WorkloadsFile.bundled()
    #expect(try file.shapes("rrects").shapes.count == 10_000)
    #expect(try file.shapes("circles").shapes.count == 2_000)
    #expect(try file.mailCell().items.count == 14)
  }

  @Test func aFileWithoutAnEntrySaysWhatToDo() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("workloads-\(UUID().uuidString).json")
    try Data("{}".utf8).write(to: url)
    let file = try WorkloadsFile(url: url)
    #expect(throws: BenchError.self) { try file.shapes("rrects") }
    #expect(throws: BenchError.self) { try WorkloadsFile(url: url.appendingPathExtension("missing")) }
  }

  @Test func resultsPrintAsLinesAndJSON() throws {
    let results = try BenchResults.measure([.mailCell], file: WorkloadsFile.bundled(), runs: 1, catalog: .standard)
    #expect(results.lines.count == 1 && results.lines[0].hasPrefix("mailCell: framesPerSecond "))
    let json = try JSONSerialization.jsonObject(with: Data(try results.json().utf8)) as? [String: [String: Double]]
    #expect(json?["mailCell"]?["milliseconds"] != nil)
  }
}
