import Drawing
import TextShaping

// UIKit's four cell styles, laid out as a plain-style table cell on an iPhone
// (docs/table-rows.md §1): layout margins of 16 pt (20 pt from 414 pt wide);
// an image at the leading margin, centred vertically, with the text 16 pt after
// it; a disclosure chevron (7.5 × 12 pt) or a check mark (14 × 11 pt) ending at
// the trailing margin, with 10 pt before it; titles in 17-pt regular. The
// subtitle style sets the subtitle in 12 pt under the title, the two lines
// centred together; value1 right-aligns the detail in 17-pt secondary text;
// value2 sets the title in 15-pt semibold tint, right-aligned in a 91-pt
// column, and the detail after it in 15 pt. Every line is cut with "…" when
// it does not fit. The separator runs from the text's start to the row's end.

extension TableRowRenderer {
  /// The leading and trailing margin of a row `width` points wide.
  static func margin(width: Double) -> Double { width >= 414 ? 20 : 16 }

  /// Records a row in one of UIKit's four styles.
  func drawStandard(_ row: TableRow, at origin: Point, height: Double, into list: inout DisplayList) {
    let width = layout.width
    let box = Rect(x: origin.x, y: origin.y, width: width, height: height)
    list.fill(box, color: row.backgroundColor ?? palette.background)
    let margin = Self.margin(width: width)
    var textStart = box.minX + margin
    if let image = row.image {
      let frame = placed(
        Rect(x: textStart, y: box.midY - image.size.height / 2, width: image.size.width, height: image.size.height),
        origin: box.origin)
      image.draw(at: frame.origin, color: palette.tint, into: &list)
      textStart += image.size.width + 16
    }
    var accessoryRoom = 0.0
    mirrored(box.origin, into: &list) { list in
      accessoryRoom = drawAccessory(row.accessory, right: box.maxX - margin, centerY: box.midY, into: &list)
    }
    let textEnd = box.maxX - margin - accessoryRoom
    let room = Swift.max(0, textEnd - textStart)
    let title = typography.font(.regular, 17)
    switch row.style {
    case .default, .mail:
      line(in: box, row.title, font: title, x: textStart, width: room, centerY: box.midY, color: palette.label, into: &list)
    case .subtitle:
      let small = typography.font(.regular, 12)
      let top = box.midY - (title.lineHeight + small.lineHeight) / 2
      line(in: box, row.title, font: title, x: textStart, width: room, centerY: top + title.lineHeight / 2, color: palette.label, into: &list)
      line(
        in: box,
        row.subtitle, font: small, x: textStart, width: room, centerY: top + title.lineHeight + small.lineHeight / 2,
        color: palette.secondaryLabel, into: &list)
    case .value1:
      let detail = TextLayout(row.detail, font: title, width: room, maxLines: 1)
      let detailWidth = detail.lines.first?.run.width ?? 0
      line(in: box, row.detail, font: title, x: textEnd - detailWidth, width: detailWidth, centerY: box.midY, color: palette.secondaryLabel, into: &list)
      let titleRoom = Swift.max(0, room - detailWidth - (detailWidth > 0 ? 8 : 0))
      line(in: box, row.title, font: title, x: textStart, width: titleRoom, centerY: box.midY, color: palette.label, into: &list)
    case .value2:
      let column = 91.0
      let label = typography.font(.semibold, 15), value = typography.font(.regular, 15)
      line(
        in: box,
        row.title, font: label, x: textStart, width: Swift.min(column, room), centerY: box.midY, color: palette.tint,
        alignment: .right, into: &list)
      let after = textStart + column + 6
      line(in: box, row.detail, font: value, x: after, width: Swift.max(0, textEnd - after), centerY: box.midY, color: palette.label, into: &list)
    }
    list.fill(
      placed(Rect(x: textStart, y: box.maxY - 0.5, width: box.maxX - textStart, height: 0.5), origin: box.origin),
      color: palette.separator)
  }

  /// Records one line of text in a box `width` points wide starting at `x` (left to right), its line
  /// box centred on `centerY`; right to left the box is mirrored within `row` and the alignment turned.
  func line(
    in row: Rect, _ string: String, font: Font, x: Double, width: Double, centerY: Double, color: Color,
    alignment: TextLayout.Alignment = .left, into list: inout DisplayList
  ) {
    guard !string.isEmpty else { return }
    let text = TextLayout(string, font: font, width: width, maxLines: 1, alignment: textAlignment(alignment))
    let left = placed(Rect(x: x, y: centerY, width: width, height: 0), origin: row.origin).minX
    list.draw(text, at: Point(x: left, y: centerY - font.lineHeight / 2), color: color)
  }

  /// Records the accessory ending at `right`; returns the width it and its gap take from the text.
  func drawAccessory(_ accessory: TableRow.Accessory, right: Double, centerY: Double, into list: inout DisplayList) -> Double {
    switch accessory {
    case .none:
      return 0
    case .disclosureIndicator:
      drawChevron(right: right, centerY: centerY, into: &list)
      return 7.5 + 10
    case .checkmark:
      var b = PathBuilder()
      b.addPolyline(
        [Point(x: right - 13.5, y: centerY), Point(x: right - 9, y: centerY + 4.8), Point(x: right - 0.8, y: centerY - 5.2)],
        width: 2)
      list.fill(b.finish() ?? .empty, color: palette.tint)
      return 14 + 10
    }
  }
}
