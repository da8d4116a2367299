// Compositing an 8-bit coverage mask with a solid colour.
//
// A pixel with coverage c receives the premultiplied colour scaled by c/255
// (rounded, `Compositor.scale`) and composited source-over
// (`Compositor.sourceOver`), the arithmetic `SolidColorBlitter` applies to a
// path fill's coverage runs, so a glyph drawn from a mask has the pixels of
// the same coverage filled directly. The 256 possible scaled colours are
// computed once per draw call into a table, leaving one table read, one
// scale and one add per covered pixel. Pixels go four at a time through
// 16-lane SIMD with the same rounding formula (zero coverage maps to a zero
// source and a 255 inverse, which leaves the destination unchanged), and
// four zero coverage bytes are skipped with one load.

/// The colour scaled by every coverage value: `table[c] = scale(colour, c)`.
struct CoverageColorTable {
  /// 256 premultiplied words.
  private(set) var words: [UInt32]

  /// Tabulates `source` (a premultiplied packed colour) at coverage 0…255.
  init(source: UInt32) {
    words = (0...255).map { Compositor.scale(source, by: UInt32($0)) }
  }
}

extension Pixmap {
  /// Composites `mask` with its top-left pixel at (`x`, `y`), clipped to the pixmap.
  ///
  /// - Parameters:
  ///   - mask: The coverage.
  ///   - x: The column of the mask's first column.
  ///   - y: The row of the mask's first row.
  ///   - table: The colour at every coverage.
  ///   - pixels: The pixmap's words (`width × height`).
  static func composite(
    _ mask: GlyphMask, x: Int, y: Int, table: UnsafePointer<UInt32>, pixels: UnsafeMutablePointer<UInt32>,
    width: Int, height: Int
  ) {
    let x0 = Swift.max(x, 0), x1 = Swift.min(x + mask.width, width)
    let y0 = Swift.max(y, 0), y1 = Swift.min(y + mask.height, height)
    guard x0 < x1, y0 < y1 else { return }
    let count = x1 - x0
    mask.coverage.withUnsafeBufferPointer { buffer in
      guard let coverage = buffer.baseAddress else { return }
      for row in y0..<y1 {
        let source = coverage + (row - y) * mask.width + (x0 - x)
        compositeRow(source, into: pixels + row * width + x0, count: count, table: table)
      }
    }
  }

  /// Composites `count` coverage bytes into as many pixels.
  @inline(__always)
  private static func compositeRow(
    _ coverage: UnsafePointer<UInt8>, into row: UnsafeMutablePointer<UInt32>, count: Int, table: UnsafePointer<UInt32>
  ) {
    var i = 0
    let raw = UnsafeMutableRawPointer(row)
    while i + 4 <= count {
      let quad = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt32.self)
      if quad == 0 {
        i += 4
        continue
      }
      // Four pixels at once: the same per-channel formula as `Compositor.scale`, in 16-bit lanes.
      let s0 = table[Int(quad & 0xFF)], s1 = table[Int(quad >> 8 & 0xFF)]
      let s2 = table[Int(quad >> 16 & 0xFF)], s3 = table[Int(quad >> 24)]
      let sources = unsafeBitCast(SIMD4<UInt32>(s0, s1, s2, s3), to: SIMD16<UInt8>.self)
      let alphas = unsafeBitCast(SIMD4<UInt32>(s0, s1, s2, s3) &>> 24 &* 0x0101_0101, to: SIMD16<UInt8>.self)
      let inverse = SIMD16<UInt16>(truncatingIfNeeded: SIMD16<UInt8>(repeating: 255) &- alphas)
      let at = raw + i * 4
      let d = at.loadUnaligned(as: SIMD16<UInt8>.self)
      var t = SIMD16<UInt16>(truncatingIfNeeded: d) &* inverse &+ 128
      t = (t &+ (t &>> 8)) &>> 8
      at.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: t) &+ sources, as: SIMD16<UInt8>.self)
      i += 4
    }
    while i < count {
      let c = coverage[i]
      if c != 0 {
        let s = table[Int(c)]
        row[i] = s &+ Compositor.scale(row[i], by: 255 &- s >> 24)
      }
      i += 1
    }
  }
}
