import Drawing
import TextShaping

// A count badge: a capsule of one colour with its text centred in another,
// never narrower than it is tall (docs/ios-metrics.md §4). The cell accessory
// `badge` and the content node `badge` use it with their own sizes.

/// A capsule badge with centred text.
public struct BadgeShape: Sendable {
  /// The text, e.g. "12".
  public var text: String
  /// The capsule's height in points.
  public var height: Double
  /// The text's font.
  public var font: Font
  /// Points between the text and each end of the capsule.
  public var padding: Double

  /// Creates a badge.
  public init(text: String, height: Double, font: Font, padding: Double) {
    self.text = text
    self.height = height
    self.font = font
    self.padding = padding
  }

  /// The laid-out text.
  var layout: TextLayout { TextLayout(text, font: font, maxLines: 1) }

  /// The badge's size: the text's width plus padding, at least as wide as tall.
  public var size: Size {
    Size(width: Swift.max(height, layout.size.width + 2 * padding), height: height)
  }

  /// Records the badge with its top-left corner at `origin`.
  public func draw(at origin: Point, color: Color, textColor: Color, into list: inout DisplayList) {
    let box = Rect(x: origin.x, y: origin.y, width: size.width, height: height)
    list.fill(.roundedRect(box, radius: height / 2), color: color)
    let text = layout
    guard let first = text.lines.first else { return }
    list.draw(
      text, at: Point(x: box.midX - first.run.width / 2, y: box.midY - font.lineHeight / 2), color: textColor)
  }
}
