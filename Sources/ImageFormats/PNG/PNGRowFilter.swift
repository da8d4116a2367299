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
  /// One pass sums all four filters' bytes; a second writes the winner's.
  ///
  /// - Parameters:
  ///   - row: The row's raw bytes, `count` of them, preceded by `bpp` zero bytes (the left edge's neighbours).
  ///   - above: The raw bytes of the row above, also preceded by `bpp` zero bytes.
  ///   - bpp: The bytes of one pixel: the distance to the byte on the left.
  ///   - out: Receives the filter type byte, then `count` filtered bytes.
  static func writeBestFilter(
    _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>
  ) {
    var sub = 0, up = 0, average = 0, paeth = 0
    for i in 0..<count {
      let x = Int(row[i]), a = Int(row[i &- bpp]), b = Int(above[i]), c = Int(above[i &- bpp])
      sub &+= magnitude(x &- a)
      up &+= magnitude(x &- b)
      average &+= magnitude(x &- (a &+ b) >> 1)
      paeth &+= magnitude(x &- paethPredictor(a, b, c))
    }
    let sums = [sub, up, average, paeth]
    var best = 0
    for k in 1..<4 where sums[k] < sums[best] { best = k }
    out[0] = UInt8(best + 1)
    let o = out + 1
    for i in 0..<count {
      let x = Int(row[i]), a = Int(row[i &- bpp]), b = Int(above[i]), c = Int(above[i &- bpp])
      let predictor = best == 0 ? a : best == 1 ? b : best == 2 ? (a &+ b) >> 1 : paethPredictor(a, b, c)
      o[i] = UInt8(truncatingIfNeeded: x &- predictor)
    }
  }

  /// The magnitude of a residue taken as a signed byte.
  @inline(__always)
  private static func magnitude(_ residue: Int) -> Int {
    abs(Int(Int8(truncatingIfNeeded: residue)))
  }

  /// Paeth's predictor (PNG specification §9.4): whichever of left, above and upper-left is nearest a + b − c.
  @inline(__always)
  private static func paethPredictor(_ a: Int, _ b: Int, _ c: Int) -> Int {
    let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
    return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
  }
}
