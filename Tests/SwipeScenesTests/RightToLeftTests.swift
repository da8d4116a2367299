import Drawing
import Foundation
import Testing
import TextShaping
@testable import SwipeScenes

/// Right to left (docs/mgswipe-rtl-rounded.md §3.1, §5.5–5.7): trailing actions sit at the left
/// edge as the mirror image of the left-to-right layout, open with a positive offset, and a
/// Hebrew title shapes right to left and aligns right.
struct RightToLeftTests {
  static let width = 375.0

  func configuration(_ direction: LayoutDirection, _ style: SwipeTransitionStyle) -> SwipeCellConfiguration {
    SwipeCellConfiguration(
      width: Self.width, height: 96,
      trailing: SwipeSide(actions: flatActions(), options: SwipeOptions(transitionStyle: style)),
      layoutDirection: direction)
  }

  /// Held at the same distance, every trailing action's frame and visible extent in RTL is the
  /// LTR one reflected about the cell's centre: minX_rtl = W − maxX_ltr.
  @Test(arguments: SwipeTransitionStyle.allCases, [-40.0, -130, -222, -260])
  func trailingActionsMirror(style: SwipeTransitionStyle, ltrOffset: Double) throws {
    let ltr = oneRowScene(configuration(.leftToRight, style)).heldState(offset: ltrOffset, touchX: nil, measurer: FakeMeasurer())
    let rtl = oneRowScene(configuration(.rightToLeft, style)).heldState(offset: -ltrOffset, touchX: nil, measurer: FakeMeasurer())
    #expect(ltr.orientation == .right && rtl.orientation == .left)
    #expect(rtl.actions.map(\.title) == ltr.actions.map(\.title))
    for (l, r) in zip(ltr.actions, rtl.actions) {
      #expect(abs(r.frame.minX - (Self.width - l.frame.maxX)) < 0.5, "\(style) \(l.title) frame")
      #expect(abs(r.visibleMinX - (Self.width - l.visibleMaxX)) < 0.5, "\(style) \(l.title) visible min")
      #expect(abs(r.visibleMaxX - (Self.width - l.visibleMinX)) < 0.5, "\(style) \(l.title) visible max")
      #expect(r.rotationDegrees == l.rotationDegrees.map { -$0 })
    }
  }

  /// Leading and trailing resolve as UIKit does: left to right leading is left; right to left leading is right.
  @Test func logicalSidesResolve() {
    let side = SwipeSide(actions: flatActions(), options: SwipeOptions())
    let rtl = SwipeCellConfiguration(width: 375, height: 96, leading: side, layoutDirection: .rightToLeft)
    let ltr = SwipeCellConfiguration(width: 375, height: 96, leading: side, layoutDirection: .leftToRight)
    #expect(rtl.right != nil && rtl.left == nil && rtl.trailing == nil)
    #expect(ltr.left != nil && ltr.right == nil)
    #expect(LayoutDirection.rightToLeft.trailingSide == .left)
  }

  /// A finger moving right opens the trailing actions of an RTL cell: a positive offset, the
  /// first action outermost at the left screen edge.
  @Test func trailingOpensWithPositiveOffset() throws {
    var scene = oneRowScene(configuration(.rightToLeft, .border))
    scene.timeline.gestures = [.pan(.drag(keyframes: [(0.1, 40), (0.6, 240)], y: 48, releaseVelocity: 0))]
    scene.duration = 2
    let state = scene.state(at: 2, measurer: FakeMeasurer())
    #expect(state.orientation == .left)
    #expect(abs(state.offset - 222) < 0.5)
    let trash = try #require(state.actions.first { $0.title == "Trash" })
    #expect(abs(trash.visibleMinX) < 0.5)
    guard case .object(let json) = state.json(scene: "t", time: 2) else {
      Issue.record("not an object")
      return
    }
    #expect(json["layoutDirection"] == .string("rightToLeft"))
  }

  /// A Hebrew title shapes right to left and, with natural alignment, sits at the right of its box.
  @Test func hebrewShapesRightToLeft() throws {
    let font = try Typography().font(.regular, 17)
    let layout = TextLayout("דנה כהן", font: font, width: 200, maxLines: 1)
    let line = try #require(layout.lines.first)
    #expect(line.run.direction == .rightToLeft)
    #expect(abs(line.origin.x + line.run.width - 200) < 0.01)
    let latin = try #require(TextLayout("Ada", font: font, width: 200, maxLines: 1).lines.first)
    #expect(latin.run.direction == .leftToRight)
  }
}
