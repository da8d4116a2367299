// Choosing how many colours a GIF palette holds.
//
// Fewer colours mean fewer distinct strings of entries, so LZW finds longer
// ones and the file is smaller (and a table of 4, 8 or 16 entries also starts
// with shorter codes); they also mean coarser colours. The encoder looks for
// the fewest colours that reproduce every frame within a mean error budget:
// 3, 7, 15, 31 … colours until one fits, then bisection between the last
// count that did not fit and the first that did. Error falls with the count
// almost everywhere, so this finds the smallest count, or one a colour or two
// above it, in a handful of palettes. Without dithering or lossy LZW a GIF
// frame shows each pixel's nearest palette colour, so the error measured
// here from each frame's histogram (`GIFColorCensus`) is exactly the mean
// difference between the decoded frame and the source. A mean hides small
// features, so a palette must also show the animation's prominent colours (text,
// hairlines, icons; `GIFColorCensus.prominentColors`) as shades of themselves:
// lighter or darker, as black text may turn dark grey, but never another hue.
// A prominent colour that median cut merges into another hue is pinned as an
// entry of its own, and the rest of the palette is chosen around it, so a
// green battery icon costs one entry rather than a palette twice the size.
// A mean over the frame also hides banding, which is plain in a gradient a
// small part of the frame holds: the pixels of smooth regions
// (`GIFColorCensus+Smoothness.swift`) have a mean error budget of their own,
// so a gradient gets as many entries as it needs to show no bands. Weighing
// those pixels more in median cut as well was measured and left out
// (docs/gif-palettes.md §2).

import Drawing
import Raster

extension GIFPalette {
  /// The palette of fewest colours (up to `maximumColors`) whose worst frame stays within `budget`
  /// and shows the animation's prominent colours as shades of themselves.
  ///
  /// - Parameters:
  ///   - census: The colours of every frame.
  ///   - maximumColors: The most colours to use, 2…``maximumColors``.
  ///   - budget: The largest mean absolute channel error allowed in any frame, in 8-bit levels.
  ///   - smoothBudget: The largest mean absolute channel error allowed over the smooth pixels of
  ///     all frames, in 8-bit levels.
  /// - Returns: The palette of `maximumColors` colours when even that breaks the budgets.
  static func smallest(
    for census: GIFColorCensus, maximumColors: Int, budget: Double, smoothBudget: Double
  ) -> GIFPalette {
    let smooth = census.smoothCounts, histogram = census.histogram
    // A colour seen in smooth regions at least half the time is one dithering may spread.
    var spreadable = GIFColorTable(capacity: 256)
    for entry in histogram {
      let smoothCount = Int(smooth.value(for: entry.color) ?? 0)
      if smoothCount > 0, 2 * smoothCount >= entry.count { spreadable.set(1, for: entry.color) }
    }
    let prominent = census.prominentColors
    func palette(_ count: Int) -> (GIFPalette, fits: Bool) {
      var palette = GIFPalette(histogram: histogram, maximumColors: count, spreadable: spreadable)
      // A prominent colour shown as another hue is pinned, and the other entries chosen again around it.
      var pinned: [UInt32] = []
      for _ in 0..<3 where !palette.isExact {
        let straying = prominent.filter { !pinned.contains($0) && !isShade(palette.shown($0), of: $0) }
        guard !straying.isEmpty else { break }
        pinned += straying
        guard pinned.count < count else { return (palette, false) }
        palette = GIFPalette(histogram: histogram, maximumColors: count, pinned: pinned, spreadable: spreadable)
      }
      let fits = palette.isExact
        || (census.worstMeanError(under: palette) <= budget && census.smoothMeanError(under: palette) <= smoothBudget
          && prominent.allSatisfy { isShade(palette.shown($0), of: $0) })
      return (palette, fits)
    }
    // Counts that break the budget stay at or below `tooFew`; `fitting` is the fewest found that keep it.
    var tooFew = 1, count = Swift.min(3, maximumColors)
    var fitting = palette(count)
    while !fitting.fits, count < maximumColors {
      tooFew = count
      count = Swift.min(2 * count + 1, maximumColors)
      fitting = palette(count)
    }
    guard fitting.fits else { return fitting.0 }
    while count - tooFew > 1 {
      let middle = (tooFew + count) / 2
      let candidate = palette(middle)
      if candidate.fits {
        (fitting, count) = (candidate, middle)
      } else {
        tooFew = middle
      }
    }
    return fitting.0
  }
}

