import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

/// A file that must be rejected, and where and why (docs/scene-file.md §9).
struct BadFile: CustomTestStringConvertible, Sendable {
  var name: String
  var text: String
  var line: Int
  var column: Int
  var path: String
  /// Phrases the one-line message must contain.
  var words: [String]

  var testDescription: String { name }
}

/// The first four lines shared by most cases: a valid swipe scene, open for one more member on line 5.
///
/// Line 4 is `  "right": { "actions": [{ "title": "Archive" }, { "title": "Delete" }] },`.
func withLine5(_ member: String) -> String {
  """
  {
    "version": 1,
    "rows": [{ "style": "mail" }],
    "right": { "actions": [{ "title": "Archive" }, { "title": "Delete" }] },
    \(member)
  }
  """
}

/// A file whose line 4 is `  "right": ` followed by `side`.
func withRight(_ side: String) -> String {
  """
  {
    "version": 1,
    "rows": [{ "style": "mail" }],
    "right": \(side)
  }
  """
}

/// Columns are counted by hand from the texts: line 5's member starts at column 3, and on line 4
/// the first action object opens at column 26.
let badFiles: [BadFile] = [
  // Keys that do not exist, with the closest one as the fix.
  BadFile(
    name: "unknown side key",
    text: """
      {
        "version": 1,
        "rows": [{ "style": "mail" }],
        "right": {
          "actions": [{ "title": "Archive" }],
          "transitionStyel": "drag"
        }
      }
      """, line: 6, column: 5, path: "right.transitionStyel", words: ["unknown key", "did you mean 'transitionStyle'?"]),
  BadFile(
    name: "unknown action key", text: withRight(#"{ "actions": [{ "title": "Archive", "hidesWhenSelectd": true }] }"#),
    line: 4, column: 48, path: "right.actions[0].hidesWhenSelectd", words: ["unknown key", "did you mean 'hidesWhenSelected'?"]),
  BadFile(
    name: "unknown gesture", text: withLine5(#""gestures": [{ "swpie": { "at": 1 } }]"#), line: 5, column: 18,
    path: "gestures[0].swpie", words: ["unknown key", "did you mean 'swipe'?"]),
  // Versions and required keys.
  BadFile(
    name: "version 2", text: withLine5(#""duration": 2"#).replacingOccurrences(of: "\"version\": 1", with: "\"version\": 2"),
    line: 2, column: 14, path: "version", words: ["version 2 is not supported", "\"version\": 1"]),
  BadFile(
    name: "no version", text: #"{ "rows": [{ "style": "mail" }], "right": { "actions": [{ "title": "A" }] } }"#, line: 1,
    column: 1,
    path: "version", words: ["missing required key", "add \"version\""]),
  BadFile(
    name: "no rows", text: #"{ "version": 1, "right": { "actions": [{ "title": "A" }] } }"#, line: 1, column: 1, path: "rows",
    words: ["missing required key"]),
  BadFile(
    name: "no sides", text: #"{ "version": 1, "rows": [{ "style": "mail" }] }"#, line: 1, column: 1, path: "$",
    words: ["no actions", "\"right\""]),
  BadFile(
    name: "no viewBox for path data",
    text: withRight(#"{ "actions": [{ "title": "A", "image": { "path": "M0 0h1v1z" } }] }"#), line: 4, column: 51,
    path: "right.actions[0].image.viewBox", words: ["missing required key", "[0, 0, 24, 24]"]),
  BadFile(
    name: "expansion style without target",
    text: withRight(#"{ "actions": [{ "title": "A" }], "expansionStyle": { "elasticOverscroll": true } }"#), line: 4,
    column: 63, path: "right.expansionStyle.target", words: ["missing required key"]),
  // Wrong types.
  BadFile(
    name: "number for a title", text: withRight(#"{ "actions": [{ "title": 5 }] }"#), line: 4, column: 37,
    path: "right.actions[0].title", words: ["expected a string, found a number"]),
  BadFile(
    name: "top-level array", text: "[1]", line: 1, column: 1, path: "$", words: ["expected an object, found an array"]),
  BadFile(
    name: "two-key gesture", text: withLine5(#""gestures": [{ "tapCell": { "at": 1 }, "hideSwipe": { "at": 2 } }]"#), line: 5,
    column: 16, path: "gestures[0]", words: ["one key", "has 2"]),
  // Values out of range.
  BadFile(
    name: "NaN", text: withLine5(#""duration": NaN"#), line: 5, column: 15, path: "duration",
    words: ["expected a value, found 'NaN'", "finite"]),
  BadFile(name: "1e400", text: withLine5(#""duration": 1e400"#), line: 5, column: 15, path: "duration", words: ["too large"]),
  BadFile(
    name: "negative duration", text: withLine5(#""duration": -1"#), line: 5, column: 15, path: "duration",
    words: ["-1 s is negative"]),
  BadFile(
    name: "zero fps", text: withLine5(#""fps": 0"#), line: 5, column: 10, path: "fps", words: ["below 0.1", "from 0.1 to 240"]),
  BadFile(
    name: "negative row height",
    text: withLine5(#""duration": 2"#).replacingOccurrences(
      of: #"[{ "style": "mail" }]"#, with: #"[{ "style": "mail", "height": -5 }]"#), line: 3, column: 41,
    path: "rows[0].height", words: ["-5 pt is negative"]),
  BadFile(
    name: "canvas beyond the pixmap limit", text: withLine5(#""canvas": { "width": 10000, "scale": 2 }"#), line: 5, column: 13,
    path: "canvas", words: ["20000", "16384"]),
  BadFile(
    name: "negative scale", text: withLine5(#""canvas": { "scale": -2 }"#), line: 5, column: 24, path: "canvas.scale",
    words: ["negative"]),
  BadFile(
    name: "swipeRow past the rows", text: withLine5(#""swipeRow": 3"#), line: 5, column: 15, path: "swipeRow",
    words: ["above the limit of 0"]),
  BadFile(
    name: "fractional swipeRow", text: withLine5(#""swipeRow": 0.5"#), line: 5, column: 15, path: "swipeRow",
    words: ["whole number"]),
  BadFile(
    name: "101 rows",
    text: #"{"version": 1, "rows": ["# + Array(repeating: #"{"style": "mail"}"#, count: 101).joined(separator: ", ")
      + #"], "right": {"actions": [{"title": "A"}]}}"#, line: 1, column: 24, path: "rows",
    words: ["too many rows: 101", "1 to 100"]),
  BadFile(
    name: "no rows at all", text: #"{"version": 1, "rows": [], "right": {"actions": [{"title": "A"}]}}"#, line: 1, column: 24,
    path: "rows", words: ["too few rows: 0"]),
  BadFile(
    name: "9 actions",
    text: #"{"version": 1, "rows": [{"style": "mail"}], "right": {"actions": ["#
      + Array(repeating: #"{"title": "A"}"#, count: 9).joined(separator: ", ") + "]}}", line: 1, column: 66,
    path: "right.actions",
    words: ["too many actions: 9", "1 to 8"]),
  BadFile(
    name: "unknown accessory",
    text: withLine5(#""duration": 2"#).replacingOccurrences(
      of: #"[{ "style": "mail" }]"#, with: #"[{ "style": "mail" }, { "style": "mail", "accessory": "checkmrk" }]"#), line: 3,
    column: 65, path: "rows[1].accessory", words: ["unknown value 'checkmrk'", "did you mean 'checkmark'?"]),
  BadFile(
    name: "touch threshold above 1",
    text: withRight(
      #"{ "actions": [{ "title": "A" }], "expansionStyle": { "target": { "edgeInset": 30 }, "additionalTriggers": [{ "touchThreshold": 1.5 }] } }"#
    ), line: 4, column: 139, path: "right.expansionStyle.additionalTriggers[0].touchThreshold", words: ["above the limit of 1"]),
  BadFile(
    name: "too few numbers in visibleRect", text: withLine5(#""visibleRect": [0, 44, 375]"#), line: 5, column: 18,
    path: "visibleRect", words: ["too few numbers: 3"]),
  // Gestures.
  BadFile(
    name: "gestures out of time order", text: withLine5(#""gestures": [{ "tapCell": { "at": 2 } }, { "tapCell": { "at": 1 } }]"#),
    line: 5, column: 65, path: "gestures[1].tapCell.at", words: ["before the one listed above it", "time order"]),
  BadFile(
    name: "pan points out of order",
    text: withLine5(#""gestures": [{ "pan": { "at": 0, "points": [[0, 300], [0.2, 200], [0.1, 100]] } }]"#), line: 5, column: 70,
    path: "gestures[0].pan.points[2][0]", words: ["not in time order"]),
  BadFile(
    name: "overlapping pans",
    text: withLine5(
      #""gestures": [{ "pan": { "at": 0, "points": [[0, 300], [1, 100]] } }, { "pan": { "at": 0.5, "points": [[0, 100], [1, 300]] } }]"#
    ),
    line: 5, column: 89, path: "gestures[1].pan.at", words: ["finger is down until 1 s"]),
  BadFile(
    name: "tap on a missing action", text: withLine5(#""gestures": [{ "tapAction": { "at": 1, "action": "Flag" } }]"#), line: 5,
    column: 52, path: "gestures[0].tapAction.action", words: ["no action is named 'Flag'", "'Archive'", "'Delete'"]),
  BadFile(
    name: "swipe to 0", text: withLine5(#""gestures": [{ "swipe": { "at": 0.5, "to": 0 } }]"#), line: 5, column: 46,
    path: "gestures[0].swipe.to", words: ["does not move"]),
  BadFile(
    name: "animated as a string",
    text: withLine5(#""gestures": [{ "setSwipeOffset": { "at": 1, "offset": -100, "animated": "no" } }]"#), line: 5, column: 75,
    path: "gestures[0].setSwipeOffset.animated", words: ["expected"]),
  // Sides, names, enums.
  BadFile(
    name: "left/right mixed with leading/trailing",
    text: withLine5(#""left": { "actions": [{ "title": "Unread" }] }, "leading": { "actions": [{ "title": "Read" }] }"#), line: 5,
    column: 62, path: "leading", words: ["mixed", "left and right or leading and trailing"]),
  BadFile(
    name: "unknown transition style", text: withRight(#"{ "actions": [{ "title": "A" }], "transitionStyle": "bordr" }"#), line: 4,
    column: 64, path: "right.transitionStyle", words: ["unknown value 'bordr'", "did you mean 'border'?"]),
  BadFile(
    name: "corner radius of circles",
    text: withRight(#"{ "actions": [{ "title": "A" }], "buttonShape": "circle", "cornerRadius": 6 }"#), line: 4,
    column: 86, path: "right.cornerRadius", words: ["applies only to rounded buttons", "roundedRectangle"]),
  BadFile(
    name: "corner radius of rectangles", text: withRight(#"{ "actions": [{ "title": "A" }], "cornerRadius": 6 }"#), line: 4,
    column: 61, path: "right.cornerRadius", words: ["applies only to rounded buttons", "roundedRectangle"]),
  BadFile(
    name: "unknown inset side",
    text: withRight(
      #"{ "actions": [{ "title": "A" }], "buttonShape": "roundedRectangle", "buttonInsets": { "betwen": 4 } }"#), line: 4,
    column: 98, path: "right.buttonInsets.betwen", words: ["unknown key", "did you mean 'between'?"]),
  BadFile(
    name: "unknown row style", text: withLine5(#""duration": 2"#).replacingOccurrences(of: #""mail""#, with: #""mial""#), line: 3,
    column: 23, path: "rows[0].style", words: ["unknown value 'mial'", "did you mean 'mail'?"]),
  BadFile(
    name: "unknown kind", text: withLine5(#""kind": "swipes""#), line: 5, column: 11, path: "kind",
    words: ["unknown value 'swipes'", "did you mean 'swipe'?"]),
  BadFile(
    name: "name not in kebab case", text: withLine5(#""name": "My Scene""#), line: 5, column: 11, path: "name",
    words: ["not a kebab-case name", "'my-scene'"]),
  BadFile(
    name: "one-line summary", text: withLine5(#""summary": "two\nlines""#), line: 5, column: 14, path: "summary",
    words: ["line break"]),
  BadFile(
    name: "hint in a swipe scene", text: withLine5(#""hint": { "initialDelay": 1 }"#), line: 5, column: 11, path: "hint",
    words: ["only for onboarding"]),
  BadFile(
    name: "missing font file", text: withLine5(#""font": "fonts/My.ttf""#), line: 5, column: 11, path: "font",
    words: ["cannot read the font file 'fonts/My.ttf'", "no such file"]),
  BadFile(
    name: "font file that is no font", text: withLine5(#""font": "circle.svg""#), line: 5, column: 11, path: "font",
    words: ["cannot read the font file 'circle.svg'", "no font"]),
  BadFile(
    name: "height of a mock-up", text: withLine5(#""canvas": { "chrome": "phoneMockup", "height": 400 }"#), line: 5, column: 50,
    path: "canvas.height", words: ["phoneMockup chrome has a canvas of its own size"]),
  BadFile(
    name: "unknown chrome", text: withLine5(#""canvas": { "chrome": "phones" }"#), line: 5, column: 25, path: "canvas.chrome",
    words: ["unknown value 'phones'", "did you mean 'phone'?"]),
  // Images and colours.
  BadFile(
    name: "unknown glyph", text: withRight(#"{ "actions": [{ "title": "A", "image": "Archve" }] }"#), line: 4, column: 51,
    path: "right.actions[0].image", words: ["unknown glyph 'Archve'", "did you mean 'Archive'?", "Trash-circle", "More"]),
  BadFile(
    name: "missing SVG file", text: withRight(#"{ "actions": [{ "title": "A", "image": { "svg": "icons/missing.svg" } }] }"#),
    line: 4,
    column: 60, path: "right.actions[0].image.svg", words: ["cannot read the SVG file 'icons/missing.svg'", "no such file"]),
  BadFile(
    name: "SVG with a gradient fill", text: withRight(#"{ "actions": [{ "title": "A", "image": { "svg": "circle.svg" } }] }"#),
    line: 4, column: 60, path: "right.actions[0].image.svg", words: ["circle.svg:3", "fill=\"url(#shade)\"", "gradient"]),
  BadFile(
    name: "missing PNG file", text: withRight(#"{ "actions": [{ "title": "A", "image": { "png": "a.png" } }] }"#), line: 4,
    column: 60,
    path: "right.actions[0].image.png", words: ["cannot read the PNG file 'a.png'", "no such file"]),
  BadFile(
    name: "PNG file that is no PNG", text: withRight(#"{ "actions": [{ "title": "A", "image": { "png": "circle.svg" } }] }"#),
    line: 4,
    column: 60, path: "right.actions[0].image.png", words: ["cannot read the PNG file 'circle.svg'"]),
  BadFile(
    name: "invalid path data",
    text: withRight(#"{ "actions": [{ "title": "A", "image": { "path": "L 3 4", "viewBox": [0, 0, 24, 24] } }] }"#),
    line: 4, column: 61, path: "right.actions[0].image.path", words: ["invalid path data"]),
  BadFile(
    name: "malformed colour", text: withRight(##"{ "actions": [{ "title": "A", "backgroundColor": "#12345" }] }"##), line: 4,
    column: 61,
    path: "right.actions[0].backgroundColor", words: ["'#12345' is not a colour", "#RRGGBB"]),
  BadFile(
    name: "misspelt system colour", text: withRight(#"{ "actions": [{ "title": "A", "backgroundColor": "systemRad" }] }"#),
    line: 4,
    column: 61, path: "right.actions[0].backgroundColor", words: ["'systemRad' is not a colour", "did you mean 'systemRed'?"]),
  BadFile(
    name: "dark colour key that is no colour", text: withLine5(##""darkColors": { "#12345": "#000000" }"##), line: 5, column: 19,
    path: ##"darkColors["#12345"]"##, words: ["not a colour"]),
  // Onboarding.
  BadFile(
    name: "onboarding with gestures",
    text: """
      {
        "version": 1,
        "kind": "onboarding",
        "gestures": []
      }
      """, line: 4, column: 15, path: "gestures", words: ["not used by onboarding scenes", "hint"]),
  BadFile(
    name: "onboarding demo table with a background",
    text: #"{ "version": 1, "kind": "onboarding", "canvas": { "background": "transparent" } }"#, line: 1, column: 65,
    path: "canvas.background", words: ["needs rows", "add \"rows\""]),
  BadFile(
    name: "onboarding swipeRow without rows", text: #"{ "version": 1, "kind": "onboarding", "swipeRow": 1 }"#, line: 1,
    column: 51, path: "swipeRow", words: ["swipeRow needs rows"]),
  BadFile(
    name: "onboarding rows under the mock-up chrome",
    text: #"{ "version": 1, "kind": "onboarding", "canvas": { "chrome": "phoneMockup" }, "rows": [{ "title": "A" }] }"#,
    line: 1, column: 61, path: "canvas.chrome", words: ["does not carry the onboarding hint"]),
  BadFile(
    name: "onboarding action with a font",
    text: #"{ "version": 1, "kind": "onboarding", "trailing": { "actions": [{ "title": "A", "font": { "size": 12 } }] } }"#,
    line: 1, column: 89, path: "trailing.actions[0].font", words: ["not used by the onboarding hint", "image"]),
  BadFile(
    name: "onboarding hold longer than the hint",
    text: #"{ "version": 1, "kind": "onboarding", "hint": { "duration": 1, "halfwayDelay": 2 } }"#, line: 1, column: 80,
    path: "hint.halfwayDelay", words: ["longer than the duration"]),
  // JSON syntax.
  BadFile(
    name: "trailing comma",
    text: """
      {
        "version": 1,
        "rows": [{ "style": "mail" }],
      }
      """, line: 4, column: 1, path: "$", words: ["trailing comma"]),
  BadFile(
    name: "comment",
    text: """
      {
        // my scene
        "version": 1
      }
      """, line: 2, column: 3, path: "$", words: ["comments are not allowed"]),
  BadFile(
    name: "duplicate key",
    text: """
      {
        "version": 1,
        "version": 1
      }
      """, line: 3, column: 3, path: "version", words: ["duplicate key", "line 2, column 3"]),
  BadFile(
    name: "nesting deeper than 64",
    text: #"{"version": 1, "x": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}",
    line: 1, column: 84, path: "x" + String(repeating: "[0]", count: 63), words: ["deeper than 64"]),
  BadFile(name: "empty file", text: "", line: 1, column: 1, path: "$", words: ["empty"]),
  BadFile(
    name: "string broken by a line end", text: withLine5(#""summary": "abc"#), line: 5, column: 18, path: "summary",
    words: ["a line break inside a string", "\\n"]),
  BadFile(
    name: "unclosed string", text: #"{ "version": 1, "summary": "abc"#, line: 1, column: 28, path: "summary",
    words: ["not closed"]),
  BadFile(
    name: "leading zeros", text: withLine5(#""duration": 007"#), line: 5, column: 15, path: "duration",
    words: ["0 followed by digits"]),
  BadFile(
    name: "lone surrogate", text: withLine5(#""summary": "a\uD800b""#), line: 5, column: 16, path: "summary", words: ["surrogate"]
  ),
]

struct BadFileTests {
  /// A folder with `circle.svg`, whose line 3 fills a circle with a gradient.
  static let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("scenefile-bad-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let svg = """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
        <path d="M0 0h4v4z"/>
        <circle cx="12" cy="12" r="4" fill="url(#shade)"/>
      </svg>
      """
    try? svg.write(to: url.appendingPathComponent("circle.svg"), atomically: true, encoding: .utf8)
    return url
  }()

  @Test func atLeastThirtyCases() {
    #expect(badFiles.count >= 30)
    #expect(Set(badFiles.map(\.name)).count == badFiles.count)
  }

  @Test(arguments: badFiles + componentBadFiles)
  func rejected(_ bad: BadFile) throws {
    let error = try #require(decodeError(bad.text, file: "archive.json", folder: Self.folder))
    #expect(error.file == "archive.json")
    #expect(error.line == bad.line, "\(error)")
    #expect(error.column == bad.column, "\(error)")
    #expect(error.path == bad.path, "\(error)")
    let description = error.description
    for word in bad.words { #expect(description.contains(word), "'\(word)' missing from: \(description)") }
    // One line, in the documented form, with a fix after the semicolon.
    #expect(!description.contains("\n"))
    #expect(description.hasPrefix("archive.json:\(bad.line):\(bad.column): \(bad.path): "))
    #expect(description.components(separatedBy: "; ").count == 2, "one '; ' between the problem and the fix")
  }

  /// The format's own example message, word for word.
  @Test func documentedExample() throws {
    let text = """
      {
        "version": 1,
        "rows": [{ "style": "mail" }],
        "right": {
          "actions": [
            { "title": "Archive" },
            { "title": "Delete",
              "style": "destructive",    "hidesWhenSelectd": true }
          ]
        }
      }
      """
    let error = try #require(decodeError(text, file: "archive.json"))
    #expect(
      error.description == "archive.json:8:36: right.actions[1].hidesWhenSelectd: unknown key; did you mean 'hidesWhenSelected'?")
  }

  /// The format's default row style, "default", is UIKit's; until the model has it, leaving the style out is an error.
  @Test func defaultRowStyle() throws {
    let text = withRight(#"{ "actions": [{ "title": "A" }] }"#).replacingOccurrences(
      of: #"{ "style": "mail" }"#, with: #"{ "title": "Ada" }"#)
    if TableRow.Style(rawValue: "default") == nil {
      let error = try #require(decodeError(text))
      #expect(error.line == 3 && error.column == 12 && error.path == "rows[0].style")
      #expect(error.problem.contains("'default'") && error.problem.contains("not supported yet"))
      #expect(error.fix.contains("\"mail\""))
    } else {
      let scene = try #require(try decodeText(text) as? SwipeScene)
      #expect(scene.rows[0].style.rawValue == "default")
    }
  }

  /// A file over 16 MB is refused before it is read.
  @Test func fileOver16MB() throws {
    let url = Self.folder.appendingPathComponent("huge.json")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: url.path))
    try handle.truncate(atOffset: UInt64(SceneFile.maximumFileSize + 1))
    try handle.close()
    defer { try? FileManager.default.removeItem(at: url) }
    #expect {
      try SceneFile.load(contentsOf: url)
    } throws: { error in
      guard let error = error as? SceneFileError else { return false }
      return error.line == 1 && error.column == 1 && error.problem.contains("16 MB")
    }
  }

  @Test func missingFile() throws {
    let url = Self.folder.appendingPathComponent("nope.json")
    #expect {
      try SceneFile.load(contentsOf: url)
    } throws: { error in
      (error as? SceneFileError)?.problem.contains("no such file") == true
    }
  }
}
