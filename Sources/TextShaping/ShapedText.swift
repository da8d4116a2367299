/// A paragraph as HarfBuzz shaped it, in logical (reading) order and font units.
///
/// This is the intermediate form line breaking works on: glyph `i` covers the
/// UTF-8 bytes from `clusters[i]`, and slicing by glyph index keeps the
/// shaping (kerning, ligatures) of the whole paragraph, so a line measures
/// exactly what it draws. Right-to-left output of HarfBuzz, which comes in
/// visual order, is reversed here to reading order.

import Drawing
struct ShapedText {
  /// One glyph in font units.
  struct Glyph {
    var id: UInt32
    var cluster: Int
    var advance: Int32
    var offsetX: Int32
    var offsetY: Int32
  }

  /// The font the text was shaped with.
  let font: Font
  /// The shaped string's UTF-8 bytes.
  let utf8: [UInt8]
  /// The glyphs in reading order.
  let glyphs: [Glyph]
  /// The direction HarfBuzz shaped in.
  let direction: TextDirection
  /// `advanceSums[i]` is the sum of the advances of glyphs `0..<i`, in font units.
  let advanceSums: [Int]

  init(font: Font, utf8: [UInt8], glyphs: [Glyph], direction: TextDirection) {
    self.font = font
    self.utf8 = utf8
    self.glyphs = glyphs
    self.direction = direction
    var sums = [0]
    sums.reserveCapacity(glyphs.count + 1)
    for g in glyphs { sums.append(sums[sums.count - 1] + Int(g.advance)) }
    advanceSums = sums
  }

  /// The width of glyphs `range`, in points.
  func width(of range: Range<Int>) -> Double {
    Double(advanceSums[range.upperBound] - advanceSums[range.lowerBound]) * font.pointsPerUnit
  }

  /// Whether glyph index `i` starts a new cluster (so the text may be cut before it).
  func isClusterStart(_ i: Int) -> Bool {
    i == 0 || i == glyphs.count || glyphs[i].cluster != glyphs[i - 1].cluster
  }

  /// Whether glyph `i` shows a space at which a line may break (not a no-break space).
  func isBreakableSpace(_ i: Int) -> Bool {
    let c = glyphs[i].cluster
    guard c < utf8.count else { return false }
    switch utf8[c] {
    case 0x20, 0x09: return true
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

  /// Glyphs `range` as a run in visual order, optionally followed (in reading order) by `tail`.
  func run(_ range: Range<Int>, appending tail: [Glyph] = []) -> GlyphRun {
    var logical = Array(glyphs[range])
    logical.append(contentsOf: tail)
    let visual = direction == .rightToLeft ? Array(logical.reversed()) : logical
    let scale = font.pointsPerUnit
    var pen = 0
    var out: [GlyphRun.Glyph] = []
    out.reserveCapacity(visual.count)
    for g in visual {
      out.append(
        GlyphRun.Glyph(
          id: g.id, cluster: g.cluster,
          position: Point(x: Double(pen + Int(g.offsetX)) * scale, y: -Double(g.offsetY) * scale),
          advance: Double(g.advance) * scale))
      pen += Int(g.advance)
    }
    // The width comes from the integer sum, as `width(of:)` computes it, so a
    // line that measured as fitting has a run that fits to the last bit.
    return GlyphRun(font: font, glyphs: out, direction: direction, width: Double(pen) * scale)
  }

  /// The ellipsis "…" shaped in this text's font and direction, its clusters set to `cluster`.
  func ellipsis(cluster: Int) -> [Glyph] {
    font.shapedText("\u{2026}", direction: direction).glyphs.map { g in
      var g = g
      g.cluster = cluster
      return g
    }
  }
}
