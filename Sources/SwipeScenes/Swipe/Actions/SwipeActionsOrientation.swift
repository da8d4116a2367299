/// Which side of the cell a set of actions sits on.
///
/// The raw value is the orientation scale `s` (docs/swipecellkit.md §0, §1.2): `.right`
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

/// How the buttons move while the actions are uncovered (docs/swipecellkit.md §3,
/// docs/mgswipe-rtl-rounded.md §1).
///
/// The first three are SwipeCellKit's; the last three are MGSwipeTableCell's,
/// mapped onto SwipeCellKit's button model as docs/mgswipe-rtl-rounded.md §6 describes.
public enum SwipeTransitionStyle: String, Hashable, Sendable, CaseIterable {
  /// The visible strip is shared equally between the buttons.
  case border
  /// The buttons are glued to the cell edge and uncovered one by one.
  case drag
  /// The buttons are pinned to the screen edge and the cell slides off them.
  case reveal
  /// MGSwipe's Static: every button stays in its resting slot at the screen edge, cut by the
  /// travelling cell edge; past full open the gap shows the side's background (docs/swipecellkit.md §1.3).
  case `static`
  /// MGSwipe's ClipCenter: the resting layout scaled by the open fraction t, each button showing
  /// through a window centred on it, its content unscaled and cut by the window (docs/swipecellkit.md §1.5).
  case clipCenter
  /// MGSwipe's Rotate3D: the whole strip turns about its screen-side edge with perspective
  /// (eye 400 pt away) from edge-on at t = 0 to flat at t = 1 (docs/swipecellkit.md §1.6).
  case rotate3D

  /// Whether the style is one of MGSwipeTableCell's: its buttons never widen past their slot, and
  /// by default the space around them shows the row's background rather than systemGray5.
  public var isMGSwipe: Bool {
    switch self {
    case .border, .drag, .reveal: false
    case .static, .clipCenter, .rotate3D: true
    }
  }
}

/// How a button's image and title block is placed vertically (docs/swipecellkit.md §2.3).
///
/// SwipeCellKit has the two centred modes; `top` and `bottom` are the scene format's
/// (docs/scene-file.md §5), the same block set against one edge of the padded content box.
public enum SwipeVerticalAlignment: String, Hashable, Sendable, CaseIterable {
  /// The block is centred using a one-line title height, so extra lines hang below.
  case centerFirstBaseline
  /// The block is centred using the wrapped title height.
  case center
  /// The block's top is the content box's top: `buttonPadding` below the button's top.
  case top
  /// The block, with the wrapped title height, ends at the content box's bottom: `buttonPadding`
  /// above the button's bottom.
  case bottom
}
