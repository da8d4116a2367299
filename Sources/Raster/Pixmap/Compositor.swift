internal import CRasterKernels
import Drawing

// Premultiplied 8-bit compositing with exact rounding.
//
// Every product of two 8-bit values is divided by 255 with rounding to
// nearest, using the identity round(x/255) = (y + (y >> 8)) >> 8 with
// y = x + 128, exact for 0 ≤ x ≤ 255·255 (Blinn, "Three Wrongs Make a Right",
// 1995). Two channels share one 32-bit word (the 0x00FF00FF lane trick) for
// single pixels and short runs; longer runs go to the vector kernels of
// `CRasterKernels` (SSE2 or AVX2, chosen at run time), which compute the same
// integers, so every path agrees bit for bit.

/// Pixel arithmetic on packed premultiplied words.
package enum Compositor {
  /// Runs shorter than this stay in Swift: a kernel call costs more than a few scalar pixels.
  static let kernelRunLength = 8

  /// Each byte of `word` times `factor`/255, rounded to nearest.
  @inline(__always)
  package static func scale(_ word: UInt32, by factor: UInt32) -> UInt32 {
    var rb = (word & 0x00FF_00FF) &* factor &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((word >> 8) & 0x00FF_00FF) &* factor &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
  }

  /// `source` over `destination`: s + d·(255 − sα)/255 per channel.
  @inline(__always)
  static func sourceOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    source &+ scale(destination, by: 255 &- (source >> 24))
  }

  /// Composites one solid premultiplied colour over `count` words.
  ///
  /// `end` is one past the buffer's last word: a run that passes it stops the program.
  @inline(__always)
  static func sourceOver(
    solid source: UInt32, into row: UnsafeMutablePointer<UInt32>, count: Int, end: UnsafePointer<UInt32>
  ) {
    if count >= kernelRunLength {
      rk_source_over_solid(row, count, source, end)
      return
    }
    let alpha = source >> 24
    if alpha == 255 {
      row.update(repeating: source, count: count)
      return
    }
    if alpha == 0 { return }
    let inverse = 255 &- alpha
    for i in 0..<count {
      row[i] = source &+ scale(row[i], by: inverse)
    }
  }

  /// Composites a row of premultiplied pixels over another, each scaled by `opacity`/255 first.
  @inline(__always)
  static func sourceOver(
    row source: UnsafePointer<UInt32>, into destination: UnsafeMutablePointer<UInt32>, count: Int, opacity: UInt32
  ) {
    rk_source_over_row(destination, source, count, opacity)
  }

  /// Composites `color` scaled by each coverage byte (0…255) over a `width` × `height` block.
  ///
  /// Row k reads `coverage + k·coverageStride` and writes `row + k·pixelStride`. `end` is one
  /// past the buffer's last pixel: a block whose last row passes it stops the program.
  @inline(__always)
  static func sourceOver(
    color source: UInt32, coverage: UnsafePointer<UInt8>, coverageStride: Int,
    into row: UnsafeMutablePointer<UInt32>, pixelStride: Int, width: Int, height: Int, end: UnsafePointer<UInt32>
  ) {
    rk_source_over_mask(row, pixelStride, coverage, coverageStride, width, height, source, end)
  }
}
