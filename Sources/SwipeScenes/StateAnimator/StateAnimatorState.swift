import Drawing

/// What a StateAnimator component shows at one moment, as `frame --json` reports it.
public struct StateAnimatorState: Equatable, Sendable, Encodable {
  /// One view at this moment, back to front in ``StateAnimatorState/views``.
  public struct View: Equatable, Sendable, Encodable {
    /// The view's name (`id` in JSON).
    public var name: String
    /// The superview's name, `nil` for views of the canvas (`parent` in JSON).
    public var superview: String?
    /// The frame in the superview's coordinates.
    public var frame: Rect
    /// The frame on the canvas.
    public var screenFrame: Rect
    /// The opacity, 0…1.
    public var alpha: Double
    /// Whether the view is hidden (it then draws nothing, nor do its subviews).
    public var isHidden: Bool
    /// The layer corner radius.
    public var cornerRadius: Double
    /// The layer shadow.
    public var shadow: StateAnimator.Shadow
    /// The background colour.
    public var backgroundColor: Color
    /// The text colour, for views with text.
    public var textColor: Color?
    /// What the view shows (not reported; ``text`` names a label's or text view's string).
    public var content: StateAnimator.ViewContent

    /// The text, for labels and text views.
    public var text: String? { content.text?.string }

    private enum CodingKeys: String, CodingKey {
      case name = "id", superview = "parent", frame, screenFrame, alpha, isHidden, cornerRadius, shadow,
        backgroundColor, textColor, text
    }

    /// Encodes the view with its `id`, `parent`, frames, look and text.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(superview, forKey: .superview)
      try container.encode(frame, forKey: .frame)
      try container.encode(screenFrame, forKey: .screenFrame)
      try container.encode(alpha, forKey: .alpha)
      try container.encode(isHidden, forKey: .isHidden)
      try container.encode(cornerRadius, forKey: .cornerRadius)
      try container.encode(shadow, forKey: .shadow)
      try container.encode(backgroundColor, forKey: .backgroundColor)
      try container.encodeIfPresent(textColor, forKey: .textColor)
      try container.encodeIfPresent(text, forKey: .text)
    }
  }

  /// The time in seconds.
  public var time: Double
  /// The state last requested by this time (it changes at the request, not when it settles), or
  /// the initial state before any request.
  public var state: String?
  /// The requests made so far.
  public var requests: Int
  /// The groups started so far, with their timings.
  public var groups: [StateAnimator.Group]
  /// The groups running at this time: started, and not yet at their end.
  public var runningGroups: [StateAnimator.Group]
  /// The before/start/end/after events so far, in order.
  public var events: [StateAnimator.Event]
  /// Every view, back to front.
  public var views: [View]
}
