import Drawing

extension StateAnimator {
  /// The properties of one view that transitions change.
  public struct ViewLook: Hashable, Sendable, Encodable {
    /// The frame in the superview's coordinates.
    public var frame: Rect
    /// The opacity, 0…1.
    public var alpha: Double
    /// Whether the view is hidden (then it draws nothing, whatever its alpha).
    public var isHidden: Bool
    /// The layer's corner radius in points.
    public var cornerRadius: Double
    /// The text colour, for views that show text.
    public var textColor: Color
    /// The layer shadow.
    public var shadow: Shadow
    /// The background colour.
    public var backgroundColor: Color

    /// Creates a look.
    ///
    /// - Parameters:
    ///   - frame: The frame in the superview. Default: `.zero`.
    ///   - alpha: The opacity. Default: 1.
    ///   - isHidden: Whether hidden. Default: false.
    ///   - cornerRadius: The corner radius. Default: 0.
    ///   - textColor: The text colour. Default: black.
    ///   - shadow: The shadow. Default: none.
    ///   - backgroundColor: The background colour. Default: clear.
    public init(
      frame: Rect = .zero, alpha: Double = 1, isHidden: Bool = false, cornerRadius: Double = 0,
      textColor: Color = .black, shadow: Shadow = .none, backgroundColor: Color = .clear
    ) {
      self.frame = frame
      self.alpha = alpha
      self.isHidden = isHidden
      self.cornerRadius = cornerRadius
      self.textColor = textColor
      self.shadow = shadow
      self.backgroundColor = backgroundColor
    }
  }
}
