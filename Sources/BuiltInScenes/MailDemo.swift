import Drawing
import SwipeScenes

/// The Mail example app's actions and options (docs/swipecellkit.md §11), in the two looks the README GIFs show.
///
/// Scenes named after a README GIF follow decision (c): the 2017 colours and
/// titles the GIFs show ("Delete", More in the 2017 grey (220,220,220), Read/Unread
/// in the view tint) with the current code's behaviour. Icon sizes are the asset
/// sizes of docs/swipecellkit.md §11.5 in points.
public enum MailDemo {
  /// The GIF cell width: the 414-pt iPhone "Plus" the GIFs were recorded on.
  public static let cellWidth = 414.0
  /// The Mail row height at the default text size (docs/swipecellkit.md §11.1).
  public static let rowHeight = 96.0

  /// A glyph at the size in points of the demo's asset.
  static func icon(_ icon: ActionIcon, _ width: Double, _ height: Double) -> ActionImage {
    ActionImage(glyph: ActionGlyph(icon), size: Size(width: width, height: height))
  }

  // MARK: - Background-colour style (2017 look)

  /// The right side [Delete/Trash, Flag, More] in the background-colour style.
  ///
  /// - Parameters:
  ///   - transition: The transition style.
  ///   - expansion: The expansion style (the demo uses `.destructive`).
  ///   - destructiveTitle: "Delete" in the 2017 GIFs, "Trash" later.
  ///   - buttonSpacing: 11 in the 2017 GIFs (docs/swipecellkit.md §11.4).
  ///   - colors: The look's colours. Default: the 440-px README GIFs as captured.
  /// - Returns: The side.
  public static func backgroundRight(
    transition: SwipeTransitionStyle, expansion: SwipeExpansionStyle? = .destructive, destructiveTitle: String = "Delete",
    buttonSpacing: Double = 11, colors: MailActionColors = .readmeCapture
  ) -> SwipeSide {
    let trash = SwipeAction(
      identifier: "trash", title: destructiveTitle, image: icon(.trash, 20, 28), style: .destructive,
      backgroundColor: colors.destructive)
    let flag = SwipeAction(
      identifier: "flag", title: "Flag", image: icon(.flag, 21, 28), backgroundColor: colors.flag,
      hidesWhenSelected: true)
    let more = SwipeAction(identifier: "more", title: "More", image: icon(.more, 31, 7), backgroundColor: colors.more)
    return SwipeSide(
      actions: [trash, flag, more],
      options: SwipeOptions(
        transitionStyle: transition, expansionStyle: expansion, backgroundColor: colors.actionsBackground,
        buttonSpacing: buttonSpacing))
  }

  /// The left side [Unread] (then [Read] after its handler ran) in the background-colour style.
  ///
  /// - Parameters:
  ///   - expansion: `.selection` in the demo, nil for Expansion-None.
  ///   - colors: The look's colours. Default: the 440-px README GIFs as captured.
  /// - Returns: The side.
  public static func backgroundLeft(expansion: SwipeExpansionStyle?, colors: MailActionColors = .readmeCapture) -> SwipeSide {
    func action(_ title: String, _ image: ActionImage) -> SwipeAction {
      SwipeAction(
        identifier: title.lowercased(), title: title, image: image, backgroundColor: colors.readUnread,
        hidesWhenSelected: true)
    }
    return SwipeSide(
      actions: [action("Unread", icon(.unread, 34.5, 25.5))],
      options: SwipeOptions(
        transitionStyle: .border, expansionStyle: expansion, backgroundColor: colors.actionsBackground,
        buttonSpacing: 11),
      toggledActions: [action("Read", icon(.read, 29, 30))])
  }

  // MARK: - Circular style

  /// The right side [Trash, Flag, More] in the circular style: circle buttons (clear wrappers, the
  /// icons white on 50-pt discs of the action colours, 13 pt titles in the same colours),
  /// ScaleTransition, reveal (docs/swipecellkit.md §11.4).
  ///
  /// - Parameters:
  ///   - expansion: The expansion style (the demo uses `.destructive`).
  ///   - colors: The look's colours. Default: Transition-Delegate.gif as captured.
  /// - Returns: The side.
  public static func circularRight(
    expansion: SwipeExpansionStyle? = .destructive, colors: MailActionColors = .circularCapture
  ) -> SwipeSide {
    func action(_ title: String, _ glyph: ActionIcon, _ colour: Color, style: SwipeActionStyle = .default) -> SwipeAction {
      SwipeAction(
        identifier: title.lowercased(), title: title, image: ActionImage(glyph: ActionGlyph(glyph)), style: style,
        font: .circularActionTitle, backgroundColor: colour, transitionDelegate: ScaleTransition.default)
    }
    return SwipeSide(
      actions: [
        action("Trash", .trash, colors.destructive, style: .destructive), action("Flag", .flag, colors.flag),
        action("More", .more, colors.more),
      ],
      options: SwipeOptions(
        transitionStyle: .reveal, expansionStyle: expansion, backgroundColor: colors.actionsBackground,
        buttonSpacing: 4, buttonShape: .circle))
  }
}
