// Line breaking and tail truncation on shaped text.
//
// Greedy first-fit, as UIKit's word wrapping does: a line takes as much text
// as fits up to a break opportunity of UAX #14 (after spaces, after hyphens,
// between CJK ideographs and kana, never inside a grapheme cluster); spaces at
// the end of a line hang (they are not counted and not drawn). A word wider
// than the line on its own is cut between clusters instead, so no text is
// lost and every line holds at least one cluster. Widths are sums of integer
// font-unit advances from the paragraph's single shaping, so what a line
// measures is exactly what it draws.
//
// Tail truncation keeps the longest prefix, cut between clusters, that leaves
// room for "…", drops the spaces it ends with and appends the ellipsis in the
// reading direction (so at the left end of right-to-left text).

import Drawing

extension ShapedText {
  /// The glyph index at which the line starting at `start` ends (exclusive, spaces included).
  ///
  /// - Parameters:
  ///   - start: The first glyph of the line; less than the glyph count.
  ///   - width: The line width in points (finite or +∞, not NaN).
  func lineEnd(from start: Int, width: Double) -> Int {
    let n = glyphs.count
    var best: Int?
    for i in (start + 1)...n where i == n || isBreakOpportunity(i) {
      if self.width(of: start..<trimmingTrailingSpaces(start, i)) <= width { best = i } else { break }
    }
    if let best { return best }
    // The first word alone is too wide: cut it between clusters, taking at least one.
    var end = start + 1
    while end < n && !isClusterStart(end) { end += 1 }
    var next = end + 1
    while next <= n {
      if isClusterStart(next) {
        if self.width(of: start..<next) > width { break }
        end = next
      }
      next += 1
    }
    return end
  }

  /// Glyphs `range` as a run no wider than `width`, ending in "…" when cut.
  ///
  /// - Parameters:
  ///   - range: The glyphs of the line, in reading order.
  ///   - width: The width available in points (finite or +∞, not NaN).
  ///   - forceEllipsis: Whether text follows the range (a later paragraph), so "…" is due even when it fits.
  /// - Returns: The run, empty when not even "…" fits.
  func truncatedRun(_ range: Range<Int>, width: Double, forceEllipsis: Bool) -> GlyphRun {
    let end = trimmingTrailingSpaces(range.lowerBound, range.upperBound)
    if !forceEllipsis && self.width(of: range.lowerBound..<end) <= width { return run(range.lowerBound..<end) }
    // The ellipsis takes the font of the glyph it follows, so its width is found once per font.
    var dotsWidths: [UInt8: Double] = [:]
    func fits(_ e: Int) -> Bool {
      let key = e > range.lowerBound ? glyphs[e - 1].font : 0
      let dots =
        dotsWidths[key]
        ?? ellipsis(cluster: 0, after: e > range.lowerBound ? e - 1 : nil).reduce(0.0) {
          $0 + Double($1.advance) * fonts[Int($1.font)].pointsPerUnit
        }
      dotsWidths[key] = dots
      return self.width(of: range.lowerBound..<e) + dots <= width
    }
    guard fits(range.lowerBound) else { return run(range.lowerBound..<range.lowerBound) }
    var cut = end
    while cut > range.lowerBound {
      let e = trimmingTrailingSpaces(range.lowerBound, cut)
      if isClusterStart(cut) && fits(e) {
        cut = e
        break
      }
      cut -= 1
    }
    let cluster = cut < glyphs.count ? glyphs[cut].cluster : utf8.count
    return run(range.lowerBound..<cut, appending: ellipsis(cluster: cluster, after: cut > range.lowerBound ? cut - 1 : nil))
  }
}
