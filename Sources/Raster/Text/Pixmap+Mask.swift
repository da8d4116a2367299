// Compositing an 8-bit coverage mask with a solid colour.
//
// A pixel with coverage c receives the premultiplied colour scaled by c/255
// (rounded, `Compositor.scale`) and composited source-over
// (`Compositor.sourceOver`), the arithmetic `SolidColorBlitter` applies to a
// path fill's coverage runs, so a glyph drawn from a mask has the pixels of
// the same coverage filled directly. Whole rows inside the clip go to the
// vector kernel (eight pixels per step with AVX2, steps of zero coverage
// skipped); pixels on a fractional clip edge weight their coverage first.

import Drawing

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
  ///   - source: The premultiplied colour.
  ///   - pixels: The pixmap's words, `width` per row.
  ///   - end: One past the pixmap's last word.
  ///   - clip: The clip, already within the pixmap.
  static func composite(
    _ mask: GlyphMask, x: Int, y: Int, source: UInt32, pixels: UnsafeMutablePointer<UInt32>,
    end bufferEnd: UnsafePointer<UInt32>, width: Int, clip: ClipWindow
  ) {
    let x0 = Swift.max(x, clip.outer.minX), x1 = Swift.min(x + mask.width, clip.outer.maxX)
    let y0 = Swift.max(y, clip.outer.minY), y1 = Swift.min(y + mask.height, clip.outer.maxY)
    guard x0 < x1, y0 < y1 else { return }
    mask.coverage.withUnsafeBufferPointer { buffer in
      guard let coverage = buffer.baseAddress else { return }
      let stride = mask.width
      /// Coverage at device pixel (column, row).
      func coverageAt(_ column: Int, _ row: Int) -> UInt8 { coverage[(row - y) * stride + column - x] }

      // Rows on a fractional clip edge (at most the first and the last) weight every pixel.
      let firstWhole = y0 == clip.outer.minY && clip.top != 255 ? y0 + 1 : y0
      let endWhole = y1 == clip.outer.maxY && clip.bottom != 255 ? y1 - 1 : y1
      for row in y0..<y1 where row < firstWhole || row >= endWhole || endWhole <= firstWhole {
        let rowWeight = clip.rowWeight(row)
        for column in x0..<x1 {
          let columnWeight = column == clip.outer.minX ? clip.left : (column == clip.outer.maxX - 1 ? clip.right : 255)
          compositePixel(
            coverageAt(column, row), weight: columnWeight * rowWeight, into: pixels + row * width + column, source: source)
        }
      }
      guard firstWhole < endWhole else { return }
      // Whole rows: fractional edge columns one pixel at a time, the rest in one kernel call.
      var start = x0, end = x1
      if start == clip.outer.minX && clip.left != 255 {
        for row in firstWhole..<endWhole {
          compositePixel(coverageAt(start, row), weight: clip.left * 255, into: pixels + row * width + start, source: source)
        }
        start += 1
      }
      if end == clip.outer.maxX && clip.right != 255 && end > start {
        end -= 1
        for row in firstWhole..<endWhole {
          compositePixel(coverageAt(end, row), weight: clip.right * 255, into: pixels + row * width + end, source: source)
        }
      }
      guard start < end else { return }
      Compositor.sourceOver(
        color: source, coverage: coverage + (firstWhole - y) * stride + (start - x), coverageStride: stride,
        into: pixels + firstWhole * width + start, pixelStride: width, width: end - start, height: endWhole - firstWhole,
        end: bufferEnd)
    }
  }

  /// Composites one pixel whose coverage is scaled by `weight`/255² first.
  @inline(__always)
  private static func compositePixel(
    _ coverage: UInt8, weight: UInt32, into pixel: UnsafeMutablePointer<UInt32>, source: UInt32
  ) {
    let c = (UInt32(coverage) * weight + 32_512) / 65_025
    guard c != 0 else { return }
    let s = Compositor.scale(source, by: c)
    pixel.pointee = s &+ Compositor.scale(pixel.pointee, by: 255 &- s >> 24)
  }
}
