import Foundation
import Testing

/// `fallbackFonts` and `--fallback-font` in StateAnimator and collection-preview files, as in
/// table scenes: the key and the option give the same bytes, and
/// without either the Japanese text is drawn as boxes with one warning per character.
struct FallbackFontKindsEndToEndTests {
  /// A StateAnimator file with a Japanese label, and a collection preview with a Japanese header and titles.
  static let scenes = [
    ("animator", """
      { "version": 1, "name": "animator-cjk", "kind": "stateAnimator", EXTRA "canvas": { "width": 200, "height": 120, "scale": 1 },
        "views": [ { "id": "card", "frame": [10, 10, 180, 60], "backgroundColor": "#EEEEEE", "label": { "text": "東京の本社" } } ],
        "states": { "a": [] } }
      """),
    ("preview", """
      { "version": 1, "name": "preview-cjk", "kind": "collectionPreview", EXTRA "canvas": { "width": 320, "height": 320, "scale": 1 },
        "grid": { "sections": [ { "header": "写真", "items": [ { "color": "#FFCC00", "title": "東京" }, { "color": "#00CCFF", "title": "大阪" } ] } ] } }
      """),
  ]

  @Test(arguments: scenes.map(\.0))
  func optionEqualsTheFileKey(kind: String) throws {
    let template = try #require(Self.scenes.first { $0.0 == kind }).1
    #expect(FileManager.default.fileExists(atPath: FallbackFontEndToEndTests.cjkFile), "install fonts-noto-cjk")
    let folder = try temporaryFolder("fallback-kinds")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let keyed = folder + "/keyed.json", plain = folder + "/plain.json"
    try Data(template.replacingOccurrences(of: "EXTRA", with: "\"fallbackFonts\": [\"Noto Sans CJK JP\"],").utf8)
      .write(to: URL(fileURLWithPath: keyed))
    try Data(template.replacingOccurrences(of: "EXTRA", with: "").utf8).write(to: URL(fileURLWithPath: plain))
    let a = try run(["frame", keyed, "--time", "0", "--out", folder + "/a.png"])
    let b = try run(["frame", plain, "--time", "0", "--out", folder + "/b.png", "--fallback-font", FallbackFontEndToEndTests.cjkFile])
    let c = try run(["frame", plain, "--time", "0", "--out", folder + "/c.png"])
    #expect(a.status == 0 && b.status == 0 && c.status == 0)
    #expect(a.stderr.isEmpty && b.stderr.isEmpty, "\(a.stderr)\(b.stderr)")
    let png = { (name: String) in try Data(contentsOf: URL(fileURLWithPath: folder + "/\(name).png")) }
    #expect(try png("a") == png("b"))
    #expect(try png("a") != png("c"))
    // Without a fallback each distinct missing character warns once: 東京の本社, or 写真 東京 大阪.
    let warnings = c.stderr.split(separator: "\n")
    #expect(warnings.count == (kind == "animator" ? 5 : 6), "\(c.stderr)")
    #expect(warnings.allSatisfy { $0.hasPrefix("warning: ") && $0.contains("U+") })
  }
}
