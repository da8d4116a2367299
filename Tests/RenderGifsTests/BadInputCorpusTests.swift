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
    _ = FileManager.default.createFile(atPath: folder + "/file", contents: Data("x".utf8))
    #expect(mkfifo(folder + "/fifo", 0o644) == 0)
    for (name, contents) in input.files {
      let path = folder + "/" + name
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      _ = FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
    }
    for (name, contents) in input.data {
      _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(contents))
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

  /// A frame that fits --memory-limit (2 GiB) but not the address space `ulimit -v` allows (about
  /// 977 MiB): the refusal names ulimit -v, since raising --memory-limit would not help.
  @Test func aPlanOverUlimitIsNotBlamedOnTheMemoryLimit() throws {
    let folder = try temporaryFolder("ulimit")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = "ulimit -v 1000000 && exec \"$0\" frame hero --time 1 --scale 20 --out \(folder)/f.png"
    let result = try run(["-c", script], shell: true)
    #expect(result.status == 2, "\(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("ulimit -v"), "\(result.stderr)")
    #expect(!result.stderr.contains("--memory-limit"), "\(result.stderr)")
  }

  /// A negative value works with and without `=`.
  @Test(arguments: [["--offset", "-120"], ["--offset=-120"]])
  func negativeOffsets(_ offset: [String]) throws {
    let result = try run(["frame", "transition-border"] + offset + ["--json", "-"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("\"offset\" : -120") || result.stdout.contains("\"offset\": -120"))
  }
}
