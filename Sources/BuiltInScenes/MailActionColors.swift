import Drawing
import SwipeScenes

/// The Mail demo's action colours in one look: the library's literals or a README GIF as captured.
///
/// The README GIFs were captured with a colour shift: every one of the 440-px
/// GIFs shows the same lighter colours, Hero another set, while
/// Vertical-Centering shows the library's literals exactly
/// (docs/readme-gif-measurements.md §3). Scenes named after a GIF reproduce what it
/// shows (decision (c)), so each uses the colours its GIF was captured with;
/// a difference of 42 levels of red on a button covering 40 % of the frame
/// would otherwise dominate every comparison with the GIF.
public struct MailActionColors: Hashable, Sendable {
  /// Read and Unread.
  public var readUnread: Color
  /// More.
  public var more: Color
  /// Flag.
  public var flag: Color
  /// Delete / Trash.
  public var destructive: Color
  /// The actions view behind the buttons (the selection gap).
  public var actionsBackground: Color

  /// The 2017 library defaults named by decision (c): More and the actions view in (220,220,220).
  public static let library2017 = MailActionColors(
    readUnread: SwipeColors.tintBlue, more: SwipeColors.legacyGray, flag: SwipeColors.legacyFlagOrange,
    destructive: SwipeColors.legacyRed, actionsBackground: SwipeColors.legacyGray)

  /// The pre-iOS 13 literals (docs/swipecellkit.md §1.3, §11.3), which Vertical-Centering (May 2018) shows exactly.
  public static let library2018 = MailActionColors(
    readUnread: Color(red255: 0, green255: 117, blue255: 255), more: SwipeColors.circularGray,
    flag: SwipeColors.legacyFlagOrange, destructive: SwipeColors.legacyRed, actionsBackground: SwipeColors.circularGray)

  /// The colours of the 440-px README GIFs as captured (docs/readme-gif-measurements.md §3a).
  public static let readmeCapture = MailActionColors(
    readUnread: Color(red255: 42, green255: 136, blue255: 255), more: Color(red255: 224, green255: 224, blue255: 224),
    flag: Color(red255: 250, green255: 159, blue255: 0), destructive: Color(red255: 249, green255: 78, blue255: 55),
    actionsBackground: Color(red255: 224, green255: 223, blue255: 223))

  /// The colours of Hero.gif as captured (docs/readme-gif-measurements.md §3c).
  public static let heroCapture = MailActionColors(
    readUnread: Color(red255: 32, green255: 111, blue255: 254), more: Color(red255: 218, green255: 218, blue255: 218),
    flag: Color(red255: 244, green255: 142, blue255: 9), destructive: Color(red255: 243, green255: 53, blue255: 42),
    actionsBackground: Color(red255: 218, green255: 218, blue255: 218))

  /// The circular style's library colours (docs/swipecellkit.md §11.4, §11.5).
  public static let circularLibrary = MailActionColors(
    readUnread: SwipeColors.tintBlue, more: SwipeColors.circularGray, flag: SwipeColors.legacyFlagOrange,
    destructive: SwipeColors.legacyRed, actionsBackground: SwipeColors.circularBackground)

  /// The circular style as Expansion-Delegate.gif captured it (docs/readme-gif-measurements.md §3b: a dithered grey background).
  public static let circularExpansionCapture = MailActionColors(
    readUnread: SwipeColors.tintBlue, more: Color(red255: 201, green255: 200, blue255: 202),
    flag: Color(red255: 248, green255: 160, blue255: 1), destructive: Color(red255: 247, green255: 79, blue255: 54),
    actionsBackground: Color(red255: 238, green255: 238, blue255: 237))

  /// The circular style as Transition-Delegate.gif captured it (docs/readme-gif-measurements.md §3b).
  public static let circularCapture = MailActionColors(
    readUnread: SwipeColors.tintBlue, more: Color(red255: 205, green255: 205, blue255: 208),
    flag: Color(red255: 248, green255: 160, blue255: 0), destructive: Color(red255: 247, green255: 79, blue255: 54),
    actionsBackground: Color(red255: 243, green255: 243, blue255: 243))

  /// iOS 13's dark system colours (decision (h)): systemBlue, systemGray for More, systemOrange,
  /// systemRed, and systemGray5 behind the buttons.
  public static let dark = MailActionColors(
    readUnread: Color(red255: 10, green255: 132, blue255: 255), more: Color(red255: 142, green255: 142, blue255: 147),
    flag: Color(red255: 255, green255: 159, blue255: 10), destructive: Color(red255: 255, green255: 69, blue255: 58),
    actionsBackground: Color(red255: 44, green255: 44, blue255: 46))

  /// Every light look the scenes use.
  static let lightLooks: [MailActionColors] = [
    .library2017, .library2018, .readmeCapture, .heroCapture, .circularLibrary, .circularCapture,
    .circularExpansionCapture,
  ]

  /// Each colour of the light looks mapped to the dark colour of the same role (Read/Unread, More,
  /// Flag, Delete, the actions view): the scenes' ``SwipeScene/darkColors``.
  ///
  /// A colour that plays a part in several looks takes the role it has in the first look listed.
  public static let darkCounterparts: [Color: Color] = {
    var map: [Color: Color] = [:]
    for look in lightLooks {
      for (light, dark) in [
        (look.readUnread, MailActionColors.dark.readUnread), (look.more, MailActionColors.dark.more),
        (look.flag, MailActionColors.dark.flag), (look.destructive, MailActionColors.dark.destructive),
        (look.actionsBackground, MailActionColors.dark.actionsBackground),
      ] where map[light] == nil {
        map[light] = dark
      }
    }
    return map
  }()
}
