import BuiltInScenes
import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// `kind: stateAnimator` files (docs/scene-file.md §14): decoded onto the same StateAnimator
/// model as the built-in demo, checked against timings computed here from the curves' definitions.
struct StateAnimatorFileTests {
  /// A card that grows over 1 s on a linear curve, a badge that fades over the same second from
  /// half of it (delay factor 0.5), and a strip that moves over 1 s on ease-in-out.
  static let text = """
    {
      "version": 1, "kind": "stateAnimator", "canvas": { "width": 200, "height": 200, "scale": 1 },
      "views": [
        { "id": "card", "frame": [0, 0, 100, 100], "backgroundColor": "#FF0000" },
        { "id": "badge", "parent": "card", "frame": [10, 10, 20, 20], "backgroundColor": "#0000FF" },
        { "id": "strip", "frame": [0, 150, 20, 20], "backgroundColor": "#00FF00", "cornerRadius": 0 }
      ],
      "transitions": {
        "grow": { "endState": [{ "view": "card", "frame": [0, 0, 200, 100], "cornerRadius": 20 }],
                  "animation": { "curve": "linear", "duration": 1 } },
        "fade": { "endState": [{ "view": "badge", "alpha": 0 }],
                  "animation": { "curve": "linear", "duration": 1, "delayFactor": 0.5 } },
        "slide": { "endState": [{ "view": "strip", "frame": [100, 150, 20, 20] }],
                   "animation": { "curve": "easeInOut", "duration": 1 } }
      },
      "states": { "rest": [], "open": ["grow", "fade", "slide"] },
      "initialState": "rest",
      "gestures": [{ "setState": { "at": 1, "state": "open" } }]
    }
    """

  static func scene() throws -> StateAnimatorScene {
    try #require(try decodeText(text) as? StateAnimatorScene)
  }

  /// x(u) = t solved by bisection on the Bézier (0.42, 0), (0.58, 1), then y(u).
  static func easeInOut(_ t: Double) -> Double {
    func bezier(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - u) * (1 - u) * u * p1 + 3 * (1 - u) * u * u * p2 + u * u * u
    }
    var low = 0.0, high = 1.0
    for _ in 0..<100 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  @Test func framesFollowTheCurvesAndTheDelay() throws {
    let component = try Self.scene().component
    func view(_ id: String, _ time: Double) throws -> StateAnimatorState.View {
      try #require(component.state(at: time).views.first { $0.name == id })
    }
    #expect(try view("card", 1.25).frame.width == 125)
    #expect(try view("card", 1.25).cornerRadius == 5)
    #expect(try view("badge", 1.25).alpha == 1)
    #expect(abs(try view("badge", 1.75).alpha - 0.5) < 1e-12)
    #expect(abs(try view("strip", 1.3).frame.minX - 100 * Self.easeInOut(0.3)) < 1e-6)
    #expect(try view("badge", 1.25).screenFrame == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  /// Transitions sharing curve and duration run as one group; the delayed one is in it.
  @Test func oneGroupPerCurveAndDuration() throws {
    let state = try Self.scene().component.state(at: 1.5)
    #expect(state.runningGroups.map(\.key) == ["linear|1.0", "easeInOut|1.0"])
    #expect(state.runningGroups.first?.transitions == ["grow", "fade"])
    #expect(state.state == "open" && state.requests == 1)
    #expect(try Self.scene().component.state(at: 2.5).runningGroups.isEmpty)
  }

  /// In pixels at scale 1 on the white canvas: the card's right edge at 1.25 s is at x = 125 (linear), the strip's
  /// left edge at 1.3 s where ease-in-out puts it, and the badge half faded at 1.75 s.
  @Test func pixelsAtChosenTimes() throws {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let scene = try Self.scene()
    let early = try renderer.render(scene, at: 1.25, scale: 1)
    #expect(early.pixel(x: 124, y: 50).g == 0 && early.pixel(x: 125, y: 50).g == 255)
    let strip = try renderer.render(scene, at: 1.3, scale: 1)
    let left = 100 * Self.easeInOut(0.3)
    #expect(strip.pixel(x: Int(left.rounded(.up)) + 1, y: 160).r == 0)
    #expect(strip.pixel(x: Int(left.rounded(.down)) - 1, y: 160).r == 255)
    let late = try renderer.render(scene, at: 1.75, scale: 1)
    let badge = late.pixel(x: 20, y: 20)
    #expect(abs(Int(badge.b) - 128) <= 1 && abs(Int(badge.r) - 128) <= 1)
  }

  /// A view's `content` node is laid out in the view's frame and centred in it (docs/scene-file.md
  /// §14): a 40 × 20 rectangle in a 100 × 60 view at (50, 70) covers x 80–120, y 90–110; a
  /// rectangle without a size fills the frame, clipped to the view's rounded corners.
  @Test func contentNodesAreCentredInTheirViewAndClipped() throws {
    let text = """
      {
        "version": 1, "kind": "stateAnimator", "canvas": { "width": 200, "height": 200, "scale": 1 },
        "views": [
          { "id": "chip", "frame": [50, 70, 100, 60], "content": { "rectangle": { "size": [40, 20] }, "foreground": "#0000FF" } },
          { "id": "round", "frame": [0, 150, 50, 50], "cornerRadius": 25, "content": { "rectangle": {}, "foreground": "#FF0000" } }
        ],
        "states": { "rest": [] }
      }
      """
    let scene = try #require(try decodeText(text) as? StateAnimatorScene)
    let image = try FrameRenderer(context: SceneContext(typography: try Typography())).render(scene, at: 0, scale: 1)
    #expect(image.pixel(x: 80, y: 90).b == 255 && image.pixel(x: 80, y: 90).r == 0)
    #expect(image.pixel(x: 119, y: 109).b == 255)
    #expect(image.pixel(x: 79, y: 100).r == 255 && image.pixel(x: 120, y: 100).r == 255)
    #expect(image.pixel(x: 100, y: 89).r == 255 && image.pixel(x: 100, y: 110).r == 255)
    #expect(image.pixel(x: 25, y: 175).r == 255 && image.pixel(x: 25, y: 175).g == 0)
    #expect(image.pixel(x: 1, y: 151).g == 255, "outside the rounded corner the canvas shows")
    let exported = SceneFile.export(scene)
    #expect(exported.contains("\"rectangle\""))
    let again = try #require(try decodeText(exported) as? StateAnimatorScene)
    #expect(try FrameRenderer(context: SceneContext(typography: try Typography())).render(again, at: 0, scale: 1) == image)
  }
}
