import Drawing

/// TableViewCellOnboarding's swipe hint on one cell: the row slides open to show its actions,
/// holds, and slides shut.
///
/// The hint lays a snapshot of the cell plus one coloured block per row action on top of the
/// cell (clipped to it) and translates that overlay by ``OnboardingState/offset``; the real cell
/// never moves. The model is a value: ``state(at:)`` is a pure function of time.
public struct OnboardingHint: Hashable, Sendable {
  /// The point size of a block title (the library asks for SF UI Text Medium 15).
  public static let titleFontSize = 15.0
  /// The padding on each side of a block's title, in points.
  public static let blockPadding = 12.0
  /// The screen scale whose pixel grid block widths are rounded up to: an iPhone 8 is 2×.
  public static let pixelScale = 2.0
  /// The spring's damping ratio: critically damped, so the row never overshoots.
  public static let dampingRatio = 1.0
  /// The spring's initial velocity, UIKit's normalized `initialSpringVelocity`.
  public static let initialVelocity = 1.0

  /// The direction the row opens in.
  public enum Direction: String, Hashable, Sendable, Encodable {
    /// The content slides left and the blocks come in from the right.
    case leftToRight
    /// The mirror: the content slides right and the blocks come in from the left.
    case rightToLeft
  }

  /// The cell's rectangle on the canvas.
  public var cellFrame: Rect
  /// The blocks in placement order, in cell coordinates with the overlay at rest.
  public var blocks: [Block]
  /// The timings.
  public var config: Config
  /// The direction the row opens in.
  public var direction: Direction
  /// When the user taps the cell, in seconds, or `nil` for no tap.
  ///
  /// A tap at or after ``Config/openStart`` and before ``Config/end`` removes the overlay at once;
  /// a tap during the wait has nothing to cancel and is ignored.
  public var tapTime: Double?
  /// Whether the hint had already finished in an earlier run; then nothing animates at all.
  public var previouslyFinished: Bool

  /// Creates the hint for one cell.
  ///
  /// - Parameters:
  ///   - cellFrame: The cell's rectangle on the canvas.
  ///   - actions: The row actions, in the order the table delegate returns them.
  ///   - config: The timings.
  ///   - direction: The layout direction. Default: left to right.
  ///   - tapTime: When the user taps the cell, in seconds. Default: never.
  ///   - previouslyFinished: Whether the finished flag was already set. Default: false.
  ///   - titleWidth: The width in points of a title set in ``titleFontSize`` pt medium.
  public init(
    cellFrame: Rect, actions: [RowAction], config: Config, direction: Direction = .leftToRight,
    tapTime: Double? = nil, previouslyFinished: Bool = false, titleWidth: (String) -> Double
  ) {
    self.cellFrame = cellFrame
    self.blocks = Self.blocks(
      for: actions, cellSize: cellFrame.size, direction: direction, titleWidth: titleWidth)
    self.config = config
    self.direction = direction
    self.tapTime = tapTime
    self.previouslyFinished = previouslyFinished
  }

  /// A, the distance the row opens: the sum of the block widths, in points.
  public var revealWidth: Double { blocks.reduce(0) { $0 + $1.frame.width } }

  /// The spring that paces both the open and the close.
  public var spring: Spring {
    Spring(
      dampingRatio: Self.dampingRatio, duration: config.halfDuration,
      initialVelocity: Self.initialVelocity)
  }
}
