internal import CHarfBuzz
import Drawing
import PNGDecoding

// Colour glyphs through HarfBuzz's colour API.
//
// Bitmap strikes (CBDT/CBLC, as in Noto Color Emoji, and Apple's sbix) come
// from `hb_ot_color_glyph_reference_png` on a font whose pixels per em is the
// size asked for: HarfBuzz then picks the smallest strike at least that large,
// or the largest there is (CBLC's choice of strike), and the glyph's extents
// are that picture's box in font units. The PNG is decoded by the package's
// own decoder (PNGDecoding's `Bitmap(pngData:)`), and drawing scales it into the box, so a
// 136-pixel emoji strike shown at 34 pixels is averaged down, never sampled.
// COLR version 0 glyphs are layers of outline glyphs, each with a colour of
// the first CPAL palette or the text colour (palette index 0xFFFF). A face has
// colour glyphs when it has either table; its other glyphs are outlines.

extension FontFace {
  /// Whether the face has PNG strikes or COLR layers.
  var hasColorGlyphs: Bool { isColor }

  /// The largest colour glyph picture decoded, in pixels: 1024 × 1024.
  static let maximumColorGlyphPixels = 1 << 20

  /// The colour drawing of glyph `id` at `pixelSize` pixels per em, read once per glyph and size.
  func colorGlyph(_ id: UInt32, pixelSize: Double) -> ColorGlyph? {
    guard isColor, pixelSize.isFinite, pixelSize > 0 else { return nil }
    let ppem = UInt32(Swift.min(pixelSize.rounded(.up), 65_535))
    let key = UInt64(id) << 32 | UInt64(ppem)
    if let cached = colorGlyphs.withLock({ $0[key] }) { return cached }
    let glyph = layers(of: id) ?? picture(of: id, ppem: ppem)
    colorGlyphs.withLock { $0[key] = .some(glyph) }
    return glyph
  }

  /// Glyph `id`'s COLR layers, or nil when it has none.
  private func layers(of id: UInt32) -> ColorGlyph? {
    guard hb_ot_color_has_layers(face) != 0 else { return nil }
    let count = hb_ot_color_glyph_get_layers(face, id, 0, nil, nil)
    guard count > 0 else { return nil }
    var layers = [hb_ot_color_layer_t](repeating: hb_ot_color_layer_t(), count: Int(count))
    var got = count
    _ = hb_ot_color_glyph_get_layers(face, id, 0, &got, &layers)
    let palette = self.palette
    return .layers(
      layers.prefix(Int(got)).map { layer in
        let index = Int(layer.color_index)
        return ColorGlyphLayer(glyph: layer.glyph, color: index < palette.count ? palette[index] : nil)
      })
  }

  /// The first CPAL palette's colours (empty without CPAL).
  private var palette: [Color] {
    let count = hb_ot_color_palette_get_colors(face, 0, 0, nil, nil)
    guard count > 0 else { return [] }
    var colors = [hb_color_t](repeating: 0, count: Int(count))
    var got = count
    _ = hb_ot_color_palette_get_colors(face, 0, 0, &got, &colors)
    // hb_color_t is blue, green, red, alpha from the most significant byte.
    return colors.prefix(Int(got)).map { c in
      Color(
        red255: Double(c >> 8 & 0xFF), green255: Double(c >> 16 & 0xFF), blue255: Double(c >> 24),
        alpha: Double(c & 0xFF) / 255)
    }
  }

  /// Glyph `id`'s picture from the strike HarfBuzz picks for `ppem`, with its box, or nil.
  private func picture(of id: UInt32, ppem: UInt32) -> ColorGlyph? {
    guard hb_ot_color_has_png(face) != 0, let sized = hb_font_create_sub_font(font) else { return nil }
    defer { hb_font_destroy(sized) }
    hb_font_set_ppem(sized, ppem, ppem)
    guard let blob = hb_ot_color_glyph_reference_png(sized, id) else { return nil }
    defer { hb_blob_destroy(blob) }
    var length: UInt32 = 0
    guard let data = hb_blob_get_data(blob, &length), length > 0 else { return nil }
    let bytes = data.withMemoryRebound(to: UInt8.self, capacity: Int(length)) { Array(UnsafeBufferPointer(start: $0, count: Int(length))) }
    var extents = hb_glyph_extents_t()
    guard hb_font_get_glyph_extents(sized, id, &extents) != 0, extents.width > 0, extents.height < 0,
      let bitmap = try? Bitmap(pngData: bytes, maximumPixels: FontFace.maximumColorGlyphPixels)
    else { return nil }
    let box = Rect(
      x: Double(extents.x_bearing), y: -Double(extents.y_bearing), width: Double(extents.width),
      height: -Double(extents.height))
    return .bitmap(bitmap, box)
  }
}
