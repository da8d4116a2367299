/// The outline of each action button (docs/scene-file.md §5, §8).
public enum SwipeButtonShape: String, Hashable, Sendable, CaseIterable {
  /// SwipeCellKit's and MGSwipe's buttons: the wrapper's full rectangle, no room around it.
  case rectangle
  /// A rounded rectangle of ``SwipeOptions/cornerRadius``, kept ``SwipeOptions/buttonInsets``
  /// away from the row's edges, the cell edge and its neighbours (docs/mgswipe-rtl-rounded.md §4, §5.8).
  case roundedRectangle
  /// The Mail demo's circular style (docs/swipecellkit.md §11.4, docs/scene-file.md §5): wrappers stay
  /// clear over the side's background, and each action's image sits white on a disc of
  /// ``SwipeButtonShape/circleDiameter`` points in the action's colour, its title below in the
  /// text colour (by default the action's colour). Geometry is the rectangles'.
  case circle
}

/// The room around and between rounded buttons, in points (docs/scene-file.md §8).
///
/// `left` and `right` are physical: on the right side `left` faces the cell and `right` the
/// screen edge; on the left side the other way round.
public struct SwipeButtonInsets: Hashable, Sendable {
  /// Between the row's top and the buttons.
  public var top: Double
  /// Between the strip's left end and the leftmost button.
  public var left: Double
  /// Between the buttons and the row's bottom.
  public var bottom: Double
  /// Between the rightmost button and the strip's right end.
  public var right: Double
  /// Between neighbouring buttons.
  public var between: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double, between: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.between = between
  }

  /// The same inset everywhere.
  ///
  /// - Parameter all: Points on every side and between buttons.
  public init(_ all: Double) {
    self.init(top: all, left: all, bottom: all, right: all, between: all)
  }

  /// No room anywhere: plain rectangles' geometry.
  public static let zero = SwipeButtonInsets(0)

  /// The inset on the cell side and the screen side for the actions on `orientation`.
  ///
  /// - Parameter orientation: The side the buttons are on.
  /// - Returns: (cell side, screen side) in points.
  public func horizontal(for orientation: SwipeActionsOrientation) -> (cell: Double, screen: Double) {
    orientation == .right ? (left, right) : (right, left)
  }
}
