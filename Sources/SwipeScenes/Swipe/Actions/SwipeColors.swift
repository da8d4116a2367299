import Drawing

/// The light or dark appearance of the system colours (decision (h)).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  /// Light mode, the default.
  case light
  /// Dark mode.
  case dark

  /// The colour of a window in this appearance before anything is drawn: white or black.
  public var canvasColor: Color { self == .light ? .white : .black }
}

/// The default colours of SwipeCellKit (docs/swipecellkit.md §1.3) and of the README GIFs (decision (c)).
///
/// The current-code defaults are UIKit's iOS 13 system colours; the 2017
/// values are what the README GIFs show.
public enum SwipeColors {
  /// The actions-view background: systemGray5.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: (229,229,234) in light mode, (44,44,46) in dark mode.
  public static func actionsViewBackground(_ appearance: Appearance) -> Color {
    appearance == .light ? Color(red255: 229, green255: 229, blue255: 234) : Color(red255: 44, green255: 44, blue255: 46)
  }

  /// A `.destructive` action's background: systemRed.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: (255,59,48) in light mode, (255,69,58) in dark mode.
  public static func destructive(_ appearance: Appearance) -> Color {
    appearance == .light ? Color(red255: 255, green255: 59, blue255: 48) : Color(red255: 255, green255: 69, blue255: 58)
  }

  /// A `.default` action's background: systemGray3.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: (199,199,204) in light mode, (72,72,74) in dark mode.
  public static func defaultAction(_ appearance: Appearance) -> Color {
    appearance == .light ? Color(red255: 199, green255: 199, blue255: 204) : Color(red255: 72, green255: 72, blue255: 74)
  }

  /// The pressed-button background: black at 10 % alpha.
  public static let highlightedBackground = Color(red: 0, green: 0, blue: 0, alpha: 0.1)
  /// The 2017 library default for the actions view and `.default` actions, seen in the README GIFs.
  public static let legacyGray = Color(red255: 220, green255: 220, blue255: 220)
  /// The 2017 destructive red of the README GIFs.
  public static let legacyRed = Color(red255: 255, green255: 60, blue255: 48)
  /// The view tint used for Read/Unread in the README GIFs (docs/swipecellkit.md §11.3).
  public static let tintBlue = Color(red255: 0, green255: 122, blue255: 255)
  /// The Mail demo's Flag colour, systemOrange.
  public static let flagOrange = Color(red255: 255, green255: 149, blue255: 0)
  /// The 2017 Flag colour of the README GIFs (literal branch).
  public static let legacyFlagOrange = Color(red255: 255, green255: 148, blue255: 0)
  /// The circular demo style's actions-view background (241,241,241).
  public static let circularBackground = Color(red255: 241, green255: 241, blue255: 241)
  /// The circular demo style's More disc colour (199,198,203).
  public static let circularGray = Color(red255: 199, green255: 198, blue255: 203)
}
