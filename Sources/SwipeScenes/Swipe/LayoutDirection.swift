import Drawing

/// The direction a table lays its rows out in, UIKit's `effectiveUserInterfaceLayoutDirection`
/// (docs/mgswipe-rtl-rounded.md §3.1).
///
/// Right to left, rows are drawn as the mirror image of their left-to-right layout (image,
/// labels and accessory swap sides and text aligns to the right) and the leading and trailing
/// swipe actions trade physical sides. The swipe model itself works on physical sides only, so
/// it is the same code in both directions.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
  /// Leading is left.
  case leftToRight
  /// Leading is right.
  case rightToLeft

  /// The physical side leading actions sit on: left for left to right, right for right to left.
  public var leadingSide: SwipeActionsOrientation { self == .leftToRight ? .left : .right }
  /// The physical side trailing actions sit on: right for left to right, left for right to left.
  public var trailingSide: SwipeActionsOrientation { self == .leftToRight ? .right : .left }

  /// `rect` as this direction places it in a box `width` wide starting at `minX`: unchanged left to
  /// right, reflected about the box's centre right to left.
  ///
  /// - Parameters:
  ///   - rect: A rectangle laid out left to right.
  ///   - minX: The box's left edge.
  ///   - width: The box's width.
  /// - Returns: The placed rectangle.
  public func placed(_ rect: Rect, inBoxAt minX: Double, width: Double) -> Rect {
    guard self == .rightToLeft else { return rect }
    return Rect(x: 2 * minX + width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
  }
}
