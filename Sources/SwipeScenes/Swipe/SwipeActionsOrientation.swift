/// Which side of the cell a set of actions sits on.
///
/// The raw value is the orientation scale `s` of the spec (§0, §1.2): `.right`
/// is +1 (buttons on the right, shown by swiping left, negative offsets) and
/// `.left` is −1 (buttons on the left, shown by swiping right, positive offsets).
public enum SwipeActionsOrientation: Int, Hashable, Sendable, CaseIterable {
  /// Actions on the left edge, revealed by swiping right.
  case left = -1
  /// Actions on the right edge, revealed by swiping left.
  case right = 1

  /// The scale `s`: +1 for `.right`, −1 for `.left`.
  public var scale: Double { Double(rawValue) }

  /// The side whose actions a cell offset shows: negative offsets show `.right`, positive `.left`, zero none.
  ///
  /// - Parameter offset: The cell's horizontal displacement in points.
  /// - Returns: The side, or nil for 0 (or NaN).
  public static func showing(offset: Double) -> SwipeActionsOrientation? {
    if offset < 0 { return .right }
    if offset > 0 { return .left }
    return nil
  }

  /// The name used in JSON and on the command line.
  public var name: String { self == .left ? "left" : "right" }
}

/// How the buttons move while the actions are uncovered (§3).
public enum SwipeTransitionStyle: String, Hashable, Sendable, CaseIterable {
  /// The visible strip is shared equally between the buttons.
  case border
  /// The buttons are glued to the cell edge and uncovered one by one.
  case drag
  /// The buttons are pinned to the screen edge and the cell slides off them.
  case reveal
}

/// How a button's image and title block is placed vertically (§2.3).
public enum SwipeVerticalAlignment: Hashable, Sendable {
  /// The block is centred using a one-line title height, so extra lines hang below.
  case centerFirstBaseline
  /// The block is centred using the wrapped title height.
  case center
}
