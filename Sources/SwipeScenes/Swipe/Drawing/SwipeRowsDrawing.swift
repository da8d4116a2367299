import Drawing
import TextShaping

// A swipe scene's table drawn around its swiped row (docs/ios-metrics.md §2, §3).
//
// The table is laid out outward from the swiped row, whose slot the chrome
// places; every other row is drawn in its own shape at its own width, the
// headers and footers beside their sections, and last the swiped row with its
// actions, clipped to its visible height (a deleted row collapses from the
// bottom) and to its shape's rounded corners.

/// The swiped row, its actions and the rest of the table.
struct SwipeRowsDrawing {
  var cell: SwipeCellState
  /// Every row, its colours already those of the appearance.
  var rows: [TableRow]
  var swipeRow: Int
  /// The other swipeable rows' states, by row index.
  var otherCells: [Int: SwipeCellState] = [:]
  /// The time drawn, for the other rows' unread dots.
  var time = 0.0
  var table: TableAppearance
  var appearance: Appearance
  /// The table's width (the cell's is its shape's).
  var tableWidth: Double
  var dotScale: Double
  var palette: TablePalette
  /// A row's background when it sets none.
  var cellBackground: Color
  var typography: Typography
  var actions: SwipeActionsRenderer
  /// What the rows are drawn over when the canvas around them is another colour (or
  /// transparent) and the rows touch; `nil` when the canvas is the table's own background.
  var underlay: Color? = nil

  /// Records the table with the swiped row's slot at `origin.y` and the table's left edge at
  /// `origin.x`; rows above are drawn while on the canvas, rows below until `limit`.
  func draw(at origin: Point, bodyLines: Int, limit: Double = .infinity, into list: inout DisplayList) {
    var mailLayout = MailRowLayout(width: tableWidth)
    mailLayout.bodyLines = bodyLines
    var heights = rows.map { bodyLines == 0 ? mailLayout.tallHeight(of: $0, typography: typography) : $0.resolvedHeight }
    let swiped = rows[swipeRow]
    heights[swipeRow] = cell.rowHeight + swiped.insets.top + swiped.insets.bottom
    // Swipeable rows are as tall as their cells, which collapse when deleted.
    for (index, other) in otherCells {
      heights[index] = other.rowHeight + rows[index].insets.top + rows[index].insets.bottom
    }
    let layout = TableLayout(
      table, rows: rows, heights: heights, width: tableWidth, x: origin.x, anchor: swipeRow, anchorTop: origin.y,
      typography: typography, direction: cell.layoutDirection)
    var rowPalette = palette
    rowPalette.background = cellBackground
    func renderer(_ index: Int, width: Double) -> TableRowRenderer {
      var mail = mailLayout
      mail.width = width
      var renderer = TableRowRenderer(layout: mail, palette: rowPalette, typography: typography, direction: cell.layoutDirection)
      let frame = layout.rows[index]
      renderer.appearance = appearance
      renderer.showsSeparator = table.separatorStyle == .singleLine && !(table.style.isGrouped && frame.isLastInSection)
      return renderer
    }
    // Nearest rows first, above then below, as the table's cells overlap at fractional edges.
    let drawn = (0..<swipeRow).reversed().filter { layout.rows[$0].slot.maxY > 0 }
      + rows.indices.filter { $0 > swipeRow && layout.rows[$0].slot.minY < limit }
    if let underlay, isFlush {
      let top = Swift.min(origin.y, drawn.map { layout.rows[$0].slot.minY }.min() ?? origin.y)
      let bottom = Swift.max(layout.rows[swipeRow].slot.maxY, drawn.map { layout.rows[$0].slot.maxY }.max() ?? 0)
      list.fill(Rect(x: origin.x, y: top, width: tableWidth, height: bottom - top), color: underlay)
    }
    for index in drawn {
      let frame = layout.rows[index]
      if let other = otherCells[index] {
        let dot = TableRow.unreadDotScale(at: time, history: other.history, startsUnread: rows[index].unread)
        drawSwiped(index, other, frame: frame, dotScale: dot, renderer: renderer(index, width: other.cellWidth), into: &list)
        continue
      }
      clipped(to: frame, height: frame.shape.height, always: false, into: &list) { list in
        renderer(index, width: frame.shape.width).draw(
          rows[index], at: frame.shape.origin, height: frame.shape.height, dotScale: rows[index].unread ? 1 : 0, into: &list)
      }
    }
    for text in layout.texts {
      let color = text.isHeader && !table.style.isGrouped ? palette.label : palette.secondaryLabel
      list.draw(text.text, at: text.origin, color: color)
    }
    drawSwiped(swipeRow, cell, frame: layout.rows[swipeRow], dotScale: dotScale, renderer: renderer(swipeRow, width: cell.cellWidth), into: &list)
  }

  /// A swipeable row and its actions, clipped to its shape and its visible height (the delete
  /// mask collapses it from the bottom).
  private func drawSwiped(
    _ index: Int, _ cell: SwipeCellState, frame: TableLayout.RowFrame, dotScale: Double, renderer content: TableRowRenderer,
    into list: inout DisplayList
  ) {
    guard cell.rowHeight > 0 else { return }
    let row = rows[index]
    let shape = frame.shape.origin
    let moved = Point(x: shape.x + cell.offset, y: shape.y)
    let rowBackground = row.backgroundColor ?? cellBackground
    clipped(to: frame, height: cell.rowHeight, always: true, into: &list) { list in
      guard row.cornerRadius != nil, cell.offset != 0 else {
        content.draw(row, at: moved, height: cell.cellHeight, dotScale: dotScale, into: &list)
        actions.draw(cell, rowOrigin: shape, rowBackground: rowBackground, typography: typography, into: &list)
        return
      }
      // A rounded row slides as one rounded piece over its actions, whose nearest colour fills
      // the corners it uncovers (MGSwipeTableCell's rounded cells, docs/ios-metrics.md §3).
      if let nearest = cell.actions.last?.look.backgroundColor {
        list.fill(Rect(x: shape.x, y: shape.y, width: cell.cellWidth, height: cell.rowHeight), color: nearest)
      }
      actions.draw(cell, rowOrigin: shape, rowBackground: rowBackground, typography: typography, into: &list)
      let piece = Rect(x: moved.x, y: moved.y, width: cell.cellWidth, height: cell.rowHeight)
      list.clipped(to: .roundedRect(piece, radii: frame.radii)) { list in
        content.draw(row, at: moved, height: cell.cellHeight, dotScale: dotScale, into: &list)
      }
    }
  }

  /// Whether rows touch edge to edge: a plain table without spacing whose rows fill their slots.
  var isFlush: Bool {
    table.style == .plain && table.rowSpacing == 0 && rows.allSatisfy { $0.insets == .zero && $0.cornerRadius == nil }
  }

  /// Records `body` clipped to the row's shape cut to `height`: its rounded outline, or when
  /// square and `always`, the rectangle (a square row at rest draws inside its shape unclipped).
  func clipped(
    to frame: TableLayout.RowFrame, height: Double, always: Bool, into list: inout DisplayList,
    _ body: (inout DisplayList) -> Void
  ) {
    let rect = Rect(x: frame.shape.minX, y: frame.shape.minY, width: frame.shape.width, height: height)
    if frame.isRounded {
      list.clipped(to: .roundedRect(rect, radii: frame.radii), body)
    } else if always {
      list.clipped(to: rect, body)
    } else {
      body(&list)
    }
  }
}
