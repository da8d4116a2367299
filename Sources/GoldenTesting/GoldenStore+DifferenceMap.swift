import Drawing
import Raster

// The picture a reviewer looks at first on a mismatch: where the pixels changed. The golden is
// faded to a light grey so that changed pixels, in pure red, stand out, and their bounding box is
// outlined in magenta a few pixels outside it, so that a change of one pixel is found at a glance.

extension GoldenStore {
  /// How far outside the changed pixels' bounding box its outline is drawn, in pixels.
  public static let outlineMargin = 3

  /// The difference map of `expected` and `actual`: the size of the larger, every pixel that
  /// differs by more than `tolerance` (or lies outside one of them) red, the others the golden's
  /// brightness faded into 230…255 grey, and `difference.bounds` outlined in magenta,
  /// ``outlineMargin`` pixels outside it, 2 pixels wide.
  ///
  /// - Throws: `RenderError` when the map would be larger than a pixmap may be.
  public static func differenceMap(
    expected: Pixmap, actual: Pixmap, difference: PixmapDifference, tolerance: Int = 0
  ) throws -> Pixmap {
    let w = max(expected.width, actual.width), h = max(expected.height, actual.height)
    var out = try Pixmap(width: w, height: h)
    let red = PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255).packed
    for y in 0..<h {
      for x in 0..<w {
        let inside = x < expected.width && y < expected.height && x < actual.width && y < actual.height
        let e = x < expected.width && y < expected.height ? expected.premultipliedPixel(x: x, y: y) : PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)
        let a = inside ? actual.premultipliedPixel(x: x, y: y) : e
        let channel = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)), abs(Int(e.a) - Int(a.a)))
        let grey = UInt32(230 + (Int(e.r) + Int(e.g) + Int(e.b)) / 3 * 25 / 255)
        out.words[y * w + x] = !inside || channel > tolerance ? red : (grey | grey << 8 | grey << 16 | 0xFF00_0000)
      }
    }
    guard let box = difference.bounds else { return out }
    let magenta = PremultipliedRGBA8(r: 255, g: 0, b: 255, a: 255).packed
    let m = outlineMargin
    for y in max(0, box.minY - m - 2)..<min(h, box.maxY + m + 2) {
      for x in max(0, box.minX - m - 2)..<min(w, box.maxX + m + 2) {
        let onRing = x < box.minX - m || x >= box.maxX + m || y < box.minY - m || y >= box.maxY + m
        if onRing { out.words[y * w + x] = magenta }
      }
    }
    return out
  }
}
