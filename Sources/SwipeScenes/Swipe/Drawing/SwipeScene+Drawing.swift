import Drawing
import JSONText
import Layout
import TextShaping

extension SwipeScene {
  /// The drawing's size in points: the stage's, or the table's width by its height (rows, spacing,
  /// headers and footers).
  public var size: Size {
    stage.size(cellWidth: tableWidth, rowsHeight: tableLayout(typography: typography ?? Self.bundledTypography).height)
  }

  /// The table's width: the stage's when set, else the cell's.
  public var tableWidth: Double { stage.width ?? timeline.configuration.width }

  /// The slot heights of the rows, the swiped row's as tall as its cell (`rowHeight`, while it
  /// collapses) plus its insets.
  func slotHeights(swipedRowHeight: Double? = nil, height: (TableRow) -> Double = \.resolvedHeight) -> [Double] {
    rows.indices.map { index in
      guard index == swipeRow else { return height(rows[index]) }
      let insets = rows[index].insets
      return (swipedRowHeight ?? timeline.configuration.height) + insets.top + insets.bottom
    }
  }

  /// The table laid out from its top at y = 0, left edge at x = 0.
  func tableLayout(typography: Typography?) -> TableLayout {
    let heights = slotHeights()
    var layout = TableLayout(
      table, rows: rows, heights: heights, width: tableWidth, typography: typography,
      direction: timeline.configuration.layoutDirection)
    layout.moveTop(to: 0)
    return layout
  }

  /// The bundled fonts, for measuring headers and footers of scenes without fonts of their own.
  static let bundledTypography = try? Typography()

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

  /// Where the swiped row's top-left corner is on the canvas at `time`, in points: its shape's
  /// corner, below the rows, gaps and headers above it and the chrome's bars, or where the chrome
  /// places its table.
  public func swipedRowOrigin(at time: Double) -> Point { rowOrigin(swipeRow, at: time) }

  /// Where the swiped row's slot starts vertically, and the table's left edge, on the canvas at `time`.
  func swipedSlotOrigin(at time: Double) -> Point {
    switch stage.chrome {
    case .none, .phone:
      let top = stage.chrome == .phone ? stage.barsHeight : 0
      return Point(x: 0, y: top + tableLayout(typography: typography ?? Self.bundledTypography).rows[swipeRow].slot.minY)
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

  /// `row` with its colours in `appearance`: in dark, each colour's entry of ``darkColors``.
  func dark(_ row: TableRow, in appearance: Appearance) -> TableRow {
    row.mappingColors { dark($0, in: appearance) }
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
    let tableBackground = table.tableBackground(palette, appearance: context.appearance)
    let background = stage.background.map { dark($0, in: context.appearance) } ?? tableBackground
    var list = DisplayList(size: size, background: background)
    let drawn = rows.map { row in dark(row, in: context.appearance) }
    let dot = TableRow.unreadDotScale(at: time, history: cell.history, startsUnread: drawn[swipeRow].unread)
    let scene = appearing(context.appearance)
    var otherCells: [Int: SwipeCellState] = [:]
    for index in swipeableRows where index != swipeRow {
      otherCells[index] = scene.state(ofRow: index, at: time, frameDuration: context.frameDuration, measurer: typography.measurer)
    }
    let rows = SwipeRowsDrawing(
      cell: cell, rows: drawn, swipeRow: swipeRow, otherCells: otherCells, time: time, table: table,
      appearance: context.appearance, tableWidth: tableWidth, dotScale: dot, palette: palette,
      cellBackground: table.cellBackground(palette, appearance: context.appearance), typography: typography,
      actions: SwipeActionsRenderer(placement: stage.placement, colorsFillRow: stage.actionColorsFillRow),
      underlay: background == tableBackground ? nil : tableBackground)
    switch stage.chrome {
    case .none, .phone:
      let canvas = Rect(x: 0, y: 0, width: size.width, height: size.height)
      list.fill(canvas, color: background)
      rows.draw(at: swipedSlotOrigin(at: time), bodyLines: 2, limit: size.height, into: &list)
      // The phone's bars are drawn over the table, whose rows start under them.
      if stage.chrome == .phone {
        PhoneChrome(palette: palette, typography: typography).drawBars(
          screen: canvas, title: stage.title, statusBar: stage.statusBar, into: &list)
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
