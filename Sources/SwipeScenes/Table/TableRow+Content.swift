import Drawing
import Layout
import TextShaping

// A row whose content is a view (SwiftUI's vocabulary, the Layout target): it
// replaces the style's layout and is laid out in the row's layout margins —
// 16 pt at each side (20 pt from 414 pt wide, docs/table-rows.md §1) and 11 pt
// above and below, the margins of a UITableViewCell's contentView on an iPhone
// (docs/layout.md §6). A row without a height is as tall as its content plus
// those margins; a taller or shorter row centres its content vertically.

extension TableRow {
  /// The layout margin above and below a row's content.
  public static let contentVerticalMargin = 11.0

  /// A row that draws `content` in its layout margins.
  ///
  /// - Parameters:
  ///   - content: The view.
  ///   - height: The height in points, or nil for the content's height plus 22 pt (set with
  ///     ``sizedToContent(width:typography:)``).
  ///   - backgroundColor: The row's background. Default: the table's.
  public init(content: View, height: Double? = nil, backgroundColor: Color? = nil) {
    self.init(style: .default, title: "", height: height, backgroundColor: backgroundColor)
    self.content = content
  }

  /// This row with its height set to its content's height plus the margins, when it has content
  /// and no height of its own, for a table `width` points wide.
  public func sizedToContent(width: Double, typography: Typography) -> TableRow {
    guard let content, height == nil else { return self }
    var row = self
    let placed = content.layout(in: Self.contentProposal(width: width), environment: Self.environment(typography, .standard(.light)))
    row.height = placed.frame.height + 2 * Self.contentVerticalMargin
    return row
  }

  /// What a row `width` points wide offers its content: the width inside its margins, any height.
  static func contentProposal(width: Double) -> ProposedSize {
    ProposedSize(width: Swift.max(0, width - 2 * TableRowRenderer.margin(width: width)), height: nil)
  }

  /// The environment a row's content is laid out in: the scene's fonts, the palette's label
  /// colour, and the controls' colours for the palette's appearance.
  static func environment(
    _ typography: Typography, _ palette: TablePalette, isRightToLeft: Bool = false
  ) -> LayoutEnvironment {
    let isDark = palette.background.red + palette.background.green + palette.background.blue < 1.5
    return LayoutEnvironment(
      systemFont: { weight, size in typography.font(weight, size) }, foreground: palette.label,
      isRightToLeft: isRightToLeft, controls: ControlColors(isDark ? .dark : .light))
  }
}

extension TableRowRenderer {
  /// Records a row whose content is a view: its background, the view in the margins, the separator.
  func drawContent(_ row: TableRow, _ content: View, at origin: Point, height: Double, into list: inout DisplayList) {
    let width = layout.width
    let box = Rect(x: origin.x, y: origin.y, width: width, height: height)
    list.fill(box, color: row.backgroundColor ?? palette.background)
    let margin = Self.margin(width: width)
    let environment = TableRow.environment(typography, palette, isRightToLeft: direction == .rightToLeft)
    let laidOut = content.layout(in: TableRow.contentProposal(width: width), environment: environment)
    let top = box.minY + (height - laidOut.frame.height) / 2
    laidOut.draw(at: Point(x: box.minX + margin, y: top), into: &list)
    list.fill(
      placed(Rect(x: box.minX + margin, y: box.maxY - 0.5, width: width - margin, height: 0.5), origin: box.origin),
      color: palette.separator)
  }
}
