/// One pixel: 8-bit red, green, blue and alpha, with colour premultiplied by alpha.
///
/// Invariant: every colour component is at most `a`. In memory a pixmap holds
/// these as `UInt32` words whose bytes are R, G, B, A in that order (see
/// ``packed``), which is also PNG's RGBA byte order on little-endian machines.

import Drawing
public struct PremultipliedRGBA8: Hashable, Sendable {
  /// Red, premultiplied, 0…a.
  public var r: UInt8
  /// Green, premultiplied, 0…a.
  public var g: UInt8
  /// Blue, premultiplied, 0…a.
  public var b: UInt8
  /// Alpha, 0…255.
  public var a: UInt8

  /// Creates a pixel from premultiplied components; colour components are clamped to `a`.
  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = Swift.min(r, a)
    self.g = Swift.min(g, a)
    self.b = Swift.min(b, a)
    self.a = a
  }

  /// Transparent black.
  public static let transparent = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)

  /// The pixel as one little-endian word: `r | g << 8 | b << 16 | a << 24`.
  @inlinable
  public var packed: UInt32 {
    UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
  }

  /// Creates a pixel from its packed word (the word must already be premultiplied).
  @inlinable
  public init(packed w: UInt32) {
    self.r = UInt8(truncatingIfNeeded: w)
    self.g = UInt8(truncatingIfNeeded: w >> 8)
    self.b = UInt8(truncatingIfNeeded: w >> 16)
    self.a = UInt8(truncatingIfNeeded: w >> 24)
  }

  /// The straight-alpha colour this pixel shows (`clear` when alpha is 0).
  public func demultiplied() -> Color {
    guard a > 0 else { return .clear }
    let alpha = Double(a)
    return Color(red: Double(r) / alpha, green: Double(g) / alpha, blue: Double(b) / alpha, alpha: alpha / 255)
  }
}

extension Color {
  /// The colour as 8-bit premultiplied components, each rounded to nearest.
  public func premultiplied() -> PremultipliedRGBA8 {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(1, Swift.max(0, v)) }
    let a = unit(alpha)
    func channel(_ v: Double) -> UInt8 { UInt8((unit(v) * a * 255).rounded()) }
    return PremultipliedRGBA8(r: channel(red), g: channel(green), b: channel(blue), a: UInt8((a * 255).rounded()))
  }
}
