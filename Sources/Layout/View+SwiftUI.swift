import Drawing

// SwiftUI's names for building views: the node functions read as SwiftUI's
// initializers, the modifiers as its view modifiers.

/// Builds a list of views from a closure's statements, as SwiftUI's `@ViewBuilder`.
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock(_ views: [View]...) -> [View] { views.flatMap { $0 } }
  public static func buildExpression(_ view: View) -> [View] { [view] }
  public static func buildExpression(_ views: [View]) -> [View] { views }
  public static func buildOptional(_ views: [View]?) -> [View] { views ?? [] }
  public static func buildEither(first views: [View]) -> [View] { views }
  public static func buildEither(second views: [View]) -> [View] { views }
  public static func buildArray(_ groups: [[View]]) -> [View] { groups.flatMap { $0 } }
}

/// Children side by side, leading to trailing (SwiftUI's `HStack`); spacing nil is 8 pt.
public func HStack(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [View]) -> View {
  View(.hstack(content(), alignment: alignment, spacing: spacing))
}

/// Children top to bottom (SwiftUI's `VStack`); spacing nil is 8 pt.
public func VStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> [View]) -> View {
  View(.vstack(content(), alignment: alignment, spacing: spacing))
}

/// Children over each other (SwiftUI's `ZStack`).
public func ZStack(alignment: Alignment = .center, @ViewBuilder content: () -> [View]) -> View {
  View(.zstack(content(), alignment: alignment))
}

/// Text that wraps to its offered width (SwiftUI's `Text`), in 17-pt body text unless `.font` says.
public func Text(_ string: String) -> View { View(.text(string)) }

/// An image at its own size, or `size` (SwiftUI's `Image` with `.frame` on a resizable image).
public func Image(_ image: some LayoutImage, size: Size? = nil) -> View { View(.image(AnyImage(image), size: size)) }

/// Flexible space along its stack's axis (SwiftUI's `Spacer`); minLength nil is 8 pt.
public func Spacer(minLength: Double? = nil) -> View { View(.spacer(minLength: minLength)) }

/// A rectangle filling its frame (SwiftUI's `Rectangle`).
public func Rectangle() -> View { View(.shape(.rectangle, size: nil)) }

/// A circle filling the shorter side of its frame (SwiftUI's `Circle`).
public func Circle() -> View { View(.shape(.circle, size: nil)) }

/// A capsule filling its frame (SwiftUI's `Capsule`).
public func Capsule() -> View { View(.shape(.capsule, size: nil)) }

/// iOS's red notification badge showing `text`.
public func Badge(_ text: String) -> View { View(.badge(text)) }

/// A UISwitch (SwiftUI's `Toggle` with no label), on or off.
public func Toggle(isOn: Bool) -> View { View(.toggle(isOn)) }

extension View {
  /// Space on every side; nil is SwiftUI's default of 16 pt.
  public func padding(_ length: Double? = nil) -> View { modifier(.padding(EdgeInsets(length ?? 16))) }

  /// Space on each side.
  public func padding(_ insets: EdgeInsets) -> View { modifier(.padding(insets)) }

  /// A fixed frame on the sides given; the view is aligned in it.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> View {
    modifier(.frame(width: width, height: height, alignment: alignment))
  }

  /// A flexible frame: `.frame(maxWidth: .infinity)` takes all the width it is offered.
  public func frame(
    minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil,
    alignment: Alignment = .center
  ) -> View {
    modifier(
      .flexibleFrame(
        FlexibleFrame(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment)))
  }

  /// A colour behind the view, filling its frame.
  public func background(_ color: Color) -> View { modifier(.background(color)) }

  /// The colour of text, shapes and tinted images inside.
  public func foregroundStyle(_ color: Color) -> View { modifier(.foreground(color)) }

  /// The font of text inside.
  public func font(_ font: SystemFont) -> View { modifier(.font(font)) }

  /// The most lines text inside takes; nil for no limit.
  public func lineLimit(_ limit: Int?) -> View { modifier(.lineLimit(limit)) }

  /// Rounds the corners of backgrounds and rectangles inside.
  public func cornerRadius(_ radius: Double) -> View { modifier(.cornerRadius(radius)) }

  /// Draws the view with this opacity.
  public func opacity(_ opacity: Double) -> View { modifier(.opacity(opacity)) }

  /// Moves the drawing by (x, y) without changing the layout.
  public func offset(x: Double = 0, y: Double = 0) -> View { modifier(.offset(x: x, y: y)) }
}
