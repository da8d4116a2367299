// Lossy LZW for GIF: choosing palette entries that the LZW coder compresses
// well, while every pixel stays within a colour tolerance of its true colour.
//
// GIF's LZW (Welch, "A technique for high-performance data compression", 1984)
// grows a dictionary of strings of entries; each code stands for the longest
// string already in it. Where the next pixel would end the current string, an
// entry within the tolerance that continues it can take its place, so the
// string goes on and fewer codes are written. The idea is the one behind
// gifsicle's --lossy option; this is a greedy form of it. The pass replays the
// dictionary exactly as giflib's encoder builds it (codes from the clear code
// + 2, a clear code once 4095 codes exist), so the strings it counts on are
// the ones giflib finds when it codes the chosen entries.
//
// A pixel that does not change can show through (the transparent entry) or
// repeat the entry already shown: both look the same, so the pass takes
// whichever continues the current string, and when neither does, the kind
// the previous pixel took. In moving areas that keeps whole runs of repeated
// entries instead of a speckle of transparent ones, which LZW codes poorly.
// A pixel that changes takes its nearest entry, or, with a tolerance, any
// entry (transparent included, meaning what is shown) within it.

/// Picks the entries of one GIF image for shorter LZW output.
struct GIFLossyLZW {
  /// The palette the image's entries refer to.
  let palette: GIFPalette
  /// The largest squared RGB distance allowed between a changing pixel's true colour and the colour it shows.
  let squaredTolerance: Int

  /// The most codes giflib's dictionary holds before it writes a clear code (GIF's 12-bit codes).
  static let maximumCode = 4095

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

  /// Entries for one image, row by row: the same picture as the exact entries, within the tolerance, in fewer LZW codes.
  func entries(for pixels: Pixels) -> [UInt8] {
    guard !pixels.exact.isEmpty else { return [] }
    let transparent = palette.transparentIndex
    var out = pixels.exact
    if pixels.allowsTransparency, !pixels.changes[0] { out[0] = transparent }
    var current = Int(out[0])
    let roots = palette.tableSize
    var dictionary: [Int: Int] = [:]
    var nextCode = roots + 2
    let count = pixels.allowsTransparency ? palette.colors.count + 1 : palette.colors.count
    for i in 1..<out.count {
      let choice: (entry: UInt8, code: Int)?
      if pixels.changes[i] {
        choice = squaredTolerance > 0
          ? closestExtension(of: current, in: dictionary, for: i, pixels, candidates: count)
          : dictionary[current << 8 | Int(pixels.exact[i])].map { (pixels.exact[i], $0) }
      } else if pixels.allowsTransparency {
        let options = out[i - 1] == transparent ? [transparent, pixels.exact[i]] : [pixels.exact[i], transparent]
        choice = options.lazy.compactMap { e in dictionary[current << 8 | Int(e)].map { (e, $0) } }.first
      } else {
        choice = dictionary[current << 8 | Int(pixels.exact[i])].map { (pixels.exact[i], $0) }
      }
      if let choice {
        out[i] = choice.entry
        current = choice.code
        continue
      }
      if !pixels.changes[i], pixels.allowsTransparency, out[i - 1] == transparent { out[i] = transparent }
      if nextCode >= Self.maximumCode {
        dictionary.removeAll(keepingCapacity: true)
        nextCode = roots + 2
      } else {
        dictionary[current << 8 | Int(out[i])] = nextCode
        nextCode += 1
      }
      current = Int(out[i])
    }
    return out
  }

  /// The entry within the tolerance of pixel `i` that extends string `code`, the closest first, and its code.
  private func closestExtension(
    of code: Int, in dictionary: [Int: Int], for i: Int, _ pixels: Pixels, candidates: Int
  ) -> (entry: UInt8, code: Int)? {
    var best: (entry: UInt8, code: Int, distance: Int)?
    for candidate in 0..<candidates {
      let entry = UInt8(candidate)
      guard let next = dictionary[code << 8 | candidate] else { continue }
      let color = entry == palette.transparentIndex ? pixels.shown[i] : palette.colors[candidate]
      let d = GIFPalette.squaredDistance(color, pixels.truth[i])
      if d <= squaredTolerance, d < best?.distance ?? Int.max { best = (entry, next, d) }
    }
    return best.map { ($0.entry, $0.code) }
  }
}
