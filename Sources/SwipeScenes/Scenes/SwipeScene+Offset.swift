// `frame --offset`: the cell held still at an offset, as if a finger had dragged
// it there, with every animation settled.
//
// The finger's translation is the offset pushed back through the side's rubber
// band (expansion target and slope 0.2 with an expansion style, P and 0.4
// without), so that the band maps it to exactly the requested offset. The drag
// starts at 0.75·W for right-side actions and 0.25·W for left-side ones unless
// the finger's final x is given. The pan is replayed as a touch-down and three
// identical change events (the third sees the held offset through shouldExpand's
// one-event lag), then evaluated long after every animation has completed. A
// trigger that fires before the target makes the cell snap to the target, as a
// real held finger would see.

extension SwipeScene {
  /// The settle time after the last event: longer than every animation (0.85 s at most).
  static let heldSettleTime = 5.0
  /// The spacing of the replayed change events.
  static let heldEventSpacing = 0.1
  /// Where a drag starts, as a fraction of W, for right-side and left-side actions.
  static let heldStartFraction = (right: 0.75, left: 0.25)

  /// The state with the cell held at `offset`.
  ///
  /// - Parameters:
  ///   - offset: The requested cell offset in points (negative shows the right side).
  ///   - touchX: The finger's x, or nil for the default drag start plus the translation.
  ///   - measurer: Text metrics.
  /// - Returns: The settled state (events are not reported).
  public func heldState(offset: Double, touchX: Double?, measurer: any TextMeasuring) -> SwipeCellState {
    let configuration = timeline.configuration
    let width = configuration.width
    let y = configuration.height / 2
    var gestures: [SwipeGesture] = []
    if let orientation = SwipeActionsOrientation.showing(offset: offset), let side = configuration.side(orientation) {
      let buttons = ButtonLayout(actions: side.actions, options: side.options, cellWidth: width, measurer: measurer)
      let exposed = buttons.fullyExposedWidth
      let band =
        side.options.expansionStyle.map {
          RubberBand.expansion($0, target: $0.targetOffset(cellWidth: width, fullyExposedWidth: exposed))
        } ?? RubberBand.withoutExpansion(fullyExposedWidth: exposed)
      let translation = band.raw(forOffset: offset)
      let start = width * (orientation == .right ? Self.heldStartFraction.right : Self.heldStartFraction.left)
      let finger = touchX ?? start + translation
      let samples = [TouchSample(time: 0, x: finger - translation, y: y)]
        + (1...3).map { TouchSample(time: Double($0) * Self.heldEventSpacing, x: finger, y: y) }
      gestures = [.pan(TouchScript(samples: samples, releases: false))]
    }
    let held = SwipeTimeline(configuration: configuration, gestures: gestures)
    let time = 3 * Self.heldEventSpacing + Self.heldSettleTime
    return held.state(at: time, frameDuration: 0, measurer: measurer)
  }
}
