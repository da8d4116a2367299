@testable import Benchmarks
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

  /// The animation workload's memory figure: the kernel's peak, which a reset brings down to the current size.
  @Test func peakMemoryIsReadAndReset() throws {
    let before = try #require(PeakMemory.bytes)
    #expect(before > 1 << 20)
    // 64 MB mapped and touched page by page raises the peak; once unmapped, a reset brings the peak
    // back to the current size. The pages come from mmap, not malloc, so that no allocator
    // (AddressSanitizer's quarantine, say) keeps them after they are freed.
    let size = 64 << 20
    let region = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    let pages = try #require(region == MAP_FAILED ? nil : region)
    memset(pages, 1, size)
    let raised = try #require(PeakMemory.bytes)
    #expect(raised >= 64 << 20)
    munmap(pages, size)
    if PeakMemory.reset() {
      #expect(try #require(PeakMemory.bytes) < raised)
    }
  }
}
