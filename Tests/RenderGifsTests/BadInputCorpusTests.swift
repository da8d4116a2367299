import Foundation
import Testing

/// Runs every row of ``BadInput/all`` against the built binary: exit status 2 and exactly one line on
/// standard error, beginning `error: ` and containing the row's words.
struct BadInputCorpusTests {
  @Test func corpusHasTwoHundredRows() {
    #expect(BadInput.all.count >= 200)
  }

  @Test(arguments: BadInput.all)
  func answersWithOneErrorLine(_ input: BadInput) throws {
    let folder = try temporaryFolder("bad-input")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/dir", withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8))
    #expect(mkfifo(folder + "/fifo", 0o644) == 0)
    for (name, contents) in input.files {
      let path = folder + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    }
    let arguments = input.arguments.map { $0.replacingOccurrences(of: "$T", with: folder) }
    let result = try run(arguments, stdout: input.stdout)
    #expect(result.status == input.status, "\(result.stderr)")
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 2 && lines[1].isEmpty, "stderr: \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "), "stderr: \(result.stderr)")
    for word in input.words {
      #expect(result.stderr.contains(word), "'\(word)' missing from: \(result.stderr)")
    }
    // Nothing half-written is left behind.
    let left = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
    #expect(left.filter { $0.hasSuffix(".tmp") }.isEmpty)
  }

  /// `render-gifs list | head -1`: the closed pipe ends the command quietly.
  @Test func closedPipeEndsQuietly() throws {
    let result = try run(["-c", "\"$0\" list | head -1 >/dev/null; echo \"${PIPESTATUS[0]}\" >&2"], shell: true)
    let status = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(status == "0" || status == "141", "stderr: \(result.stderr)")
  }

  /// A negative value works with and without `=`.
  @Test(arguments: [["--offset", "-120"], ["--offset=-120"]])
  func negativeOffsets(_ offset: [String]) throws {
    let result = try run(["frame", "transition-border"] + offset + ["--json", "-"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"offset\" : -120") || result.stdout.contains("\"offset\": -120"))
  }
}
