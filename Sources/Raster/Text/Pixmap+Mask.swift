// Compositing an 8-bit coverage mask with a solid colour.
//
// A pixel with coverage c receives the premultiplied colour scaled by c/255
// (rounded, `Compositor.scale`) and composited source-over
// (`Compositor.sourceOver`), the arithmetic `SolidColorBlitter` applies to a
// path fill's coverage runs, so a glyph drawn from a mask has the pixels of
// the same coverage filled directly. The 256 possible scaled colours are
// computed once per draw call into a table, leaving one table read, one
// scale and one add per covered pixel; zero coverage is skipped eight bytes
// at a time.

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
    while i < count {
      if i + 8 <= count && UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self) == 0 {
        i += 8
        continue
      }
      let c = coverage[i]
      if c != 0 {
        let s = table[Int(c)]
        let alpha = s >> 24
        row[i] = alpha == 255 ? s : s &+ Compositor.scale(row[i], by: 255 &- alpha)
      }
      i += 1
    }
  }
}
