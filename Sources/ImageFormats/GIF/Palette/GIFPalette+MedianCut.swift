// Median cut (Heckbert, "Color image quantization for frame buffer display",
// SIGGRAPH 1982), in the greedy variance-driven form: start with one box
// holding every colour, and repeatedly split the box whose colours have the
// largest pixel-weighted squared error around their mean. A box is split
// along its widest channel at the pixel-weighted median, so each half holds
// about as many pixels. Each final box contributes its weighted mean colour.
//
// Everything is deterministic: colours are sorted by channel and then by
// packed value, and ties between boxes go to the earlier one. The palette
// depends only on the histogram, never on frame order or hashing.

import Drawing
import Raster

extension GIFPalette {
  /// A box of distinct colours with their pixel counts.
  private struct Box {
    var colors: [(color: UInt32, count: Int)]
    /// The pixel-weighted sum of squared distances to the box's mean.
    var error: Double

    init(_ colors: [(color: UInt32, count: Int)]) {
      self.colors = colors
      let mean = Box.mean(colors)
      var error = 0.0
      for (color, count) in colors {
        for c in 0..<3 {
          let d = Double(color >> UInt32(8 * c) & 0xFF) - mean[c]
          error += Double(count) * d * d
        }
      }
      self.error = error
    }

    /// The pixel-weighted mean of each channel.
    static func mean(_ colors: [(color: UInt32, count: Int)]) -> [Double] {
      var sums = [0.0, 0.0, 0.0], total = 0.0
      for (color, count) in colors {
        for c in 0..<3 { sums[c] += Double(count) * Double(color >> UInt32(8 * c) & 0xFF) }
        total += Double(count)
      }
      return sums.map { $0 / total }
    }

    /// The mean colour, each channel rounded to nearest.
    var meanColor: UInt32 {
      let mean = Box.mean(colors)
      return (0..<3).reduce(0) { $0 | UInt32(mean[$1].rounded()) << UInt32(8 * $1) }
    }

    /// The two halves of the box, split along its widest channel at the weighted median.
    func split() -> (Box, Box) {
      let channel = (0..<3).max { a, b in range(a) < range(b) } ?? 0
      let shift = UInt32(8 * channel)
      let sorted = colors.sorted { a, b in
        let (x, y) = (a.color >> shift & 0xFF, b.color >> shift & 0xFF)
        return x != y ? x < y : a.color < b.color
      }
      let half = sorted.reduce(0) { $0 + $1.count } / 2
      var running = 0, cut = 1
      for (i, entry) in sorted.enumerated().dropLast() {
        running += entry.count
        cut = i + 1
        if running >= half { break }
      }
      return (Box(Array(sorted[..<cut])), Box(Array(sorted[cut...])))
    }

    /// The spread of one channel over the box's colours.
    func range(_ channel: Int) -> UInt32 {
      let values = colors.map { $0.color >> UInt32(8 * channel) & 0xFF }
      return (values.max() ?? 0) - (values.min() ?? 0)
    }
  }

  /// At most `count` colours standing for the colours of `histogram` (distinct colours with their pixel counts, sorted).
  static func medianCut(_ histogram: [(color: UInt32, count: Int)], count: Int) -> [UInt32] {
    var boxes = [Box(histogram)]
    while boxes.count < count {
      guard let worst = boxes.indices.filter({ boxes[$0].colors.count > 1 }).max(by: { boxes[$0].error < boxes[$1].error })
      else { break }
      let (low, high) = boxes[worst].split()
      boxes[worst] = low
      boxes.append(high)
    }
    return boxes.map(\.meanColor)
  }
}
