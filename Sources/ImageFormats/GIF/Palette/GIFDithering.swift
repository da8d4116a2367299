// Mapping a frame's colours to palette entries, optionally dithered.
//
// Without dithering each colour takes its nearest entry, the same in every
// frame. Ordered dithering adds a threshold from the 8×8 Bayer matrix (Bayer,
// "An optimum method for two-level rendition of continuous-tone pictures",
// 1973), indexed by the pixel's position on the whole canvas, so a still area
// gets the same pattern in every frame; its swing is the palette's typical
// spacing, so a dense palette gets a faint pattern. Floyd–Steinberg ("An adaptive
// algorithm for spatial greyscale", 1976) spreads each pixel's error to its
// right (7/16) and lower-left, lower and lower-right (3/16, 5/16, 1/16)
// neighbours, row by row from the left, over the whole frame.
// Either is applied only when the palette had to be quantized (an exact
// palette reproduces every colour, and dithering would only add noise), and
// only to colours seen mostly in smooth regions (`GIFPalette.dithers`):
// gradients and the calm parts of photos, where bands would show. Flat
// fills, separators and text keep their nearest entries; Floyd–Steinberg
// neither takes error into them nor spreads theirs.

import Drawing
import Raster

/// How an animated GIF spreads the error of colours its palette cannot hold.
public enum GIFDithering: String, Sendable, CaseIterable {
  /// Each colour takes its nearest palette entry.
  case none
  /// A fixed 8×8 Bayer threshold pattern, stable from frame to frame.
  case ordered
  /// Floyd–Steinberg error diffusion.
  case floydSteinberg
}

extension GIFDithering {
  /// The Bayer threshold at canvas position (`x`, `y`), in −`spread`/2 ..< `spread`/2 levels.
  static func orderedOffset(x: Int, y: Int, spread: Int) -> Int {
    var rank = 0
    for bit in 0..<3 {
      let xb = (x >> bit) & 1, yb = (y >> bit) & 1
      rank |= ((xb ^ yb) << 1 | yb) << (2 * (2 - bit))
    }
    return ((2 * rank + 1) * spread) / 128 - spread / 2
  }
}

extension GIFPalette {
  /// The palette entries of a frame's colours, row by row.
  ///
  /// Transparent markers take the transparent entry, and dithering passes over them.
  ///
  /// - Parameters:
  ///   - pixels: The GIF colours (`r | g << 8 | b << 16`, or the transparent marker) of a rectangle
  ///     of a frame, row by row, `width` per row.
  ///   - origin: The rectangle's top-left pixel on the canvas, where ordered dithering's pattern is
  ///     anchored. Default: (0, 0), a whole frame.
  ///   - dithering: How to spread quantization error; ignored when the palette is exact.
  ///   - cache: Entries found for colours outside the histogram, kept between frames.
  func indices(
    of pixels: [UInt32], width: Int, origin: (x: Int, y: Int) = (0, 0), dithering: GIFDithering,
    cache: inout GIFColorTable
  ) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: pixels.count)
    let method = isExact ? .none : dithering
    var errors = ErrorRows(width: width)
    let spread = method == .ordered ? typicalSpacing : 0
    var last: (color: UInt32, index: UInt8)?
    for y in 0..<(pixels.count / Swift.max(1, width)) {
      for x in 0..<width {
        let i = y * width + x, color = pixels[i]
        let index: UInt8
        if color == GIFPixelConversion.transparent {
          index = transparentIndex
        } else {
          switch method {
          case .none:
            if let last, last.color == color {
              index = last.index
            } else {
              index = self.index(of: color)
              last = (color, index)
            }
          case .ordered where dithers(color):
            index = self.index(of: orderedColor(color, x: origin.x + x, y: origin.y + y, spread: spread), cache: &cache)
          case .floydSteinberg where dithers(color):
            let wanted = GIFPalette.adding(color, errors.take(x))
            index = self.index(of: wanted, cache: &cache)
            errors.spread(from: x, wanted: wanted, got: colors[Int(index)])
          case .ordered, .floydSteinberg:
            index = self.index(of: color)
          }
        }
        out[i] = index
      }
      errors.nextRow()
    }
    return out
  }

  /// `color` moved by the Bayer threshold at canvas position (`x`, `y`) for ordered dithering.
  @inline(__always)
  func orderedColor(_ color: UInt32, x: Int, y: Int, spread: Int) -> UInt32 {
    let offset = GIFDithering.orderedOffset(x: x, y: y, spread: spread)
    return GIFPalette.adding(color, (offset, offset, offset))
  }

  /// `color` with each channel moved by the given amount and clamped to 0…255.
  static func adding(_ color: UInt32, _ delta: (Int, Int, Int)) -> UInt32 {
    func channel(_ shift: UInt32, _ d: Int) -> UInt32 {
      UInt32(Swift.min(255, Swift.max(0, Int(color >> shift & 0xFF) + d))) << shift
    }
    return channel(0, delta.0) | channel(8, delta.1) | channel(16, delta.2)
  }
}

/// Floyd–Steinberg error for the current and the next row, in sixteenths of a level.
private struct ErrorRows {
  var current: [Int]
  var next: [Int]
  let width: Int

  init(width: Int) {
    self.width = width
    current = [Int](repeating: 0, count: 3 * (width + 2))
    next = current
  }

  /// The error carried to column `x`, rounded to whole levels.
  func take(_ x: Int) -> (Int, Int, Int) {
    func level(_ c: Int) -> Int {
      let e = current[3 * (x + 1) + c]
      return e >= 0 ? (e + 8) / 16 : -((-e + 8) / 16)
    }
    return (level(0), level(1), level(2))
  }

  /// Spreads `wanted − got` to the neighbours of column `x` with weights 7, 3, 5, 1 (of 16).
  mutating func spread(from x: Int, wanted: UInt32, got: UInt32) {
    for c in 0..<3 {
      let shift = UInt32(8 * c)
      let e = Int(wanted >> shift & 0xFF) - Int(got >> shift & 0xFF)
      current[3 * (x + 2) + c] += 7 * e
      next[3 * x + c] += 3 * e
      next[3 * (x + 1) + c] += 5 * e
      next[3 * (x + 2) + c] += e
    }
  }

  /// Moves to the next row: its carried error becomes current, and the one after starts at zero.
  mutating func nextRow() {
    swap(&current, &next)
    for i in next.indices { next[i] = 0 }
  }
}
