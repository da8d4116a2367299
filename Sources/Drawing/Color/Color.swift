/// A colour with straight (not premultiplied) alpha, components in 0…1, sRGB.
///
/// This is the colour callers describe; pixels store ``PremultipliedRGBA8``.
/// The two are distinct types so that a straight colour can never be written
/// into a pixmap without being premultiplied first.
public struct Color: Hashable, Sendable {
  /// The red component, 0…1.
  public var red: Double
  /// The green component, 0…1.
  public var green: Double
  /// The blue component, 0…1.
  public var blue: Double
  /// The opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from straight components in 0…1.
  ///
  /// Components outside 0…1 are clamped when the colour is used; NaN counts as 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Creates a colour from 8-bit components, as design specs and UIKit literals give them.
  ///
  /// - Parameters:
  ///   - red255: Red, 0…255.
  ///   - green255: Green, 0…255.
  ///   - blue255: Blue, 0…255.
  ///   - alpha: Opacity, 0…1. Default: 1.
  public init(red255: Double, green255: Double, blue255: Double, alpha: Double = 1) {
    self.init(red: red255 / 255, green: green255 / 255, blue: blue255 / 255, alpha: alpha)
  }

  /// Opaque white.
  public static let white = Color(red: 1, green: 1, blue: 1)
  /// Opaque black.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Fully transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  /// The same colour with its opacity multiplied by `factor`.
  public func withAlphaMultiplied(by factor: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha * factor)
  }
}
