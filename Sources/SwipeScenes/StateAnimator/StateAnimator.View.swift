import Drawing

extension StateAnimator {
  /// One view of a component: its place in the view tree, its look before any state is applied,
  /// its background and what it shows.
  ///
  /// Views are drawn in the order the component lists them, later over earlier, each with its
  /// subviews inside its own opacity group, as UIKit composites a view tree.
  public struct View: Hashable, Sendable {
    /// The view's name, which transitions use to change it.
    public var id: String
    /// The superview's name, or `nil` for a view of the canvas. A superview comes earlier in
    /// the component's list.
    public var parent: String?
    /// The frame (in the superview's coordinates), alpha, visibility, corner radius, text colour,
    /// shadow and background colour before the initial state is applied.
    public var look: ViewLook
    /// What the view shows over its background.
    public var content: ViewContent
    /// How the frame follows the superview's size (`UIView.autoresizingMask`). Default: none.
    public var autoresizingMask: AutoresizingMask

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - id: The name transitions use.
    ///   - parent: The superview's name, or nil for the canvas. Default: nil.
    ///   - look: The look before any state. Default: a zero frame, opaque and shown.
    ///   - backgroundColor: The background, replacing the look's when given. Default: the look's.
    ///   - content: What it shows. Default: nothing.
    ///   - autoresizingMask: How it follows its superview's size. Default: it does not.
    public init(
      _ id: String, parent: String? = nil, look: ViewLook = ViewLook(), backgroundColor: Color? = nil,
      content: ViewContent = .none, autoresizingMask: AutoresizingMask = []
    ) {
      self.id = id
      self.parent = parent
      self.look = look
      if let backgroundColor { self.look.backgroundColor = backgroundColor }
      self.content = content
      self.autoresizingMask = autoresizingMask
    }
  }

  /// UIKit's `UIView.AutoresizingMask`: which of a view's margins and sizes absorb a change of its
  /// superview's size.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates a mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The left margin grows and shrinks.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// Every option with UIKit's name, in UIKit's order.
    public static let named: [(name: String, option: AutoresizingMask)] = [
      ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
      ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
      ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
  }
}
