import Drawing
import Foundation
import SwipeScenes
import TextShaping

// `kind: swipe`: rows, sides, gestures and the stage around them.
//
// The cell the actions sit on is as tall as the swiped row unless `cellHeight`
// says otherwise (the tall cell of the large-title chrome); every other row has
// its own height (docs/table-rows.md §2). The canvas is as tall as the rows
// plus the chrome unless the file sets a height. Sides given as leading and
// trailing take their physical sides from the layout direction, as UIKit's do
// (docs/mgswipe-rtl-rounded.md §3.1). The scene's dark colours are the file's
// own table plus the dark values of every system colour the file names.

extension SceneDecoder {
  /// The table width when the file gives none: 390 pt, or the width the mock-up and large-title chromes were drawn for.
  static func defaultWidth(_ chrome: SwipeStage.Chrome) -> Double {
    switch chrome {
    case .phoneMockup: 414
    case .largeTitle: 375
    default: 390
    }
  }

  func swipeScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> SwipeScene {
    if let node = top["hint"] {
      throw Diagnostic(node, "hint is only for onboarding scenes", fix: "remove it, or set \"kind\": \"onboarding\"")
    }
    let typography = try self.typography(top)
    let (readRows, rowNodes, rowsNode, table) = try self.table(top)
    let tableWidth = canvas.width ?? Self.defaultWidth(canvas.chrome)
    let rows = Self.fitted(readRows, table: table, width: tableWidth, typography: typography)
    let ownSides = try rowSides(rowNodes, direction: canvas.direction)
    let topSides = try optionalSides(top, direction: canvas.direction)
    guard topSides != nil || !ownSides.isEmpty else {
      throw Diagnostic(
        at: top.node.position, path: top.node.path, "a swipe scene has no actions",
        fix: "add \"right\": { \"actions\": […] } or \"left\" (or leading/trailing), at the top level or on a row")
    }
    let firstSwipeable = topSides == nil ? ownSides.keys.min() ?? 0 : 0
    let swipeRow = try top.integer("swipeRow", in: 0...(rows.count - 1)) ?? firstSwipeable
    if topSides != nil, ownSides[swipeRow] != nil {
      throw Diagnostic(
        rowNodes[swipeRow], "row \(swipeRow) is the swipeRow, which the top-level sides belong to, and has sides of its own",
        fix: "give row \(swipeRow) its sides once: on the row or at the top level")
    }
    guard let (leading, trailing) = topSides ?? ownSides[swipeRow] else {
      throw Diagnostic(
        top["swipeRow"] ?? rowNodes[swipeRow], "swipeRow \(swipeRow) has no actions",
        fix: "give row \(swipeRow) sides, or set swipeRow to a swipeable row (\(ownSides.keys.sorted().map(String.init).joined(separator: ", ")))")
    }
    // Each swipeable row's cell is its shape: the row less its insets, in an insetGrouped section.
    let shapes = Self.rowShapes(rows, table: table, width: tableWidth, typography: typography, direction: canvas.direction)
    for (index, shape) in shapes.enumerated() where (index == swipeRow || ownSides[index] != nil) && (shape.width <= 0 || shape.height <= 0) {
      throw Diagnostic(rowNodes[index], "the row's insets leave its cell no room", fix: "make its insets smaller than its width and height")
    }
    let shape = shapes[swipeRow]
    // The cell the actions sit on is as tall as its row's shape unless the file says otherwise.
    let cellHeight = try top.number("cellHeight", .positivePoints(), example: "96") ?? shape.height
    let width = shape.width
    let rowsAbove = shape.minY
    let cellY = try top.number("swipeRowY", .coordinate, example: "0") ?? rowsAbove
    let visibleRect = try top["visibleRect"].map(rect)
    let configuration = SwipeCellConfiguration(
      width: width, height: cellHeight, leading: leading, trailing: trailing, layoutDirection: canvas.direction, cellY: cellY,
      visibleRect: visibleRect)
    var targets = [swipeRow: SwipeTarget(configuration: configuration, span: rowsAbove...(rowsAbove + cellHeight))]
    for (index, sides) in ownSides where index != swipeRow {
      let frame = shapes[index]
      let cell = SwipeCellConfiguration(
        width: frame.width, height: frame.height, leading: sides.leading, trailing: sides.trailing,
        layoutDirection: canvas.direction, cellY: frame.minY)
      targets[index] = SwipeTarget(configuration: cell, span: frame.minY...frame.maxY)
    }
    let (aimed, end) = try self.gestures(top["gestures"], targets: targets, rowCount: rows.count, defaultRow: swipeRow)
    let gestures = aimed.filter { $0.row == swipeRow }.map(\.gesture)
    var otherSwipeRows: [Int: SwipeTimeline] = [:]
    for (index, target) in targets where index != swipeRow {
      otherSwipeRows[index] = SwipeTimeline(
        configuration: target.configuration, gestures: aimed.filter { $0.row == index }.map(\.gesture))
    }
    let duration =
      try top.number("duration", NumberRule(minimum: 0, maximum: 3600, excludesMinimum: true, unit: " s"), example: "3")
      ?? Swift.max(end, 0) + 1
    var darkColors = try top["darkColors"].map(self.darkColors) ?? [:]
    for (light, dark) in systemColors.dark where darkColors[light] == nil { darkColors[light] = dark }
    var stage = try stage(top, canvas: canvas)
    stage.width = width == tableWidth ? nil : tableWidth
    var scene = SwipeScene(
      name: name, summary: summary, duration: duration, rows: rows, swipeRow: swipeRow, darkColors: darkColors,
      timeline: SwipeTimeline(configuration: configuration, gestures: gestures),
      departures: try top["departures"].map { try oneLine($0, what: "departures note") } ?? "",
      stage: stage, renderingDefaults: canvas.rendering, typography: typography)
    scene.table = table
    scene.otherSwipeRows = otherSwipeRows
    try checkPixels(scene.size, canvas: canvas, at: canvas.fields?.node ?? rowsNode)
    return scene
  }

  /// The fonts of a font file named by a value.
  func font(_ node: JSONNode) throws -> Typography {
    let (name, url) = try self.url(of: node, example: "\"fonts/MyFont.ttf\"")
    do {
      return try Typography(contentsOf: url)
    } catch let error as FontError {
      throw unreadable(node, "font file", name, url, reason: Self.reason(error), fix: "name a TrueType (.ttf) or OpenType (.otf) font file")
    }
  }

  /// Why a font file was refused, in the words of an error line; nil when the file is missing.
  static func reason(_ error: FontError) -> String? {
    switch error.reason {
    case .unreadable: "it holds no font HarfBuzz can read"
    case .refused(let why): why
    case .missingFile, .missingResource: nil
    }
  }

  // MARK: - Rows

  func row(_ node: JSONNode) throws -> TableRow {
    let fields = try Fields(node, keys: SceneFileKeys.row, example: "{ \"style\": \"mail\", \"title\": \"Ada\" }")
    let style =
      try fields.choice("style", TableRow.Style.allCases.map { ($0.rawValue, $0) }) ?? .default
    if style == .value2, let subtitle = fields["subtitle"] {
      throw Diagnostic(
        subtitle, "a value2 row shows no subtitle: its text right of the title is detail",
        fix: "rename \"subtitle\" to \"detail\"")
    }
    if let content = fields["content"] {
      var row = try contentRow(content, fields)
      try rowShape(fields, into: &row)
      return row
    }
    if style != .mail, let unread = fields["unread"] {
      throw Diagnostic(
        unread, "only a mail row shows the unread dot; a \(style.rawValue) row has none",
        fix: "remove \"unread\", or set \"style\": \"mail\"")
    }
    if style == .mail, let image = fields["image"] {
      throw Diagnostic(
        image, "a mail row shows no image: its leading side holds the unread dot",
        fix: "remove \"image\", or use the subtitle style with \"accessories\" for a badge or time")
    }
    var row = TableRow(
      style: style, title: try fields.string("title") ?? "", subtitle: try fields.string("subtitle") ?? "",
      detail: try fields.string("detail") ?? "", body: try fields.string("body") ?? "",
      unread: try fields.bool("unread") ?? false, image: try fields["image"].map(image),
      accessory: try fields.choice("accessory", TableRow.Accessory.allCases.map { ($0.rawValue, $0) }) ?? .none,
      height: try fields.number("height", .positivePoints(upTo: 10_000), example: "96"),
      backgroundColor: try fields["backgroundColor"].map(color))
    try rowShape(fields, into: &row)
    try rowContent(fields, into: &row)
    return row
  }

  // MARK: - Sides

  /// `[x, y, width, height]` with a width and height of 0 or more.
  func rect(_ node: JSONNode) throws -> Rect {
    let values = try node.array(count: 4...4, of: "numbers", example: "[0, 44, 375, 326]")
    let x = try values[0].number(.coordinate)
    let y = try values[1].number(.coordinate)
    let w = try values[2].number(.points(upTo: 100_000))
    let h = try values[3].number(.points(upTo: 100_000))
    return Rect(x: x, y: y, width: w, height: h)
  }

  // MARK: - Stage

  private func stage(_ top: Fields, canvas: Canvas) throws -> SwipeStage {
    let placement = try top["buttonContentPlacement"].map(buttonContentPlacement) ?? nil
    if [.phoneMockup, .largeTitle].contains(canvas.chrome), let node = canvas.fields?["height"] {
      throw Diagnostic(node, "the \(canvas.chrome.rawValue) chrome has a canvas of its own size", fix: "remove \"height\"")
    }
    var stage = SwipeStage(
      chrome: canvas.chrome, title: canvas.title, height: canvas.height, placement: placement,
      lightPalette: canvas.tableColors, background: canvas.background,
      actionColorsFillRow: try top.bool("actionColorsFillRow") ?? false)
    stage.statusBar = try statusBar(canvas)
    return stage
  }

  private func buttonContentPlacement(_ node: JSONNode) throws -> LegacyButtonPlacement? {
    if case .string = node.value {
      return try node.choice([("standard", nil), ("readme2017", LegacyButtonPlacement.readme2017)])
    }
    let fields = try Fields(node, keys: SceneFileKeys.buttonContentPlacement, example: "\"readme2017\"")
    var placement = LegacyButtonPlacement.readme2017
    placement.imageCenterAbove = try fields.number("imageCenterAbove", .coordinate) ?? placement.imageCenterAbove
    placement.titleBaselineBelow = try fields.number("titleBaselineBelow", .coordinate) ?? placement.titleBaselineBelow
    return placement
  }

  func darkColors(_ node: JSONNode) throws -> [Color: Color] {
    guard case .object(let object) = node.value else {
      throw node.wrongType("an object of light colours to dark ones", example: "{ \"#2A88FF\": \"#0A84FF\" }")
    }
    var map: [Color: Color] = [:]
    for member in object.members {
      let keyNode = JSONNode(value: .string(member.key), position: member.keyPosition, path: member.value.path)
      let light = try ColorSyntax.color(keyNode).color
      if map[light] != nil {
        throw Diagnostic(keyNode, "this colour is listed twice", fix: "keep one entry per light colour")
      }
      map[light] = try ColorSyntax.color(member.value).color
    }
    return map
  }
}
