import Drawing
import SwipeScenes
import TextShaping

// The table keys of a swipe scene (docs/scene-file.md §19): `tableStyle`,
// `sections` (instead of `rows`; rows are numbered across sections),
// `rowSpacing` and `separatorStyle`, and each row's shape: `insets`,
// `cornerRadius` and `separator`. The swiped cell is the swiped row's shape:
// as wide as the table less insetGrouped's margins and the row's insets, as
// tall as the row less its insets.

extension SceneDecoder {
  /// The rows (from `rows` or `sections`), their nodes, the node they came from, and the table's appearance.
  func table(_ top: Fields) throws -> (rows: [TableRow], rowNodes: [JSONNode], node: JSONNode, table: TableAppearance) {
    var table = TableAppearance()
    table.style = try top.choice("tableStyle", TableStyle.allCases.map { ($0.rawValue, $0) }) ?? .plain
    table.rowSpacing = try top.number("rowSpacing", .points(upTo: 1000), example: "8") ?? 0
    table.separatorStyle =
      try top.choice("separatorStyle", TableSeparatorStyle.allCases.map { ($0.rawValue, $0) }) ?? .singleLine
    if let sectionsNode = top["sections"] {
      if let rows = top["rows"] {
        throw Diagnostic(rows, "a file has rows or sections, not both", fix: "move these rows into a section's \"rows\"")
      }
      var rows: [TableRow] = []
      var nodes: [JSONNode] = []
      for node in try sectionsNode.array(count: 1...100, of: "sections", example: "[{ \"rows\": […] }]") {
        let fields = try Fields(node, keys: SceneFileKeys.tableSection, example: "{ \"header\": \"General\", \"rows\": […] }")
        let rowNodes = try fields.required("rows", example: "[{ \"title\": \"Wi-Fi\" }]").array(count: 1...100, of: "rows")
        guard rows.count + rowNodes.count <= 100 else {
          throw Diagnostic(node, "too many rows: more than 100 in all sections", fix: "give at most 100 rows in all")
        }
        rows += try rowNodes.map(row)
        nodes += rowNodes
        table.sections.append(
          TableSection(
            header: try fields["header"].map { try oneLine($0, what: "header") } ?? "",
            footer: try fields["footer"].map { try $0.string() } ?? "", rowCount: rowNodes.count))
      }
      return (rows, nodes, sectionsNode, table)
    }
    let rowsNode = try top.required("rows", example: "[{ \"style\": \"mail\", \"title\": \"Ada\" }]")
    let nodes = try rowsNode.array(count: 1...100, of: "rows")
    return (try nodes.map(row), nodes, rowsNode, table)
  }

  /// A row's `insets`, `cornerRadius` and `separator`, read into `row`.
  func rowShape(_ fields: Fields, into row: inout TableRow) throws {
    if let node = fields["insets"] {
      let insets = try Fields(node, keys: SceneFileKeys.rowInsets, example: "{ \"leading\": 16, \"trailing\": 16 }")
      func side(_ key: String) throws -> Double { try insets.number(key, .points(upTo: 1000), example: "8") ?? 0 }
      row.insets = RowInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
    }
    if let node = fields["cornerRadius"] {
      if case .string = node.value {
        row.cornerRadius = try node.choice([("capsule", RowCornerRadius.capsule)])
      } else {
        row.cornerRadius = .points(try node.number(.points(upTo: 1000), example: "12"))
      }
    }
    if let node = fields["separator"] {
      if case .string = node.value {
        row.separator = try node.choice([("default", RowSeparator.default), ("none", .none)])
      } else {
        let separator = try Fields(node, keys: SceneFileKeys.rowSeparator, example: "{ \"leadingInset\": 60 }")
        row.separator = .custom(
          leadingInset: try separator.number("leadingInset", .points(), example: "60") ?? 0,
          trailingInset: try separator.number("trailingInset", .points(), example: "0") ?? 0,
          color: try separator["color"].map(color))
      }
    }
  }

  /// Every row's shape in table points, laid out with the file's fonts (headers and footers take room).
  static func rowShapes(
    _ rows: [TableRow], table: TableAppearance, width: Double, typography: Typography?, direction: LayoutDirection
  ) -> [Rect] {
    let hasText = table.sections.contains { !$0.header.isEmpty || !$0.footer.isEmpty }
    var layout = TableLayout(
      table, rows: rows, heights: rows.map(\.resolvedHeight), width: width,
      typography: typography ?? (hasText ? try? Typography() : nil), direction: direction)
    layout.moveTop(to: 0)
    return layout.rows.map(\.shape)
  }

  /// The rows, each without a height of its own given the height its text needs at its shape's
  /// width (``TableRow/fittingHeight(width:typography:)``) when that is more than its natural height.
  static func fitted(_ rows: [TableRow], table: TableAppearance, width: Double, typography: Typography?) -> [TableRow] {
    let plain = TableRow.TextProperties()
    let grows = rows.contains {
      $0.height == nil && ($0.content != nil || $0.textProperties != plain || $0.secondaryTextProperties != plain)
    }
    guard grows, let fonts = typography ?? (try? Typography()) else { return rows }
    let inset = TableLayout.sectionInset(table.style, tableWidth: width)
    return rows.map { row in
      guard row.height == nil else { return row }
      let shapeWidth = width - 2 * inset - row.insets.leading - row.insets.trailing
      if row.content != nil {
        var sized = row.sizedToContent(width: Swift.max(0, shapeWidth), typography: fonts)
        sized.height = sized.height.map { $0 + row.insets.top + row.insets.bottom }
        return sized
      }
      let fitting = row.fittingHeight(width: Swift.max(0, shapeWidth), typography: fonts)
      guard fitting > row.naturalHeight else { return row }
      var fitted = row
      fitted.height = fitting + row.insets.top + row.insets.bottom
      return fitted
    }
  }
}
