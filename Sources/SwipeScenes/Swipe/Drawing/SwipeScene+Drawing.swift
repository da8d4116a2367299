import Drawing
import Layout
import TextShaping

extension SwipeScene {
  /// The drawing's size in points: the stage's, or the cell's width by the rows' heights.
  public var size: Size {
    let rowsHeight = rows.indices.reduce(0) { sum, index in
      sum + (index == swipeRow ? timeline.configuration.height : rows[index].resolvedHeight)
    }
    return stage.size(cellWidth: timeline.configuration.width, rowsHeight: rowsHeight)
  }

  /// The fonts the scene's text is set in: its own, or the context's.
  public func typography(in context: SceneContext) -> Typography { typography ?? context.typography }

  /// The model state at `time` as `frame --json` prints it.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    let cell = state(
      at: time, frameDuration: context.frameDuration, measurer: typography(in: context).measurer,
      appearance: context.appearance)
    return inspection(of: cell, time: time)
  }

  /// `cell` as `frame --json` prints it, drawn at `time` (`nil`: a cell held at an offset, drawn at 0).
  ///
  /// Besides the cell's state, `cellOrigin` is where the swiped row's top-left corner is on the
  /// canvas, in points: the cell's geometry (action frames, offsets) is relative to it.
  public func inspection(of cell: SwipeCellState, time: Double?) -> JSONValue {
    var json = cell.json(scene: name, time: time)
    let origin = swipedRowOrigin(at: Swift.min(Swift.max(time ?? 0, 0), duration))
    if case .object(var fields) = json {
      fields["cellOrigin"] = .object(["x": .number(origin.x), "y": .number(origin.y)])
      json = .object(fields)
    }
    return json
  }

  /// Where the swiped row's top-left corner is on the canvas at `time`, in points: below the rows
  /// above it and the chrome's bars, or where the chrome places its table.
  public func swipedRowOrigin(at time: Double) -> Point {
    let above = rows[..<swipeRow].reduce(0) { $0 + $1.resolvedHeight }
    switch stage.chrome {
    case .none: return Point(x: 0, y: above)
    case .phone: return Point(x: 0, y: SwipeStage.phoneBarsHeight + above)
    case .phoneMockup: return PhoneChrome.rowsOrigin
    case .largeTitle: return TallCellChrome.rowsOrigin(at: time)
    }
  }

  /// The state at `time` in an appearance: in dark, every action colour takes its dark colour.
  func state(at time: Double, frameDuration: Double, measurer: any TextMeasuring, appearance: Appearance) -> SwipeCellState {
    var scene = self
    scene.timeline.configuration.appearance = appearance
    if appearance == .dark {
      for keyPath in [\SwipeCellConfiguration.left, \SwipeCellConfiguration.right] {
        scene.timeline.configuration[keyPath: keyPath] = scene.timeline.configuration[keyPath: keyPath].map(darkened)
      }
    }
    return scene.state(at: time, frameDuration: frameDuration, measurer: measurer)
  }

  /// `color` in `appearance`: in dark, its entry of ``darkColors`` when it has one.
  func dark(_ color: Color, in appearance: Appearance) -> Color {
    appearance == .dark ? darkColors[color] ?? color : color
  }

  /// A side with its colours swapped for their dark values.
  func darkened(_ side: SwipeSide) -> SwipeSide {
    func dark(_ color: Color?) -> Color? {
      color.map { darkColors[$0] ?? $0 }
    }
    func darken(_ action: SwipeAction) -> SwipeAction {
      var a = action
      a.backgroundColor = dark(a.backgroundColor)
      a.textColor = dark(a.textColor)
      return a
    }
    var s = side
    s.actions = s.actions.map(darken)
    s.toggledActions = s.toggledActions?.map(darken)
    s.options.backgroundColor = dark(s.options.backgroundColor)
    return s
  }

  /// What the scene shows at `time`.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    let cell = state(
      at: time, frameDuration: context.frameDuration, measurer: typography(in: context).measurer,
      appearance: context.appearance)
    let clamped = Swift.min(Swift.max(time, 0), duration)
    return displayList(of: cell, at: clamped, in: context)
  }

  /// The drawing of a cell state (shared by timed frames and held offsets).
  public func displayList(of cell: SwipeCellState, at time: Double, in context: SceneContext) -> DisplayList {
    let palette = stage.palette(context.appearance)
    let typography = typography(in: context)
    let background = stage.background.map { dark($0, in: context.appearance) } ?? palette.background
    var list = DisplayList(size: size, background: background)
    let table = rows.map { row in
      var row = row
      row.backgroundColor = row.backgroundColor.map { dark($0, in: context.appearance) }
      row.content = row.content?.mappingColors { dark($0, in: context.appearance) }
      return row
    }
    let swiped = table[swipeRow]
    let dot = TableRow.unreadDotScale(at: time, history: cell.history, startsUnread: swiped.unread)
    let rows = SwipeRowsDrawing(
      cell: cell, swiped: swiped, above: Array(table[..<swipeRow]), following: Array(table[(swipeRow + 1)...]),
      dotScale: dot, palette: palette, typography: typography,
      actions: SwipeActionsRenderer(placement: stage.placement, colorsFillRow: stage.actionColorsFillRow),
      tableBackground: background == palette.background ? nil : palette.background)
    switch stage.chrome {
    case .none, .phone:
      let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
      list.fill(canvas, color: background)
      rows.draw(at: swipedRowOrigin(at: time), bodyLines: 2, limit: size.height, into: &list)
      // The phone's bars are drawn over the table, whose rows start under them.
      if stage.chrome == .phone {
        PhoneChrome(palette: palette, typography: typography).drawBars(screen: canvas, title: stage.title, into: &list)
      }
    case .phoneMockup:
      PhoneChrome(palette: palette, typography: typography).draw(rows: rows, title: stage.title, into: &list)
    case .largeTitle:
      TallCellChrome(palette: palette, typography: typography)
        .draw(rows: rows, title: stage.title, at: time, into: &list)
    }
    return list
  }
}

/// The swiped row, its actions and the rows above and below it, as one table section.
struct SwipeRowsDrawing {
  var cell: SwipeCellState
  var swiped: TableRow
  var above: [TableRow]
  var following: [TableRow]
  var dotScale: Double
  var palette: TablePalette
  var typography: Typography
  var actions: SwipeActionsRenderer
  /// What the rows are drawn over when the canvas around them is another colour (or
  /// transparent); `nil` when the canvas is the table's own background.
  var tableBackground: Color? = nil

  /// Records the rows with the swiped row's top-left corner at `origin`; rows below follow until `limit`.
  func draw(at origin: Point, bodyLines: Int, limit: Double = .infinity, into list: inout DisplayList) {
    var layout = MailRowLayout(width: cell.cellWidth)
    layout.bodyLines = bodyLines
    let renderer = TableRowRenderer(
      layout: layout, palette: palette, typography: typography, direction: cell.layoutDirection)
    func height(of row: TableRow) -> Double {
      bodyLines == 0 ? layout.tallHeight(of: row, typography: typography) : row.resolvedHeight
    }
    var placed: [(row: TableRow, y: Double)] = []
    var top = origin.y
    for row in above.reversed() where top > 0 {
      top -= height(of: row)
      placed.append((row, top))
    }
    // Rows below sit under the swiped row and move up as it collapses.
    var y = origin.y + cell.rowHeight
    for next in following where y < limit {
      placed.append((next, y))
      y += height(of: next)
    }
    // Neighbouring rows meet at fractional heights while a row collapses; over one opaque
    // table, their shared anti-aliased edge cannot let a canvas of another colour show through.
    if let tableBackground {
      list.fill(Rect(x: origin.x, y: top, width: cell.cellWidth, height: y - top), color: tableBackground)
    }
    for (row, rowY) in placed {
      renderer.draw(row, at: Point(x: origin.x, y: rowY), height: height(of: row), dotScale: row.unread ? 1 : 0, into: &list)
    }
    guard cell.rowHeight > 0 else { return }
    // The swiped row: clipped to its visible height (the delete mask collapses it from the bottom).
    list.clipped(to: Rect(x: origin.x, y: origin.y, width: cell.cellWidth, height: cell.rowHeight)) { list in
      renderer.draw(
        swiped, at: Point(x: origin.x + cell.offset, y: origin.y), height: cell.cellHeight, dotScale: dotScale,
        into: &list)
      actions.draw(
        cell, rowOrigin: origin, rowBackground: swiped.backgroundColor ?? palette.background, typography: typography,
        into: &list)
    }
  }
}
