/// The actions view that exists while one side is shown (docs/swipecellkit.md §2.4): its buttons and their animated state.
///
/// Arrays use SwipeActionsView's internal order: index 0 is next to the cell and
/// the last index is the outermost, expandable action (the delegate's first).
struct ActionsView: Sendable {
  /// The side shown.
  var orientation: SwipeActionsOrientation
  /// The side's actions and options.
  var side: SwipeSide
  /// The actions, internal order.
  var actions: [SwipeAction]
  /// The shared widths.
  var buttons: ButtonLayout
  /// Each wrapper's start d_i.
  var starts: [AnimatedValue]
  /// Each button's content scale.
  var scales: [AnimatedValue]
  /// Each button's content alpha.
  var alphas: [AnimatedValue]
  /// The whole view's alpha (faded for `.after` deletes).
  var alpha = AnimatedValue(1)
  /// The expanded flag.
  var expanded = false
  /// The widths last reported to transition delegates.
  var reportedWidths: [Double]
  /// The vertical band of the wrappers (docs/swipecellkit.md §9).
  var centering: VerticalCentering

  /// Builds the view for a side with every button at rest at d = 0.
  init(orientation: SwipeActionsOrientation, side: SwipeSide, actions delegateOrder: [SwipeAction],
    configuration: SwipeCellConfiguration, measurer: any TextMeasuring)
  {
    self.orientation = orientation
    self.side = side
    actions = delegateOrder.reversed()
    buttons = ButtonLayout(
      actions: delegateOrder, options: side.options, cellWidth: configuration.width, measurer: measurer,
      orientation: orientation)
    starts = actions.map { _ in AnimatedValue(0) }
    scales = actions.map { _ in AnimatedValue(1) }
    alphas = actions.map { _ in AnimatedValue(1) }
    reportedWidths = actions.map { _ in 0 }
    centering = VerticalCentering(cellFrame: configuration.cellFrame, visibleRect: configuration.visibleRect)
  }

  /// The expansion style of the side, if any.
  var expansionStyle: SwipeExpansionStyle? { side.options.expansionStyle }

  /// The index of the expandable action: the last one, when the side has an expansion style.
  var expandableIndex: Int? { expansionStyle == nil ? nil : actions.indices.last }

  /// The expansion delegate in effect.
  var expansionDelegate: (any SwipeExpanding)? {
    side.options.resolvedExpansionDelegate(expandable: actions.last)
  }

  /// The layout context for a visible width.
  func layout(visibleWidth: Double) -> TransitionLayout {
    TransitionLayout(
      style: side.options.transitionStyle, buttons: buttons, visibleWidth: visibleWidth,
      elasticOverscroll: expansionStyle?.elasticOverscroll ?? false)
  }

  /// Applies a delegate's change to button `index`, taking effect at `time` plus the change's delay.
  ///
  /// A change without timing is a step at that instant: the old value stays on screen until then.
  mutating func apply(_ change: ButtonAnimation, to index: Int, at time: Double) {
    let start = time + change.delay
    let timing = change.timing ?? .curve(.linear, duration: 0)
    if let scale = change.scale { scales[index].set(scale, at: start, timing: timing, kind: .appearance) }
    if let alpha = change.alpha { alphas[index].set(alpha, at: start, timing: timing, kind: .appearance) }
  }
}
