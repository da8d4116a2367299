// An MGSwipe cell's state drawn through SwipeCellKit's: at time t the offset,
// the side shown and the expanded button's place are turned into a
// SwipeController held still at them, whose state the renderer already draws
// (docs/mgswipe-rtl-rounded.md §6.7). Border and Drag equal SwipeCellKit's
// border and drag up to full open; past it MGSwipe pins every button in its
// resting slot at the screen edge, which is the Static layout at t = 1, so
// that layout is used there (§1.2, §1.4). While the expanded button shows, its
// wrapper start moves over the expansion's duration on UIKit's ease-in-out
// curve from where it was to the layout's target (the cell edge for Border,
// the middle of the strip for Center, its own slot for None) and back (§1.7).

extension MGSwipeCell {
  /// The transition style used at visible width `visible` on a side.
  func layoutStyle(_ orientation: SwipeActionsOrientation, visible: Double) -> SwipeTransitionStyle {
    let style = views[orientation]?.side.options.transitionStyle ?? .border
    guard visible > stripWidth(orientation), [.border, .drag].contains(style) else { return style }
    return .static
  }

  /// The wrapper starts of a side's buttons at rest at an offset.
  func restingStarts(_ orientation: SwipeActionsOrientation, offset: Double) -> [Double] {
    guard var view = views[orientation] else { return [] }
    view.side.options.transitionStyle = layoutStyle(orientation, visible: abs(offset))
    return view.layout(visibleWidth: abs(offset)).wrapperStarts(expanded: false)
  }

  /// Where the expanded layout puts the button at visible width `visible`, as a wrapper start.
  func expandedTarget(_ orientation: SwipeActionsOrientation, index: Int, visible: Double, from start: Double) -> Double {
    let b = views[orientation]?.buttons.buttonWidth ?? 0
    switch settings(orientation).expansion?.expansionLayout ?? .border {
    case .border: return 0
    case .center: return Swift.max(0, (visible - b) / 2)
    case .none: return start
    }
  }

  /// The expanded button's wrapper start at `time` (`move` must be the current one).
  func distance(of move: MGSwipeExpansionMove, at time: Double) -> Double {
    guard let index = expandableIndex(move.orientation) else { return 0 }
    let duration = settings(move.orientation).expansion?.animationDuration ?? MGSwipeExpansion.defaultAnimationDuration
    func eased(from start: Double, to moment: Double) -> Double {
      duration > 0 ? TimingCurve.easeInOut.progress(at: Swift.min(1, Swift.max(0, (moment - start) / duration))) : 1
    }
    func expanding(at moment: Double) -> Double {
      let target = expandedTarget(move.orientation, index: index, visible: abs(offset(at: moment)), from: move.startDistance)
      return move.startDistance + (target - move.startDistance) * eased(from: move.expandedAt, to: moment)
    }
    guard let collapsedAt = move.collapsedAt else { return expanding(at: time) }
    let from = expanding(at: collapsedAt)
    let rest = restingStarts(move.orientation, offset: offset(at: time))[index]
    return from + (rest - from) * eased(from: collapsedAt, to: time)
  }

  /// The cell's state at `time` (the cell replayed to it), reporting events after `eventsSince`.
  func state(at time: Double, eventsSince: Double) -> SwipeCellState {
    var cell = self
    cell.advance(through: time)
    return cell.snapshot(at: time, eventsSince: eventsSince)
  }

  /// The state of a cell already advanced to `time`.
  private func snapshot(at time: Double, eventsSince: Double) -> SwipeCellState {
    let shownOffset = isDeleted && rowHeight.value(at: time) == 0 ? 0 : offset(at: time)
    var controller = SwipeController(configuration: configuration, measurer: measurer)
    controller.offset = AnimatedValue(shownOffset)
    controller.events = events
    controller.rowHeight = rowHeight
    controller.pressedAction = pressedAction
    if let pan {
      var state = PanState(startX: pan.startX, originalOffset: pan.startOffset, touchX: pan.touchX)
      state.translation = pan.translation
      controller.pan = state
    }
    if let orientation = Self.orientation(of: shownOffset), var view = views[orientation] {
      let visible = abs(shownOffset)
      view.side.options.transitionStyle = layoutStyle(orientation, visible: visible)
      controller.actionsView = view
      controller.layout(at: time, timing: nil)
      if let move = expansionMove, move.orientation == orientation, let index = expandableIndex(orientation),
        var expanded = controller.actionsView
      {
        let duration = settings(orientation).expansion?.animationDuration ?? 0
        if move.collapsedAt.map({ time < $0 + duration }) ?? true {
          expanded.expanded = true
          expanded.starts[index] = AnimatedValue(distance(of: move, at: time))
          if let color = settings(orientation).expansion?.expansionColor, move.collapsedAt == nil || completion != nil {
            expanded.actions[index].backgroundColor = color
          }
          controller.actionsView = expanded
        }
      }
    }
    return controller.state(at: time, eventsSince: eventsSince)
  }
}
