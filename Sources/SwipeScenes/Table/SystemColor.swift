import Drawing

// iOS's semantic and system colours with their light and dark values, as
// UIKit defines them from iOS 13 (docs/ios-metrics.md §1). A scene names a
// colour; it takes the light value in light appearance and the dark value in
// dark appearance.

/// An iOS system colour: a name with a light and a dark value.
public struct SystemColor: Hashable, Sendable {
  /// The UIKit name, e.g. "systemRed" or "secondaryLabel".
  public var name: String
  /// The colour in light appearance.
  public var light: Color
  /// The colour in dark appearance.
  public var dark: Color

  /// The colour in `appearance`.
  public func resolved(in appearance: Appearance) -> Color { appearance == .light ? light : dark }

  /// The system colour named `name` (UIKit's spelling, e.g. "systemBlue"; "transparent" is
  /// another name for "clear"), or nil.
  public static func named(_ name: String) -> SystemColor? {
    let name = name == "transparent" ? "clear" : name
    return all.first { $0.name == name }
  }

  /// Every system colour, in UIKit's order: tints, greys, backgrounds, labels, fills, separators.
  public static let all: [SystemColor] = [
    systemRed,
    c("systemOrange", (255, 149, 0), (255, 159, 10)),
    c("systemYellow", (255, 204, 0), (255, 214, 10)),
    systemGreen,
    c("systemMint", (0, 199, 190), (102, 212, 207)),
    c("systemTeal", (48, 176, 199), (64, 200, 224)),
    c("systemCyan", (50, 173, 230), (100, 210, 255)),
    c("systemBlue", (0, 122, 255), (10, 132, 255)),
    c("systemIndigo", (88, 86, 214), (94, 92, 230)),
    c("systemPurple", (175, 82, 222), (191, 90, 242)),
    c("systemPink", (255, 45, 85), (255, 55, 95)),
    c("systemBrown", (162, 132, 94), (172, 142, 104)),
    c("systemGray", (142, 142, 147), (142, 142, 147)),
    c("systemGray2", (174, 174, 178), (99, 99, 102)),
    c("systemGray3", (199, 199, 204), (72, 72, 74)),
    c("systemGray4", (209, 209, 214), (58, 58, 60)),
    c("systemGray5", (229, 229, 234), (44, 44, 46)),
    c("systemGray6", (242, 242, 247), (28, 28, 30)),
    c("systemBackground", (255, 255, 255), (0, 0, 0)),
    c("secondarySystemBackground", (242, 242, 247), (28, 28, 30)),
    c("tertiarySystemBackground", (255, 255, 255), (44, 44, 46)),
    systemGroupedBackground,
    secondarySystemGroupedBackground,
    c("tertiarySystemGroupedBackground", (242, 242, 247), (44, 44, 46)),
    c("label", (0, 0, 0), (255, 255, 255)),
    c("secondaryLabel", (60, 60, 67, 0.6), (235, 235, 245, 0.6)),
    c("tertiaryLabel", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    c("quaternaryLabel", (60, 60, 67, 0.18), (235, 235, 245, 0.16)),
    c("placeholderText", (60, 60, 67, 0.3), (235, 235, 245, 0.3)),
    c("link", (0, 122, 255), (9, 132, 255)),
    systemFill,
    secondarySystemFill,
    c("tertiarySystemFill", (118, 118, 128, 0.12), (118, 118, 128, 0.24)),
    c("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)),
    c("separator", (60, 60, 67, 0.29), (84, 84, 88, 0.6)),
    c("opaqueSeparator", (198, 198, 200), (56, 56, 58)),
    c("lightText", (255, 255, 255, 0.6), (255, 255, 255, 0.6)),
    c("darkText", (0, 0, 0), (0, 0, 0)),
    c("white", (255, 255, 255), (255, 255, 255)),
    c("black", (0, 0, 0), (0, 0, 0)),
    c("clear", (0, 0, 0, 0), (0, 0, 0, 0)),
  ]

  /// `systemRed`: destructive actions, the notification badge.
  public static let systemRed = c("systemRed", (255, 59, 48), (255, 69, 58))
  /// `systemGreen`: a switch that is on.
  public static let systemGreen = c("systemGreen", (52, 199, 89), (48, 209, 88))
  /// `systemFill`: thin and small shapes; a switch's off track in dark appearance.
  public static let systemFill = c("systemFill", (120, 120, 128, 0.2), (120, 120, 128, 0.36))
  /// `secondarySystemFill`: medium-size shapes; a switch's off track in light appearance.
  public static let secondarySystemFill = c("secondarySystemFill", (120, 120, 128, 0.16), (120, 120, 128, 0.32))
  /// `systemGroupedBackground`: behind the sections of a grouped table.
  public static let systemGroupedBackground = c("systemGroupedBackground", (242, 242, 247), (0, 0, 0))
  /// `secondarySystemGroupedBackground`: the cells of a grouped table.
  public static let secondarySystemGroupedBackground = c(
    "secondarySystemGroupedBackground", (255, 255, 255), (28, 28, 30))

  /// Every name ``named(_:)`` accepts: the colours' names and "transparent".
  public static var names: [String] { all.map(\.name) + ["transparent"] }

  private static func c(_ name: String, _ light: (Double, Double, Double), _ dark: (Double, Double, Double)) -> SystemColor {
    c(name, (light.0, light.1, light.2, 1), (dark.0, dark.1, dark.2, 1))
  }

  private static func c(
    _ name: String, _ light: (Double, Double, Double, Double), _ dark: (Double, Double, Double, Double)
  ) -> SystemColor {
    SystemColor(
      name: name, light: Color(red255: light.0, green255: light.1, blue255: light.2, alpha: light.3),
      dark: Color(red255: dark.0, green255: dark.1, blue255: dark.2, alpha: dark.3))
  }
}
