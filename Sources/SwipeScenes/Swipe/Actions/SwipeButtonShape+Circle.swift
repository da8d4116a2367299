import Drawing

// The circular style's content (docs/swipecellkit.md §11.4, §11.5). The demo's
// "X-circle" assets are 50 × 50 pt discs, so a circle button lays out a 50-pt
// disc wherever its image would go: the disc sets the button's preferred width
// and the side's image slot, and the image is drawn inside it.

extension SwipeButtonShape {
  /// The disc's diameter in points: the demo's 50 × 50 pt "X-circle" assets (docs/swipecellkit.md §11.5).
  public static let circleDiameter = 50.0

  /// The size the button's layout gives an image: the image's own, or the disc's for ``circle``.
  ///
  /// - Parameter image: The action's image, or nil.
  /// - Returns: The size in points, or nil without an image.
  public func contentSize(of image: ActionImage?) -> Size? {
    guard let image else { return nil }
    return self == .circle ? Size(width: Self.circleDiameter, height: Self.circleDiameter) : image.size
  }

  /// Whether the wrappers are left clear whatever the actions' colours (the colour goes to the disc).
  public var keepsWrappersClear: Bool { self == .circle }
}
