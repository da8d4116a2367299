import Foundation
import Testing
import BuiltInScenes
@testable import SwipeScenes

/// docs/swipecellkit.md §4.3–§6 timelines, checked against its formulas evaluated here.
struct SwipeTimelineTests {
  let measurer = FakeMeasurer()

  /// UIKit's relative-velocity spring with m 1, k 100, c 18 (docs/swipecellkit.md §12.2), written out independently.
  func releaseDisplacement(_ t: Double, velocity vn: Double) -> Double {
    let wd = 19.0.squareRoot()
    return exp(-9 * t) * (cos(wd * t) + (9 - vn) / wd * sin(wd * t))
  }

  /// The critically damped progress with ω₀ from docs/swipecellkit.md §12.2 (13.191, 15.389, 30.778 for 0.7, 0.6, 0.3 s).
  func critical(_ t: Double, omega: Double) -> Double { 1 - (1 + omega * t) * exp(-omega * t) }

  func script(_ points: [(Double, Double)], velocity: Double? = nil, releases: Bool = true) -> TouchScript {
    TouchScript(samples: points.map { TouchSample(time: $0.0, x: $0.1, y: 48) }, releaseVelocity: velocity, releases: releases)
  }

  /// A release at −100 with −200 pt/s opens to −222 with vn = −200 / −122 on the k 100 / c 18 spring.
  @Test(arguments: [0.1, 0.2, 0.3, 0.5])
  func releaseSpring(tau: Double) {
    let timeline = SwipeTimeline(
      configuration: rightCell(), gestures: [.pan(script([(0, 350), (0.1, 250)], velocity: -200))])
    let state = timeline.state(at: 0.1 + tau, frameDuration: 0, measurer: measurer)
    let expected = -222 + 122 * releaseDisplacement(tau, velocity: -200.0 / -122.0)
    #expect(abs(state.offset - expected) < 1e-6)
  }

  /// A release with zero velocity takes the critically damped 0.7 s move: p(t/D = 0.1 … 0.9) from docs/swipecellkit.md §12.2.
  @Test(arguments: [(0.1, 0.236), (0.2, 0.551), (0.3, 0.764), (0.4, 0.883), (0.5, 0.945), (0.6, 0.974), (0.8, 0.995)])
  func zeroVelocityRelease(fraction: Double, progress: Double) {
    let timeline = SwipeTimeline(
      configuration: rightCell(), gestures: [.pan(script([(0, 350), (0.1, 250), (0.2, 250)]))])
    let state = timeline.state(at: 0.2 + 0.7 * fraction, frameDuration: 0, measurer: measurer)
    #expect(abs(state.offset - (-100 - 122 * progress)) < 122 * 0.0006)
  }

  /// Decision (b): closing removes the actions view when the spring has settled (|1 − p| < 0.001 for good).
  @Test func closingResetsAfterSettling() {
    let open = script([(0, 350), (0.1, 250)], velocity: -200)
    let close = script([(2, 200), (2.1, 260)], velocity: 300)
    let timeline = SwipeTimeline(configuration: rightCell(), gestures: [.pan(open), .pan(close)])
    let vn = 300.0 / 162
    let settle = stride(from: 1.5, through: 0.01, by: -0.0005).first { t in
      abs(releaseDisplacement(t, velocity: vn)) >= 0.001
    } ?? 0
    #expect(timeline.state(at: 2.1 + settle - 0.002, frameDuration: 0, measurer: measurer).orientation == .right)
    #expect(timeline.state(at: 2.1 + settle + 0.002, frameDuration: 0, measurer: measurer).orientation == nil)
  }

  /// The destructive snap: the finger enters the far 20 % (x = 80) while the cell sits at the previous
  /// event's −276; the cell animates from there to −384 over 0.7 s while the Trash wrapper composes the
  /// move (border 2·276/3 = 184 → 2·384/3 = 256) and the 0.6 s expansion (256 → 0).
  @Test(arguments: [0.05, 0.1, 0.2, 0.4])
  func expansionSnapComposesAdditively(tau: Double) {
    let drag = script([(0, 366), (0.1, 166), (0.2, 90), (0.3, 80)], releases: false)
    let timeline = SwipeTimeline(configuration: rightCell(expansion: .destructive), gestures: [.pan(drag)])
    let state = timeline.state(at: 0.3 + tau, frameDuration: 0, measurer: measurer)
    let move = 1 - critical(tau, omega: 13.191), expand = 1 - critical(tau, omega: 15.389)
    #expect(abs(state.offset - (-384 + 108 * move)) < 0.05)
    #expect(abs((state.actions.last?.wrapperStart ?? .nan) - (-72 * move + 256 * expand)) < 0.1)
    #expect(state.expanded)
  }

  /// docs/swipecellkit.md §10: the haptic marks the pan event where the flag flips, both ways.
  @Test func hapticOnBothFlips() {
    let drag = script([(0, 366), (0.1, 166), (0.2, 90), (0.3, 80), (1.2, 150)], releases: false)
    let timeline = SwipeTimeline(configuration: rightCell(expansion: .destructive), gestures: [.pan(drag)])
    let frame = 1.0 / 60
    #expect(timeline.state(at: 0.3, frameDuration: frame, measurer: measurer).events.map(\.name) == ["haptic"])
    #expect(timeline.state(at: 0.3 + frame, frameDuration: frame, measurer: measurer).events.isEmpty)
    let back = timeline.state(at: 1.2, frameDuration: frame, measurer: measurer)
    #expect(back.events.map(\.name) == ["haptic"])
    #expect(!back.expanded)
  }

  /// docs/swipecellkit.md §6 with `.with`: handler and delete at release; slide to −(414 + 74) in 0.3 s; the row collapses
  /// with ease-in-out (spec table: 0.1292 at 1/4, 0.5 at 1/2, 0.8708 at 3/4); gone at 0.3 s.
  @Test func deleteTimeline() {
    let drag = script([(0, 366), (0.1, 166), (0.2, 90), (0.3, 80), (1.5, 80)])
    let timeline = SwipeTimeline(configuration: rightCell(expansion: .destructive), gestures: [.pan(drag)])
    let release = timeline.state(at: 1.5, frameDuration: 1.0 / 60, measurer: measurer)
    #expect(release.events.map(\.name) == ["handler:Trash", "delete"])
    for (fraction, eased) in [(0.25, 0.1292), (0.5, 0.5), (0.75, 0.8708)] {
      let state = timeline.state(at: 1.5 + 0.3 * fraction, frameDuration: 0, measurer: measurer)
      #expect(abs(state.rowHeight - 96 * (1 - eased)) < 0.01)
      #expect(abs(state.offset - (-488 + 104 * (1 - critical(0.3 * fraction, omega: 30.778)))) < 0.05)
      #expect(state.actionsAlpha == 1)
    }
    let gone = timeline.state(at: 1.8, frameDuration: 0, measurer: measurer)
    #expect(gone.rowHeight == 0)
    #expect(gone.orientation == nil)
  }

  /// `.after`: the handler waits for the 0.3 s slide, then the collapse and the fade run 0.3 s more.
  @Test func deleteAfterFillTimeline() {
    let drag = script([(0, 366), (0.1, 166), (0.2, 90), (0.3, 80), (1.5, 80)])
    let timeline = SwipeTimeline(
      configuration: rightCell(expansion: .destructiveAfterFill), gestures: [.pan(drag)])
    #expect(timeline.state(at: 1.5, frameDuration: 1.0 / 60, measurer: measurer).events.isEmpty)
    #expect(timeline.state(at: 1.8, frameDuration: 1.0 / 60, measurer: measurer).events.map(\.name) == ["handler:Trash", "delete"])
    let middle = timeline.state(at: 1.95, frameDuration: 0, measurer: measurer)
    #expect(abs(middle.rowHeight - 48) < 0.01)
    #expect(abs(middle.actionsAlpha - 0.5) < 0.001)
    #expect(timeline.state(at: 2.1, frameDuration: 0, measurer: measurer).rowHeight == 0)
  }

  /// Manual fulfilment `.reset`: the filled row waits, then slides back over 0.7 s.
  @Test func manualFulfilReset() {
    let drag = script([(0, 366), (0.1, 166), (0.2, 90), (0.3, 80), (1.5, 80)])
    let timeline = SwipeTimeline(
      configuration: rightCell(expansion: .destructive(automaticallyDelete: false)),
      gestures: [.pan(drag), .fulfill(time: 3, style: .reset)])
    #expect(abs(timeline.state(at: 2.9, frameDuration: 0, measurer: measurer).offset - -488) < 1e-6)
    let back = timeline.state(at: 3.35, frameDuration: 0, measurer: measurer)
    #expect(abs(back.offset - -488 * (1 - critical(0.35, omega: 13.191))) < 0.05)
    #expect(timeline.state(at: 3.7, frameDuration: 0, measurer: measurer).orientation == nil)
  }

  /// A tap on an open cell closes it with the 0.7 s move.
  @Test func tapClosesAnOpenCell() {
    let timeline = SwipeTimeline(
      configuration: rightCell(), gestures: [.pan(script([(0, 350), (0.1, 250)], velocity: -200)), .tapCell(time: 2)])
    let state = timeline.state(at: 2.21, frameDuration: 0, measurer: measurer)
    #expect(abs(state.offset - -222 * (1 - critical(0.21, omega: 13.191))) < 0.05)
  }

  /// A tap on a `hidesWhenSelected` button: pressed background for 0.1 s, then the cell closes
  /// (0.7 s critically damped) and the handler runs at the touch-up.
  @Test func tapOnAButtonThatHides() {
    var actions = mailActions()
    actions[1].hidesWhenSelected = true
    let configuration = SwipeCellConfiguration(
      width: 414, height: 96, right: SwipeSide(actions: actions, options: SwipeOptions()))
    let timeline = SwipeTimeline(
      configuration: configuration,
      gestures: [.pan(script([(0, 350), (0.1, 250)], velocity: -200)), .tapAction(time: 2, name: "Flag")])
    let pressed = timeline.state(at: 1.95, frameDuration: 0, measurer: measurer)
    #expect(pressed.actions.map(\.highlighted) == [false, true, false])
    let up = timeline.state(at: 2, frameDuration: 1.0 / 60, measurer: measurer)
    #expect(up.events.map(\.name) == ["handler:Flag"])
    #expect(up.actions.allSatisfy { !$0.highlighted })
    let closing = timeline.state(at: 2.14, frameDuration: 0, measurer: measurer)
    #expect(abs(closing.offset - -222 * (1 - critical(0.14, omega: 13.191))) < 0.05)
  }

  /// A state evaluated alone equals the same frame inside a sequence.
  @Test func timeAloneEqualsSequence() throws {
    let scene = try #require(SceneCatalog.standard.scene(named: "hero") as? SwipeScene)
    let fps = 60.0
    let sequence = (0..<800).map { scene.state(at: Double($0) / fps, frameDuration: 1 / fps, measurer: measurer) }
    for index in [0, 100, 171, 268, 400, 666, 799] {
      #expect(scene.state(at: Double(index) / fps, frameDuration: 1 / fps, measurer: measurer) == sequence[index])
    }
  }
}
