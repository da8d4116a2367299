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

/// A clip rectangle as whole pixels plus the coverage of its fractional edges.
///
/// Pixels strictly inside take masks unchanged; a pixel on a fractional edge
/// scales the mask's coverage by the part of it inside the clip (0…255).
struct ClipWindow {
  /// The pixels the clip touches.
  let outer: IntRect
  /// The part inside of the first and last column and row, 0…255 (255 for whole-pixel edges).
  let left: UInt32, right: UInt32, top: UInt32, bottom: UInt32

  init(_ clip: Rect) {
    outer = clip.roundedOut
    func part(_ inside: Double) -> UInt32 { UInt32((Swift.min(1, Swift.max(0, inside)) * 255).rounded()) }
    let single = outer.width == 1, singleRow = outer.height == 1
    left = part(single ? clip.maxX - clip.minX : Double(outer.minX + 1) - clip.minX)
    right = single ? left : part(clip.maxX - Double(outer.maxX - 1))
    top = part(singleRow ? clip.maxY - clip.minY : Double(outer.minY + 1) - clip.minY)
    bottom = singleRow ? top : part(clip.maxY - Double(outer.maxY - 1))
  }

  /// The weight of row `y`, which must lie in `outer`.
  @inline(__always)
  func rowWeight(_ y: Int) -> UInt32 {
    y == outer.minY ? top : (y == outer.maxY - 1 ? bottom : 255)
  }
}

extension Pixmap {
  /// Composites `mask` with its top-left pixel at (`x`, `y`), inside `clip`.
  ///
  /// - Parameters:
  ///   - mask: The coverage.
  ///   - x: The column of the mask's first column.
  ///   - y: The row of the mask's first row.
  ///   - table: The colour at every coverage.
  ///   - pixels: The pixmap's words, `width` per row.
  ///   - clip: The clip, already within the pixmap.
  static func composite(
    _ mask: GlyphMask, x: Int, y: Int, table: UnsafePointer<UInt32>, pixels: UnsafeMutablePointer<UInt32>,
    width: Int, clip: ClipWindow
  ) {
    let x0 = Swift.max(x, clip.outer.minX), x1 = Swift.min(x + mask.width, clip.outer.maxX)
    let y0 = Swift.max(y, clip.outer.minY), y1 = Swift.min(y + mask.height, clip.outer.maxY)
    guard x0 < x1, y0 < y1 else { return }
    mask.coverage.withUnsafeBufferPointer { buffer in
      guard let coverage = buffer.baseAddress else { return }
      for row in y0..<y1 {
        let source = coverage + (row - y) * mask.width
        let target = pixels + row * width
        let rowWeight = clip.rowWeight(row)
        // Whole columns go through the fast path; fractional edge columns and rows are weighted.
        var start = x0, end = x1
        if start == clip.outer.minX && clip.left != 255 {
          compositePixel(source[start - x], weight: clip.left * rowWeight, into: target + start, table: table)
          start += 1
        }
        if end == clip.outer.maxX && clip.right != 255 && end > start {
          end -= 1
          compositePixel(source[end - x], weight: clip.right * rowWeight, into: target + end, table: table)
        }
        guard start < end else { continue }
        if rowWeight == 255 {
          compositeRow(source + (start - x), into: target + start, count: end - start, table: table)
        } else {
          for i in start..<end {
            compositePixel(source[i - x], weight: rowWeight * 255, into: target + i, table: table)
          }
        }
      }
    }
  }

  /// Composites one pixel whose coverage is scaled by `weight`/255² first.
  @inline(__always)
  private static func compositePixel(
    _ coverage: UInt8, weight: UInt32, into pixel: UnsafeMutablePointer<UInt32>, table: UnsafePointer<UInt32>
  ) {
    let c = (UInt32(coverage) * weight + 32_512) / 65_025
    guard c != 0 else { return }
    let s = table[Int(c)]
    pixel.pointee = s &+ Compositor.scale(pixel.pointee, by: 255 &- s >> 24)
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
      // Four pixels at once, each with its own coverage-scaled colour and inverse alpha.
      let s = SIMD4<UInt32>(
        table[Int(quad & 0xFF)], table[Int(quad >> 8 & 0xFF)], table[Int(quad >> 16 & 0xFF)], table[Int(quad >> 24)])
      Compositor.sourceOver(
        four: unsafeBitCast(s, to: SIMD8<UInt16>.self),
        inverse: unsafeBitCast((255 &- (s &>> 24)) &* 0x0001_0001, to: SIMD8<UInt16>.self), at: raw + i * 4)
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
