import Drawing
import SwipeScenes
import Testing

@testable import SceneFiles

/// Several swipeable rows (docs/scene-file.md "Several swipeable rows"): each row with sides is a
/// cell of its own, gestures pick their row, and a swipe on one row hides the row left open.
struct SwipeRowsTests {
  static let measurer: SystemTextMeasurer? = try? SystemTextMeasurer()

  /// Two 60-pt rows with sides of their own; the first is swiped open at 0.2 s, the second at 1.5 s.
  static let twoRows = """
    { "version": 1,
      "rows": [
        { "style": "subtitle", "title": "First", "height": 60,
          "right": { "actions": [{ "title": "Delete", "backgroundColor": "#FF0000" }] } },
        { "style": "subtitle", "title": "Second", "height": 60,
          "right": { "actions": [{ "title": "More", "backgroundColor": "#AAAAAA" }] },
          "left": { "actions": [{ "title": "Read", "backgroundColor": "#007AFF" }] } }
      ],
      "gestures": [
        { "swipe": { "at": 0.2, "to": -150 } },
        { "swipe": { "at": 1.5, "to": -150, "row": 1 } }
      ],
      "duration": 3.5 }
    """

  func scene(_ text: String) throws -> SwipeScene {
    try #require(try decodeText(text) as? SwipeScene)
  }

  @Test func rowsSwipeOnTheirOwnAndTheOpenOneHides() throws {
    let scene = try scene(Self.twoRows)
    let measurer = try #require(Self.measurer)
    #expect(scene.swipeRow == 0 && scene.swipeableRows == [0, 1])
    let first = try #require(scene.state(ofRow: 0, at: 1.4, measurer: measurer))
    let second = try #require(scene.state(ofRow: 1, at: 1.4, measurer: measurer))
    let open = try #require(first.fullyExposedWidth)
    #expect(abs(first.offset + open) < 0.01 && second.offset == 0)
    // From 1.5 s the first row closes with hideSwipe's move, SwipeCellKit's 0.7-s critically damped
    // spring, while the second opens: ζ = 1 and settling in 0.7 s gives p(Δ) = 1 − (1 + ωΔ)e^(−ωΔ).
    let spring = Spring(dampingRatio: 1, duration: 0.7)
    for delta in [0.1, 0.25, 0.4] {
      let closing = try #require(scene.state(ofRow: 0, at: 1.5 + delta, measurer: measurer))
      #expect(abs(closing.offset - -open * (1 - spring.progress(at: delta))) < 1e-6, "at 1.5 + \(delta)")
    }
    let late = try #require(scene.state(ofRow: 0, at: 3.4, measurer: measurer))
    let swiped = try #require(scene.state(ofRow: 1, at: 3.4, measurer: measurer))
    #expect(late.offset == 0 && late.orientation == nil)
    #expect(abs(swiped.offset + (swiped.fullyExposedWidth ?? 0)) < 0.01)
  }

  @Test func frameJSONListsEveryRow() throws {
    let scene = try scene(Self.twoRows)
    let context = SceneContext(typography: try Typography(), frameDuration: 1.0 / 30)
    guard case .object(let fields) = scene.inspection(at: 3.4, in: context), case .array(let rows) = fields["rows"] else {
      Issue.record("no rows in frame JSON")
      return
    }
    #expect(rows.count == 2)
    guard case .object(let second) = rows.last, case .object(let origin) = second["cellOrigin"],
      case .array(let actions) = second["actions"]
    else {
      Issue.record("row 1 lacks cellOrigin or actions")
      return
    }
    #expect(second["row"] == .number(1))
    #expect(origin["y"] == .number(60) && origin["x"] == .number(0))
    #expect(actions.count == 1)
    guard case .number(let offset) = second["offset"] else {
      Issue.record("row 1 has no offset")
      return
    }
    #expect(offset < -50)
  }

  @Test func theSecondRowIsDrawnOpen() throws {
    let scene = try scene(Self.twoRows)
    let list = scene.displayList(at: 3.4, in: SceneContext(typography: try Typography()))
    let closed = scene.displayList(at: 1.4, in: SceneContext(typography: try Typography()))
    #expect(list != closed)
  }

  @Test(arguments: [
    (#"{ "swipe": { "at": 0.2, "to": -150, "row": 2 } }"#, "row 2 has no actions"),
    (#"{ "swipe": { "at": 0.2, "to": 150 } }"#, "row 0 has no left actions"),
    (#"{ "pan": { "at": 0.2, "points": [[0, 100], [0.3, 20]], "row": 1 } }"#, ""),
    (#"{ "setSwipeOffset": { "at": 0.2, "offset": 80, "row": 0 } }"#, "row 0 has no left actions"),
    (#"{ "tapCell": { "at": 0.2, "row": 2 } }"#, "row 2 has no actions"),
    // Default-style rows are 44 pt tall (docs/scene-file.md §4, `height`), so row 1 spans y 44–88.
    (#"{ "swipe": { "at": 0.2, "to": -150, "row": 1, "y": 20 } }"#, "y 20 is outside row 1, which spans y 44–88"),
    (#"{ "swipe": { "at": 0.2, "to": -150, "row": 1, "y": 60 } }"#, ""),
    (#"{ "pan": { "at": 0.2, "y": 89, "points": [[0, 300], [0.3, 150]], "row": 1 } }"#, "y 89 is outside row 1"),
    (#"{ "pan": { "at": 0.2, "interpolate": false, "points": [[0, 300, 10], [0.3, 150, 50]] } }"#, "y 50 is outside row 0"),
    (#"{ "pan": { "at": 0.2, "interpolate": false, "points": [[0, 300, 10], [0.3, 150, 40]] } }"#, ""),
    // The canvas is 390 pt wide by default, and so is each row.
    (#"{ "swipe": { "at": 0.2, "to": -391 } }"#, "farther than row 0 is wide (390 pt)"),
    (#"{ "swipe": { "at": 0.2, "to": -390 } }"#, ""),
  ])
  func gesturesMustFitTheirRow(gesture: String, message: String) throws {
    let text = """
      { "version": 1,
        "rows": [
          { "title": "A", "right": { "actions": [{ "title": "Delete" }] } },
          { "title": "B", "right": { "actions": [{ "title": "More" }] }, "left": { "actions": [{ "title": "Read" }] } },
          { "title": "C" }
        ],
        "gestures": [\(gesture)] }
      """
    let error = decodeError(text)
    if message.isEmpty {
      #expect(error == nil)
    } else {
      #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
    }
  }

  @Test func topLevelSidesAndTheRowsOwnAreOneTooMany() throws {
    let error = decodeError(
      """
      { "version": 1, "right": { "actions": [{ "title": "Delete" }] },
        "rows": [{ "title": "A", "left": { "actions": [{ "title": "Read" }] } }] }
      """)
    #expect(error?.description.contains("has sides of its own") == true)
  }

  @Test func exportKeepsEveryRow() throws {
    let scene = try scene(Self.twoRows)
    let again = try self.scene(SceneFile.export(scene))
    let measurer = try #require(Self.measurer)
    #expect(again.swipeableRows == [0, 1])
    for time in stride(from: 0.0, through: 3.5, by: 0.25) {
      for row in [0, 1] {
        #expect(again.state(ofRow: row, at: time, measurer: measurer) == scene.state(ofRow: row, at: time, measurer: measurer))
      }
    }
  }
}
