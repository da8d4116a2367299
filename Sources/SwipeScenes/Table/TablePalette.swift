import Drawing

/// The colours of a table and its chrome: rows, text, separators, bars and the unread dot.
///
/// Action colours come from the model (``SwipeActionLook``); this palette
/// covers everything else. Light values are iOS's; the README-GIF look uses
/// the colours the GIFs show (docs/readme-gif-measurements.md §2, §3c), dark values are
/// iOS 13's dark system colours.
public struct TablePalette: Hashable, Sendable {
  /// The table and cell background.
  public var background: Color
  /// Sender and subject text.
  public var label: Color
  /// Date and body text.
  public var secondaryLabel: Color
  /// The disclosure chevron.
  public var chevron: Color
  /// Row separators.
  public var separator: Color
  /// The unread dot.
  public var tint: Color
  /// Navigation and status bar backgrounds.
  public var bar: Color
  /// The hairline under a bar.
  public var barHairline: Color

  /// The palette for an appearance.
  public static func standard(_ appearance: Appearance) -> TablePalette {
    switch appearance {
    case .light:
      return TablePalette(
        background: .white, label: .black, secondaryLabel: Color(red255: 102, green255: 102, blue255: 102),
        chevron: Color(red255: 199, green255: 199, blue255: 204), separator: Color(red255: 219, green255: 219, blue255: 220),
        tint: Color(red255: 0, green255: 122, blue255: 255), bar: Color(red255: 249, green255: 249, blue255: 249),
        barHairline: Color(red255: 215, green255: 217, blue255: 216))
    case .dark:
      return TablePalette(
        background: .black, label: .white, secondaryLabel: Color(red255: 152, green255: 152, blue255: 159),
        chevron: Color(red255: 72, green255: 72, blue255: 74), separator: Color(red255: 56, green255: 56, blue255: 58),
        tint: Color(red255: 10, green255: 132, blue255: 255), bar: Color(red255: 22, green255: 22, blue255: 24),
        barHairline: Color(red255: 56, green255: 56, blue255: 58))
    }
  }
}
