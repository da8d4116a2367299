import Drawing

/// Something an ``View/Content/image(_:size:)`` node draws: a vector icon or pixels of a given size.
///
/// The scene model's action images conform, so a view draws the same images a row or a
/// swipe button does.
public protocol LayoutImage: Hashable, Sendable {
  /// The image's own size in points.
  var size: Size { get }
  /// Records the image filling `rect`; vector images take `tint`, pixels ignore it.
  func draw(in rect: Rect, tint: Color, into list: inout DisplayList)
}

/// A type-erased ``LayoutImage``, equal when the images are.
public struct AnyImage: Hashable, Sendable {
  /// The image.
  public let base: any LayoutImage

  /// Wraps `image`.
  public init(_ image: some LayoutImage) { base = image }

  public static func == (lhs: AnyImage, rhs: AnyImage) -> Bool { AnyHashable(lhs.base) == AnyHashable(rhs.base) }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}
