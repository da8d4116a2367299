import Drawing
import TextShaping

// UIKit's list metrics on an iPhone, by table style (docs/ios-metrics.md §2):
// the layout margins, insetGrouped's section inset and corner radius, and the
// padding around section header and footer text.

/// The fixed distances of a table style.
struct TableMetrics {
  /// The style.
  var style: TableStyle
  /// The layout margin: 16 pt under 414 pt of table width, 20 pt from 414 pt.
  var margin: Double
  /// How far each section is inset from the table's sides (insetGrouped: the layout margin).
  var sectionInset: Double
  /// The radius of an insetGrouped section's outer corners.
  let sectionCornerRadius = 10.0

  init(_ style: TableStyle, tableWidth: Double) {
    self.style = style
    margin = Self.margin(width: tableWidth)
    sectionInset = style == .insetGrouped ? margin : 0
  }

  /// The layout margin of a view `width` points wide.
  static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// Where header and footer text starts inside a section `width` points wide: the cells' own margin.
  func textMargin(_ width: Double) -> Double { Self.margin(width: width) }

  /// Space between a header's text and its section's first row.
  let headerBottom = 6.0
  /// Space between a section's last row and its footer's text.
  let footerTop = 6.0
  /// The gap below the last section of a grouped table.
  var endGap: Double { style.isGrouped ? 18 : 0 }

  /// The space above a section: its header's text with padding, or the bare gap between sections.
  func headerRegion(_ text: TextLayout?, first: Bool) -> Double {
    if let text { return (style.isGrouped ? 17 : 6) + text.size.height + headerBottom }
    guard style.isGrouped else { return 0 }
    return first ? 35 : 18
  }

  /// The space below a section: its footer's text with padding, or the grouped gap.
  func footerRegion(_ text: TextLayout?) -> Double {
    if let text { return footerTop + text.size.height + (style.isGrouped ? 17 : 6) }
    return style.isGrouped ? 17 : 0
  }

  /// A header's or footer's text laid out in a section `sectionWidth` wide, or nil when empty.
  ///
  /// Grouped headers are 13-pt regular capitals (`UIListContentConfiguration.groupedHeader()`),
  /// plain headers 17-pt semibold; footers 13-pt regular. Text wraps without a line limit.
  func text(
    _ string: String, header: Bool, sectionWidth: Double, typography: Typography?, direction: LayoutDirection
  ) -> TextLayout? {
    guard !string.isEmpty, let typography else { return nil }
    let font = header && !style.isGrouped ? typography.font(.semibold, 17) : typography.font(.regular, 13)
    let shown = header && style.isGrouped ? string.uppercased() : string
    return TextLayout(
      shown, font: font, width: Swift.max(0, sectionWidth - 2 * textMargin(sectionWidth)), maxLines: 0,
      alignment: direction == .rightToLeft ? .right : .left, direction: direction.textDirection)
  }
}
