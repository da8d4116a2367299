import Foundation
import Testing
import TestSupport

/// Inputs far beyond what a scene needs, built at test time: each is refused by a documented limit
/// (docs/scene-file.md §9, §14, §17, §18, §19) with exit status 2 and one `error:` line naming the
/// value and the limit, or drawn within the default memory limit — never a stack overflow, a trap or
/// a run without end.
struct DeepInputsEndToEndTests {
  /// A scene file holding `json`, plus the `extra` files, checked with `scene check`.
  func check(_ json: String, extra: [String: [UInt8]] = [:]) throws -> CommandRun {
    let folder = try temporaryFolder("deep")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
    for (name, bytes) in extra { try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + name)) }
    return try run(["scene", "check", folder + "/s.json"])
  }

  /// Exit status 2, exactly one line on standard error, an `error:` line holding every word.
  func expectRefused(_ result: CommandRun, _ words: [String]) {
    #expect(result.status == 2, "\(result.stderr.prefix(300))")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1 && result.stderr.hasPrefix("error: "), "\(result.stderr.prefix(300))")
    for word in words { #expect(result.stderr.contains(word), "'\(word)' missing from: \(result.stderr.prefix(400))") }
  }

  static let view = ##"{ "id": "v", "frame": [0, 0, 100, 100], "backgroundColor": "#FF0000" }"##

  /// A StateAnimator file with one view, these transitions and one request of state `a` = [t0].
  static func stateAnimator(transitions: String, views: String = view) -> String {
    #"{ "version": 1, "kind": "stateAnimator", "views": [\#(views)], "transitions": { \#(transitions) }, "#
      + #""states": { "a": ["t0"] }, "gestures": [{ "setState": { "at": 0.1, "state": "a" } }], "duration": 1 }"#
  }

  @Test func contentNestedTenThousandDeep() throws {
    let depth = 10_000
    let tree = String(repeating: #"{ "hstack": ["#, count: depth) + #"{ "text": "x" }"# + String(repeating: "] }", count: depth)
    expectRefused(try check(#"{ "version": 1, "rows": [{ "content": "# + tree + " }] }"), ["nest deeper than 64"])
  }

  @Test func aHundredThousandRows() throws {
    let rows = Array(repeating: #"{ "title": "A" }"#, count: 100_000).joined(separator: ",")
    expectRefused(try check(#"{ "version": 1, "rows": ["# + rows + "] }"), ["100000", "1 to 100 rows"])
  }

  @Test func aHundredThousandSections() throws {
    let sections = Array(repeating: #"{ "rows": [{ "title": "A" }] }"#, count: 100_000).joined(separator: ",")
    expectRefused(try check(#"{ "version": 1, "sections": ["# + sections + "] }"), ["100000", "1 to 100 sections"])
  }

  @Test func aHundredThousandViews() throws {
    let views = (0..<100_000).map { #"{ "id": "v\#($0)", "frame": [0, 0, 10, 10] }"# }.joined(separator: ",")
    let file = #"{ "version": 1, "kind": "stateAnimator", "views": ["# + views + #"], "states": { "a": [] } }"#
    expectRefused(try check(file), ["100000", "1 to 500 views"])
  }

  /// t0 after t1 after … t(n−1): `forward` lists t0 first, so resolving it walks the whole chain;
  /// otherwise each name is met after the one it leads to.
  static func chain(_ count: Int, key: String, forward: Bool) -> String {
    let entries = (0..<count).map { i in
      let next = i + 1 < count ? #", "\#(key)": ["t\#(i + 1)"]"# : ""
      return #""t\#(i)": { "endState": [{ "view": "v", "alpha": \#(i % 2) }], "animation": { "duration": 0.01 }\#(next) }"#
    }
    return (forward ? entries : entries.reversed()).joined(separator: ", ")
  }

  @Test func aHundredThousandTransitions() throws {
    expectRefused(try check(Self.stateAnimator(transitions: Self.chain(100_000, key: "after", forward: true))), ["100000", "1000"])
  }

  @Test(arguments: ["after", "nested"], [true, false])
  func chainsLongerThanSixtyFour(_ key: String, _ forward: Bool) throws {
    expectRefused(try check(Self.stateAnimator(transitions: Self.chain(1000, key: key, forward: forward))), ["'t", "64"])
    let longest = try check(Self.stateAnimator(transitions: Self.chain(64, key: key, forward: forward)))
    #expect(longest.status == 0, "\(longest.stderr)")
  }

  /// Each transition leads to the next twice: 2⁶⁰ runs from a file of 61 transitions.
  @Test(arguments: ["after", "nested"])
  func transitionsThatDoubleAtEachLink(_ key: String) throws {
    let entries = (0..<61).map { i in
      let next = i < 60 ? #", "\#(key)": ["t\#(i + 1)", "t\#(i + 1)"]"# : ""
      return #""t\#(i)": { "endState": [{ "view": "v", "alpha": 0.5 }]\#(next) }"#
    }
    expectRefused(try check(Self.stateAnimator(transitions: entries.joined(separator: ", "))), ["10000", "after and nested"])
  }

  /// Scheduled work just under the limit is drawn: 10 interrupting requests of 499 changes to two
  /// properties of one view (9,990 runs and changes), every frame of it.
  @Test func scheduledWorkUnderTheLimitIsDrawn() throws {
    let folder = try temporaryFolder("deep")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let changes = (0..<499).map { #"{ "view": "v", "alpha": \#(Double($0 % 10) / 10), "frame": [\#($0 % 50), 0, 100, 100] }"# }
    let gestures = (0..<10).map { #"{ "setState": { "at": \#(Double($0) / 100), "state": "a" } }"# }
    let file =
      #"{ "version": 1, "kind": "stateAnimator", "views": [\#(Self.view)], "transitions": { "t0": { "endState": ["#
      + changes.joined(separator: ",") + #"], "animation": { "duration": 5 } } }, "states": { "a": ["t0"] }, "gestures": ["#
      + gestures.joined(separator: ",") + #"], "duration": 1 }"#
    try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
    let result = try run(["render", folder + "/s.json", "--scale", "1", "--fps", "10", "--out", folder + "/o"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder + "/o/s/frame-0009.png"))
    let over = file.replacingOccurrences(of: #""duration": 1 }"#, with: #""initialState": "a", "duration": 1 }"#)
    expectRefused(try check(over), ["10000"])
  }

  static func svgScene(_ name: String) -> String {
    #"{ "version": 1, "rows": [{ "title": "A", "image": { "svg": "\#(name)" } }], "right": { "actions": [{ "title": "A" }] } }"#
  }

  /// A 64 MiB SVG file is refused by its size before it is read.
  @Test func aSixtyFourMebibyteSVG() throws {
    let folder = try temporaryFolder("deep")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(Self.svgScene("big.svg").utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
    let header = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0"#
    let line = String(repeating: " L1 1", count: 1 << 16)
    let handle = try #require(FileHandle(forWritingAtPath: folder + "/big.svg") ?? {
      _ = FileManager.default.createFile(atPath: folder + "/big.svg", contents: nil)
      return FileHandle(forWritingAtPath: folder + "/big.svg")
    }())
    try handle.write(contentsOf: Data(header.utf8))
    for _ in 0..<(64 << 20) / line.utf8.count { try handle.write(contentsOf: Data(line.utf8)) }
    try handle.write(contentsOf: Data(#""/></svg>"#.utf8))
    try handle.close()
    expectRefused(try run(["scene", "check", folder + "/s.json"]), ["'big.svg'", "16 MiB"])
  }

  /// A stroked path of 250,000 points is refused before it is stroked; the same points filled are drawn.
  @Test func aStrokeTooLargeToOutline() throws {
    let points = String(repeating: " L1 1 L0 0", count: 125_000)
    func svg(_ paint: String) -> [UInt8] {
      Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path \#(paint) d="M0 0\#(points)"/></svg>"#.utf8)
    }
    let stroked = svg(#"fill="none" stroke="black" stroke-width="2" stroke-linejoin="round""#)
    expectRefused(try check(Self.svgScene("i.svg"), extra: ["i.svg": stroked]), ["250001 points", "4000000"])
    let filled = try check(Self.svgScene("i.svg"), extra: ["i.svg": svg(#"fill="black""#)])
    #expect(filled.status == 0, "\(filled.stderr)")
  }

  /// A TrueType font of 65,535 glyphs as the scene's font: the row's title uses glyphs from the
  /// first and the last thousand, and the frame is drawn with no missing-glyph warning.
  @Test func aFontOfSixtyFiveThousandGlyphs() throws {
    let folder = try temporaryFolder("deep")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let font = TrueTypeBuilder(glyphCount: 65_535).bytes()
    try Data(font).write(to: URL(fileURLWithPath: folder + "/big.ttf"))
    let glyphs = [1, 2, 40_000, 65_000, 65_534]
    let title = String(String.UnicodeScalarView(glyphs.map(TrueTypeBuilder.character(forGlyph:))))
    let file = #"{ "version": 1, "font": "big.ttf", "rows": [{ "title": "\#(title)" }], "right": { "actions": [{ "title": "\#(title)" }] } }"#
    try Data(file.utf8).write(to: URL(fileURLWithPath: folder + "/s.json"))
    let result = try run(["frame", folder + "/s.json", "--time", "0", "--out", folder + "/f.png"])
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/f.png"))
    #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
