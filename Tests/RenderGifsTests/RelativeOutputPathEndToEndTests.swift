import Foundation
import Testing

/// Output paths of one character in the working folder: Foundation's `deletingLastPathComponent`
/// trapped on them (SIGILL) in every command that writes a file.
struct RelativeOutputPathEndToEndTests {
  /// Each command run from a fresh working folder, and the path it must write there.
  @Test(arguments: [
    (["frame", "hero", "--time", "1", "--out", "a"], "a"),
    (["frame", "hero", "--time", "1", "--out", "-"], "-"),
    (["sheet", "hero", "--out", "s"], "s"),
    (["render", "hero", "--frames", "0-1", "--out", "o"], "o/hero"),
  ])
  func writesIntoTheWorkingFolder(_ arguments: [String], _ written: String) throws {
    let folder = try temporaryFolder("relative-out")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let script = "cd \"$1\" && exec \"$0\" " + arguments.map { "'\($0)'" }.joined(separator: " ")
    let result = try run(["-c", script, folder], shell: true)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/" + written), "\(result.stderr)")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(left.allSatisfy { !$0.hasSuffix(".tmp") }, "\(left)")
  }
}
