import Drawing
import Foundation
import Testing
@testable import SwipeScenes

/// MGSwipe's Static, ClipCenter and Rotate3D against docs/mgswipe-rtl-rounded.md §1: visible
/// extents within 0.5 pt and Rotate3D's angle within 0.5°, on a 375-pt cell with three 74-pt
/// buttons on the right (Wc = 222), held at offsets before, at and past full open.
struct MGSwipeTransitionTests {
  static let width = 375.0
  static let reference = MGSwipeReference(w: 74, n: 3)
  static let offsets = [-20.0, -60, -111, -170, -222, -240]
  static let given = ["Trash", "Flag", "More"]

  /// The held state of the flat right side in `style` at `offset`, with the fake 40-pt titles.
  func held(_ style: SwipeTransitionStyle, _ offset: Double) -> SwipeCellState {
    oneRowScene(flatRightCell(style)).heldState(offset: offset, touchX: nil, measurer: FakeMeasurer())
  }

  /// The model's visible extent of given button k, as (D from the screen edge) low…high.
  func modelSpan(_ state: SwipeCellState, _ k: Int) throws -> (Double, Double) {
    let action = try #require(state.actions.first { $0.title == Self.given[k] })
    return (Self.width - action.visibleMaxX, Self.width - action.visibleMinX)
  }

  func expectClose(_ model: (Double, Double), _ doc: (Double, Double), _ note: String) {
    let empty = doc.1 <= doc.0
    if empty {
      #expect(model.1 - model.0 < 0.5, "\(note): expected nothing visible, model \(model)")
    } else {
      #expect(abs(model.0 - doc.0) < 0.5 && abs(model.1 - doc.1) < 0.5, "\(note): model \(model), doc \(doc)")
    }
  }

  @Test(arguments: offsets)
  func staticExtents(offset: Double) throws {
    let state = held(.static, offset)
    for k in 0..<3 {
      expectClose(try modelSpan(state, k), Self.reference.staticSpan(k, offset: offset), "static k=\(k) o=\(offset)")
    }
  }

  @Test(arguments: offsets)
  func clipCenterExtents(offset: Double) throws {
    let state = held(.clipCenter, offset)
    for k in 0..<3 {
      expectClose(try modelSpan(state, k), Self.reference.clipSpan(k, offset: offset), "clip k=\(k) o=\(offset)")
    }
  }

  @Test(arguments: offsets)
  func rotate3DExtentsAndAngle(offset: Double) throws {
    let state = held(.rotate3D, offset)
    for k in 0..<3 {
      let doc = Self.reference.rotateSpan(k, offset: offset)
      expectClose(try modelSpan(state, k), doc, "rotate3D k=\(k) o=\(offset)")
      let action = try #require(state.actions.first { $0.title == Self.given[k] })
      // Right side: the angle is negative (docs/mgswipe-rtl-rounded.md §1.6).
      #expect(abs((action.rotationDegrees ?? .nan) + Self.reference.angleDegrees(offset: offset)) < 0.5)
      #expect(action.frame.width == 74)
    }
  }

  /// docs/mgswipe-rtl-rounded.md §1.6's worked numbers: Wc = 150, inner edge at 33.0, 83.8 and 125.9 for t = 0.25, 0.5, 0.75.
  @Test(arguments: [(0.25, 33.0), (0.5, 83.8), (0.75, 125.9)])
  func rotate3DWorkedNumbers(t: Double, innerEdge: Double) throws {
    let layout = TransitionLayout(
      style: .rotate3D, buttons: ButtonLayout(buttonWidth: 50, count: 3), visibleWidth: 150 * t, elasticOverscroll: false)
    let panel = try #require(layout.panel)
    #expect(abs(panel.distance(at: 150) - innerEdge) < 0.05)
    #expect(abs(MGSwipeReference(w: 50, n: 3).projected(150, offset: 150 * t) - innerEdge) < 0.05)
  }

  /// ClipCenter masks only with more than one button (docs/mgswipe-rtl-rounded.md §1.5); one button is cut by the strip alone.
  @Test func singleButtonIsNotMasked() {
    let configuration = SwipeCellConfiguration(
      width: 375, height: 96,
      right: SwipeSide(actions: [SwipeAction(title: "Trash")], options: SwipeOptions(transitionStyle: .clipCenter)))
    let state = oneRowScene(configuration).heldState(offset: -30, touchX: nil, measurer: FakeMeasurer())
    #expect(state.actions[0].mask == nil)
    #expect(abs(state.actions[0].visibleMinX - 345) < 0.5 && abs(state.actions[0].visibleMaxX - 375) < 0.5)
  }

  /// Expanded, MGSwipe's styles drop their transition: no rotation, no masks, the resting layout (docs/mgswipe-rtl-rounded.md §1.7).
  @Test func expansionReplacesTheTransition() {
    var configuration = flatRightCell(.rotate3D)
    configuration.right?.options.expansionStyle = .destructive
    let state = oneRowScene(configuration).heldState(offset: -360, touchX: nil, measurer: FakeMeasurer())
    #expect(state.expanded)
    #expect(state.panel == nil)
    #expect(state.actions.allSatisfy { $0.rotationDegrees == 0 && $0.mask == nil })
    // The expandable (outermost) button has moved to the cell edge and covers the strip.
    let trash = state.actions[state.actions.count - 1]
    #expect(abs(trash.visibleMinX - (375 - 360)) < 0.5 && trash.visibleMaxX == 375)
  }

  /// frame --json keeps its keys and adds visibleMinX/visibleMaxX, frame and rotationDegrees.
  @Test func jsonReportsTheNewKeys() throws {
    let json = held(.rotate3D, -111).json(scene: "test", time: nil)
    guard case .object(let top) = json, case .array(let actions)? = top["actions"], case .object(let first)? = actions.first
    else { throw JSONShapeError() }
    for key in ["title", "wrapperStart", "colorStartX", "buttonMinX", "percentVisible", "scale", "alpha", "highlighted",
      "visibleMinX", "visibleMaxX", "frame", "rotationDegrees"]
    {
      #expect(first[key] != nil, "\(key)")
    }
    #expect(top["layoutDirection"] == .string("leftToRight"))
    if case .number(let degrees)? = first["rotationDegrees"] { #expect(abs(degrees + 45) < 0.5) } else { Issue.record("no angle") }
  }

  struct JSONShapeError: Error {}
}
