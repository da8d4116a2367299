@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// Deterministic test images: noise, repeated rows and flat areas, so every filter case occurs.
enum TestImages {
  /// A pixmap whose pixels come from a fixed linear congruential sequence.
  ///
  /// Rows 2…4 of every 7 repeat the row above, and the right third is flat, so
  /// both equal rows and long runs appear. With `opaque` false, alphas span
  /// 0…255, including 0 and 255.
  static func pattern(width: Int, height: Int, opaque: Bool, seed: UInt64 = 1) throws -> Pixmap {
    var p = try Pixmap(width: width, height: height)
    var state = seed
    for y in 0..<height {
      for x in 0..<width {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        let bits = UInt32(truncatingIfNeeded: state >> 24)
        var a = opaque ? 255 : UInt8(truncatingIfNeeded: bits >> 24)
        if !opaque && x % 5 == 0 { a = x % 10 == 0 ? 0 : 255 }
        let flat = x >= 2 * width / 3
        let pixel = PremultipliedRGBA8(
          r: flat ? a / 2 : UInt8(truncatingIfNeeded: bits), g: flat ? a / 3 : UInt8(truncatingIfNeeded: bits >> 8),
          b: flat ? a : UInt8(truncatingIfNeeded: bits >> 16), a: a)
        p.words[y * width + x] = pixel.packed
      }
      if (2...4).contains(y % 7) {
        for x in 0..<width { p.words[y * width + x] = p.words[(y - 1) * width + x] }
      }
    }
    return p
  }
}
