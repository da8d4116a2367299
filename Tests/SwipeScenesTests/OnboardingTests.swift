import Foundation
import Raster
import Drawing
import TextShaping
import Testing
import BuiltInScenes
@testable import SwipeScenes

/// Numbers from docs/onboarding-stateanimator-preview.md §0.2 and §1.
///
/// Titles are given explicit widths ("Delete" 44 pt, "Amend" 49 pt, the estimate of docs/onboarding-stateanimator-preview.md §1.7),
/// so the blocks are 68 and 73 pt wide and A = 141 pt.
struct OnboardingTests {
  static let widths = ["Delete": 44.0, "Amend": 49.0]
  static let revealWidth = 141.0
  static let fps = 60.0

  static func hint(
    _ config: OnboardingHint.Config = .demo, direction: OnboardingHint.Direction = .leftToRight,
    tapTime: Double? = nil, previouslyFinished: Bool = false
  ) -> OnboardingHint {
    OnboardingHint(
      cellFrame: Rect(x: 0, y: 48, width: 375, height: 126), actions: OnboardingDemoTable.actions,
      config: config, direction: direction, tapTime: tapTime, previouslyFinished: previouslyFinished,
      titleWidth: { widths[$0] ?? 0 })
  }

  /// Frame times 0 … 4.5 s at 60 fps, each computed from its index.
  static var times: [Double] { (0...270).map { Double($0) / fps } }

  /// docs/onboarding-stateanimator-preview.md §0.2 written out independently: ω from 12 Newton steps on e^(−ωD)((ω − v0)D + 1) = ε from
  /// ω = 5/D, then p(τ) = 1 − (1 + (ω − v0)τ)e^(−ωτ), snapped to 1 at D.
  static func springProgress(_ tau: Double, duration d: Double, v0: Double = 1) -> Double {
    var w = 5 / d
    for _ in 0..<12 {
      let f = exp(-w * d) * ((w - v0) * d + 1) - 0.001
      let df = exp(-w * d) * (d - d * ((w - v0) * d + 1))
      w -= f / df
    }
    if tau <= 0 { return 0 }
    if tau >= d { return 1 }
    return 1 - (1 + (w - v0) * tau) * exp(-w * tau)
  }

  @Test func revealWidthIsTitlePlusPaddingSummed() {
    #expect(Self.hint().revealWidth == Self.revealWidth)
  }

  @Test func restsUntilInitialDelay() {
    let hint = Self.hint()
    for t in Self.times where t <= 1.0 {
      let state = hint.state(at: t)
      #expect(state.offset == 0)
      #expect(state.phase == .wait || t == 1.0)
    }
  }

  @Test func fullyOpenThroughTheHold() {
    let hint = Self.hint()
    for t in Self.times where t >= 2.0 && t <= 2.5 {
      #expect(abs(hint.state(at: t).offset + Self.revealWidth) <= 0.5)
    }
    #expect(hint.state(at: 2.25).phase == .hold)
  }

  @Test func closedAtTheEndAndAfter() {
    let hint = Self.hint()
    for t in Self.times where t >= 3.5 {
      let state = hint.state(at: t)
      #expect(state.offset == 0)
      #expect(state.phase == .done)
      #expect(state.finished)
      #expect(!state.overlayVisible)
    }
    #expect(!hint.state(at: 3.49).finished)
  }

  @Test func monotoneAndNeverPastTheLimits() {
    let hint = Self.hint()
    let offsets = Self.times.map { hint.state(at: $0).offset }
    for (i, t) in Self.times.enumerated() {
      #expect(offsets[i] >= -Self.revealWidth && offsets[i] <= 0)
      guard i > 0 else { continue }
      if t <= 2.0 { #expect(offsets[i] <= offsets[i - 1]) }
      if Self.times[i - 1] >= 2.5 { #expect(offsets[i] >= offsets[i - 1]) }
    }
  }

  /// Opening and closing follow the critically damped spring with v0 = 1 over Dh = 1 s.
  @Test func pacingFollowsTheSpring() {
    let hint = Self.hint()
    for tau in stride(from: 0.0, through: 1.0, by: 0.05) {
      let p = Self.springProgress(tau, duration: 1)
      #expect(abs(hint.state(at: 1.0 + tau).offset + Self.revealWidth * p) < 1e-6)
      #expect(abs(hint.state(at: 2.5 + tau).offset + Self.revealWidth * (1 - p)) < 1e-6)
    }
    // The spec's table: p(0.25) ≈ 0.690, p(0.5) ≈ 0.947.
    #expect(abs(hint.state(at: 1.25).offset / -Self.revealWidth - 0.690) < 0.001)
    #expect(abs(hint.state(at: 1.5).offset / -Self.revealWidth - 0.947) < 0.001)
    #expect(abs(hint.state(at: 2.75).offset / -Self.revealWidth - (1 - 0.690)) < 0.001)
  }

  @Test(arguments: [
    (0.49, OnboardingState.Phase.wait), (0.5, .open), (1.49, .open), (1.5, .hold), (1.99, .hold),
    (2.0, .close), (2.99, .close), (3.0, .done),
  ])
  func defaultConfigPhases(time: Double, phase: OnboardingState.Phase) {
    #expect(Self.hint(OnboardingHint.Config()).state(at: time).phase == phase)
  }

  /// Fully open, left to right: content, then gray "Amend", then red "Delete" at the right edge.
  @Test func blocksFullyOpenLeftToRight() throws {
    let state = Self.hint().state(at: 2.2)
    try #require(state.blocks.count == 2)
    let (amend, delete) = (state.blocks[0], state.blocks[1])
    #expect(amend.title == "Amend" && delete.title == "Delete")
    #expect(amend.color == Color(red255: 199, green255: 199, blue255: 204))
    #expect(delete.color == Color(red255: 255, green255: 59, blue255: 48))
    #expect(delete.frame == Rect(x: 375 - 68, y: 48, width: 68, height: 126))
    #expect(amend.frame == Rect(x: 375 - 141, y: 48, width: 73, height: 126))
    #expect(state.snapshotFrame == Rect(x: -141, y: 48, width: 375, height: 126))
  }

  /// Right to left is the exact mirror about the cell's vertical centre line.
  @Test func rightToLeftMirrors() {
    let ltr = Self.hint(), rtl = Self.hint(direction: .rightToLeft)
    for t in Self.times {
      let a = ltr.state(at: t), b = rtl.state(at: t)
      #expect(b.offset == -a.offset)
      #expect(a.phase == b.phase && a.finished == b.finished)
      #expect(a.blocks.count == b.blocks.count)
      for (x, y) in zip(a.blocks, b.blocks) {
        #expect(x.title == y.title)
        #expect(abs(y.frame.minX - (375 - x.frame.maxX)) < 1e-9)
        #expect(y.frame.width == x.frame.width)
      }
    }
    let open = rtl.state(at: 2.2)
    #expect(open.blocks.map(\.frame.minX) == [68, 0])
  }

  /// A tap during the open snaps the row back in one frame; the flag never gets set.
  @Test func leaveEarlySnapsBack() {
    let tap = 1.5
    let hint = Self.hint(tapTime: tap)
    let before = hint.state(at: tap - 1 / Self.fps)
    #expect(before.offset < -0.9 * Self.revealWidth)
    #expect(before.phase == .open)
    for t in Self.times where t >= tap {
      let state = hint.state(at: t)
      #expect(state.offset == 0 && state.phase == .done && !state.finished && !state.overlayVisible)
    }
  }

  /// A tap during the wait has no animation to cancel (docs/onboarding-stateanimator-preview.md §1.5), so the hint plays on.
  @Test func tapDuringWaitIsIgnored() {
    let plain = Self.hint(), tapped = Self.hint(tapTime: 0.4)
    for t in Self.times {
      #expect(tapped.state(at: t) == plain.state(at: t))
    }
  }

  @Test func previouslyFinishedNeverAnimates() {
    let hint = Self.hint(previouslyFinished: true)
    for t in Self.times {
      let state = hint.state(at: t)
      #expect(state.offset == 0 && state.finished && !state.overlayVisible && state.blocks.isEmpty)
    }
  }

  /// UIKit's size-to-fit rounds the title width up to the 2× pixel grid.
  @Test func blockWidthRoundsUpToHalfPoints() {
    let blocks = OnboardingHint.blocks(
      for: [.init(title: "x")], cellSize: Size(width: 320, height: 44), direction: .leftToRight,
      titleWidth: { _ in 43.3 })
    #expect(blocks.map(\.frame) == [Rect(x: 320, y: 0, width: 67.5, height: 44)])
  }

  /// A frame evaluated alone equals the same frame inside a sequence, in any order.
  @Test func deterministic() {
    let sequence = Self.times.map { Self.hint().state(at: $0) }
    let hint = Self.hint(tapTime: nil)
    for i in stride(from: 270, through: 0, by: -7) {
      #expect(hint.state(at: Double(i) / Self.fps) == sequence[i])
    }
  }

  @Test func demoTableGeometry() {
    let table = OnboardingDemoTable()
    #expect(table.headers.map(\.title) == ["A", "B", "C", "D", "E"])
    #expect(table.headers[1].frame == Rect(x: 0, y: 20 + 28 + 126, width: 375, height: 28))
    #expect(table.hintedRow?.frame == Rect(x: 0, y: 48, width: 375, height: 126))
    #expect(table.rows.map(\.title) == ["Anaconda", "Bear", "Beaver", "Cat", "Camel", "Dingo", "Elephant"])
    #expect(table.rows[0].imageFrame == Rect(x: 15, y: 59, width: 85, height: 105))
    #expect(table.rows[0].titleFrame == Rect(x: 108, y: 59, width: 251, height: 21))
  }

  @Test func scenesFollowTheirOptions() throws {
    let early = try #require(OnboardingScene.all.last)
    #expect(early.tapTime == 1.5)
    #expect(early.duration == 3.5 + OnboardingScene.tail)
    var custom = early
    custom.config = OnboardingHint.Config(initialDelay: 2, duration: 4.5, halfwayDelay: 0.5)
    #expect(custom.tapTime == 3)
    #expect(custom.duration == 6.5 + OnboardingScene.tail)
    let hint = custom.hint(titleWidth: { Self.widths[$0] ?? 0 })
    #expect(hint.state(at: 2.9).phase == .open)
    #expect(hint.state(at: 3).phase == .done && !hint.state(at: 3).finished)
  }

  @Test func encodesTheInspectedFields() throws {
    let data = try JSONEncoder().encode(Self.hint().state(at: 2.2))
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["phase"] as? String == "hold")
    #expect(object["offset"] as? Double == -141)
    #expect(object["finished"] as? Bool == false)
    let blocks = try #require(object["blocks"] as? [[String: Any]])
    #expect((blocks.first?["frame"] as? [String: Double])?["x"] == 234)
  }
}

/// The option checks the command line relies on.
struct OnboardingConfigTests {
  @Test func validTimingsHaveNoProblem() {
    #expect(OnboardingHint.Config().problem == nil)
    #expect(OnboardingHint.Config.demo.problem == nil)
    #expect(OnboardingHint.Config(initialDelay: 0, duration: 0.5, halfwayDelay: 0.5).problem == nil)
  }

  @Test(arguments: [
    OnboardingHint.Config(initialDelay: -1), OnboardingHint.Config(duration: .nan),
    OnboardingHint.Config(duration: 1, halfwayDelay: 2), OnboardingHint.Config(halfwayDelay: .infinity),
  ])
  func badTimingsAreExplained(config: OnboardingHint.Config) {
    #expect(config.problem?.hasSuffix(".") == true)
  }

  /// A hold as long as the whole duration leaves no time to move: the row snaps open for the
  /// hold and snaps shut at its end, as zero-length animations do.
  @Test func zeroHalfDurationSnaps() {
    let config = OnboardingHint.Config(initialDelay: 0.5, duration: 0.5, halfwayDelay: 0.5)
    let hint = OnboardingTests.hint(config)
    #expect(hint.state(at: 0.49).offset == 0)
    #expect(hint.state(at: 0.5).phase == .hold && hint.state(at: 0.5).offset == -OnboardingTests.revealWidth)
    #expect(hint.state(at: 1.0).phase == .done && hint.state(at: 1.0).finished)
  }
}
