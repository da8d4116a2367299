import Drawing
import TextShaping

/// What a view tree inherits from where it is drawn: fonts, colours and direction (SwiftUI's
/// environment values that this package's nodes read).
public struct LayoutEnvironment: Sendable {
  /// The font standing in for the system font at a weight and size.
  public var systemFont: @Sendable (FontWeight, Double) -> Font
  /// The colour of text, shapes and tinted images (`.foregroundStyle`); iOS's `label` by default.
  public var foreground: Color
  /// The font of text without one of its own.
  public var font: SystemFont
  /// The most lines text takes, nil for no limit.
  public var lineLimit: Int?
  /// Whether leading is the right edge.
  public var isRightToLeft: Bool
  /// The colours of the controls: badge, switch.
  public var controls: ControlColors

  /// An environment; fonts come from `systemFont`.
  ///
  /// - Parameters:
  ///   - systemFont: The font for a weight and point size (the bundled face, or a scene's own).
  ///   - foreground: The default foreground. Default: iOS's light `label`, black.
  ///   - isRightToLeft: Whether leading is the right edge. Default: false.
  ///   - controls: The badge and switch colours.
  public init(
    systemFont: @escaping @Sendable (FontWeight, Double) -> Font, foreground: Color = .black,
    isRightToLeft: Bool = false, controls: ControlColors
  ) {
    self.systemFont = systemFont
    self.foreground = foreground
    self.font = .body
    self.lineLimit = nil
    self.isRightToLeft = isRightToLeft
    self.controls = controls
  }

  /// The font for `spec`.
  func font(_ spec: SystemFont) -> Font { systemFont(spec.weight, spec.size) }
}

/// The colours the badge and the switch are drawn in. iOS's, for an appearance, are SwipeScenes'
/// `ControlColors(_ appearance:)`, taken from its system colours (docs/layout.md §5).
public struct ControlColors: Hashable, Sendable {
  /// The badge's capsule.
  public var badge: Color
  /// The badge's text.
  public var badgeText: Color
  /// The switch's track when on.
  public var switchOn: Color
  /// The switch's track when off.
  public var switchOff: Color
  /// The switch's knob.
  public var knob: Color

  /// A set of control colours.
  public init(badge: Color, badgeText: Color, switchOn: Color, switchOff: Color, knob: Color) {
    self.badge = badge
    self.badgeText = badgeText
    self.switchOn = switchOn
    self.switchOff = switchOff
    self.knob = knob
  }
}
