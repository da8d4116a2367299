import Drawing
import SwipeScenes

// `kind: swipe`: rows, sides, gestures and the stage around them.
//
// Every row is drawn at the swiped row's height (rows of different heights
// are not supported yet). The canvas is as tall as the table unless a height
// or a chrome says otherwise. Sides given as leading/trailing are placed for a
// left-to-right layout, the only one swipe scenes draw so far.

extension SceneDecoder {
  /// The height of a row of `style` when the file gives none: the Mail demo's 96 pt (docs/swipecellkit.md §11.1),
  /// UIKit's 44 pt for the cell styles.
  static func naturalHeight(_ style: TableRow.Style) -> Double { style.rawValue == "mail" ? 96 : 44 }

  /// Keys that only onboarding scenes take, with the fix for a swipe scene.
  private static let onboardingOnly = ["hint": "remove it, or set \"kind\": \"onboarding\""]

  func swipeScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> SwipeScene {
    for (key, fix) in Self.onboardingOnly {
      if let node = top[key] { throw Diagnostic(node, "\(key) is only for onboarding scenes", fix: fix) }
    }
    if canvas.direction == .rightToLeft, let node = canvas.fields?["layoutDirection"] {
      throw Diagnostic(node, "right-to-left swipe scenes are not supported yet", fix: "remove it, or use \"leftToRight\"")
    }
    let rowsNode = try top.required("rows", example: "[{ \"style\": \"mail\", \"title\": \"Ada\" }]")
    let rowNodes = try rowsNode.array(count: 1...100, of: "rows")
    var rows: [TableRow] = []
    var height: Double?
    for node in rowNodes {
      let (row, rowHeight, heightNode) = try self.row(node)
      if let height, rowHeight != height {
        throw Diagnostic(
          heightNode ?? node,
          "rows of different heights are not supported yet: this row is \(JSONWriter.number(rowHeight)) pt tall, the first \(JSONWriter.number(height)) pt",
          fix: "give every row the same height")
      }
      height = rowHeight
      rows.append(row)
    }
    let rowHeight = height ?? 96
    let swipeRow = try top.integer("swipeRow", in: 0...(rows.count - 1)) ?? 0
    let (left, right) = try sides(top)
    let width = try tableWidth(canvas)
    let cellY = try top.number("swipeRowY", .coordinate, example: "0") ?? Double(swipeRow) * rowHeight
    let visibleRect = try top["visibleRect"].map(rect)
    let configuration = SwipeCellConfiguration(
      width: width, height: rowHeight, left: left.side, right: right.side, cellY: cellY, visibleRect: visibleRect)
    let swipeRowCenter = Double(swipeRow) * rowHeight + rowHeight / 2
    let (gestures, end) = try self.gestures(top["gestures"], configuration: configuration, fingerY: swipeRowCenter)
    let duration =
      try top.number("duration", NumberRule(minimum: 0, maximum: 3600, excludesMinimum: true, unit: " s"), example: "3")
      ?? Swift.max(end, 0) + 1
    var darkColors = try top["darkColors"].map(self.darkColors) ?? [:]
    for (light, dark) in left.addedDarkColors.merging(right.addedDarkColors, uniquingKeysWith: { a, _ in a })
    where darkColors[light] == nil {
      darkColors[light] = dark
    }
    let stage = try self.stage(top, canvas: canvas, rowCount: rows.count, rowHeight: rowHeight, width: width)
    return SwipeScene(
      name: name, summary: summary, duration: duration, rows: rows, swipeRow: swipeRow, darkColors: darkColors,
      timeline: SwipeTimeline(configuration: configuration, gestures: gestures),
      departures: try top["departures"].map { try oneLine($0, what: "departures note") } ?? "", stage: stage)
  }

  // MARK: - Rows

  /// The names of row styles format version 1 defines.
  static let rowStyleNames = ["default", "subtitle", "value1", "value2", "mail"]

  private func row(_ node: JSONNode) throws -> (TableRow, height: Double, heightNode: JSONNode?) {
    let fields = try Fields(node, keys: SceneFileKeys.row, example: "{ \"style\": \"mail\", \"title\": \"Ada\" }")
    let supported = TableRow.Style.allCases.map { ($0.rawValue, $0) }
    let style: TableRow.Style
    if let styleNode = fields["style"] {
      style = try styleNode.choice(supported, unsupported: Self.rowStyleNames.filter { TableRow.Style(rawValue: $0) == nil })
    } else if let plain = TableRow.Style(rawValue: "default") {
      style = plain
    } else {
      throw Diagnostic(
        at: node.position, path: node.path.appending("style"), "the default row style 'default' is not supported yet",
        fix: "add \"style\": " + supported.map { "\"\($0.0)\"" }.joined(separator: " or "))
    }
    if let image = fields["image"] {
      _ = try self.image(image)
      throw Diagnostic(image, "row images are not supported yet", fix: "remove \"image\" from the row")
    }
    if let accessory = fields["accessory"] {
      let supportedAccessories = ["none"]
      _ = try accessory.choice(supportedAccessories.map { ($0, ()) }, unsupported: ["disclosureIndicator", "checkmark"])
    }
    if let color = fields["backgroundColor"] {
      _ = try ColorSyntax.color(color)
      throw Diagnostic(
        color, "row background colours are not supported yet",
        fix: "remove it: canvas.tableColors.background colours every row")
    }
    let row = TableRow(
      style: style, title: try fields.string("title") ?? "", subtitle: try fields.string("subtitle") ?? "",
      detail: try fields.string("detail") ?? "", body: try fields.string("body") ?? "",
      unread: try fields.bool("unread") ?? false)
    let height = try fields.number("height", .positivePoints(upTo: 10_000), example: "96") ?? Self.naturalHeight(style)
    return (row, height, fields["height"])
  }

  // MARK: - Sides

  /// A side and the dark colours its defaults need.
  struct DecodedSide {
    var side: SwipeSide?
    var addedDarkColors: [Color: Color] = [:]
  }

  private func sides(_ top: Fields) throws -> (left: DecodedSide, right: DecodedSide) {
    let physical = ["left", "right"].compactMap { top[$0] }
    let logical = ["leading", "trailing"].compactMap { top[$0] }
    if let first = logical.first, !physical.isEmpty {
      throw Diagnostic(
        first, "left/right and leading/trailing are mixed",
        fix: "use either left and right or leading and trailing")
    }
    let leftNode = top["left"] ?? top["leading"], rightNode = top["right"] ?? top["trailing"]
    guard leftNode != nil || rightNode != nil else {
      throw Diagnostic(
        at: top.node.position, path: top.node.path, "a swipe scene has no actions",
        fix: "add \"right\": { \"actions\": […] } or \"left\" (or leading/trailing)")
    }
    return (try leftNode.map(side) ?? DecodedSide(), try rightNode.map(side) ?? DecodedSide())
  }

  private func tableWidth(_ canvas: Canvas) throws -> Double {
    let stage = SwipeStage(kind: canvas.chrome)
    guard let fixed = stage.tableWidth else { return canvas.width ?? 390 }
    if let width = canvas.width, width != fixed, let node = canvas.fields?["width"] {
      throw Diagnostic(
        node, "this chrome shows a table \(JSONWriter.number(fixed)) pt wide",
        fix: "remove \"width\" or write \(JSONWriter.number(fixed))")
    }
    return fixed
  }

  /// `[x, y, width, height]` with a width and height of 0 or more.
  func rect(_ node: JSONNode) throws -> Rect {
    let values = try node.array(count: 4...4, of: "numbers", example: "[0, 44, 375, 326]")
    let x = try values[0].number(.coordinate), y = try values[1].number(.coordinate)
    let w = try values[2].number(.points(upTo: 100_000)), h = try values[3].number(.points(upTo: 100_000))
    return Rect(x: x, y: y, width: w, height: h)
  }

  // MARK: - Stage

  private func stage(_ top: Fields, canvas: Canvas, rowCount: Int, rowHeight: Double, width: Double) throws -> SwipeStage {
    let placement = try top["buttonContentPlacement"].map(buttonContentPlacement) ?? nil
    var stage = SwipeStage(kind: canvas.chrome, placement: placement, lightPalette: canvas.tableColors)
    let place = canvas.fields?.node ?? top["rows"] ?? top.node
    if canvas.chrome == .row {
      let height = canvas.height ?? Double(rowCount) * rowHeight
      stage.canvasHeight = height == rowHeight ? nil : height
    } else if let height = canvas.height, let node = canvas.fields?["height"] {
      let fixed = stage.size(cellWidth: width, cellHeight: rowHeight).height
      if height != fixed {
        throw Diagnostic(
          node, "this chrome's canvas is \(JSONWriter.number(fixed)) pt tall",
          fix: "remove \"height\" or write \(JSONWriter.number(fixed))")
      }
    }
    try checkPixels(stage.size(cellWidth: width, cellHeight: rowHeight), canvas: canvas, at: place)
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

  private func darkColors(_ node: JSONNode) throws -> [Color: Color] {
    guard case .object(let object) = node.value else {
      throw node.wrongType("an object of light colours to dark ones", example: "{ \"#2A88FF\": \"#0A84FF\" }")
    }
    var map: [Color: Color] = [:]
    for member in object.members {
      let keyNode = JSONNode(value: .string(member.key), position: member.keyPosition, path: member.value.path)
      let light = try ColorSyntax.color(keyNode)
      if map[light] != nil {
        throw Diagnostic(keyNode, "this colour is listed twice", fix: "keep one entry per light colour")
      }
      map[light] = try ColorSyntax.color(member.value)
    }
    return map
  }
}
