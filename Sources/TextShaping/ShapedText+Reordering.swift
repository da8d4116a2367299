// One line of shaped text in visual order (UAX #9 rule L2).
//
// A line is a range of the paragraph's glyphs in reading order, each with the
// embedding level FriBidi resolved for its characters. L2 reverses, from the
// highest level down to the lowest odd one, every maximal sequence of glyphs
// at that level or higher, which puts right-to-left runs in visual order and
// keeps numbers and Latin words inside them reading left to right. Lines are
// broken before they are reordered, as UAX #9 §3.4 requires. The trailing
// spaces a line drops take rule L1's place at the line end. Mirrored brackets
// need no step here: HarfBuzz mirrors them in every right-to-left run.
//
// Pens are kept in integer units per font and scaled once per font, so a line
// in one font has exactly the positions and width of its integer advances.

import Drawing

extension ShapedText {
  /// Glyphs `range` as a run in visual order, optionally followed (in reading order, at the
  /// paragraph level) by `tail`.
  func run(_ range: Range<Int>, appending tail: [Glyph] = []) -> GlyphRun {
    var line = Array(glyphs[range])
    line.append(contentsOf: tail)
    let visual = ShapedText.visualOrder(line)
    let n = fonts.count
    var pens = [Int](repeating: 0, count: n)
    func penX(plus offset: Int32, font: Int) -> Double {
      var x = 0.0
      for f in 0..<n where pens[f] != 0 || f == 0 || f == font {
        x += Double(pens[f] + (f == font ? Int(offset) : 0)) * fonts[f].pointsPerUnit
      }
      return x
    }
    var out: [GlyphRun.Glyph] = []
    out.reserveCapacity(visual.count)
    for g in visual {
      let f = Int(g.font)
      let scale = fonts[f].pointsPerUnit
      out.append(
        GlyphRun.Glyph(
          id: g.id, cluster: g.cluster, position: Point(x: penX(plus: g.offsetX, font: f), y: -Double(g.offsetY) * scale),
          advance: Double(g.advance) * scale, fontIndex: f))
      pens[f] += Int(g.advance)
    }
    // The width comes from the integer sums, as `width(of:)` computes it, so a
    // line that measured as fitting has a run that fits to the last bit.
    return GlyphRun(fonts: fonts, glyphs: out, direction: direction, width: penX(plus: 0, font: 0))
  }

  /// `line` (reading order) reordered for display by rule L2.
  static func visualOrder(_ line: [Glyph]) -> [Glyph] {
    guard let highest = line.map(\.level).max(), highest > 0 else { return line }
    guard let lowestOdd = line.map({ $0.level | 1 }).min() else { return line }
    var result = line
    var level = highest
    while level >= lowestOdd {
      var i = 0
      while i < result.count {
        guard result[i].level >= level else {
          i += 1
          continue
        }
        var j = i
        while j < result.count && result[j].level >= level { j += 1 }
        result[i..<j].reverse()
        i = j
      }
      level -= 1
    }
    return result
  }

  /// The ellipsis "…" shaped at the paragraph level, its clusters set to `cluster`: in the font
  /// of glyph `after` when that font has it (so the mark matches the text it ends), else in the cascade.
  func ellipsis(cluster: Int, after: Int?) -> [Glyph] {
    let preferred = after.map { Int(glyphs[$0].font) } ?? 0
    let dots: Unicode.Scalar = "\u{2026}"
    let index = fonts[preferred].face.hasGlyph(for: dots) ? preferred : fonts.firstIndex { $0.face.hasGlyph(for: dots) } ?? 0
    let level: UInt8 = direction == .rightToLeft ? 1 : 0
    return fonts[index].shapedRun("\u{2026}", rightToLeft: level == 1).map { g in
      Glyph(
        id: g.id, cluster: cluster, advance: g.advance, offsetX: g.offsetX, offsetY: g.offsetY, font: UInt8(index),
        level: level)
    }
  }
}
