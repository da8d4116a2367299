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
// difference between the decoded frame and the source.

import Drawing
import Raster

extension GIFPalette {
  /// The palette of fewest colours (up to `maximumColors`) whose worst frame stays within `budget`.
  ///
  /// - Parameters:
  ///   - census: The colours of every frame.
  ///   - maximumColors: The most colours to use, 2…``maximumColors``.
  ///   - budget: The largest mean absolute channel error allowed in any frame, in 8-bit levels.
  /// - Returns: The palette of `maximumColors` colours when even that breaks the budget.
  static func smallest(for census: GIFColorCensus, maximumColors: Int, budget: Double) -> GIFPalette {
    let histogram = census.histogram
    func palette(_ count: Int) -> (GIFPalette, fits: Bool) {
      let palette = GIFPalette(histogram: histogram, maximumColors: count)
      return (palette, palette.isExact || census.worstMeanError(under: palette) <= budget)
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
