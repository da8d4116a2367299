import Drawing

/// What the StateAnimator demo shows at one moment, as `frame --json` reports it.
public struct StateAnimatorState: Equatable, Sendable, Encodable {
  /// One view at this moment, back to front in ``StateAnimatorState/views``.
  public struct View: Equatable, Sendable, Encodable {
    /// The view's name.
    public var name: String
    /// The superview's name, `nil` for views of the root.
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
    /// The text, for views with text.
    public var text: String?
    /// The text's point size, for views with text.
    public var fontSize: Double?
  }

  /// The time in seconds.
  public var time: Double
  /// The demo's state variable: it moves to the new state at the tap, not when it settles.
  public var state: StateAnimatorDemo.State
  /// The taps so far.
  public var taps: Int
  /// The groups started so far, with their timings.
  public var groups: [StateAnimator.Group]
  /// The before/start/end/after events so far, in order.
  public var events: [StateAnimator.Event]
  /// Every view, back to front.
  public var views: [View]
}
