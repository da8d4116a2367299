// PNG's predictive row filters (PNG specification §9: Sub, Up, Average,
// Paeth) for rows of photographic content, and the test that tells such rows
// from flat UI.
//
// A row is photographic when more than an eighth of its pixels differ from
// both the pixel to the left and the pixel above, by at most 8 on every
// channel: texture and sensor noise over a smooth picture. Text and fills
// either repeat their neighbours exactly or jump by far more (an
// anti-aliased edge), and a smooth gradient disc is too small a part of a
// row to pass. Such rows get the filter of the four whose bytes, read as
// signed, have the smallest sum of absolute values (libpng's heuristic);
// other rows keep the encoder's None.
//
// Measured with zlib level 6 on the bench's frames (the hero at 2 s,
// `gradient` and `photo` middle frames): the photo frame −14.7 %, hero and
// gradient unchanged (no row of theirs passes). Filtering every row that is
// not a repeat by that heuristic was +10 % on hero and +15 % on gradient; a
// row filtered only when the heuristic's best sum fell under a fraction
// (0.1…0.5) of None's cost +2…9 % on hero and +9…16 % on gradient; at a
// sixteenth of the row instead of an eighth 71 of gradient's avatar rows
// passed, +9 %.

/// Chooses and applies PNG row filters, as the file comment describes.
enum PNGRowFilter {
  /// The largest channel difference that counts as texture rather than an edge.
  static let textureStep: Int32 = 8

  /// Whether the pixmap row `row` (premultiplied words) is photographic given the row above `above`.
  ///
  /// A flat row, whose pixels mostly equal their left neighbour, is told apart
  /// by a first count of the pixels that differ from it, which the compiler
  /// vectorises; the full test stops as soon as its answer is known.
  static func isPhotographic(_ row: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>, width: Int) -> Bool {
    let needed = width / 8 + 1
    var differing = 0
    var x = 1
    while x < width {
      differing &+= row[x] != row[x &- 1] ? 1 : 0
      x &+= 1
    }
    if differing < needed { return false }
    var textured = 0
    x = 1
    while x < width {
      let v = row[x], left = row[x &- 1], up = above[x]
      if v != left && v != up && isSmallStep(v, left) && isSmallStep(v, up) {
        textured &+= 1
        if textured >= needed { return true }
      }
      x &+= 1
      if textured &+ (width &- x) < needed { return false }
    }
    return false
  }

  /// Whether every channel of `a` is within `textureStep` of the same channel of `b`.
  @inline(__always)
  private static func isSmallStep(_ a: UInt32, _ b: UInt32) -> Bool {
    let x = unsafeBitCast(a, to: SIMD4<UInt8>.self), y = unsafeBitCast(b, to: SIMD4<UInt8>.self)
    return all(pointwiseMax(x, y) &- pointwiseMin(x, y) .<= UInt8(textureStep))
  }

  /// Writes `row` filtered by whichever of Sub, Up, Average and Paeth has the smallest sum of signed magnitudes.
  ///
  /// - Parameters:
  ///   - row: The row's raw bytes, `count` of them.
  ///   - above: The raw bytes of the row above.
  ///   - bpp: The bytes of one pixel: the distance to the byte on the left.
  ///   - out: Receives the filter type byte, then `count` filtered bytes.
  ///   - scratch: Room for `count` bytes, used to try the filters.
  static func writeBestFilter(
    _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>
  ) {
    var bestSum = Int.max, bestFilter: UInt8 = 0
    for filter: UInt8 in 1...4 {
      let sum = apply(filter, row, above: above, count: count, bpp: bpp, into: scratch)
      if sum < bestSum {
        bestSum = sum
        bestFilter = filter
        (out + 1).update(from: scratch, count: count)
      }
    }
    out[0] = bestFilter
  }

  /// Writes `row` filtered by `filter` (1…4) into `out` and returns the sum of the bytes' signed magnitudes.
  @inline(__always)
  private static func apply(
    _ filter: UInt8, _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int,
    into out: UnsafeMutablePointer<UInt8>
  ) -> Int {
    var sum = 0
    for i in 0..<count {
      let a = i >= bpp ? Int(row[i &- bpp]) : 0, b = Int(above[i]), c = i >= bpp ? Int(above[i &- bpp]) : 0
      let predictor: Int
      switch filter {
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a &+ b) >> 1
      default:
        let p = a &+ b &- c
        let pa = abs(p &- a), pb = abs(p &- b), pc = abs(p &- c)
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      }
      let v = UInt8(truncatingIfNeeded: Int(row[i]) &- predictor)
      out[i] = v
      sum &+= abs(Int(Int8(bitPattern: v)))
    }
    return sum
  }
}
