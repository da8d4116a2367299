import Raster
import Drawing
import TextShaping
import Testing
@testable import SwipeScenes

/// Orientation symmetry, delegate behaviour in a replay and vertical centering.
struct MirrorAndDelegateTests {
  let measurer = FakeMeasurer()

  func scene(_ configuration: SwipeCellConfiguration) -> SwipeScene {
    SwipeScene(
      name: "test", summary: "", duration: 1, rows: [TableRow(title: "Row")], timeline: SwipeTimeline(configuration: configuration, gestures: []))
  }

  /// `.left` mirrors `.right`: same starts and fractions; colour and button edges reflected about the cell.
  @Test(arguments: [SwipeTransitionStyle.border, .drag, .reveal], [40.0, 150, 250, 400])
  func leftMirrorsRight(style: SwipeTransitionStyle, distance: Double) {
    let options = SwipeOptions(transitionStyle: style, expansionStyle: .destructive)
    let side = SwipeSide(actions: mailActions(), options: options)
    let right = scene(SwipeCellConfiguration(width: 414, height: 96, right: side))
      .heldState(offset: -distance, touchX: 414 - 200, measurer: measurer)
    let left = scene(SwipeCellConfiguration(width: 414, height: 96, left: side))
      .heldState(offset: distance, touchX: 200, measurer: measurer)
    #expect(left.offset == -right.offset)
    #expect(left.expanded == right.expanded)
    for (l, r) in zip(left.actions, right.actions) {
      #expect(abs(l.wrapperStart - r.wrapperStart) < 1e-9)
      #expect(abs(l.percentVisible - r.percentVisible) < 1e-9)
      #expect(abs(l.colorStartX - (414 - r.colorStartX)) < 1e-9)
      #expect(abs(l.buttonMinX - (414 - r.buttonMinX - 74)) < 1e-9)
    }
  }

  /// Reveal with ScaleTransition: the outermost button is 0.8 below 37 pt and pops over 0.15 s, starting one
  /// 60 Hz frame after the crossing event at 0.2 s (the delegate is told a run-loop turn later).
  @Test func scaleTransitionPopsInAReplay() {
    let actions = mailActions().map { action -> SwipeAction in
      var copy = action
      copy.transitionDelegate = ScaleTransition.default
      return copy
    }
    let configuration = SwipeCellConfiguration(
      width: 414, height: 96, right: SwipeSide(actions: actions, options: SwipeOptions(transitionStyle: .reveal)))
    let drag = TouchScript(
      samples: [0, 20, 40].enumerated().map { TouchSample(time: Double($0.offset) / 10, x: 300 - $0.element, y: 48) },
      releases: false)
    let timeline = SwipeTimeline(configuration: configuration, gestures: [.pan(drag)])
    #expect(timeline.state(at: 0.1, frameDuration: 0, measurer: measurer).actions.last?.scale == 1)
    #expect(timeline.state(at: 0.15, frameDuration: 0, measurer: measurer).actions.last?.scale == 0.8)
    #expect(timeline.state(at: 0.2 + 1.0 / 60, frameDuration: 0, measurer: measurer).actions.last?.scale == 0.8)
    let popping = timeline.state(at: 0.2 + 1.0 / 60 + 0.075, frameDuration: 0, measurer: measurer)
    #expect(abs((popping.actions.last?.scale ?? 0) - 0.9) < 1e-9)
    #expect(timeline.state(at: 0.37, frameDuration: 0, measurer: measurer).actions.last?.scale == 1)
    #expect(popping.actions.first?.scale == 1)
  }

  /// Clear expandable action: ScaleAndAlphaExpansion fades Flag at once and More 0.1 s later (half-way at +0.075).
  @Test func scaleAndAlphaInAReplay() {
    let actions = mailActions().map { action -> SwipeAction in
      var copy = action
      copy.backgroundColor = .clear
      return copy
    }
    let configuration = SwipeCellConfiguration(
      width: 414, height: 96,
      right: SwipeSide(actions: actions, options: SwipeOptions(transitionStyle: .reveal, expansionStyle: .destructive)))
    let drag = TouchScript(
      samples: [(0.0, 366.0), (0.1, 166), (0.2, 90), (0.3, 80)].map { TouchSample(time: $0.0, x: $0.1, y: 48) },
      releases: false)
    let timeline = SwipeTimeline(configuration: configuration, gestures: [.pan(drag)])
    let flagHalf = timeline.state(at: 0.375, frameDuration: 0, measurer: measurer)
    #expect(abs(flagHalf.actions[1].alpha - 0.5) < 1e-9)
    #expect(abs(flagHalf.actions[1].scale - 0.9) < 1e-9)
    #expect(flagHalf.actions[0].alpha == 1)
    let moreHalf = timeline.state(at: 0.475, frameDuration: 0, measurer: measurer)
    #expect(abs(moreHalf.actions[0].alpha - 0.5) < 1e-9)
    #expect(timeline.state(at: 0.6, frameDuration: 0, measurer: measurer).actions[0].alpha == 0)
  }

  /// docs/swipecellkit.md §9: a 276-pt cell whose top is 70 pt above the screen, visible from y = 44: top inset 114, bottom 0.
  @Test func verticalCenteringInsets() {
    let centering = VerticalCentering(
      cellFrame: Rect(x: 0, y: -70, width: 375, height: 276), visibleRect: Rect(x: 0, y: 44, width: 375, height: 326))
    #expect(centering == VerticalCentering(top: 114, bottom: 0))
    #expect(centering.band(cellHeight: 276, minimumHeight: 70) == VerticalBand(minY: 114, height: 162))
    let partial = VerticalCentering(
      cellFrame: Rect(x: 0, y: 300, width: 375, height: 100), visibleRect: Rect(x: 0, y: 44, width: 375, height: 326))
    #expect(partial == VerticalCentering(top: 0, bottom: 30))
  }

  /// docs/readme-gif-measurements.md §5.10: the large-title chrome's scroll indicator shows while the
  /// table scrolls (1.1–2.1 s), keeps most of itself 0.1 s later and is gone 0.2 s later.
  @Test func largeTitleScrollIndicator() {
    #expect(TallCellChrome.indicatorAlpha(at: 1.1) == 0)
    #expect(TallCellChrome.indicatorAlpha(at: 1.2) == 1)
    #expect(TallCellChrome.indicatorAlpha(at: 2.1) == 1)
    #expect(abs(TallCellChrome.indicatorAlpha(at: 2.2) - 0.75) < 1e-9)
    #expect(TallCellChrome.indicatorAlpha(at: 2.3) == 0)
    // Scrolled 167 pt under the compact bar: the GIF's indicator spans y 77–249.
    let end = TallCellChrome.indicatorFrame(scroll: 167, barBottom: 44)
    #expect(abs(end.minY - 77) < 0.5 && abs(end.maxY - 249) < 0.5)
    #expect(end.maxX == 372)
  }
}
