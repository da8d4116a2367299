import Drawing
import SwipeScenes
import Testing

@testable import SceneFiles

/// Gesture and sample times meet frame times exactly (Sources/SwipeScenes/Timing/SceneTime.swift),
/// and `frame --json` lists every event since time 0.
struct ExactTimeTests {
  static let measurer: SystemTextMeasurer? = try? SystemTextMeasurer()

  /// A file whose one pan holds the finger at x = 300 from `at`, then at 200 from `at + step`,
  /// samples taken exactly (`"interpolate": false`) and the finger kept down.
  func scene(at: Double, step: Double) throws -> SwipeScene {
    try #require(
      try decodeText(
        """
        { "version": 1, "rows": [{ "style": "default", "title": "Ada" }],
          "right": { "actions": [{ "title": "Delete", "style": "destructive" }] },
          "gestures": [{ "pan": { "at": \(at), "interpolate": false, "release": false,
            "points": [[0, 300], [\(step), 200]] } }],
          "duration": 3 }
        """) as? SwipeScene)
  }

  /// The issue's case: at 100 fps frame 59 shows 0.59 s, and 0.53 + 0.06 is one unit in the
  /// last place above it in binary; the second sample still moves the finger at that frame.
  @Test func sampleOnAFrameTimeIsApplied() throws {
    #expect(0.53 + 0.06 > 59.0 / 100)
    let scene = try scene(at: 0.53, step: 0.06)
    let measurer = try #require(Self.measurer)
    #expect(scene.state(at: 59.0 / 100, frameDuration: 0.01, measurer: measurer).touchX == 200)
    #expect(scene.state(at: 58.0 / 100, frameDuration: 0.01, measurer: measurer).touchX == 300)
  }

  /// At rates whose frame times are not decimal, a sample written as the frame's time less the
  /// pan's start lands on that frame, and not on the one before.
  @Test(arguments: [12.5, 24, 29.97, 60])
  func sampleLandsOnItsFrame(fps: Double) throws {
    let measurer = try #require(Self.measurer)
    for index in [Int(fps), Int(fps) + 7, Int(2 * fps) + 1] {
      let frameTime = Double(index) / fps
      let step = frameTime - 0.53
      let scene = try scene(at: 0.53, step: step)
      let shown = scene.state(at: frameTime, frameDuration: 1 / fps, measurer: measurer)
      let before = scene.state(at: Double(index - 1) / fps, frameDuration: 1 / fps, measurer: measurer)
      #expect(shown.touchX == 200, "frame \(index) at \(fps) fps")
      #expect(before.touchX == 300, "frame \(index - 1) at \(fps) fps")
    }
  }

  /// After a handler fired, every later frame's JSON lists it with its time: the tap on Delete at
  /// 1.2 s runs the handler then, and a destructive fill deletes the row at the same instant.
  @Test func eventsSoFarInFrameJSON() throws {
    let scene = try #require(
      try decodeText(
        """
        { "version": 1, "rows": [{ "style": "default", "title": "Ada" }],
          "right": { "actions": [{ "title": "Flag", "backgroundColor": "systemOrange" }] },
          "gestures": [{ "swipe": { "at": 0.2, "to": -120 } }, { "tapAction": { "at": 1.2, "action": "Flag" } }],
          "duration": 3 }
        """) as? SwipeScene)
    let context = SceneContext(typography: try Typography(), frameDuration: 1.0 / 30)
    for time in [1.2, 1.5, 2.9] {
      guard case .object(let fields) = scene.inspection(at: time, in: context), case .array(let events) = fields["events"]
      else {
        Issue.record("no events array at \(time)")
        continue
      }
      let handlers = events.filter { event in
        guard case .object(let e) = event, case .string(let name) = e["name"] else { return false }
        return name == "handler:Flag"
      }
      #expect(handlers.count == 1, "at \(time)")
      guard case .object(let handler) = handlers.first, case .number(let at) = handler["time"] else { continue }
      #expect(at == 1.2)
    }
    guard case .object(let early) = scene.inspection(at: 1.1, in: context), case .array(let none) = early["events"] else {
      Issue.record("no events array at 1.1")
      return
    }
    #expect(none.isEmpty)
  }
}
