// Choosing the entries of a GIF image so that giflib's LZW coder writes as few
// codes as it can, wherever more than one entry shows the same picture (or,
// with a lossy tolerance, nearly the same).
//
// Each pixel has a short list of entries it may take. A pixel that does not
// change may show through (the transparent entry) or repeat the entry already
// shown: both look the same. A pixel that changes takes its nearest entry or,
// with a tolerance, any entry (transparent included, meaning what is shown)
// whose colour is within it. GIF's LZW (Welch, 1984) codes the longest string
// of its table that the next pixels spell; `GIFStringSearch` picks, at every
// string's start, the entries that make that string longest, searching the
// table exactly as giflib will have built it (`GIFLZWDictionary`). This is
// greedy longest-match parsing with free choices, the search of gifsicle's
// --lossy option (Lesiński's giflossy), applied also to the choice between
// transparent and repeated entries that gifsicle and gifski make pixel by
// pixel. Nothing depends on hashing or threads.

import Drawing
import Raster

/// Picks the entries of one GIF image for shorter LZW output.
struct GIFLossyLZW {
  /// The palette the image's entries refer to.
  let palette: GIFPalette
  /// The largest squared RGB distance allowed between a changing pixel's true colour and the colour it shows.
  let squaredTolerance: Int

  /// One image's pixels as the pass sees them.
  struct Pixels {
    /// Each pixel's nearest entry (for a pixel that does not change, the entry shown).
    var exact: [UInt8]
    /// Each pixel's true colour (`r | g << 8 | b << 16`).
    var truth: [UInt32]
    /// The colour shown under each pixel before this image.
    var shown: [UInt32]
    /// Whether each pixel changes in this image.
    var changes: [Bool]
    /// Whether the image may use the transparent entry (every image but the first).
    var allowsTransparency: Bool
  }

  /// The entries each pixel may take, each with its squared colour error, in order of preference.
  struct Options {
    /// Pixel `i`'s options are at `start[i]..<start[i + 1]`.
    var start: [Int] = [0]
    /// The entries.
    var entries: [UInt8] = []
    /// The squared RGB distance from each entry's shown colour to the pixel's true colour.
    var costs: [Int] = []
    /// Whether each pixel is unchanged, with two options: transparent, then the entry shown.
    var unchanged: [Bool] = []
  }

  /// Entries for one image, row by row: the same picture as the exact entries, within the tolerance, in fewer LZW codes.
  func entries(for pixels: Pixels) -> [UInt8] {
    guard !pixels.exact.isEmpty else { return [] }
    var search = GIFStringSearch(options: options(for: pixels), roots: palette.tableSize)
    return search.entries()
  }

  /// Every pixel's options.
  func options(for pixels: Pixels) -> Options {
    let transparent = palette.transparentIndex
    var options = Options()
    options.start.reserveCapacity(pixels.exact.count + 1)
    options.unchanged.reserveCapacity(pixels.exact.count)
    for i in pixels.exact.indices {
      let exact = pixels.exact[i]
      if !pixels.changes[i], pixels.allowsTransparency, exact != transparent {
        // Two appends each: an array literal here would be a heap array per pixel.
        options.entries.append(transparent)
        options.entries.append(exact)
        options.costs.append(0)
        options.costs.append(0)
        options.unchanged.append(true)
      } else if pixels.changes[i], squaredTolerance > 0, exact != transparent {
        let near = nearbyEntries(for: i, pixels)
        options.entries += near.map(\.entry)
        options.costs += near.map(\.cost)
        options.unchanged.append(false)
      } else {
        options.entries.append(exact)
        options.costs.append(0)
        options.unchanged.append(false)
      }
      options.start.append(options.entries.count)
    }
    return options
  }

  /// Pixel `i`'s nearest entry, then every other entry within the tolerance (transparent showing what is shown), closest first.
  ///
  /// Pixel `i` is opaque: a transparent pixel has the transparent entry alone.
  private func nearbyEntries(for i: Int, _ pixels: Pixels) -> [(entry: UInt8, cost: Int)] {
    let exact = pixels.exact[i], truth = pixels.truth[i]
    let count = pixels.allowsTransparency ? palette.colors.count + 1 : palette.colors.count
    var near: [(entry: UInt8, cost: Int)] = [(exact, GIFPalette.squaredDistance(palette.colors[Int(exact)], truth))]
    for candidate in 0..<count where candidate != Int(exact) {
      let entry = UInt8(candidate)
      let color = entry == palette.transparentIndex ? pixels.shown[i] : palette.colors[candidate]
      // Showing through to nothing is no colour at all.
      guard color != GIFPixelConversion.transparent else { continue }
      let d = GIFPalette.squaredDistance(color, truth)
      if d <= squaredTolerance { near.append((entry, d)) }
    }
    // A stable sort after the exact entry: equal distances keep entry order.
    return [near[0]] + near.dropFirst().enumerated().sorted { a, b in
      a.element.cost != b.element.cost ? a.element.cost < b.element.cost : a.offset < b.offset
    }.map(\.element)
  }
}
