// Holding the cell at an exact offset, for `frame --offset`.
//
// The cell is placed at the requested offset as if a finger had dragged it
// there and stayed: the visible width is walked up from 0 in small steps so
// that transition delegates see the same threshold crossings a drag gives,
// then the expanded flag is evaluated once with the cell already at the offset
// (shouldExpand's one-event lag has caught up with a held finger). The offset
// itself is not moved by an expansion snap: the requested offset is what is
// shown, and the expanded layout applies on top of it.

extension SwipeController {
  /// The number of layout steps used to reach a held offset.
  static let holdSteps = 64

  /// Places the cell at `target` on the side that offset shows, finger at `touchX` after `translation`.
  ///
  /// - Parameters:
  ///   - target: The cell offset in points.
  ///   - translation: The pan translation that led there.
  ///   - touchX: The finger's x in the table.
  ///   - time: When the placement happens.
  mutating func hold(offset target: Double, translation: Double, touchX: Double, at time: Double) {
    guard let orientation = SwipeActionsOrientation.showing(offset: target),
      let side = configuration.side(orientation)
    else { return }
    actionsView = ActionsView(
      orientation: orientation, side: side, actions: side.actions(afterHandlerRuns: 0), configuration: configuration,
      measurer: measurer)
    phase = .dragging
    pan = PanState(
      startX: touchX - translation, originalOffset: 0, touchX: touchX, translation: translation)
    for step in 1...Self.holdSteps {
      offset.set(target * Double(step) / Double(Self.holdSteps), at: time, timing: nil, kind: .move)
      layout(at: time, timing: nil)
    }
    guard let view = actionsView, let style = view.expansionStyle else { return }
    let probe = ExpansionProbe(
      panTranslation: translation, previousOffset: target, fullyExposedWidth: view.buttons.fullyExposedWidth,
      cellWidth: configuration.width, orientation: orientation, touchX: touchX, referenceWidth: configuration.width)
    setExpanded(style.shouldExpand(probe), feedback: false, at: time)
  }
}
