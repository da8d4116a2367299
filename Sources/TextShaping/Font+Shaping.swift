internal import CHarfBuzz
import Drawing

// Shaping with HarfBuzz.
//
// The string goes into an `hb_buffer_t` as UTF-8, so every glyph's cluster is
// a byte offset into it. HarfBuzz guesses script, language and direction from
// the text (`hb_buffer_guess_segment_properties`: the first strong character
// decides) unless a direction is given, then `hb_shape` applies the font's
// default features — kerning, ligatures, contextual alternates, mark
// positioning. The font is kept at one unit per font unit, so advances and
// offsets are exact integers that ``Font`` scales to points. There is no
// bidirectional reordering: a paragraph is shaped as one run in one direction.

extension Font {
  /// Shapes `string` into glyphs positioned on one baseline.
  ///
  /// Text with characters the font lacks is set in the bundled fallback face when that has them
  /// (``covering(_:)``); characters neither has (emoji) become `.notdef` glyphs. The run is not truncated or wrapped; see ``TextLayout``
  /// and ``line(_:truncatedTo:)`` for that.
  ///
  /// - Parameters:
  ///   - string: The text. Newlines are shaped like any other character.
  ///   - direction: The reading direction, or `nil` to take it from the text. Default: `nil`.
  /// - Returns: The glyphs in visual order, with positions in points.
  public func shape(_ string: String, direction: TextDirection? = nil) -> GlyphRun {
    let shaped = covering(string).shapedText(string, direction: direction)
    return shaped.run(0..<shaped.glyphs.count)
  }

  /// The typographic width of `string` on one line, in points.
  ///
  /// - Parameter string: The text.
  /// - Returns: The sum of the shaped glyphs' advances (kerning included).
  public func measure(_ string: String) -> Double {
    let shaped = covering(string).shapedText(string, direction: nil)
    return shaped.width(of: 0..<shaped.glyphs.count)
  }

  /// Shapes `string` with HarfBuzz, returning glyphs in reading order and font units.
  func shapedText(_ string: String, direction: TextDirection?) -> ShapedText {
    let utf8 = Array(string.utf8)
    guard let buffer = hb_buffer_create() else {
      return ShapedText(font: self, utf8: utf8, glyphs: [], direction: direction ?? .leftToRight)
    }
    defer { hb_buffer_destroy(buffer) }
    let count = Int32(clamping: utf8.count)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(buffer, chars.baseAddress, count, 0, count)
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    switch direction {
    case .leftToRight: hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    case .rightToLeft: hb_buffer_set_direction(buffer, HB_DIRECTION_RTL)
    case nil:
      // Text with no strong character (digits, punctuation) reads left to right.
      let guessed = hb_buffer_get_direction(buffer)
      if guessed != HB_DIRECTION_LTR && guessed != HB_DIRECTION_RTL { hb_buffer_set_direction(buffer, HB_DIRECTION_LTR) }
    }
    hb_shape(face.font, buffer, nil, 0)
    let isRightToLeft = hb_buffer_get_direction(buffer) == HB_DIRECTION_RTL
    var length: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &length),
      let positions = hb_buffer_get_glyph_positions(buffer, &length)
    else { return ShapedText(font: self, utf8: utf8, glyphs: [], direction: isRightToLeft ? .rightToLeft : .leftToRight) }
    var glyphs: [ShapedText.Glyph] = []
    glyphs.reserveCapacity(Int(length))
    for i in 0..<Int(length) {
      glyphs.append(
        ShapedText.Glyph(
          id: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: positions[i].x_advance,
          offsetX: positions[i].x_offset, offsetY: positions[i].y_offset))
    }
    if isRightToLeft { glyphs.reverse() }
    return ShapedText(font: self, utf8: utf8, glyphs: glyphs, direction: isRightToLeft ? .rightToLeft : .leftToRight)
  }
}
