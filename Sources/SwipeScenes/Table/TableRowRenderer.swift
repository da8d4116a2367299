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
  /// The table's direction: right to left, every part is placed as the mirror image of its
  /// left-to-right frame, text aligned to the right (docs/mgswipe-rtl-rounded.md §5.5).
  public var direction: LayoutDirection
  /// The appearance, for the colours of controls (a switch's track, a badge's grey).
  public var appearance = Appearance.light
  /// Whether the row gets a separator: false when the table has none, or under a grouped section's last row.
  public var showsSeparator = true

  /// Creates a renderer.
  ///
  /// - Parameters:
  ///   - layout: Where things go.
  ///   - palette: The colours.
  ///   - typography: The fonts.
  ///   - direction: The table's direction. Default: left to right.
  public init(layout: MailRowLayout, palette: TablePalette, typography: Typography, direction: LayoutDirection = .leftToRight) {
    self.layout = layout
    self.palette = palette
    self.typography = typography
    self.direction = direction
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
    if let content = row.content { return drawContent(row, content, at: origin, height: height, into: &list) }
    switch row.style {
    case .mail: drawMail(row, at: origin, height: height, dotScale: dotScale, into: &list)
    case .default, .subtitle, .value1, .value2: drawStandard(row, at: origin, height: height, into: &list)
    }
  }

  /// Records a row in the Mail layout.
  ///
  /// Right to left, each text is laid out in the frame it has left to right, the frame is
  /// mirrored about the row's centre and the text aligned to its right; the chevron and the
  /// unread dot are mirrored with it.
  func drawMail(_ row: TableRow, at origin: Point, height: Double, dotScale: Double, into list: inout DisplayList) {
    let l = layout
    list.fill(Rect(x: origin.x, y: origin.y, width: l.width, height: height), color: row.backgroundColor ?? palette.background)
    let right = origin.x + l.width - l.trailingMargin
    let left = origin.x + l.leadingMargin
    let headline = row.textProperties.font(typography, weight: .semibold, size: 17)
    let subhead = typography.font(.regular, 15)
    let alignment = textAlignment(.natural)
    // Date, right-aligned, then the sender in the room left of it.
    let date = TextLayout(row.detail, font: subhead, maxLines: 1, direction: direction.textDirection)
    let dateRight = origin.x + l.width - l.dateTrailing
    line(date, left: dateRight - date.size.width, width: date.size.width, baseline: origin.y + l.senderBaseline, origin: origin, color: palette.secondaryLabel, into: &list)
    let senderWidth = Swift.max(0, dateRight - date.size.width - 6 - left)
    let sender = TextLayout(
      row.title, font: headline, width: senderWidth, maxLines: 1, alignment: alignment, direction: direction.textDirection)
    line(
      sender, left: left, width: senderWidth, baseline: origin.y + l.senderBaseline, origin: origin,
      color: row.textProperties.color ?? palette.label, into: &list)
    mirrored(origin, into: &list) { list in drawChevron(right: right, centerY: origin.y + l.senderBaseline - 6, into: &list) }
    let subject = TextLayout(
      row.subtitle, font: subhead, width: right - left, maxLines: 1, alignment: alignment, direction: direction.textDirection)
    line(subject, left: left, width: right - left, baseline: origin.y + l.subjectBaseline, origin: origin, color: palette.label, into: &list)
    let body = TextLayout(
      row.body, font: subhead, width: right - left, maxLines: row.secondaryTextProperties.numberOfLines ?? l.bodyLines,
      alignment: alignment, direction: direction.textDirection, lineHeight: l.bodyLinePitch)
    line(
      body, left: left, width: right - left, baseline: origin.y + l.bodyBaseline, origin: origin,
      color: row.secondaryTextProperties.color ?? palette.secondaryLabel, into: &list)
    if dotScale > 0.01 {
      let r = l.dotDiameter / 2 * dotScale
      let x = origin.x + l.dotCenter.x
      let center = Point(x: direction == .rightToLeft ? 2 * origin.x + l.width - x : x, y: origin.y + l.dotCenter.y)
      list.fill(.circle(center: center, radius: r), color: palette.tint)
    }
    drawSeparator(row.separator, textStart: left, box: Rect(x: origin.x, y: origin.y, width: l.width, height: height), into: &list)
  }

  /// Records the 0.5-pt separator at the bottom of `box`: by default from `textStart` (left to
  /// right) to the row's end, or with a custom separator's insets and colour.
  func drawSeparator(_ separator: RowSeparator, textStart: Double, box: Rect, into list: inout DisplayList) {
    guard showsSeparator else { return }
    let hairline = 0.5
    switch separator {
    case .none:
      return
    case .default:
      list.fill(
        placed(Rect(x: textStart, y: box.maxY - hairline, width: box.maxX - textStart, height: hairline), origin: box.origin),
        color: palette.separator)
    case .custom(let leading, let trailing, let color):
      let line = Rect(x: box.minX + leading, y: box.maxY - hairline, width: Swift.max(0, box.width - leading - trailing), height: hairline)
      list.fill(placed(line, origin: box.origin), color: color ?? palette.separator)
    }
  }

  /// `rect` as the direction places it in the row whose top-left corner is at `origin`.
  func placed(_ rect: Rect, origin: Point) -> Rect {
    direction.placed(rect, inBoxAt: origin.x, width: layout.width)
  }

  /// A left-to-right alignment as the direction turns it: left and natural become right, right becomes left.
  func textAlignment(_ alignment: TextLayout.Alignment) -> TextLayout.Alignment {
    guard direction == .rightToLeft else { return alignment }
    switch alignment {
    case .left, .natural: return .right
    case .right: return .left
    case .center: return .center
    }
  }

  /// Records `body` so that, right to left, its paths come out mirrored about the centre of the row at `origin`.
  func mirrored(_ origin: Point, into list: inout DisplayList, _ body: (inout DisplayList) -> Void) {
    guard direction == .rightToLeft else { return body(&list) }
    let reflection = Transform(a: -1, b: 0, c: 0, d: 1, tx: 2 * origin.x + layout.width, ty: 0)
    list.transformed(by: reflection, body)
  }

  /// Records a layout `width` wide whose left-to-right frame starts at `left`, its first baseline at `baseline`.
  func line(
    _ text: TextLayout, left: Double, width: Double, baseline: Double, origin: Point, color: Color,
    into list: inout DisplayList
  ) {
    let x = placed(Rect(x: left, y: baseline, width: width, height: 0), origin: origin).minX
    line(text, left: x, baseline: baseline, color: color, into: &list)
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
