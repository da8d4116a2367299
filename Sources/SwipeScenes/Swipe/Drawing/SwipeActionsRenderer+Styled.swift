import Drawing
import TextShaping

// Drawing MGSwipe's transitions and rounded buttons (docs/mgswipe-rtl-rounded.md
// §1, §5; docs/scene-file.md §8).
//
// The strip between the cell edge and the screen edge is filled with the side's
// background (the row's own colour unless the side sets one), then each button
// is drawn from the cell edge outward, the expandable one last and so on top
// (docs/mgswipe-rtl-rounded.md §5.4): its colour from its start to its end (or past the screen edge for an
// expanded MGSwipe button), as a rectangle or a rounded rectangle over the
// buttons' band, then its content in its b-wide frame. ClipCenter clips each
// button to its window, widened as MGSwipe's mask is by 0.5 pt on the left and
// 1 pt on the right. Rotate3D records the buttons at their resting slots on a
// separate list and projects that list through the panel's homography
// (PerspectivePanel+Projection.swift), so every fill, glyph outline and icon
// path is drawn turned with perspective, over the cell where it reaches it
// (docs/mgswipe-rtl-rounded.md §5.1). SwipeCellKit's rectangles and circles keep SwipeActionsRenderer's own drawing.

extension SwipeActionsRenderer {
  /// How far MGSwipe's ClipCenter mask reaches past the window on the left and on the right (docs/mgswipe-rtl-rounded.md §1.5).
  static let maskAllowance = (left: 0.5, right: 1.0)

  /// Whether `state` needs this file's drawing rather than SwipeCellKit's rectangles.
  static func isStyled(_ state: SwipeCellState) -> Bool {
    state.transitionStyle.isMGSwipe || state.buttonShape == .roundedRectangle
  }

  /// Records MGSwipe-style or rounded actions of `state` for a row whose top-left corner is at `origin`.
  func drawStyled(
    _ state: SwipeCellState, rowOrigin origin: Point, rowBackground: Color?, typography: Typography,
    into list: inout DisplayList
  ) {
    let w = state.cellWidth
    let isRight = state.orientation == .right
    let cellEdge = isRight ? w + state.offset : state.offset
    let stripMinX = isRight ? Swift.max(cellEdge, 0) : 0
    let stripMaxX = isRight ? w : Swift.min(cellEdge, w)
    let clip = Rect(
      x: origin.x + state.actionsClip.lower, y: origin.y, width: state.actionsClip.length, height: state.cellHeight)
    guard !clip.isEmpty else { return }
    let background = state.actionsBackgroundFollowsRow ? rowBackground : state.actionsBackground
    list.clipped(to: clip) { list in
      list.withOpacity(state.actionsAlpha) { list in
        if let background, stripMaxX > stripMinX {
          list.fill(
            Rect(x: origin.x + stripMinX, y: origin.y, width: stripMaxX - stripMinX, height: state.cellHeight),
            color: background)
        }
        guard let panel = state.panel else {
          for action in state.actions { drawButton(action, of: state, rowOrigin: origin, typography: typography, into: &list) }
          return
        }
        var flat = DisplayList(size: list.size)
        for action in state.actions { drawButton(action, of: state, rowOrigin: origin, typography: typography, into: &flat) }
        let band = state.wrapperBand
        let projection = panel.projection(
          screenEdgeX: origin.x + (isRight ? w : 0), buttonsOnLeft: !isRight,
          centerY: origin.y + band.minY + band.height / 2)
        list.append(contentsOf: flat.projected(by: projection))
      }
    }
  }

  /// Records one button: its colour (rectangle or rounded), pressed overlay and content, masked when ClipCenter says so.
  func drawButton(
    _ action: SwipeActionState, of state: SwipeCellState, rowOrigin origin: Point, typography: Typography,
    into list: inout DisplayList
  ) {
    let w = state.cellWidth
    let isRight = state.orientation == .right
    let farEnd = isRight ? 2 * w : -w
    let start = action.colorStartX, end = action.colorEndX ?? farEnd
    let top = origin.y + state.buttonBand.minY
    let colorRect = Rect(
      minX: origin.x + Swift.min(start, end), minY: top, maxX: origin.x + Swift.max(start, end),
      maxY: top + state.buttonBand.height)
    let shape = state.buttonShape == .roundedRectangle
      ? Path.roundedRect(colorRect, radius: Swift.min(state.cornerRadius, colorRect.width / 2))
      : Path.rect(colorRect)
    let frame = action.frame.offsetBy(dx: origin.x, dy: origin.y)
    let body = { (list: inout DisplayList) in
      if let color = action.look.backgroundColor { list.fill(shape, color: color) }
      if action.highlighted { list.fill(shape, color: SwipeColors.highlightedBackground) }
      self.drawContent(of: action, in: frame, typography: typography, into: &list)
    }
    guard let mask = action.mask else { return body(&list) }
    let window = Rect(
      minX: origin.x + mask.lower - Self.maskAllowance.left, minY: origin.y,
      maxX: origin.x + mask.upper + Self.maskAllowance.right, maxY: origin.y + state.cellHeight)
    list.clipped(to: window, body)
  }
}
