import Drawing
import TextShaping

/// iOS's red notification badge: a capsule 18 pt tall and at least 18 pt wide, its text in
/// white 13-pt semibold, 4 pt from each end (docs/layout.md §5.1).
///
/// The one drawing of a badge in the package: content nodes and row accessories both use it.
public struct NotificationBadge: Equatable, Sendable {
  /// The capsule's height.
  public static let height = 18.0
  /// The space between the text and each end of the capsule.
  public static let horizontalPadding = 4.0
  /// The text's point size.
  public static let fontSize = 13.0

  /// The text, set on one line.
  public let text: TextLayout
  /// This badge's height: ``height`` for a notification badge; a row's badge accessory is taller.
  public let capsuleHeight: Double

  /// A badge showing `text` in `font` (the system font at 13 pt semibold, or a scene's stand-in).
  ///
  /// - Parameters:
  ///   - text: The count or label.
  ///   - font: The text's font.
  ///   - height: The capsule's height, which is also its least width. Default: ``height``.
  public init(_ text: String, font: Font, height: Double = NotificationBadge.height) {
    self.text = TextLayout(text, font: font, maxLines: 1)
    capsuleHeight = height
  }

  /// The capsule's size: the text's width plus the padding, at least as wide as it is tall.
  public var size: Size {
    Size(width: Swift.max(capsuleHeight, text.size.width + 2 * Self.horizontalPadding), height: capsuleHeight)
  }

  /// Records the badge with its top-left corner at `origin`.
  ///
  /// - Parameters:
  ///   - origin: The capsule's top-left corner.
  ///   - color: The capsule's colour (iOS's systemRed for a notification badge).
  ///   - textColor: The text's colour.
  ///   - list: Where to record.
  public func draw(at origin: Point, color: Color, textColor: Color, into list: inout DisplayList) {
    let box = Rect(origin: origin, size: size)
    list.fill(.roundedRect(box, radius: capsuleHeight / 2), color: color)
    let lineBox = text.font.lineHeight
    let textOrigin = Point(x: box.midX - text.size.width / 2, y: box.midY - lineBox / 2)
    list.draw(text, at: textOrigin, color: textColor)
  }
}

extension Rect {
  init(origin: Point, size: Size) { self.init(x: origin.x, y: origin.y, width: size.width, height: size.height) }
}
