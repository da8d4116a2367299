/// A paragraph as HarfBuzz shaped it, in logical (reading) order and font units.
///
/// This is the intermediate form line breaking works on: glyph `i` covers the
/// UTF-8 bytes from `glyphs[i].cluster`, and slicing by glyph index keeps the
/// shaping (kerning, ligatures) of the whole paragraph, so a line measures
/// exactly what it draws. Each glyph belongs to one font of the cascade
/// (`fonts`) and carries the bidi embedding level of its characters; the runs
/// HarfBuzz returns in visual order (right-to-left ones) are stored reversed,
/// in reading order, and put back in visual order per line (UAX #9 rule L2).
///
/// Widths are sums of integer font units per font, scaled once per font, so
/// text in one font measures exactly `Double(units) × points per unit`.

import Drawing
struct ShapedText {
  /// One glyph in its font's units.
  struct Glyph {
    var id: UInt32
    var cluster: Int
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32
    /// The index of its font in `fonts`.
    var font: UInt8
    /// The bidi embedding level of its characters: even reads left to right, odd right to left.
    var level: UInt8
  }

  /// The font cascade at the text's size: the font asked for first, then its fallbacks.
  let fonts: [Font]
  /// The shaped string's UTF-8 bytes.
  let utf8: [UInt8]
  /// The glyphs in reading order.
  let glyphs: [Glyph]
  /// The paragraph direction (UAX #9 P2–P3, or the direction the caller gave for text with no strong character).
  let direction: TextDirection
  /// Whether a line may break before the character at each UTF-8 offset (UAX #14, never inside
  /// a grapheme cluster), `utf8.count + 1` entries.
  let breakBefore: [Bool]
  /// Whether a grapheme cluster starts at each UTF-8 offset, `utf8.count + 1` entries.
  let graphemeStarts: [Bool]
  /// `advanceSums[i * fonts.count + f]` is the sum of the advances of glyphs `0..<i` in font `f`, in its units.
  private let advanceSums: [Int]

  init(
    fonts: [Font], utf8: [UInt8], glyphs: [Glyph], direction: TextDirection, breakBefore: [Bool], graphemeStarts: [Bool]
  ) {
    self.fonts = fonts
    self.utf8 = utf8
    self.glyphs = glyphs
    self.direction = direction
    self.breakBefore = breakBefore
    self.graphemeStarts = graphemeStarts
    let n = fonts.count
    var sums = [Int](repeating: 0, count: (glyphs.count + 1) * n)
    for (i, g) in glyphs.enumerated() {
      for f in 0..<n { sums[(i + 1) * n + f] = sums[i * n + f] }
      sums[(i + 1) * n + Int(g.font)] += Int(g.advance)
    }
    advanceSums = sums
  }

  /// The width of glyphs `range`, in points.
  func width(of range: Range<Int>) -> Double {
    var width = 0.0
    let n = fonts.count
    for f in 0..<n {
      let units = advanceSums[range.upperBound * n + f] - advanceSums[range.lowerBound * n + f]
      if units != 0 || f == 0 { width += Double(units) * fonts[f].pointsPerUnit }
    }
    return width
  }

  /// Whether glyph index `i` starts a new HarfBuzz cluster at a grapheme cluster boundary (so
  /// the text may be cut before it).
  func isClusterStart(_ i: Int) -> Bool {
    i == 0 || i == glyphs.count || (glyphs[i].cluster != glyphs[i - 1].cluster && graphemeStarts[glyphs[i].cluster])
  }

  /// Whether a line may break before glyph `i` (`0 < i < glyphs.count`).
  func isBreakOpportunity(_ i: Int) -> Bool {
    glyphs[i].cluster != glyphs[i - 1].cluster && breakBefore[glyphs[i].cluster]
  }

  /// Whether glyph `i` shows a space that hangs at the end of a line (not a no-break space).
  func isBreakableSpace(_ i: Int) -> Bool {
    let c = glyphs[i].cluster
    guard c < utf8.count else { return false }
    switch utf8[c] {
    case 0x20, 0x09: return true
    case 0xE3 where c + 2 < utf8.count:
      // U+3000 ideographic space.
      return utf8[c + 1] == 0x80 && utf8[c + 2] == 0x80
    case 0xE2 where c + 2 < utf8.count:
      // U+2000…U+200A (en quad … hair space) except U+2007 (figure space); U+205F.
      let (b1, b2) = (utf8[c + 1], utf8[c + 2])
      return (b1 == 0x80 && b2 >= 0x80 && b2 <= 0x8A && b2 != 0x87) || (b1 == 0x81 && b2 == 0x9F)
    default: return false
    }
  }

  /// `end` moved back over breakable spaces, but not before `start`.
  func trimmingTrailingSpaces(_ start: Int, _ end: Int) -> Int {
    var e = end
    while e > start && isBreakableSpace(e - 1) { e -= 1 }
    return e
  }
}
