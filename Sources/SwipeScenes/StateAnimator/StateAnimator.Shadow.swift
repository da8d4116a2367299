import Drawing

extension StateAnimator {
  /// A layer shadow: colour, opacity, offset and blur radius.
  public struct Shadow: Hashable, Sendable, Encodable {
    /// The shadow colour.
    public var color: Color
    /// The opacity, 0…1.
    public var opacity: Double
    /// The offset from the layer, in points.
    public var offset: Size
    /// The blur radius, in points.
    public var radius: Double

    /// Creates a shadow.
    ///
    /// - Parameters:
    ///   - color: The colour.
    ///   - opacity: The opacity, 0…1.
    ///   - offset: The offset in points.
    ///   - radius: The blur radius in points.
    public init(color: Color, opacity: Double, offset: Size, radius: Double) {
      self.color = color
      self.opacity = opacity
      self.offset = offset
      self.radius = radius
    }

    /// No shadow: clear, opacity 0, no offset, radius 0.
    public static let none = Shadow(color: .clear, opacity: 0, offset: .zero, radius: 0)
  }
}
