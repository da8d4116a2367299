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
    inspection(at: time, in: context, measurer: typography(in: context).measurer)
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

  /// `frame --json` of a frame: ``inspection(of:time:)`` of the swiped row, plus `rows`, every
  /// swipeable row's state with its index and origin.
  public func inspection(at time: Double, in context: SceneContext, measurer: any TextMeasuring) -> JSONValue {
    let cell = appearing(context.appearance).state(at: time, frameDuration: context.frameDuration, measurer: measurer)
    guard case .object(var fields) = inspection(of: cell, time: time) else { return .null }
    fields["rows"] = rowsInspection(at: time, in: context)
    return .object(fields)
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
    appearing(appearance).state(at: time, frameDuration: frameDuration, measurer: measurer)
  }

  /// The scene in an appearance: every swipeable row's cell takes it, and in dark every action
  /// colour its dark colour.
  func appearing(_ appearance: Appearance) -> SwipeScene {
    func adapted(_ timeline: SwipeTimeline) -> SwipeTimeline {
      var timeline = timeline
      timeline.configuration.appearance = appearance
      if appearance == .dark {
        for keyPath in [\SwipeCellConfiguration.left, \SwipeCellConfiguration.right] {
          timeline.configuration[keyPath: keyPath] = timeline.configuration[keyPath: keyPath].map(darkened)
        }
      }
      return timeline
    }
    var scene = self
    scene.timeline = adapted(timeline)
    scene.otherSwipeRows = otherSwipeRows.mapValues(adapted)
    return scene
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
    let scene = appearing(context.appearance)
    var otherCells: [Int: SwipeCellState] = [:]
    for index in swipeableRows where index != swipeRow {
      otherCells[index - swipeRow] = scene.state(
        ofRow: index, at: time, frameDuration: context.frameDuration, measurer: typography.measurer)
    }
    let rows = SwipeRowsDrawing(
      cell: cell, swiped: swiped, above: Array(table[..<swipeRow]), following: Array(table[(swipeRow + 1)...]),
      otherCells: otherCells, time: time, dotScale: dot, palette: palette, typography: typography,
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
  /// The other swipeable rows' states, by their distance from the swiped row (−1 is the row above it).
  var otherCells: [Int: SwipeCellState] = [:]
  /// The time drawn, for the other rows' unread dots.
  var time = 0.0
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
    var placed: [(row: TableRow, y: Double, cell: SwipeCellState?)] = []
    var top = origin.y
    for (distance, row) in zip(1..., above.reversed()) where top > 0 {
      let other = otherCells[-distance]
      top -= other?.rowHeight ?? height(of: row)
      placed.append((row, top, other))
    }
    // Rows below sit under the swiped row and move up as it, or a swipeable row between, collapses.
    var y = origin.y + cell.rowHeight
    for (distance, next) in zip(1..., following) where y < limit {
      let other = otherCells[distance]
      placed.append((next, y, other))
      y += other?.rowHeight ?? height(of: next)
    }
    // Neighbouring rows meet at fractional heights while a row collapses; over one opaque
    // table, their shared anti-aliased edge cannot let a canvas of another colour show through.
    if let tableBackground {
      list.fill(Rect(x: origin.x, y: top, width: cell.cellWidth, height: y - top), color: tableBackground)
    }
    for (row, rowY, other) in placed {
      let rowOrigin = Point(x: origin.x, y: rowY)
      if let other {
        let dot = TableRow.unreadDotScale(at: time, history: other.history, startsUnread: row.unread)
        drawSwiped(row, other, at: rowOrigin, dotScale: dot, renderer: renderer, into: &list)
      } else {
        renderer.draw(row, at: rowOrigin, height: height(of: row), dotScale: row.unread ? 1 : 0, into: &list)
      }
    }
    drawSwiped(swiped, cell, at: origin, dotScale: dotScale, renderer: renderer, into: &list)
  }

  /// A swipeable row and its actions, clipped to its visible height (the delete mask collapses it from the bottom).
  private func drawSwiped(
    _ row: TableRow, _ cell: SwipeCellState, at origin: Point, dotScale: Double, renderer: TableRowRenderer,
    into list: inout DisplayList
  ) {
    guard cell.rowHeight > 0 else { return }
    list.clipped(to: Rect(x: origin.x, y: origin.y, width: cell.cellWidth, height: cell.rowHeight)) { list in
      renderer.draw(
        row, at: Point(x: origin.x + cell.offset, y: origin.y), height: cell.cellHeight, dotScale: dotScale,
        into: &list)
      actions.draw(
        cell, rowOrigin: origin, rowBackground: row.backgroundColor ?? palette.background, typography: typography,
        into: &list)
    }
  }
}
