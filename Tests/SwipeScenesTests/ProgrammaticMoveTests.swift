import Foundation
import Testing
@testable import SwipeScenes

/// `setSwipeOffset(_:animated:)` and `hideSwipe(animated:)` (docs/swipecellkit.md §4.4): animated,
/// the 0.7 s critically damped move of §4.5; unanimated, the offset jumps at the call's instant and
/// a hide removes the actions view at once. The Mail-like cell opens to P = 3 · 74 = 222.
struct ProgrammaticMoveTests {
  let measurer = FakeMeasurer()

  /// ζ = 1 progress with ω₀ = 13.191 s⁻¹ for D = 0.7 s (docs/swipecellkit.md decision (a)).
  func critical(_ t: Double) -> Double { 1 - (1 + 13.191 * t) * exp(-13.191 * t) }

  func state(_ gestures: [SwipeGesture], at time: Double) -> SwipeCellState {
    SwipeTimeline(configuration: rightCell(), gestures: gestures).state(at: time, frameDuration: 0, measurer: measurer)
  }

  /// Open to exactly P at 1 s: unanimated, −222 from 1 s on and 0 before; animated, −222 · p(0.2) at 1.2 s.
  @Test func setSwipeOffsetJumps() {
    let jump: [SwipeGesture] = [.setSwipeOffset(time: 1, offset: -.infinity, animated: false)]
    #expect(state(jump, at: 0.99).offset == 0)
    #expect(state(jump, at: 1).offset == -222)
    #expect(state(jump, at: 1).visibleWidth == 222 && state(jump, at: 1).orientation == .right)
    let move: [SwipeGesture] = [.setSwipeOffset(time: 1, offset: -.infinity)]
    #expect(abs(state(move, at: 1.2).offset - -222 * critical(0.2)) < 0.2)
  }

  /// Open at 0 (unanimated, to −100), hide at 1: unanimated, closed with no actions view at 1 s;
  /// animated, still open at 1.3 s, at −100 · (1 − p(0.3)).
  @Test func hideSwipeJumpsAndResets() {
    let open = SwipeGesture.setSwipeOffset(time: 0, offset: -100, animated: false)
    let hidden = state([open, .setSwipeOffset(time: 1, offset: 0, animated: false)], at: 1)
    #expect(hidden.offset == 0 && hidden.orientation == nil)
    let closing = state([open, .setSwipeOffset(time: 1, offset: 0)], at: 1.3)
    #expect(closing.orientation == .right)
    #expect(abs(closing.offset - -100 * (1 - critical(0.3))) < 0.1)
  }

  /// An unanimated move stops a running one: opened animated at 0, set to −50 at 0.2 s without
  /// animation, the cell shows −50 from then on.
  @Test func jumpStopsARunningMove() {
    let gestures: [SwipeGesture] = [
      .setSwipeOffset(time: 0, offset: -.infinity), .setSwipeOffset(time: 0.2, offset: -50, animated: false),
    ]
    #expect(state(gestures, at: 0.2).offset == -50)
    #expect(state(gestures, at: 0.5).offset == -50)
  }
}
