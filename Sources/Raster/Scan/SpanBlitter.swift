import CRasterKernels

/// Receives the runs of constant coverage that a sweep produces.
protocol SpanBlitter {
  /// Handles `count` pixels from column `x` of row `y`, all with `coverage` (1…255).
  mutating func blit(x: Int, y: Int, count: Int, coverage: UInt8)

  /// Handles `count` pixels from column `x` of row `y`, pixel `i` with `coverage[i]` (0…255).
  mutating func blit(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int)

  /// Says that row `y` will be blitted soon, between columns `x` and `x + count`.
  func willBlit(y: Int, x: Int, count: Int)
}

extension SpanBlitter {
  /// Does nothing: most targets are small or already in cache.
  @inline(__always)
  func willBlit(y: Int, x: Int, count: Int) {}

  /// Blits each pixel with coverage on its own.
  @inline(__always)
  mutating func blit(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    for i in 0..<count where coverage[i] != 0 {
      blit(x: x &+ i, y: y, count: 1, coverage: coverage[i])
    }
  }
}

/// Source-over of one premultiplied colour into a pixmap's words.
struct SolidColorBlitter: SpanBlitter {
  let pixels: UnsafeMutablePointer<UInt32>
  let rowStride: Int
  let source: UInt32
  /// One past the buffer's last word.
  let end: UnsafePointer<UInt32>

  /// Asks the CPU to bring the row's pixels into cache: a shape's edge pixel is the
  /// first access to its row, and waiting for it from memory cost a quarter of a
  /// fill of large shapes.
  @inline(__always)
  func willBlit(y: Int, x: Int, count: Int) {
    rk_prefetch(pixels + (y &* rowStride &+ x), count)
  }

  @inline(__always)
  mutating func blit(x: Int, y: Int, count: Int, coverage: UInt8) {
    let row = pixels + (y &* rowStride &+ x)
    let s = coverage == 255 ? source : Compositor.scale(source, by: UInt32(coverage))
    if count == 1 {
      // An edge pixel, the most frequent call: no run set-up.
      row.pointee = Compositor.sourceOver(s, row.pointee)
    } else {
      Compositor.sourceOver(solid: s, into: row, count: count, end: end)
    }
  }

  @inline(__always)
  mutating func blit(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    Compositor.sourceOver(
      color: source, coverage: coverage, coverageStride: 0, into: pixels + (y &* rowStride &+ x), pixelStride: 0,
      width: count, height: 1, end: end)
  }
}

/// Replaces pixels with one premultiplied colour, blending old and new by coverage.
struct ReplacingBlitter: SpanBlitter {
  let pixels: UnsafeMutablePointer<UInt32>
  let rowStride: Int
  let source: UInt32

  @inline(__always)
  mutating func blit(x: Int, y: Int, count: Int, coverage: UInt8) {
    let row = pixels + y * rowStride + x
    if coverage == 255 {
      row.update(repeating: source, count: count)
      return
    }
    let inside = Compositor.scale(source, by: UInt32(coverage))
    let outside = 255 - UInt32(coverage)
    for i in 0..<count { row[i] = inside &+ Compositor.scale(row[i], by: outside) }
  }
}

/// Writes coverage into an 8-bit mask, replacing what is there.
struct CoverageMaskBlitter: SpanBlitter {
  let mask: UnsafeMutablePointer<UInt8>
  let rowStride: Int
  let originX: Int
  let originY: Int

  @inline(__always)
  mutating func blit(x: Int, y: Int, count: Int, coverage: UInt8) {
    let row = mask + (y - originY) * rowStride + (x - originX)
    row.update(repeating: coverage, count: count)
  }

  @inline(__always)
  mutating func blit(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
    (mask + (y - originY) * rowStride + (x - originX)).update(from: coverage, count: count)
  }
}
