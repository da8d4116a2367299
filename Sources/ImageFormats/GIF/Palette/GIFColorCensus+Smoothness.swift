// Where the eye sees a palette's error: smooth regions.
//
// A palette's error is visible where colour changes slowly: a gradient shown
// with too few entries falls into flat bands whose edges the eye picks out at
// once, while the same error on a flat fill (which the palette holds exactly)
// or along a text edge (where colour jumps anyway) goes unseen. libimagequant
// weighs its histogram by a map of local contrast, and gifski passes such a
// map per frame; the census marks smooth pixels with a pixel-level test
// (`isSmooth`), and the palette keeps their mean error within a budget of its
// own and lets dithering spread only their colours. A pixel is smooth when
// every pixel up to two away along its row and column is within `smoothStep`
// levels of it in each channel and at least one of them differs at all. Flat fills are not smooth (nothing
// differs), edges are not (something differs by more), gradients and the calm
// parts of a photo are.
//
// The census counts smooth pixels under keys of their own (the colour with
// `smoothFlag` set) beside the plain counts, with the same frame-to-frame
// changes: a changed pixel also changes whether the pixels two around it are
// smooth, so the change is taken over the changed rectangle grown by two.

import Drawing
import Raster

extension GIFColorCensus {
  /// Set on a colour's key to count its smooth pixels.
  static let smoothFlag: UInt32 = 1 << 30
  /// The largest step, in levels per channel, between a smooth pixel and its neighbours.
  static let smoothStep: UInt32 = 6

  /// Whether the pixel at (`x`, `y`) of `words` (`width` × `height`) lies in a smooth region.
  @inline(__always)
  static func isSmooth(_ words: UnsafeBufferPointer<UInt32>, width: Int, height: Int, x: Int, y: Int) -> Bool {
    let i = y * width + x, c = words[i]
    var differs = false
    @inline(__always) func near(_ n: UInt32) -> Bool {
      guard n != c else { return true }
      differs = true
      for shift: UInt32 in [0, 8, 16, 24] {
        let p = Int(c >> shift & 0xFF), q = Int(n >> shift & 0xFF)
        if abs(p - q) > Int(smoothStep) { return false }
      }
      return true
    }
    if x >= 1, !near(words[i - 1]) { return false }
    if x >= 2, !near(words[i - 2]) { return false }
    if x + 1 < width, !near(words[i + 1]) { return false }
    if x + 2 < width, !near(words[i + 2]) { return false }
    if y >= 1, !near(words[i - width]) { return false }
    if y >= 2, !near(words[i - 2 * width]) { return false }
    if y + 1 < height, !near(words[i + width]) { return false }
    if y + 2 < height, !near(words[i + 2 * width]) { return false }
    return differs
  }

  /// Adds to `counts` the smooth pixels of `rect` of `frame` (`sign` 1) or takes them away (`sign` −1).
  static func countSmooth(
    in frame: Pixmap, rect: IntRect, sign: Int32, conversion: GIFPixelConversion, into counts: inout GIFColorTable
  ) {
    frame.words.withUnsafeBufferPointer { words in
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX where isSmooth(words, width: frame.width, height: frame.height, x: x, y: y) {
          let color = conversion.color(of: words[y * frame.width + x])
          if color != GIFPixelConversion.transparent { counts.add(sign, to: color | smoothFlag) }
        }
      }
    }
  }

  /// The smooth pixels of every colour over all frames, by colour.
  var smoothCounts: GIFColorTable {
    var out = GIFColorTable(capacity: 256)
    for (color, count) in smoothHistogram { out.set(Int32(clamping: count), for: color) }
    return out
  }

  /// The mean absolute channel error, in levels, of the smooth pixels of all frames under `palette`; 0 with none.
  func smoothMeanError(under palette: GIFPalette) -> Double {
    var total = 0.0, pixels = 0.0
    for (color, count) in smoothHistogram {
      let shown = palette.shown(color)
      var d = 0
      for shift: UInt32 in [0, 8, 16] { d += abs(Int(color >> shift & 0xFF) - Int(shown >> shift & 0xFF)) }
      total += Double(count) * Double(d)
      pixels += Double(count)
    }
    return pixels > 0 ? total / (3 * pixels) : 0
  }
}
