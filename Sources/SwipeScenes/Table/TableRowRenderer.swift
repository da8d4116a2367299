import Drawing
import TextShaping

/// Draws a table row's content in its style: for the Mail layout the sender, date, chevron,
/// subject, body, unread dot and separator.
public struct TableRowRenderer: Sendable {
  /// Where things go.
  public var layout: MailRowLayout
  /// The colours.
  public var palette: TablePalette
  /// The fonts.
  public var typography: Typography

  /// Creates a renderer.
  public init(layout: MailRowLayout, palette: TablePalette, typography: Typography) {
    self.layout = layout
    self.palette = palette
    self.typography = typography
  }

  /// Records `row` with its top-left corner at `origin`.
  ///
  /// - Parameters:
  ///   - row: The row's content.
  ///   - origin: The row's top-left corner.
  ///   - height: The row's height; the separator is its bottom half point.
  ///   - dotScale: The unread dot's scale (0.001 hides it).
  ///   - list: Where to record.
  public func draw(_ row: TableRow, at origin: Point, height: Double, dotScale: Double, into list: inout DisplayList) {
    switch row.style {
    case .mail: drawMail(row, at: origin, height: height, dotScale: dotScale, into: &list)
    case .default, .subtitle, .value1, .value2: drawStandard(row, at: origin, height: height, into: &list)
    }
  }

  /// Records a row in the Mail layout.
  func drawMail(_ row: TableRow, at origin: Point, height: Double, dotScale: Double, into list: inout DisplayList) {
    let l = layout
    list.fill(Rect(x: origin.x, y: origin.y, width: l.width, height: height), color: row.backgroundColor ?? palette.background)
    let right = origin.x + l.width - l.trailingMargin
    let left = origin.x + l.leadingMargin
    let headline = typography.font(.semibold, 17)
    let subhead = typography.font(.regular, 15)
    // Date, right-aligned, then the sender in the room left of it.
    let date = TextLayout(row.detail, font: subhead, maxLines: 1)
    let dateRight = origin.x + l.width - l.dateTrailing
    line(date, left: dateRight - date.size.width, baseline: origin.y + l.senderBaseline, color: palette.secondaryLabel, into: &list)
    let senderWidth = Swift.max(0, dateRight - date.size.width - 6 - left)
    let sender = TextLayout(row.title, font: headline, width: senderWidth, maxLines: 1)
    line(sender, left: left, baseline: origin.y + l.senderBaseline, color: palette.label, into: &list)
    drawChevron(right: right, centerY: origin.y + l.senderBaseline - 6, into: &list)
    let subject = TextLayout(row.subtitle, font: subhead, width: right - left, maxLines: 1)
    line(subject, left: left, baseline: origin.y + l.subjectBaseline, color: palette.label, into: &list)
    let body = TextLayout(
      row.body, font: subhead, width: right - left, maxLines: l.bodyLines, lineHeight: l.bodyLinePitch)
    line(body, left: left, baseline: origin.y + l.bodyBaseline, color: palette.secondaryLabel, into: &list)
    if dotScale > 0.01 {
      let r = l.dotDiameter / 2 * dotScale
      list.fill(.circle(center: Point(x: origin.x + l.dotCenter.x, y: origin.y + l.dotCenter.y), radius: r), color: palette.tint)
    }
    let hairline = 0.5
    list.fill(
      Rect(x: left, y: origin.y + height - hairline, width: origin.x + l.width - left, height: hairline),
      color: palette.separator)
  }

  /// Records a layout whose first baseline is at `baseline`, its lines starting at `left`.
  func line(_ text: TextLayout, left: Double, baseline: Double, color: Color, into list: inout DisplayList) {
    guard let first = text.lines.first else { return }
    list.draw(text, at: Point(x: left, y: baseline - first.origin.y), color: color)
  }

  /// The disclosure chevron: a 1.5-pt ">" 7.5 × 12 pt, ending at `right`.
  ///
  /// - Parameters:
  ///   - right: Where the chevron's point ends.
  ///   - centerY: Its vertical centre.
  ///   - list: Where to record.
  func drawChevron(right: Double, centerY: Double, into list: inout DisplayList) {
    var b = PathBuilder()
    b.addPolyline(
      [Point(x: right - 6.4, y: centerY - 5.3), Point(x: right - 0.8, y: centerY), Point(x: right - 6.4, y: centerY + 5.3)],
      width: 1.5)
    list.fill(b.finish() ?? .empty, color: palette.chevron)
  }
}
