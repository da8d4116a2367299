// Choosing how many colours a GIF palette holds.
//
// A smaller table means shorter LZW codes and longer runs of one entry, so
// smaller files; it also means coarser colours. The encoder tries tables of
// 4, 8, 16, 32 … entries (one of them transparent) and keeps the first whose
// colours reproduce every frame within a mean error budget. Without dithering
// or lossy LZW a GIF frame shows each pixel's nearest palette colour, so the
// error measured here from each frame's histogram is exactly the mean
// difference between the decoded frame and the source.

extension GIFPalette {
  /// The smallest palette of 3, 7, 15, 31 … colours (up to `maximumColors`) whose worst frame stays within `budget`.
  ///
  /// - Parameters:
  ///   - histogram: Every colour of every frame with its pixel count.
  ///   - frames: Each frame's own histogram.
  ///   - maximumColors: The most colours to use, 1…``maximumColors``.
  ///   - budget: The largest mean absolute channel error allowed in any frame, in 8-bit levels.
  static func smallest(
    for histogram: [UInt32: Int], frames: [[UInt32: Int]], maximumColors: Int, budget: Double
  ) -> GIFPalette {
    var colors = 3
    while true {
      let palette = GIFPalette(histogram: histogram, maximumColors: Swift.min(colors, maximumColors))
      if palette.isExact || colors >= maximumColors || frames.allSatisfy({ palette.meanError(of: $0) <= budget }) {
        return palette
      }
      colors = 2 * colors + 1
    }
  }

  /// The mean absolute channel difference, in 8-bit levels, between a frame and its nearest palette colours.
  ///
  /// - Parameter frame: The frame's histogram (colour → number of pixels).
  func meanError(of frame: [UInt32: Int]) -> Double {
    var cache: [UInt32: UInt8] = [:]
    var total = 0, pixels = 0
    for (color, count) in frame {
      let shown = colors[Int(index(of: color, cache: &cache))]
      var d = 0
      for shift: UInt32 in [0, 8, 16] { d += abs(Int(color >> shift & 0xFF) - Int(shown >> shift & 0xFF)) }
      total += d * count
      pixels += count
    }
    return Double(total) / Double(3 * Swift.max(1, pixels))
  }
}
