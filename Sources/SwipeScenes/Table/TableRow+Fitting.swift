import Drawing
import TextShaping

// The height a standard-style row needs for its text (docs/scene-file.md §20):
// UIKit sizes a self-sizing cell to its content plus the cell's layout margins,
// 11 pt above and below. The text is measured at the width the row leaves it:
// the row less its margins, its image and its accessories.

extension TableRow {
  /// The row's height at `width` points wide: its ``naturalHeight``, or more when its text
  /// properties make the text taller (several lines, a larger font).
  ///
  /// - Parameters:
  ///   - width: The row's shape width.
  ///   - typography: The fonts the text is measured in.
  /// - Returns: At least ``naturalHeight``.
  public func fittingHeight(width: Double, typography: Typography) -> Double {
    guard style != .mail, textProperties != TextProperties() || secondaryTextProperties != TextProperties() else {
      return naturalHeight
    }
    let renderer = TableRowRenderer(layout: MailRowLayout(width: width), palette: .standard(.light), typography: typography)
    var room = width - 2 * TableRowRenderer.margin(width: width)
    if let image { room -= imageProperties.drawnSize(of: image).width + 16 }
    room -= renderer.accessoryRoom(of: self)
    room = Swift.max(0, room)
    let text = renderer.standardText(self)
    func height(_ string: String, _ font: Font, _ lines: Int, _ width: Double) -> Double {
      let layout = TextLayout(string, font: font, width: width, maxLines: lines)
      return Double(Swift.max(1, layout.lines.count)) * font.lineHeight
    }
    let title = height(title, text.title, text.titleLines, style == .value2 ? Swift.min(91, room) : room)
    let content: Double
    switch style {
    case .subtitle: content = title + height(subtitle, text.secondary, text.secondaryLines, room)
    case .value1, .value2: content = Swift.max(title, height(detail, text.secondary, text.secondaryLines, room))
    case .default, .mail: content = title
    }
    return Swift.max(naturalHeight, content + 22)
  }
}

extension TableRowRenderer {
  /// The width a row's accessories and their gap take from its text.
  func accessoryRoom(of row: TableRow) -> Double {
    guard !row.accessories.isEmpty else {
      switch row.accessory {
      case .none: return 0
      case .disclosureIndicator: return 7.5 + 10
      case .checkmark: return 14 + 10
      }
    }
    return row.accessories.reduce(0) { $0 + accessoryWidth($1) + Self.accessoryGap }
  }
}
