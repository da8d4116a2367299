import Foundation
import SceneFiles
import SwipeScenes
import Testing

/// The text examples decode with every character in some font: the right-to-left rows from the
/// bundled faces, the emoji and Japanese from the installed Noto fonts their `fallbackFonts` name.
struct TextExampleTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples")

  @Test(arguments: ["orders-rtl.json", "chat-emoji.json"])
  func everyCharacterHasAFont(name: String) throws {
    let loaded = try SceneFile.read(atPath: Self.examples.appendingPathComponent(name).path)
    #expect(loaded.warnings.isEmpty, "\(loaded.warnings)")
    #expect(loaded.scene is SwipeScene)
  }

  /// Without its fallbacks, the chat's emoji are reported, once each, at their first text.
  @Test func withoutFallbacksEachMissingCharacterIsReportedOnce() throws {
    let text = """
      { "version": 1, "rows": [ { "style": "default", "title": "a 😀 b 😀" }, { "style": "default", "title": "😀 🍣" } ],
        "right": { "actions": [ { "identifier": "delete", "title": "Delete", "style": "destructive" } ] } }
      """
    let folder = FileManager.default.temporaryDirectory
    let path = folder.appendingPathComponent("missing-\(getpid()).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let warnings = try SceneFile.read(atPath: path).warnings
    #expect(warnings.map(\.codePoint) == ["U+1F600", "U+1F363"])
    #expect(warnings.map(\.path) == ["rows[0].title", "rows[1].title"])
    #expect(warnings.allSatisfy { $0.description.contains("add a font that has it to \"fallbackFonts\"") })
  }
}
