import Drawing
import TextShaping

// The collection-preview window (docs/onboarding-stateanimator-preview.md §3.2, §3.8, §3.11). Back to front: the grid (section
// headers and GridCells at the state's scroll), the overlay at its alpha, then the preview
// cells, each drawn as the Example's GridCell at its interpolated frame. The cell's look keeps
// its sizes while the frame changes: 3-pt corners, the 5-pt border of a selected cell drawn
// inside its bounds as a layer border is, the title (14-pt medium, 6-pt insets) centred with
// its bottom on the frame's vertical centre, the badge (the item's number, heaviest weight,
// 30 pt) with its top-left corner at (4, 2). Once the overlay is opaque the grid is not drawn,
// since nothing of it would show. A file's items may carry their own colour, a picture filling
// the cell (inside a selected cell's border) and no badge; the palette gives the cells' colours,
// corner radius and border width.

/// Draws the collection-preview scene at one moment.
struct CollectionPreviewRenderer {
  /// The inset of a section header's title from the window's left edge.
  static let headerInset = 12.0

  var palette: CollectionPreviewPalette
  var typography: Typography

  /// Records the window showing `state` over `grid`.
  func draw(_ state: CollectionPreviewState, grid: CollectionPreviewGrid, into list: inout DisplayList) {
    let window = Rect(x: 0, y: 0, width: grid.viewSize.width, height: grid.viewSize.height)
    if state.overlayAlpha < 1 {
      list.fill(window, color: palette.background)
      for header in state.gridHeaders {
        drawHeader(header, into: &list)
      }
      for cell in state.gridCells where grid.items.indices.contains(cell.item) {
        drawCell(grid.items[cell.item], frame: cell.frame, isSelected: cell.isSelected, into: &list)
      }
    }
    list.fill(window, color: palette.overlay.withAlphaMultiplied(by: state.overlayAlpha))
    if palette.pageBackground.alpha > 0, !state.previewCells.isEmpty {
      list.fill(window, color: palette.pageBackground.withAlphaMultiplied(by: state.overlayAlpha))
    }
    for cell in state.previewCells where grid.items.indices.contains(cell.item) {
      drawCell(grid.items[cell.item], frame: cell.frame, isSelected: cell.item == state.pageIndex, into: &list)
    }
  }

  /// Records a section header's title, vertically centred in it.
  func drawHeader(_ header: CollectionPreviewGrid.Header, into list: inout DisplayList) {
    let font = typography.font(.semibold, 13)
    let title = TextLayout(header.title, font: font, maxLines: 1)
    list.draw(
      title, at: Point(x: header.frame.minX + Self.headerInset, y: header.frame.midY - title.size.height / 2),
      color: palette.header)
  }

  /// Records a GridCell showing `item` in `frame`: its colour (or the palette's), its picture
  /// filling it, the selection border, the badge and the title.
  func drawCell(_ item: CollectionPreviewGrid.Item, frame: Rect, isSelected: Bool, into list: inout DisplayList) {
    typealias Style = CollectionPreviewGrid.CellStyle
    let radius = Swift.max(0, Swift.min(palette.cornerRadius, frame.width / 2, frame.height / 2))
    let border = isSelected ? palette.selectedBorderWidth : 0
    let fill = item.color ?? (isSelected ? palette.selectedCell : palette.cell)
    if border > 0 {
      list.fill(.roundedRect(frame, radius: radius), color: palette.selectedBorder)
      let inner = frame.insetBy(dx: border, dy: border)
      if inner.width > 0, inner.height > 0 {
        list.fill(.roundedRect(inner, radius: Swift.max(0, radius - border)), color: fill)
        item.picture?.draw(in: inner, cornerRadius: Swift.max(0, radius - border), into: &list)
      }
    } else {
      list.fill(.roundedRect(frame, radius: radius), color: fill)
      item.picture?.draw(in: frame, cornerRadius: radius, into: &list)
    }
    list.clipped(to: frame) { list in
      if let badgeText = item.badge {
        let badge = TextLayout(badgeText, font: typography.font(.bold, Style.badgeFontSize), maxLines: 1)
        list.draw(badge, at: Point(x: frame.minX + Style.badgeOrigin.x, y: frame.minY + Style.badgeOrigin.y), color: palette.badge)
      }
      guard !item.title.isEmpty else { return }
      let titleFont = typography.font(.medium, Style.titleFontSize)
      let box = frame.insetBy(dx: Style.titleInset, dy: 0)
      let title = TextLayout(item.title, font: titleFont, width: box.width, maxLines: 1, alignment: .center)
      list.draw(title, at: Point(x: box.minX, y: frame.midY - title.size.height), color: palette.title)
    }
  }
}
