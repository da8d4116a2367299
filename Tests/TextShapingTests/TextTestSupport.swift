import CHarfBuzz
import Foundation

/// A HarfBuzz font opened straight from the repository's font file, bypassing Raster.
///
/// Tests compare Raster's results with what HarfBuzz reports through this
/// independent route: the file is read by path, not through the resource
/// bundle, and the font is scaled by HarfBuzz to 1/64 point (26.6 fixed
/// point, as FreeType callers use it) instead of Raster's font units.
final class ReferenceFont {
  let font: OpaquePointer
  let face: OpaquePointer
  /// HarfBuzz units per point.
  let unitsPerPoint = 64.0

  init?(file: String, size: Double) {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let path = root.appendingPathComponent("Sources/TextShaping/Fonts/\(file)").path
    guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, 0), let font = hb_font_create(face) else { return nil }
    self.face = face
    self.font = font
    let scale = Int32((size * unitsPerPoint).rounded())
    hb_font_set_scale(font, scale, scale)
  }

  deinit {
    hb_font_destroy(font)
    hb_face_destroy(face)
  }

  /// `hb_shape`'s pen positions (x of each glyph's origin, in points) and total advance.
  func penPositions(_ text: String) -> (glyphs: [UInt32], xs: [Double], width: Double) {
    guard let buffer = hb_buffer_create() else { return ([], [], 0) }
    defer { hb_buffer_destroy(buffer) }
    hb_buffer_add_utf8(buffer, text, -1, 0, -1)
    hb_buffer_guess_segment_properties(buffer)
    hb_shape(font, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return ([], [], 0) }
    var pen = 0.0
    var glyphs: [UInt32] = []
    var xs: [Double] = []
    for i in 0..<Int(count) {
      glyphs.append(infos[i].codepoint)
      xs.append(pen + Double(positions[i].x_offset) / unitsPerPoint)
      pen += Double(positions[i].x_advance) / unitsPerPoint
    }
    return (glyphs, xs, pen)
  }

  /// The top of the ink of the glyph for `character`, in points above the baseline.
  func inkTop(of character: Unicode.Scalar) -> Double? {
    var glyph: hb_codepoint_t = 0
    var extents = hb_glyph_extents_t()
    guard hb_font_get_nominal_glyph(font, character.value, &glyph) != 0,
      hb_font_get_glyph_extents(font, glyph, &extents) != 0
    else { return nil }
    return Double(extents.y_bearing) / unitsPerPoint
  }
}
