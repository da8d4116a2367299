import Drawing

extension StateAnimatorDemo {
  /// What never changes about a view: its name, place in the tree and content.
  public struct ViewInfo: Hashable, Sendable {
    /// The view's name.
    public var name: String
    /// The superview's name, or `nil` for a view of the root (whose origin is the canvas').
    public var superview: String?
    /// The background colour.
    public var backgroundColor: Color
    /// The text shown, for labels and text views.
    public var text: String?
    /// The text's point size, for labels and text views.
    public var fontSize: Double?
  }

  /// The average colour of the mountain backdrop photo, which stands in for the photo.
  public static let backdropColor = Color(red255: 215, green255: 226, blue255: 232)
  /// The dark blur over the backdrop, modelled as a translucent dark fill [approx].
  public static let blurColor = Color(red: 0.11, green: 0.11, blue: 0.12, alpha: 0.73)
  /// The photo's natural size in points (1152 × 768 px at 2×); it is never scaled, only cropped
  /// around its centre by the card (content mode centre).
  public static let photoSize = Size(width: 576, height: 384)
  /// The photo card's own corner radius, which never changes.
  public static let photoCornerRadius = 4.0
  /// The title's point size (system 32, asked with an out-of-range weight: the heaviest).
  public static let titleFontSize = 32.0
  /// The body text's point size: UITextView's default [unverified].
  public static let bodyFontSize = 12.0
  /// The title text.
  public static let titleText = "New York"
  /// The body text, Latin filler.
  public static let bodyText = """
    Lorem ipsum dolor sit amet conubia, nostra per inceptos himenaeos. Curabitur sodales ligula \
    in libero, sed dignissim lacinia nunc. Mauris massa vestibulum lacinia arcu eget nulla, \
    class aptent taciti sociosqu ad litora torquent per conubia nostra.
    """

  /// The views back to front. `photo` is pinned to `firstView`'s bounds and follows it.
  public static let views: [ViewInfo] = [
    ViewInfo(name: "background", superview: nil, backgroundColor: backdropColor),
    ViewInfo(name: "blur", superview: nil, backgroundColor: blurColor),
    ViewInfo(name: "secondView", superview: nil, backgroundColor: .white),
    ViewInfo(name: "label", superview: "secondView", backgroundColor: .clear, text: titleText, fontSize: titleFontSize),
    ViewInfo(name: "textView", superview: "secondView", backgroundColor: .clear, text: bodyText, fontSize: bodyFontSize),
    ViewInfo(name: "firstView", superview: nil, backgroundColor: .clear),
    ViewInfo(name: "photo", superview: "firstView", backgroundColor: .clear),
  ]

  /// The looks before the collapsed state is applied: the full-screen backdrop and blur.
  static var baseLooks: [String: StateAnimator.ViewLook] {
    let screen = Rect(x: 0, y: 0, width: canvasSize.width, height: canvasSize.height)
    return ["background": .init(frame: screen), "blur": .init(frame: screen)]
  }
}
