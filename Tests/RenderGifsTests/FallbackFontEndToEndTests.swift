import Foundation
import Testing

/// `fallbackFonts` and `--fallback-font` through the built binary, with Debian's Noto CJK
/// (`fonts-noto-cjk`, installed by scripts/install-system-packages.sh).
struct FallbackFontEndToEndTests {
  static let cjkFile = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// A scene file whose title is Japanese, with `extra` added to its top level.
  func sceneFile(in folder: String, named name: String, extra: String) throws -> String {
    let path = folder + "/" + name
    let text = """
      { "version": 1, "name": "cjk", \(extra) "canvas": { "width": 320, "scale": 1 },
        "rows": [ { "style": "subtitle", "title": "東京の本社", "subtitle": "Ω ok 東" } ],
        "right": { "actions": [ { "identifier": "delete", "title": "Delete", "style": "destructive" } ] } }
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// The file key (a font file relative to the scene file) and the option give the same bytes.
  @Test func optionEqualsTheFileKeyByteForByte() throws {
    #expect(FileManager.default.fileExists(atPath: Self.cjkFile), "install fonts-noto-cjk")
    let folder = try temporaryFolder("fallback-font")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: folder + "/fonts/cjk.ttc", withDestinationPath: Self.cjkFile)
    let keyed = try sceneFile(in: folder, named: "keyed.json", extra: "\"fallbackFonts\": [\"fonts/cjk.ttc\"],")
    let plain = try sceneFile(in: folder, named: "plain.json", extra: "")
    let a = try run(["frame", keyed, "--time", "0", "--out", folder + "/a.png"])
    let b = try run(["frame", plain, "--time", "0", "--out", folder + "/b.png", "--fallback-font", Self.cjkFile])
    let c = try run(["frame", plain, "--time", "0", "--out", folder + "/c.png", "--fallback-font", "Noto Sans CJK JP"])
    #expect(a.status == 0 && b.status == 0 && c.status == 0)
    #expect(a.stderr.isEmpty && b.stderr.isEmpty, "\(a.stderr)\(b.stderr)")
    let bytes = try [a, b, c].indices.map { try Data(contentsOf: URL(fileURLWithPath: folder + "/\(["a", "b", "c"][$0]).png")) }
    #expect(bytes[0] == bytes[1])
    #expect(bytes[0] == bytes[2])
    // Without the fallback, the ideographs are boxes: the frame differs.
    _ = try run(["frame", plain, "--time", "0", "--out", folder + "/d.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/d.png")) != bytes[0])
  }

  /// Each distinct missing character gets exactly one warning line, with U+XXXX, the JSON path of
  /// its first text and the fix; the run still succeeds.
  @Test func missingCharactersWarnOncePerCharacter() throws {
    let folder = try temporaryFolder("missing-characters")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let plain = try sceneFile(in: folder, named: "plain.json", extra: "")
    for command in [["frame", plain, "--time", "0", "--out", folder + "/f.png"], ["scene", "check", plain]] {
      let result = try run(command)
      #expect(result.status == 0)
      let lines = result.stderr.split(separator: "\n")
      // 東 京 の 本 社: five distinct characters; 東 again in the subtitle is not repeated; Ω is in Inter.
      #expect(lines.count == 5, "\(result.stderr)")
      #expect(lines.allSatisfy { $0.hasPrefix("warning: ") && $0.contains("rows[0].title") && $0.contains("\"fallbackFonts\"") })
      #expect(lines.map { $0.contains("U+6771") } == [true, false, false, false, false])
      #expect(["U+4EAC", "U+306E", "U+672C", "U+793E"].allSatisfy { code in lines.contains { $0.contains(code) } })
    }
  }

  /// A family no installed font has is bad input: exit 2, one error line naming it.
  @Test func anUnknownFamilyIsAnError() throws {
    let result = try run(["frame", "hero", "--time", "0", "--out", "/dev/null", "--fallback-font", "No Such Family 123"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("No Such Family 123"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
