import AnimationReading
import Foundation
import Testing

/// SIGINT and SIGTERM at several moments of `render --format all`: exit 128 + the signal's
/// number (130, 143), one line naming the signal and what was interrupted, no temporary file
/// left, and every file already written whole: each PNG frame decodes, and a GIF or APNG that
/// exists reads back with all its frames.
struct InterruptEndToEndTests {
  static let cases: [(signal: Int32, after: Double)] = [
    (SIGINT, 0.2), (SIGINT, 1.5), (SIGINT, 4), (SIGTERM, 0.2), (SIGTERM, 1.5), (SIGTERM, 4),
  ]

  @Test(arguments: cases.indices)
  func interruptLeavesNoTemporaryFile(_ index: Int) throws {
    let (signal, delay) = Self.cases[index]
    let folder = try temporaryFolder("interrupt")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let process = Process()
    process.executableURL = try renderGifsBinary()
    process.arguments = ["render", "hero", "--format", "all", "--scale", "1", "--out", folder]
    let err = Pipe()
    process.standardError = err
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    // The delay counts from the first progress line, when drawing has started.
    var seen = Data()
    while !String(decoding: seen, as: UTF8.self).contains("rendering") {
      let more = err.fileHandleForReading.availableData
      if more.isEmpty { break }
      seen += more
    }
    Thread.sleep(forTimeInterval: delay)
    kill(process.processIdentifier, signal)
    let stderr = String(decoding: seen + err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // A run that finished before the signal has nothing to check; hero at scale 1 takes longer than 4 s.
    try #require(process.terminationStatus != 0, "finished before the signal: \(stderr)")
    #expect(process.terminationReason == .exit, "killed instead of exiting: \(stderr)")
    #expect(process.terminationStatus == 128 + signal, "\(stderr)")
    let lines = stderr.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(lines.count == 1, "\(stderr)")
    let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
    #expect(lines.first?.contains("interrupted by \(name) while rendering 'hero'") == true, "\(stderr)")

    let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    #expect(files.filter { $0.hasSuffix(".tmp") }.isEmpty, "\(files)")
    for file in files where file.hasPrefix("hero/") {
      #expect(throws: Never.self, "\(file)") { try PNGImage(contentsOf: folder + "/" + file, channels: 4) }
    }
    if let gif = FileManager.default.contents(atPath: folder + "/hero.gif") {
      #expect(throws: Never.self) { try GIFReader(Array(gif)) }
    }
    if let apng = FileManager.default.contents(atPath: folder + "/hero.png") {
      #expect(throws: Never.self) { try APNGReader(Array(apng)) }
    }
  }
}
