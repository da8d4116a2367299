// Refining a palette by Lloyd's method (Lloyd, "Least squares quantization in
// PCM", 1957/1982) in its k-medians form: give every histogram colour to its
// nearest entry, move each entry to the pixel-weighted median, channel by
// channel, of the colours it was given, and repeat until no colour changes
// entry. The median, not the mean, is the point that minimizes the sum of
// absolute channel differences, which is how the encoder's error budget
// measures a frame (`GIFPalette+Size.swift`). Median cut's boxes are a good
// start but cut along one axis at a time, so their colours are rarely the
// best ones; a few rounds of refinement let a palette of fewer colours meet
// the same budget (on the swipe scenes, about two thirds as many).
//
// The assignment uses the same nearest-entry rule as the palette's mapping,
// so the refined entries are judged by the mapping that will really be used.
// Everything is deterministic: colours are visited in sorted order, medians
// are read from per-channel level counts, and an entry nobody is nearest to
// keeps its colour.

import Drawing
import Raster

extension GIFPalette {
  /// The most rounds of refinement, which bounds its time on histograms of many colours.
  static let refinementRounds = 24

  /// `colors` moved to the weighted per-channel medians of the histogram colours nearest each, until they settle.
  ///
  /// - Parameters:
  ///   - colors: The starting entries, at least one.
  ///   - histogram: Distinct colours with their pixel counts, in a fixed order.
  ///   - fixed: How many leading entries keep their colour; they still take the colours nearest them.
  /// - Returns: As many entries as `colors`, in the same order.
  static func refined(_ colors: [UInt32], for histogram: [(color: UInt32, count: Int)], fixed: Int = 0) -> [UInt32] {
    var entries = colors
    var assignment = [Int](repeating: -1, count: histogram.count)
    for _ in 0..<refinementRounds {
      var moved = false
      for (i, item) in histogram.enumerated() {
        let nearest = Int(GIFPalette.nearest(item.color, in: entries))
        if nearest != assignment[i] {
          assignment[i] = nearest
          moved = true
        }
      }
      guard moved else { break }
      let medians = medians(of: histogram, assignment: assignment, fallback: entries)
      entries = Array(entries[..<fixed] + medians[fixed...])
    }
    return entries
  }

  /// Each entry's weighted per-channel median over the colours assigned to it, or its `fallback` colour when none is.
  private static func medians(
    of histogram: [(color: UInt32, count: Int)], assignment: [Int], fallback: [UInt32]
  ) -> [UInt32] {
    // levels[(entry · 3 + channel) · 256 + level] counts the pixels of that level.
    var levels = [Int](repeating: 0, count: fallback.count * 3 * 256)
    var totals = [Int](repeating: 0, count: fallback.count)
    for (i, item) in histogram.enumerated() {
      let entry = assignment[i]
      totals[entry] += item.count
      for channel in 0..<3 {
        levels[(entry * 3 + channel) * 256 + Int(item.color >> UInt32(8 * channel) & 0xFF)] += item.count
      }
    }
    return fallback.indices.map { entry in
      guard totals[entry] > 0 else { return fallback[entry] }
      var color: UInt32 = 0
      for channel in 0..<3 {
        let base = (entry * 3 + channel) * 256
        var running = 0, level = 0
        // The lower weighted median: the first level with at least half the pixels at or below it.
        while true {
          running += levels[base + level]
          if 2 * running >= totals[entry] { break }
          level += 1
        }
        color |= UInt32(level) << UInt32(8 * channel)
      }
      return color
    }
  }
}
