import Foundation
import Testing
@testable import SwipeScenes

/// An action whose handler calls `fulfill(with:)` (docs/swipecellkit.md §1.1, §6). The cell is
/// opened to P = 222 at 0 s and Trash, the expandable action of a manual `.fill` (timing `.after`),
/// is tapped at 1 s: the cell slides to −(414 + 74) = −488 in 0.3 s and the handler runs at 1.3 s.
struct ActionFulfilmentTests {
  let measurer = FakeMeasurer()

  func timeline(trash: ExpansionFulfillmentStyle?, flag: ExpansionFulfillmentStyle? = nil, tap: String = "Trash")
    -> SwipeTimeline
  {
    let actions = [
      SwipeAction(title: "Trash", style: .destructive, fulfillment: trash), SwipeAction(title: "Flag", fulfillment: flag),
      SwipeAction(title: "More"),
    ]
    let cell = SwipeCellConfiguration(
      width: 414, height: 96, right: SwipeSide(actions: actions, options: SwipeOptions(expansionStyle: .fill)))
    return SwipeTimeline(
      configuration: cell,
      gestures: [.setSwipeOffset(time: 0, offset: -.infinity, animated: false), .tapAction(time: 1, name: tap)])
  }

  func state(_ timeline: SwipeTimeline, at time: Double) -> SwipeCellState {
    timeline.state(at: time, frameDuration: 0, measurer: measurer)
  }

  /// `.delete`: the row collapses over the 0.3 s ease-in-out from 1.3 s, half its 96 pt at 1.45 s
  /// (the curve is symmetric), and the delete follows the handler at 1.3 s.
  @Test func deleteCollapsesTheRow() {
    let timeline = timeline(trash: .delete)
    #expect(state(timeline, at: 1.3).offset == -488)
    #expect(abs(state(timeline, at: 1.45).rowHeight - 48) < 1e-9)
    let history = state(timeline, at: 1.3).history
    #expect(history.map(\.name).suffix(2) == ["handler:Trash", "delete"])
    #expect(history.last?.time == 1.3)
  }

  /// `.reset`: hideSwipe from 1.3 s, the 0.7 s critically damped move back to 0, then the actions go.
  @Test func resetClosesTheCell() {
    let timeline = timeline(trash: .reset)
    let p = 1 - (1 + 13.191 * 0.35) * exp(-13.191 * 0.35)
    #expect(abs(state(timeline, at: 1.65).offset - -488 * (1 - p)) < 0.5)
    let closed = state(timeline, at: 2.0)
    #expect(closed.offset == 0 && closed.orientation == nil && closed.rowHeight == 96)
  }

  /// Without a fulfilment the manual fill waits, the row filled with Trash's colour.
  @Test func withoutFulfilmentTheFillWaits() {
    let waiting = state(timeline(trash: nil), at: 3)
    #expect(waiting.offset == -488 && waiting.rowHeight == 96)
  }

  /// A tap on Flag, which does not expand, runs its handler, which finds no fill to fulfil and
  /// deletes the row itself: the same 0.3 s collapse from the tap at 1 s, half done at 1.15 s,
  /// the cell still open at −222 as it goes.
  @Test func otherButtonsDeleteTheRowThemselves() {
    let tapped = state(timeline(trash: nil, flag: .delete, tap: "Flag"), at: 1.15)
    #expect(tapped.history.map(\.name).suffix(2) == ["handler:Flag", "delete"])
    #expect(tapped.offset == -222 && abs(tapped.rowHeight - 48) < 1e-9)
  }
}
