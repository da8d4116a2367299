import Drawing

// Each action's state in a frame: where its button and colour are after the
// transition, converted from d (outward from the cell edge) to table x. On the
// right side x = cellEdge + d, on the left x = cellEdge − d, so both sides are
// one computation (docs/swipecellkit.md §0). The displayed wrapper starts come
// from the animated values; clips, windows, the Rotate3D panel and the visible
// extents are pure functions of the visible width and those starts
// (TransitionLayout+MGSwipe.swift).

extension SwipeController {
  /// The actions' states from the cell edge outward, filling in the side-wide drawing fields of `state`.
  ///
  /// - Parameters:
  ///   - view: The actions view shown.
  ///   - time: Scene seconds.
  ///   - visible: v.
  ///   - cellEdge: The table x of the moving cell edge.
  ///   - state: The state being built; its wrapper band must be set.
  /// - Returns: One state per action, internal order.
  func actionStates(
    of view: ActionsView, at time: Double, visibleWidth visible: Double, cellEdge: Double,
    into state: inout SwipeCellState
  ) -> [SwipeActionState] {
    let options = view.side.options
    let s = view.orientation.scale
    let b = view.buttons.buttonWidth
    let width = configuration.width
    let layout = view.layout(visibleWidth: visible)
    let expanded = view.expanded
    let insets = options.resolvedButtonInsets
    let band = state.wrapperBand
    let buttonBand = VerticalBand(minY: band.minY + insets.top, height: Swift.max(0, band.height - insets.top - insets.bottom))
    func x(_ d: Double) -> Double { cellEdge + s * d }
    func span(_ d0: Double, _ d1: Double) -> Span { s > 0 ? Span(x(d0), x(d1)) : Span(x(d1), x(d0)) }

    state.buttonShape = options.buttonShape
    state.cornerRadius = options.resolvedCornerRadius(for: Size(width: b, height: buttonBand.height))
    state.buttonBand = buttonBand
    state.actionsBackgroundFollowsRow = options.backgroundFollowsRow
    state.panel = expanded ? nil : layout.panel
    let floor = layout.style.isMGSwipe && !expanded ? (state.panel == nil ? visible - layout.stripWidth : -width) : 0
    let strip = span(floor, visible)
    state.actionsClip = Span(Swift.max(strip.lower, 0), Swift.min(strip.upper, width))

    let starts = view.starts.map { $0.value(at: time) }
    let extents = layout.visibleExtents(starts: starts, expanded: expanded)
    let percents = layout.percentVisible()
    let rounded = options.buttonShape == .roundedRectangle
    let last = view.actions.count - 1
    let slot = ButtonContentLayout.imageSlotHeight(of: view.actions, shape: options.buttonShape)
    let buttonSize = Size(width: b, height: buttonBand.height)
    return view.actions.indices.map { index in
      let start = starts[index]
      let action = view.actions[index]
      let look = SwipeActionLook(
        action: action, appearance: configuration.appearance, buttonSize: buttonSize, imageSlotHeight: slot,
        options: options, measurer: measurer)
      let colorEnd: Double?
      if rounded {
        colorEnd = x(index == last ? Swift.max(start + b, visible - layout.screenMargin) : start + b)
      } else if layout.style.isMGSwipe && !(expanded && index == last) {
        colorEnd = x(start + b)
      } else {
        colorEnd = nil
      }
      let buttonMinX = s > 0 ? cellEdge + start : cellEdge - start - b
      let seen = span(extents[index].lower, extents[index].upper)
      return SwipeActionState(
        title: action.displayName, wrapperStart: start, colorStartX: cellEdge + s * start, buttonMinX: buttonMinX,
        percentVisible: percents[index], scale: view.scales[index].value(at: time),
        alpha: view.alphas[index].value(at: time),
        highlighted: pressedAction == action.displayName && look.backgroundColor != nil, look: look,
        frame: Rect(x: buttonMinX, y: buttonBand.minY, width: b, height: buttonBand.height),
        visibleMinX: seen.lower, visibleMaxX: seen.upper,
        rotationDegrees: layout.rotationDegrees(on: view.orientation).map { expanded ? 0 : $0 },
        colorEndX: colorEnd,
        mask: layout.masksButtons && !expanded ? span(start + layout.clipInset, start + b - layout.clipInset) : nil)
    }
  }
}
