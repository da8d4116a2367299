internal import CFriBidi
internal import CHarfBuzz
internal import CUnibreak
import Drawing

// Shaping a paragraph: fonts, bidi runs, HarfBuzz, break opportunities.
//
// The method is the one Pango and libraqm use. Each grapheme cluster gets one
// font from the cascade (``Font/cascade``). The Unicode Bidirectional Algorithm
// (UAX #9, by FriBidi) gives every character an embedding level, the paragraph
// direction coming from the first strong character (rules P2–P3) or the
// direction the caller gives. Maximal runs of one level, one font and one
// script are shaped by HarfBuzz, each in its own direction, with the whole
// paragraph as context (so Arabic joins across a font change), its clusters as
// UTF-8 offsets into the paragraph. Line break opportunities are UAX #14's
// (libunibreak), kept only at grapheme cluster boundaries. The HarfBuzz font is
// at one unit per font unit, so advances are exact integers that ``Font``
// scales to points.

extension Font {
  /// Shapes `string` into glyphs positioned on one baseline.
  ///
  /// Each character is set in the first font of the cascade that has it (``cascade``);
  /// characters no font has become the first font's `.notdef` glyph. Mixed-direction text is
  /// reordered as UAX #9 says. The run is not truncated or wrapped; see ``TextLayout`` and
  /// ``line(_:truncatedTo:)`` for that.
  ///
  /// - Parameters:
  ///   - string: The text. Newlines are shaped like any other character.
  ///   - direction: The paragraph direction when the text has no strong character, or `nil`
  ///     for left to right. Default: `nil`.
  /// - Returns: The glyphs in visual order, with positions in points.
  public func shape(_ string: String, direction: TextDirection? = nil) -> GlyphRun {
    let shaped = shapedText(string, direction: direction)
    return shaped.run(0..<shaped.glyphs.count)
  }

  /// The typographic width of `string` on one line, in points.
  ///
  /// - Parameter string: The text.
  /// - Returns: The sum of the shaped glyphs' advances (kerning included).
  public func measure(_ string: String) -> Double {
    let shaped = shapedText(string, direction: nil)
    return shaped.width(of: 0..<shaped.glyphs.count)
  }

  /// Shapes one paragraph: glyphs in reading order and font units, with levels and break opportunities.
  func shapedText(_ string: String, direction: TextDirection?) -> ShapedText {
    let fonts = cascade
    let utf8 = Array(string.utf8)
    let scalars = string.unicodeScalars.map(\.value)
    var offsets = [Int](repeating: 0, count: scalars.count + 1)
    for (i, s) in string.unicodeScalars.enumerated() { offsets[i + 1] = offsets[i] + UTF8.width(s) }
    let choice = FontChoice(string, fonts: fonts)
    let (levels, isRightToLeft) = Font.bidiLevels(scalars, utf8: utf8, fallback: direction)
    var glyphs: [ShapedText.Glyph] = []
    glyphs.reserveCapacity(scalars.count)
    var start = 0
    var runScript = HB_SCRIPT_COMMON
    for i in 0...scalars.count {
      let script = i < scalars.count ? Font.script(of: scalars[i]) : HB_SCRIPT_COMMON
      let isEnd =
        i == scalars.count
        || (i > start
          && (levels[i] != levels[start] || choice.fontOfScalar[i] != choice.fontOfScalar[start]
            || (script != HB_SCRIPT_COMMON && runScript != HB_SCRIPT_COMMON && script != runScript)))
      if isEnd && i > start {
        let font = choice.fontOfScalar[start]
        fonts[font].shapeRun(
          utf8, offsets[start]..<offsets[i], script: runScript, level: levels[start], font: UInt8(font), into: &glyphs)
        start = i
        runScript = HB_SCRIPT_COMMON
      }
      if script != HB_SCRIPT_COMMON && runScript == HB_SCRIPT_COMMON { runScript = script }
    }
    var graphemeStarts = [Bool](repeating: false, count: utf8.count + 1)
    for (i, isStart) in choice.clusterStarts.enumerated() where isStart { graphemeStarts[offsets[i]] = true }
    graphemeStarts[utf8.count] = true
    return ShapedText(
      fonts: fonts, utf8: utf8, glyphs: glyphs, direction: isRightToLeft ? .rightToLeft : .leftToRight,
      breakBefore: Font.breakOpportunities(scalars, offsets: offsets, clusterStarts: choice.clusterStarts, byteCount: utf8.count),
      graphemeStarts: graphemeStarts)
  }

  /// Shapes the bytes `range` of `utf8` (the paragraph, kept as context) as one run, appending
  /// its glyphs in reading order.
  func shapeRun(
    _ utf8: [UInt8], _ range: Range<Int>, script: hb_script_t, level: UInt8, font index: UInt8,
    into glyphs: inout [ShapedText.Glyph]
  ) {
    guard let buffer = hb_buffer_create() else { return }
    defer { hb_buffer_destroy(buffer) }
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(
          buffer, chars.baseAddress, Int32(clamping: utf8.count), UInt32(range.lowerBound), Int32(clamping: range.count))
      }
    }
    if script != HB_SCRIPT_COMMON { hb_buffer_set_script(buffer, script) }
    hb_buffer_set_direction(buffer, level & 1 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(face.font, buffer, nil, 0)
    var length: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
      let positions = hb_buffer_get_glyph_positions(buffer, &length)
    else { return }
    let first = glyphs.count
    for i in 0..<Int(length) {
      glyphs.append(
        ShapedText.Glyph(
          id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: positions[i].x_advance,
          offsetX: positions[i].x_offset, offsetY: positions[i].y_offset, font: index, level: level))
    }
    if level & 1 == 1 { glyphs[first...].reverse() }
  }

  /// `string` shaped in this font alone as one run, in reading order.
  func shapedRun(_ string: String, rightToLeft: Bool) -> [ShapedText.Glyph] {
    var glyphs: [ShapedText.Glyph] = []
    let utf8 = Array(string.utf8)
    shapeRun(utf8, 0..<utf8.count, script: HB_SCRIPT_COMMON, level: rightToLeft ? 1 : 0, font: 0, into: &glyphs)
    return glyphs
  }

  /// The script of `scalar`, with Inherited and Unknown taken as Common (they follow their neighbours).
  static func script(of scalar: UInt32) -> hb_script_t {
    let script = hb_unicode_script(hb_unicode_funcs_get_default(), scalar)
    return script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN ? HB_SCRIPT_COMMON : script
  }

  /// The embedding level of each scalar (FriBidi) and whether the paragraph reads right to left.
  ///
  /// ASCII text with a letter is a left-to-right paragraph at level 0 throughout, with no call.
  static func bidiLevels(_ scalars: [UInt32], utf8: [UInt8], fallback: TextDirection?) -> ([UInt8], Bool) {
    let rtlFallback = fallback == .rightToLeft
    if utf8.allSatisfy({ $0 < 0x80 }) && (!rtlFallback || utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })) {
      return ([UInt8](repeating: 0, count: scalars.count), false)
    }
    var levels = [UInt8](repeating: rtlFallback ? 1 : 0, count: scalars.count)
    let resolved = scalars.withUnsafeBufferPointer { text in
      levels.withUnsafeMutableBufferPointer { out in
        rg_bidi_levels(text.baseAddress, Int32(clamping: text.count), rtlFallback ? 1 : 0, out.baseAddress)
      }
    }
    guard resolved >= 0 else { return ([UInt8](repeating: rtlFallback ? 1 : 0, count: scalars.count), rtlFallback) }
    return (levels, resolved == 1)
  }

  /// Whether a line may break before each UTF-8 offset: UAX #14's opportunities (libunibreak)
  /// at grapheme cluster starts, but never between two Hangul characters (UILabel's standard
  /// line-break strategy includes `hangulWordPriority`, docs/text.md §4: Korean wraps at spaces).
  static func breakOpportunities(_ scalars: [UInt32], offsets: [Int], clusterStarts: [Bool], byteCount: Int) -> [Bool] {
    var result = [Bool](repeating: false, count: byteCount + 1)
    guard scalars.count > 1 else { return result }
    var breaks = [CChar](repeating: CChar(LINEBREAK_NOBREAK), count: scalars.count)
    scalars.withUnsafeBufferPointer { text in
      breaks.withUnsafeMutableBufferPointer { out in _ = rg_line_breaks(text.baseAddress, text.count, out.baseAddress) }
    }
    for i in 1..<scalars.count where clusterStarts[i] {
      let opportunity = breaks[i - 1]
      let allowed = opportunity == CChar(LINEBREAK_ALLOWBREAK) && !(isHangul(scalars[i - 1]) && isHangul(scalars[i]))
      result[offsets[i]] = allowed || opportunity == CChar(LINEBREAK_MUSTBREAK)
    }
    return result
  }

  /// Whether `scalar` is Hangul: a syllable, a conjoining or compatibility jamo.
  static func isHangul(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xD7B0...0xD7FF: true
    default: false
    }
  }
}
