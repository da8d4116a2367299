import Drawing
import SwipeScenes
import Testing

@testable import SceneFiles

/// MGSwipe's model from a file (docs/scene-file.md §16), checked against MGSwipe's own rules
/// (docs/mgswipe-rtl-rounded.md §1.7, §1.8): threshold release, cubic-out moves, bounces and the
/// expansion's trigger.
struct MGSwipeModelTests {
  static let measurer: SystemTextMeasurer? = try? SystemTextMeasurer()

  /// One 60-pt row, 320 pt wide, two right buttons forced to 60 pt (Wc = 120), with `mgswipe`
  /// settings and one exact pan from x = 300 through `points`, released at rest (or held).
  func scene(mgswipe: String, points: String, release: Bool = true) throws -> SwipeScene {
    try #require(
      try decodeText(
        """
        { "version": 1, "canvas": { "width": 320 },
          "rows": [{ "style": "default", "title": "Row", "height": 60 }],
          "right": { "minimumButtonWidth": 60, "maximumButtonWidth": 60, "mgswipe": \(mgswipe),
            "actions": [{ "title": "Delete", "backgroundColor": "#FF0000" }, { "title": "More", "backgroundColor": "#AAAAAA" }] },
          "gestures": [{ "pan": { "at": 1, "interpolate": false, "velocity": 0, "release": \(release), "points": \(points) } }],
          "duration": 4 }
        """) as? SwipeScene)
  }

  func offset(_ scene: SwipeScene, at time: Double) throws -> Double {
    scene.state(at: time, measurer: try #require(Self.measurer)).offset
  }

  /// E(u) = (u − 1)³ + 1, MGSwipe's cubic ease-out.
  func cubicOut(_ u: Double) -> Double { (u - 1) * (u - 1) * (u - 1) + 1 }

  @Test func releasePastTheThresholdOpensWithACubicEaseOut() throws {
    // Released at −70 (past 0.5 × 120): the buttons open to −120 over 0.3 s.
    let scene = try scene(mgswipe: "{}", points: "[[0, 300], [0.1, 230]]")
    #expect(try offset(scene, at: 1.1) == -70)
    for u in [0.25, 0.5, 0.8] {
      #expect(abs(try offset(scene, at: 1.1 + 0.3 * u) - (-70 + -50 * cubicOut(u))) < 1e-9)
    }
    #expect(try offset(scene, at: 1.5) == -120)
  }

  @Test func releaseUnderTheThresholdCloses() throws {
    let scene = try scene(mgswipe: "{ \"threshold\": 0.7 }", points: "[[0, 300], [0.1, 230]]")
    #expect(abs(try offset(scene, at: 1.25) - (-70 * (1 - cubicOut(0.5)))) < 1e-9)
    #expect(try offset(scene, at: 1.5) == 0)
    let held = try self.scene(mgswipe: "{ \"keepButtonsSwiped\": false }", points: "[[0, 300], [0.1, 180]]")
    #expect(try offset(held, at: 1.5) == 0)
  }

  @Test func overscrollPinsTheButtons() throws {
    // Dragged to −200 (80 past Wc): with rate 0.5 the cell shows −160; the buttons stay where
    // they are at full open, and the strip between them and the cell is the row's.
    let open = try scene(
      mgswipe: "{ \"swipeBounceRate\": 0.5 }", points: "[[0, 300], [0.1, 180], [0.2, 100]]", release: false)
    let measurer = try #require(Self.measurer)
    let atFull = open.state(at: 1.1, measurer: measurer)
    let past = open.state(at: 1.2, measurer: measurer)
    #expect(atFull.offset == -120 && past.offset == -160)
    #expect(past.actions.map(\.visibleMinX) == atFull.actions.map(\.visibleMinX))
    #expect(past.actions.map(\.visibleMaxX) == atFull.actions.map(\.visibleMaxX))
    #expect(past.actionsBackgroundFollowsRow)
    let stiff = try scene(
      mgswipe: "{ \"enableSwipeBounces\": false }", points: "[[0, 300], [0.1, 180], [0.2, 100]]", release: false)
    #expect(try offset(stiff, at: 1.2) == -120)
  }

  @Test func expansionTriggersAFillAndTheAction() throws {
    // Past 1.3 × 120 = 156 the outermost button expands; released at −200 with fillOnTrigger the
    // cell slides to −320 over 0.3 s and Delete's handler runs at the end (the next 60 Hz tick).
    let scene = try scene(
      mgswipe: "{ \"expansion\": { \"buttonIndex\": 0, \"fillOnTrigger\": true } }",
      points: "[[0, 300], [0.1, 150], [0.2, 100]]")
    let measurer = try #require(Self.measurer)
    #expect(scene.state(at: 1.1, measurer: measurer).expanded == false)
    let expanded = scene.state(at: 1.2, measurer: measurer)
    #expect(expanded.expanded && expanded.offset == -200)
    #expect(abs(try offset(scene, at: 1.35) - (-200 + -120 * cubicOut(0.5))) < 1e-9)
    let done = scene.state(at: 1.6, measurer: measurer)
    #expect(done.history.map(\.name) == ["handler:Delete"])
    #expect(abs((done.history.first?.time ?? 0) - 1.5) < 1e-9)
  }

  @Test(arguments: [
    (#""transitionStyle": "reveal", "mgswipe": {}"#, "MGSwipe has no reveal transition"),
    (#""expansionStyle": "fill", "mgswipe": {}"#, "expands as MGSwipe does"),
    (#""mgswipe": { "expansion": { "buttonIndex": 3 } }"#, "buttonIndex"),
    (#""mgswipe": { "threshhold": 0.5 }"#, "threshhold"),
  ])
  func refused(side: String, message: String) {
    let error = decodeError(
      """
      { "version": 1, "rows": [{ "title": "Row" }],
        "right": { \(side), "actions": [{ "title": "Delete" }] } }
      """)
    #expect(error?.description.contains(message) == true, "\(error?.description ?? "no error")")
  }

  @Test func exportKeepsTheSettings() throws {
    let scene = try scene(
      mgswipe: """
        { "threshold": 0.4, "swipeBounceRate": 0.5, "animationDuration": 0.25,
          "expansion": { "fillOnTrigger": true, "threshold": 1.1, "expansionColor": "#00FF00", "expansionLayout": "center" } }
        """,
      points: "[[0, 300], [0.1, 150], [0.2, 100]]")
    let again = try #require(try decodeText(SceneFile.export(scene)) as? SwipeScene)
    #expect(again.timeline.configuration.right?.options.mgswipe == scene.timeline.configuration.right?.options.mgswipe)
    let measurer = try #require(Self.measurer)
    for time in stride(from: 0.0, through: 2, by: 0.1) {
      #expect(again.state(at: time, measurer: measurer) == scene.state(at: time, measurer: measurer))
    }
  }
}
