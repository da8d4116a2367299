import Foundation
import Testing

/// Runs the built `render-gifs` binary for `scene export`.
struct SceneCommandEndToEndTests {
  /// The package's `Examples` folder, found from this file's path.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  /// A built-in scene exports silently; a file with PNG avatars exports with one note naming them.
  @Test func exportNotesWhatTheFileLeavesOut() throws {
    let builtIn = try run(["scene", "export", "hero"])
    #expect(builtIn.status == 0 && builtIn.stdout.hasPrefix("{") && builtIn.stderr.isEmpty)
    let contacts = try run(["scene", "export", Self.examples.appendingPathComponent("contacts.json").path])
    #expect(contacts.status == 0)
    #expect(contacts.stdout.contains("\"name\": \"contacts\""))
    #expect(contacts.stderr.hasPrefix("note: ") && contacts.stderr.contains("2 PNG images"))
    #expect(contacts.stderr.split(separator: "\n").count == 1)
    // With the file lost on a full stdout, the error is the one line: no note about a file never written.
    let lost = try run(["scene", "export", Self.examples.appendingPathComponent("contacts.json").path], stdout: .full)
    #expect(lost.status == 2)
    #expect(lost.stderr.hasPrefix("error: ") && lost.stderr.split(separator: "\n").count == 1, "\(lost.stderr)")
  }
}
