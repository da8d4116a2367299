import Drawing
import TextShaping

// UIKit's four cell styles, laid out as a plain-style table cell on an iPhone
// (docs/table-rows.md §1): layout margins of 16 pt (20 pt from 414 pt wide);
// an image at the leading margin, centred vertically, with the text 16 pt after
// it; the accessories ending at the trailing margin, with 10 pt before them
// (TableRowRenderer+Accessories); titles in 17-pt regular. The
// subtitle style sets the subtitle in 12 pt under the title, the two blocks
// centred together; value1 right-aligns the detail in 17-pt secondary text;
// value2 sets the title in 15-pt semibold tint, right-aligned in a 91-pt
// column, and the detail after it in 15 pt. A row's text properties replace
// these fonts, colours and the one-line limit (docs/ios-metrics.md §5); the
// last line kept is cut with "…" when the text does not fit. The separator
// runs from the text's start to the row's end.

extension TableRowRenderer {
  /// The leading and trailing margin of a row `width` points wide.
  static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// The fonts, colours and line limits of a row's title and secondary text in its style.
  struct StandardText {
    var title: Font
    var titleColor: Color
    var titleLines: Int
    var secondary: Font
    var secondaryColor: Color
    var secondaryLines: Int
  }

  /// The style's text, with the row's text properties applied.
  func standardText(_ row: TableRow) -> StandardText {
    let t = row.textProperties, s = row.secondaryTextProperties
    let title: Font, titleColor: Color, secondary: Font, secondaryColor: Color
    switch row.style {
    case .value2:
      title = t.font(typography, weight: .semibold, size: 15)
      titleColor = t.color ?? palette.tint
      secondary = s.font(typography, weight: .regular, size: 15)
      secondaryColor = s.color ?? palette.label
    case .subtitle:
      title = t.font(typography, weight: .regular, size: 17)
      titleColor = t.color ?? palette.label
      secondary = s.font(typography, weight: .regular, size: 12)
      secondaryColor = s.color ?? palette.secondaryLabel
    default:
      title = t.font(typography, weight: .regular, size: 17)
      titleColor = t.color ?? palette.label
      secondary = s.font(typography, weight: .regular, size: 17)
      secondaryColor = s.color ?? palette.secondaryLabel
    }
    return StandardText(
      title: title, titleColor: titleColor, titleLines: t.numberOfLines ?? 1, secondary: secondary,
      secondaryColor: secondaryColor, secondaryLines: s.numberOfLines ?? 1)
  }

  /// Records a row in one of UIKit's four styles.
  func drawStandard(_ row: TableRow, at origin: Point, height: Double, into list: inout DisplayList) {
    let width = layout.width
    let box = Rect(x: origin.x, y: origin.y, width: width, height: height)
    list.fill(box, color: row.backgroundColor ?? palette.background)
    let margin = Self.margin(width: width)
    var textStart = box.minX + margin
    if let image = row.image {
      textStart += drawImage(image, of: row, left: textStart, box: box, into: &list) + 16
    }
    let accessoryRoom = drawAccessories(of: row, right: box.maxX - margin, box: box, into: &list)
    let textEnd = box.maxX - margin - accessoryRoom
    let room = Swift.max(0, textEnd - textStart)
    let text = standardText(row)
    let titleAlignment = alignment(row.textProperties.alignment)
    switch row.style {
    case .default, .mail:
      block(
        in: box, row.title, font: text.title, lines: text.titleLines, x: textStart, width: room, centerY: box.midY,
        color: text.titleColor, alignment: titleAlignment, into: &list)
    case .subtitle:
      let title = TextLayout(row.title, font: text.title, width: room, maxLines: text.titleLines, direction: direction.textDirection)
      let subtitle = TextLayout(
        row.subtitle, font: text.secondary, width: room, maxLines: text.secondaryLines, direction: direction.textDirection)
      let titleHeight = Double(Swift.max(1, title.lines.count)) * text.title.lineHeight
      let subtitleHeight = Double(Swift.max(1, subtitle.lines.count)) * text.secondary.lineHeight
      let top = box.midY - (titleHeight + subtitleHeight) / 2
      block(
        in: box, row.title, font: text.title, lines: text.titleLines, x: textStart, width: room,
        centerY: top + titleHeight / 2, color: text.titleColor, alignment: titleAlignment, into: &list)
      block(
        in: box,
        row.subtitle, font: text.secondary, lines: text.secondaryLines, x: textStart, width: room,
        centerY: top + titleHeight + subtitleHeight / 2, color: text.secondaryColor,
        alignment: alignment(row.secondaryTextProperties.alignment), into: &list)
    case .value1:
      let detail = TextLayout(
        row.detail, font: text.secondary, width: room, maxLines: text.secondaryLines, direction: direction.textDirection)
      let detailWidth = detail.lines.map(\.run.width).max() ?? 0
      block(
        in: box, row.detail, font: text.secondary, lines: text.secondaryLines, x: textEnd - detailWidth,
        width: detailWidth, centerY: box.midY, color: text.secondaryColor, alignment: .right, into: &list)
      let titleRoom = Swift.max(0, room - detailWidth - (detailWidth > 0 ? 8 : 0))
      block(
        in: box, row.title, font: text.title, lines: text.titleLines, x: textStart, width: titleRoom, centerY: box.midY,
        color: text.titleColor, alignment: titleAlignment, into: &list)
    case .value2:
      let column = 91.0
      block(
        in: box,
        row.title, font: text.title, lines: text.titleLines, x: textStart, width: Swift.min(column, room),
        centerY: box.midY, color: text.titleColor, alignment: .right, into: &list)
      let after = textStart + column + 6
      block(
        in: box, row.detail, font: text.secondary, lines: text.secondaryLines, x: after,
        width: Swift.max(0, textEnd - after), centerY: box.midY, color: text.secondaryColor,
        alignment: alignment(row.secondaryTextProperties.alignment), into: &list)
    }
    drawSeparator(row.separator, textStart: textStart, box: box, into: &list)
  }

  /// The layout alignment of a text property's alignment, left to right.
  func alignment(_ alignment: TableRow.TextAlignment) -> TextLayout.Alignment {
    alignment == .center ? .center : .left
  }

  /// Records the row's image at the leading margin, centred vertically, at its drawn size
  /// (``TableRow/ImageProperties``), clipped to its rounding; returns its width.
  func drawImage(_ image: ActionImage, of row: TableRow, left: Double, box: Rect, into list: inout DisplayList) -> Double {
    let properties = row.imageProperties
    var drawn = image
    drawn.size = properties.drawnSize(of: image)
    let frame = placed(
      Rect(x: left, y: box.midY - drawn.size.height / 2, width: drawn.size.width, height: drawn.size.height),
      origin: box.origin)
    let tint = properties.tintColor ?? palette.tint
    switch properties.cornerRadius {
    case nil:
      drawn.draw(at: frame.origin, color: tint, into: &list)
    case .some(let corner):
      let limit = Swift.min(frame.width, frame.height) / 2
      let radius: Double
      switch corner {
      case .circle: radius = limit
      case .points(let value): radius = Swift.min(Swift.max(0, value), limit)
      }
      list.clipped(to: .roundedRect(frame, radius: radius)) { list in drawn.draw(at: frame.origin, color: tint, into: &list) }
    }
    return drawn.size.width
  }

  /// Records text of at most `lines` lines (0: no limit) in a box `width` points wide starting at
  /// `x` (left to right), its lines centred together on `centerY`; right to left the box is
  /// mirrored within `row` and the alignment turned.
  func block(
    in row: Rect, _ string: String, font: Font, lines: Int = 1, x: Double, width: Double, centerY: Double, color: Color,
    alignment: TextLayout.Alignment = .left, into list: inout DisplayList
  ) {
    guard !string.isEmpty else { return }
    let text = TextLayout(
      string, font: font, width: width, maxLines: lines, alignment: textAlignment(alignment),
      direction: direction.textDirection)
    let left = placed(Rect(x: x, y: centerY, width: width, height: 0), origin: row.origin).minX
    let count = Double(Swift.max(1, text.lines.count))
    list.draw(text, at: Point(x: left, y: centerY - count * font.lineHeight / 2), color: color)
  }
}
