// Mapping a frame's colours to palette entries, optionally dithered.
//
// Without dithering each colour takes its nearest entry, the same in every
// frame. Ordered dithering mixes each colour from two entries: its nearest,
// c1, and the entry nearest to its mirror image through the colour (2·c − c1),
// c2, the neighbour on the far side of it. With t the colour's position along
// c1 → c2 (its projection, 0…1), a pixel shows c2 where t exceeds the
// threshold of the 8×8 Bayer matrix (Bayer, "An optimum method for two-level
// rendition of continuous-tone pictures", 1973) at its position on the whole
// canvas, so a fraction t of the pixels show c2, the mix averages to the
// colour along the gradient's own direction whatever the palette's spacing,
// and a still area gets the same pattern in every frame. Floyd–Steinberg ("An
// adaptive algorithm for spatial greyscale", 1976) spreads each pixel's error
// to its right (7/16) and lower-left, lower and lower-right (3/16, 5/16, 1/16)
// neighbours, row by row from the left, over the whole frame; the error a
// pixel receives is clamped to the palette's typical spacing in each channel,
// so that error piling up where the palette is sparse cannot throw a pixel to
// a far entry (a speck, which the band step picks out).
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
  /// The rank, 0…63, of canvas position (`x`, `y`) in the 8×8 Bayer matrix.
  @inline(__always)
  static func orderedRank(x: Int, y: Int) -> Int {
    var rank = 0
    for bit in 0..<3 {
      let xb = (x >> bit) & 1, yb = (y >> bit) & 1
      rank |= ((xb ^ yb) << 1 | yb) << (2 * (2 - bit))
    }
    return rank
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
    var errors = ErrorRows(width: width, limit: method == .floydSteinberg ? typicalSpacing : 0)
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
            index = orderedIndex(of: color, x: origin.x + x, y: origin.y + y, cache: &cache)
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

  /// Set on a colour's key in a cache to hold its ordered-dithering pair.
  private static let pairFlag: UInt32 = 1 << 29

  /// The entry ordered dithering shows for `color` at canvas position (`x`, `y`): its nearest
  /// entry or the neighbour beyond it, as the file comment explains.
  ///
  /// - Parameter cache: Each colour's pair, kept by the caller between calls.
  @inline(__always)
  func orderedIndex(of color: UInt32, x: Int, y: Int, cache: inout GIFColorTable) -> UInt8 {
    let pair: Int32
    if let known = cache.value(for: color | GIFPalette.pairFlag) {
      pair = known
    } else {
      pair = orderedPair(of: color)
      cache.set(pair, for: color | GIFPalette.pairFlag)
    }
    // pair: c1 | c2 << 8 | t·64 << 16.
    let choosesFar = Int(pair >> 16) > GIFDithering.orderedRank(x: x, y: y)
    return UInt8(truncatingIfNeeded: choosesFar ? pair >> 8 : pair)
  }

  /// `color`'s nearest entry c1, the entry c2 nearest to 2·color − c1, and the colour's position
  /// along c1 → c2 in 64ths (0…64), packed as `c1 | c2 << 8 | t << 16`.
  func orderedPair(of color: UInt32) -> Int32 {
    let near = index(of: color), c1 = colors[Int(near)]
    func channel(_ c: UInt32, _ shift: UInt32) -> Int { Int(c >> shift & 0xFF) }
    let mirror = GIFPalette.adding(
      color, (channel(color, 0) - channel(c1, 0), channel(color, 8) - channel(c1, 8), channel(color, 16) - channel(c1, 16)))
    let far = GIFPalette.nearest(mirror, in: colors), c2 = colors[Int(far)]
    var along = 0, length = 0
    for shift: UInt32 in [0, 8, 16] {
      let step = channel(c2, shift) - channel(c1, shift)
      along += (channel(color, shift) - channel(c1, shift)) * step
      length += step * step
    }
    let t = length == 0 ? 0 : Swift.min(64, Swift.max(0, (64 * along + length / 2) / length))
    return Int32(near) | Int32(far) << 8 | Int32(t) << 16
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
  /// The most error, in levels per channel, a pixel takes.
  let limit: Int

  init(width: Int, limit: Int) {
    self.width = width
    self.limit = limit
    current = [Int](repeating: 0, count: 3 * (width + 2))
    next = current
  }

  /// The error carried to column `x`, rounded to whole levels and clamped to ±``limit``.
  func take(_ x: Int) -> (Int, Int, Int) {
    func level(_ c: Int) -> Int {
      let e = current[3 * (x + 1) + c]
      let rounded = e >= 0 ? (e + 8) / 16 : -((-e + 8) / 16)
      return Swift.min(limit, Swift.max(-limit, rounded))
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
