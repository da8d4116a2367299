import Drawing
import TextShaping

// The Mail demo's row, measured from the README GIFs (docs/readme-gif-measurements.md §2) and the
// storyboard (docs/swipecellkit.md §11.1), in points at a 414-pt width: text starts at the 32-pt
// layout margin and ends 20 pt from the right edge; baselines sit at 23.9
// (sender, 17 pt semibold), 44.5 (subject, 15 pt) and 64.5 + 20·k (body, 15 pt,
// 20-pt line pitch); the date ends 37.6 pt from the right edge; the 7.5 × 12 pt
// chevron ends 20 pt from it; the 12-pt unread dot is centred at (18.1, 18.2).

/// Where the parts of a Mail row go, in points from the row's top-left corner.
public struct MailRowLayout: Hashable, Sendable {
  /// The row width.
  public var width: Double
  /// The left text margin.
  public var leadingMargin = 32.0
  /// The right text margin.
  public var trailingMargin = 20.0
  /// The sender's baseline.
  public var senderBaseline = 23.9
  /// The subject's baseline.
  public var subjectBaseline = 44.5
  /// The first body line's baseline.
  public var bodyBaseline = 64.5
  /// The distance between body baselines.
  public var bodyLinePitch = 20.0
  /// How far the date's right end is from the row's right edge.
  public var dateTrailing = 37.6
  /// The unread dot's centre.
  public var dotCenter = Point(x: 18.1, y: 18.2)
  /// The unread dot's diameter.
  public var dotDiameter = 12.0
  /// The body's line limit, 0 for the tall layout's unlimited lines.
  public var bodyLines = 2

  /// The layout for a row of `width` points.
  public init(width: Double) {
    self.width = width
  }

  /// The space below the last body baseline: descenders and the stack's 8-pt bottom margin.
  public var bottomPadding = 11.5

  /// The height of a row whose body shows in full (the demo's "Tall" mode).
  public func tallHeight(of row: TableRow, typography: Typography) -> Double {
    let body = TextLayout(
      row.body, font: typography.font(.regular, 15), width: width - leadingMargin - trailingMargin,
      lineHeight: bodyLinePitch)
    return bodyBaseline + Double(Swift.max(body.lines.count, 1) - 1) * bodyLinePitch + bottomPadding
  }
}
