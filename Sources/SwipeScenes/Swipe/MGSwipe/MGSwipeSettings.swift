import Drawing

/// MGSwipeTableCell's settings for one side (`MGSwipeSettings` and `MGSwipeExpansionSettings`,
/// docs/mgswipe-rtl-rounded.md §2): a side that has them follows MGSwipe's model of release,
/// overscroll and expansion instead of SwipeCellKit's.
public struct MGSwipeSettings: Hashable, Sendable {
  /// On release the buttons stay open when the offset exceeds `threshold` × the buttons' width. Default: 0.5.
  public var threshold: Double
  /// Whether the cell may be dragged past full open. Default: true.
  public var enableSwipeBounces: Bool
  /// How fast the cell moves past full open, per point of finger travel. Default: 1.
  public var swipeBounceRate: Double
  /// The seconds of every offset animation: show, hide, stretch and the expansion's trigger, all
  /// cubic ease-out. Default: 0.3.
  public var animationDuration: Double
  /// Whether a release past the threshold keeps the buttons open (MGSwipe's `keepButtonsSwiped`). Default: true.
  public var keepButtonsSwiped: Bool
  /// The expansion, or nil for none (MGSwipe's `buttonIndex` −1).
  public var expansion: MGSwipeExpansion?

  /// MGSwipe's defaults (docs/mgswipe-rtl-rounded.md §2: the code's values, not the header's).
  public static let defaultThreshold = 0.5
  /// The default duration of the offset animations.
  public static let defaultAnimationDuration = 0.3
  /// MGSwipeButton's padding left and right of its content when none is given (docs/mgswipe-rtl-rounded.md §2).
  public static let defaultButtonPadding = 10.0
  /// The fling speed above which a release opens or closes whatever the offset, in points per second (§1.8).
  public static let flingSpeed = 100.0

  /// Creates settings; every argument defaults to MGSwipe's.
  public init(
    threshold: Double = MGSwipeSettings.defaultThreshold, enableSwipeBounces: Bool = true, swipeBounceRate: Double = 1,
    animationDuration: Double = MGSwipeSettings.defaultAnimationDuration, keepButtonsSwiped: Bool = true,
    expansion: MGSwipeExpansion? = nil
  ) {
    self.threshold = threshold
    self.enableSwipeBounces = enableSwipeBounces
    self.swipeBounceRate = swipeBounceRate
    self.animationDuration = animationDuration
    self.keepButtonsSwiped = keepButtonsSwiped
    self.expansion = expansion
  }

  /// The offset MGSwipe shows for a requested one on a side whose buttons are `stripWidth` wide:
  /// past the strip it moves at ``swipeBounceRate``, or stops there without bounces (`setSwipeOffset:`).
  ///
  /// - Parameters:
  ///   - requested: The offset asked for (finger or animation), signed.
  ///   - stripWidth: Wc, the side's buttons' width.
  /// - Returns: The offset shown.
  public func bounced(_ requested: Double, stripWidth: Double) -> Double {
    let sign: Double = requested > 0 ? 1 : -1
    let magnitude = abs(requested)
    guard magnitude > stripWidth else { return requested }
    return sign * (enableSwipeBounces ? stripWidth + (magnitude - stripWidth) * swipeBounceRate : stripWidth)
  }
}

/// MGSwipe's expansion of one button (`MGSwipeExpansionSettings`, docs/mgswipe-rtl-rounded.md §1.7).
public struct MGSwipeExpansion: Hashable, Sendable {
  /// How the expanded button moves inside the widened strip.
  public enum Layout: String, CaseIterable, Hashable, Sendable {
    /// To the cell edge, then along with it.
    case border
    /// Over the whole strip, its content centred.
    case center
    /// Nowhere: it stays in its slot and the colour fills the strip.
    case none
  }

  /// The expanding button's given index: 0 is the outermost.
  public var buttonIndex: Int
  /// Whether a release while expanded slides the cell off the row (true) or back closed (false).
  public var fillOnTrigger: Bool
  /// Expansion starts when the offset exceeds `threshold` × the buttons' width. Default: 1.3.
  public var threshold: Double
  /// The button's and strip's colour while expanded, or nil for the button's own.
  public var expansionColor: Color?
  /// Where the button goes. Default: border.
  public var expansionLayout: Layout
  /// The seconds of the button's move into and out of the expanded layout (UIKit's default
  /// ease-in-out, docs/mgswipe-rtl-rounded.md §5.3). Default: 0.2.
  public var animationDuration: Double

  /// MGSwipe's expansion threshold (the code's 1.3, not the header's 1.5).
  public static let defaultThreshold = 1.3
  /// The default duration of the layout move.
  public static let defaultAnimationDuration = 0.2

  /// Creates an expansion; every argument but the index defaults to MGSwipe's.
  public init(
    buttonIndex: Int = 0, fillOnTrigger: Bool = false, threshold: Double = MGSwipeExpansion.defaultThreshold,
    expansionColor: Color? = nil, expansionLayout: Layout = .border,
    animationDuration: Double = MGSwipeExpansion.defaultAnimationDuration
  ) {
    self.buttonIndex = buttonIndex
    self.fillOnTrigger = fillOnTrigger
    self.threshold = threshold
    self.expansionColor = expansionColor
    self.expansionLayout = expansionLayout
    self.animationDuration = animationDuration
  }
}
