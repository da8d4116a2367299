import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// Rows drawn from `content` (docs/scene-file.md, "Content"), checked in pixels where SwiftUI puts
/// each part: a chat row with an avatar, a name and a time on one line, a two-line message and a
/// red badge, inside the row's 16-pt side and 11-pt top and bottom margins.
struct ContentRowTests {
  static let chatRow = """
    { "content": { "hstack": [
        { "circle": { "size": [52, 52] }, "foreground": "systemBlue" },
        { "vstack": [
          { "hstack": [
            { "text": "Ada Lovelace", "font": { "size": 17, "weight": "semibold" }, "lineLimit": 1 },
            { "spacer": {} },
            { "text": "9:41", "font": { "size": 15 }, "color": "secondaryLabel" } ], "alignment": "firstTextBaseline" },
          { "hstack": [
            { "text": "The engine weaves algebraic patterns just as the Jacquard loom weaves flowers and leaves, and more.",
              "font": { "size": 15 }, "color": "secondaryLabel", "lineLimit": 2 },
            { "spacer": { "minLength": 0 } },
            { "badge": "3" } ], "spacing": 8 } ], "alignment": "leading", "spacing": 2 } ], "spacing": 12 } }
    """

  func scene(rows: String) throws -> SwipeScene {
    let text = """
      { "version": 1, "canvas": { "width": 390, "scale": 1 }, "rows": [\(rows)],
        "right": { "actions": [{ "title": "Delete", "style": "destructive" }] } }
      """
    return try #require(try SceneFile.decode(Array(text.utf8), file: "chat.json", folder: GoodFileTests.folder) as? SwipeScene)
  }

  @Test func chatRowPartsSitWhereSwiftUIPutsThem() throws {
    let typography = try Typography()
    let scene = try scene(rows: Self.chatRow)
    let l17 = typography.font(.semibold, 17).lineHeight, l15 = typography.font(.regular, 15).lineHeight
    // The name line is as tall as the 17-pt line box; the message two 15-pt lines, 2 pt below.
    let stack = l17 + 2 + 2 * l15
    let content = max(52, stack)
    let height = try #require(scene.rows[0].height)
    #expect(abs(height - (content + 22)) < 1e-9)
    let frame = try FrameRenderer(context: SceneContext(typography: typography)).render(scene, at: 0, scale: 1)
    func px(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let p = frame.pixel(x: x, y: y)
      return (Int(p.r), Int(p.g), Int(p.b))
    }
    // The avatar: 52 pt, at the leading margin, centred on the row.
    #expect(px(42, Int(height / 2)) == (0, 122, 255))
    #expect(px(15, Int(height / 2)) == (255, 255, 255) && px(17, Int(height / 2)) == (0, 122, 255))
    // The name starts 12 pt after the avatar, at x = 80.
    let stackTop = 11 + (content - stack) / 2
    let nameRow = Int(stackTop + l17 / 2)
    let firstInk = (60..<200).first { px($0, nameRow).0 < 128 }
    #expect(firstInk.map { (80...84).contains($0) } == true, "name starts at \(String(describing: firstInk))")
    // The time ends at the trailing margin, 374.
    let lastInk = (200..<390).last { px($0, nameRow).0 < 200 }
    #expect(lastInk.map { (370...373).contains($0) } == true, "time ends at \(String(describing: lastInk))")
    // The badge: an 18-pt systemRed circle (one digit) ending at the margin, centred on the two
    // message lines; its white digit is at the centre.
    let messageCentre = Int(stackTop + l17 + 2 + l15)
    #expect(px(358, messageCentre) == (255, 59, 48) && px(372, messageCentre) == (255, 59, 48))
    #expect(px(365, messageCentre - 7) == (255, 59, 48) && px(365, messageCentre + 7) == (255, 59, 48))
    #expect(px(354, messageCentre) != (255, 59, 48) && px(365, messageCentre - 11) != (255, 59, 48))
    // Nothing is drawn in the margins, above the separator.
    for y in 0..<Int(height) - 1 {
      for x in [0, 8, 15, 375, 382, 389] { #expect(px(x, y) == (255, 255, 255), "(\(x), \(y))") }
    }
    for x in stride(from: 80, to: 370, by: 7) {
      for y in 0..<10 { #expect(px(x, y) == (255, 255, 255), "(\(x), \(y))") }
    }
  }

  @Test func aFixedHeightCentresTheContent() throws {
    let scene = try scene(rows: #"{ "content": { "circle": { "size": [20, 20] }, "foreground": "systemRed" }, "height": 80 }"#)
    #expect(scene.rows[0].height == 80)
    let frame = try FrameRenderer(context: SceneContext(typography: try Typography())).render(scene, at: 0, scale: 1)
    #expect(frame.pixel(x: 26, y: 40).r == 255 && frame.pixel(x: 26, y: 40).g == 59)
    #expect(frame.pixel(x: 26, y: 28).g == 255)
  }

  @Test(arguments: [
    (#"{ "content": { "text": "a", "badge": "1" } }"#, "more than one node key", "rows[0].content"),
    (#"{ "content": { "padding": 4 } }"#, "needs a node key", "rows[0].content"),
    (#"{ "content": { "hstack": [{ "text": "a", "lineLimt": 1 }] } }"#, "unknown key", "rows[0].content.hstack[0].lineLimt"),
    (#"{ "content": { "text": "a" }, "title": "x" }"#, "no effect on a row with content", "rows[0].title"),
    (#"{ "content": { "text": "a", "frame": { "width": "infinity" } } }"#, "cannot be infinity", "rows[0].content.frame.width"),
    (#"{ "content": { "vstack": [], "alignment": "top" } }"#, "unknown value", "rows[0].content.alignment"),
    (#"{ "content": { "image": { "svg": "flag.svg" }, "opacity": 2 } }"#, "above the limit of 1", "rows[0].content.opacity"),
  ])
  func badContentIsOneError(row: String, words: String, path: String) throws {
    do {
      _ = try scene(rows: row)
      Issue.record("\(row) decoded")
    } catch {
      let text = "\(error)"
      #expect(text.contains(words), "\(text)")
      #expect(text.contains(path), "\(text)")
      #expect(text.contains("chat.json:"), "\(text)")
    }
  }

  @Test func inlinePathStrokeDrawsTheOutline() throws {
    let text = """
      { "version": 1, "rows": [{ "title": "Row" }],
        "right": { "actions": [{ "title": "Go", "image": { "path": "M4 12H20", "viewBox": [0, 0, 24, 24],
          "stroke": { "width": 2, "lineCap": "round", "lineJoin": "round" } } }] } }
      """
    let scene = try #require(try SceneFile.decode(Array(text.utf8), file: "x.json", folder: GoodFileTests.folder) as? SwipeScene)
    guard case .path(let path, _) = scene.timeline.configuration.right?.actions[0].image?.source else {
      throw Failure("no path image")
    }
    var pixmap = try Pixmap(width: 240, height: 240)
    pixmap.fill(path.transformed(by: .scale(10)), color: .black, rule: .nonZero)
    #expect(pixmap.pixel(x: 120, y: 115).a == 255)  // on the line, within half the width
    #expect(pixmap.pixel(x: 120, y: 105).a == 0)  // beyond it
    #expect(pixmap.pixel(x: 205, y: 120).a == 255 && pixmap.pixel(x: 212, y: 120).a == 0)  // the round cap
  }
}
