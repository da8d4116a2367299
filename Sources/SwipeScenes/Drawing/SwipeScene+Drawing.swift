import Drawing
import TextShaping

extension SwipeScene {
  /// The drawing's size in points.
  public var size: Size {
    stage.size(cellWidth: timeline.configuration.width, cellHeight: timeline.configuration.height)
  }

  /// The model state at `time` as `frame --json` prints it.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    state(at: time, frameDuration: context.frameDuration, measurer: context.typography.measurer, appearance: context.appearance)
      .json(scene: name, time: time)
  }

  /// The state at `time` in an appearance: in dark, every demo colour takes its role's dark colour.
  func state(at time: Double, frameDuration: Double, measurer: any TextMeasuring, appearance: Appearance) -> SwipeCellState {
    var scene = self
    scene.timeline.configuration.appearance = appearance
    if appearance == .dark {
      for keyPath in [\SwipeCellConfiguration.left, \SwipeCellConfiguration.right] {
        scene.timeline.configuration[keyPath: keyPath] = scene.timeline.configuration[keyPath: keyPath].map(Self.darkened)
      }
    }
    return scene.state(at: time, frameDuration: frameDuration, measurer: measurer)
  }

  /// A side with its demo colours swapped for the dark ones.
  static func darkened(_ side: SwipeSide) -> SwipeSide {
    func dark(_ color: Color?) -> Color? {
      color.map { MailActionColors.counterpart(of: $0, in: .dark) ?? $0 }
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
      at: time, frameDuration: context.frameDuration, measurer: context.typography.measurer,
      appearance: context.appearance)
    let clamped = Swift.min(Swift.max(time, 0), duration)
    return displayList(of: cell, at: clamped, in: context)
  }

  /// The drawing of a cell state (shared by timed frames and held offsets).
  public func displayList(of cell: SwipeCellState, at time: Double, in context: SceneContext) -> DisplayList {
    let palette = stage.palette(context.appearance)
    var list = DisplayList(size: size)
    let dot = MailDemo.unreadDotScale(at: time, history: cell.history)
    var message = MailMessage.inbox[0]
    message.date = stage.date
    let rows = SwipeRowsDrawing(
      cell: cell, message: message, following: Array(MailMessage.inbox.dropFirst()), dotScale: dot, palette: palette,
      typography: context.typography, actions: SwipeActionsRenderer(placement: stage.placement))
    switch stage.kind {
    case .row:
      list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: palette.background)
      rows.draw(at: .zero, bodyLines: 2, into: &list)
    case .phone:
      PhoneChrome(palette: palette, typography: context.typography).draw(rows: rows, into: &list)
    case .tallCell:
      TallCellChrome(palette: palette, typography: context.typography).draw(rows: rows, at: time, into: &list)
    }
    return list
  }
}

/// The swiped row, its actions and the rows below it, as one table section.
struct SwipeRowsDrawing {
  var cell: SwipeCellState
  var message: MailMessage
  var following: [MailMessage]
  var dotScale: Double
  var palette: MailPalette
  var typography: Typography
  var actions: SwipeActionsRenderer

  /// Records the rows with the swiped row's top-left corner at `origin`; rows below follow until `limit`.
  func draw(at origin: Point, bodyLines: Int, limit: Double = .infinity, into list: inout DisplayList) {
    var layout = MailRowLayout(width: cell.cellWidth)
    layout.bodyLines = bodyLines
    let renderer = MailRowRenderer(layout: layout, palette: palette, typography: typography)
    // Rows below sit under the swiped row and move up as it collapses.
    var y = origin.y + cell.rowHeight
    for next in following where y < limit {
      let height = bodyLines == 0 ? layout.tallHeight(of: next, typography: typography) : MailDemo.rowHeight
      renderer.draw(next, at: Point(x: origin.x, y: y), height: height, dotScale: 0, into: &list)
      y += height
    }
    guard cell.rowHeight > 0 else { return }
    // The swiped row: clipped to its visible height (the delete mask collapses it from the bottom).
    list.clipped(to: Rect(x: origin.x, y: origin.y, width: cell.cellWidth, height: cell.rowHeight)) { list in
      renderer.draw(
        message, at: Point(x: origin.x + cell.offset, y: origin.y), height: cell.cellHeight, dotScale: dotScale,
        into: &list)
      actions.draw(cell, rowOrigin: origin, typography: typography, into: &list)
    }
  }
}
