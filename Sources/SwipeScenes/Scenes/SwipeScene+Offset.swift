// `frame --offset`: the cell held still at an offset, as if a finger had dragged
// it there, with every animation settled.
//
// The finger's translation is the offset pushed back through the side's rubber
// band (expansion target and slope 0.2 with an expansion style, P and 0.4
// without), so that the band maps it to exactly the requested offset. The drag
// starts at 0.75·W for right-side actions and 0.25·W for left-side ones, so the
// finger ends at that start plus the translation unless its x is given.

extension SwipeScene {
  /// The settle time after placement: longer than every animation (0.85 s at most).
  static let heldSettleTime = 5.0
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
    var controller = SwipeController(configuration: configuration, measurer: measurer)
    if let orientation = SwipeActionsOrientation.showing(offset: offset), let side = configuration.side(orientation) {
      let buttons = ButtonLayout(actions: side.actions, options: side.options, cellWidth: width, measurer: measurer)
      let exposed = buttons.fullyExposedWidth
      let band =
        side.options.expansionStyle.map {
          RubberBand.expansion($0, target: $0.targetOffset(cellWidth: width, fullyExposedWidth: exposed))
        } ?? RubberBand.withoutExpansion(fullyExposedWidth: exposed)
      let translation = band.raw(forOffset: offset)
      let start = width * (orientation == .right ? Self.heldStartFraction.right : Self.heldStartFraction.left)
      controller.hold(offset: offset, translation: translation, touchX: touchX ?? start + translation, at: 0)
    }
    return controller.state(at: Self.heldSettleTime, eventsSince: Self.heldSettleTime)
  }
}
