import Drawing
import SwipeScenes

/// The rows, buttons and gestures of the interaction-style scenes: MGSwipeTableCell's transitions,
/// a right-to-left table and rounded buttons (docs/mgswipe-rtl-rounded.md).
///
/// The buttons follow MGSwipe's Mail demo (docs/mgswipe-rtl-rounded.md §2): Trash (255,59,50), Flag (255,149,13) and More
/// (200,200,205) on the right, the first one outermost; Read (0,122,255) and, so that MGSwipe's
/// transitions have more than one button to move, Archive (52,199,89) on the left.
public enum StyleDemo {
  /// The width of the scenes' table: a 375-pt iPhone.
  public static let cellWidth = 375.0
  /// The swiped row's height: a subtitle row with room for a two-line button.
  public static let rowHeight = 72.0

  /// MGSwipe's Mail-demo colours.
  public static let trashRed = Color(red255: 255, green255: 59, blue255: 50)
  /// Flag.
  public static let flagOrange = Color(red255: 255, green255: 149, blue255: 13)
  /// More.
  public static let moreGray = Color(red255: 200, green255: 200, blue255: 205)
  /// Read.
  public static let readBlue = Color(red255: 0, green255: 122, blue255: 255)
  /// Archive (systemGreen).
  public static let archiveGreen = Color(red255: 52, green255: 199, blue255: 89)

  /// A title-only action in `color`.
  static func action(_ title: String, _ color: Color, style: SwipeActionStyle = .default) -> SwipeAction {
    SwipeAction(identifier: title.lowercased(), title: title, style: style, backgroundColor: color)
  }

  /// The right side [Trash, Flag, More].
  ///
  /// - Parameters:
  ///   - transition: The transition style.
  ///   - expansion: The expansion style, or nil. Default: nil.
  ///   - shape: The button shape. Default: rectangles.
  /// - Returns: The side.
  public static func right(
    _ transition: SwipeTransitionStyle, expansion: SwipeExpansionStyle? = nil, shape: SwipeButtonShape = .rectangle
  ) -> SwipeSide {
    SwipeSide(
      actions: [action("Trash", trashRed, style: .destructive), action("Flag", flagOrange), action("More", moreGray)],
      options: SwipeOptions(transitionStyle: transition, expansionStyle: expansion, buttonShape: shape))
  }

  /// The left side [Archive, Read].
  ///
  /// - Parameters:
  ///   - transition: The transition style.
  ///   - expansion: The expansion style, or nil. Default: nil.
  ///   - shape: The button shape. Default: rectangles.
  /// - Returns: The side.
  public static func left(
    _ transition: SwipeTransitionStyle, expansion: SwipeExpansionStyle? = nil, shape: SwipeButtonShape = .rectangle
  ) -> SwipeSide {
    SwipeSide(
      actions: [action("Archive", archiveGreen), action("Read", readBlue)],
      options: SwipeOptions(transitionStyle: transition, expansionStyle: expansion, buttonShape: shape))
  }

  /// The swiped row (index 0), which names what it shows, and three subtitle rows below it.
  ///
  /// - Parameters:
  ///   - title: The swiped row's title.
  ///   - subtitle: The swiped row's subtitle.
  /// - Returns: Four rows.
  static func rows(title: String, subtitle: String) -> [TableRow] {
    [
      TableRow(style: .subtitle, title: title, subtitle: subtitle, accessory: .disclosureIndicator, height: rowHeight),
      TableRow(style: .subtitle, title: "MGSwipeTableCell", subtitle: "Five transitions, both sides", height: rowHeight),
      TableRow(style: .subtitle, title: "Swipe left or right", subtitle: "Tap the row to close it", height: rowHeight),
      TableRow(style: .subtitle, title: "render-gifs", subtitle: "Drawn by its own rasterizer", height: rowHeight),
    ]
  }

  /// A pan at height `y` in the table (default: the centre of the first of the style demo's rows)
  /// through (time, x) keyframes, released with `releaseVelocity` (default 0: at rest).
  static func drag(
    _ keyframes: [(time: Double, x: Double)], y: Double = rowHeight / 2, releaseVelocity: Double = 0
  ) -> SwipeGesture {
    .pan(.drag(keyframes: keyframes, y: y, releaseVelocity: releaseVelocity))
  }

  /// Open the right side slowly past full open, let it settle, close it; then the same on the left.
  static let bothSides: [SwipeGesture] = [
    drag([(0.3, 340), (1.5, 100), (1.8, 90)]),
    .tapCell(time: 2.6),
    drag([(3.5, 30), (4.4, 190), (4.6, 195)]),
    .tapCell(time: 5.4),
  ]
}
