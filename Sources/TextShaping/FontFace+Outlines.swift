internal import CHarfBuzz
import Drawing

// Glyph outlines from HarfBuzz's draw API.
//
// HarfBuzz walks a glyph's outline (CFF charstrings for Inter, `glyf` contours
// for TrueType fonts) and reports move, line, quadratic, cubic and close
// callbacks in font units with y pointing up. The callbacks append to a
// `PathBuilder` with y negated, so outlines come out in the y-down coordinate
// system of every other Raster path, still in font units. The C shim
// `rg_draw_glyph` picks `hb_font_draw_glyph` (HarfBuzz ≥ 7) or
// `hb_font_get_glyph_shape` (4.0–6.x). Outlines are extracted once per glyph
// and kept for the life of the face (at most the font's glyph count of them).

extension FontFace {
  /// The outline of glyph `id` in font units, y down, origin on the baseline at the pen position.
  ///
  /// Glyphs without ink (the space) and ids the font does not have give the empty path.
  public func outline(of id: UInt32) -> Path {
    if let cached = outlines.withLock({ $0[id] }) { return cached }
    var builder = PathBuilder()
    withUnsafeMutablePointer(to: &builder) { pointer in
      rg_draw_glyph(font, id, FontFace.drawFuncs.pointer, pointer)
    }
    let path = builder.finish() ?? .empty
    outlines.withLock { $0[id] = path }
    return path
  }

  /// The callbacks that feed a `PathBuilder` passed as HarfBuzz's draw data.
  private static let drawFuncs = DrawFuncs()
}

/// An immutable `hb_draw_funcs_t` whose callbacks append to a `PathBuilder`.
private final class DrawFuncs: @unchecked Sendable {
  let pointer: OpaquePointer

  init() {
    // hb_draw_funcs_create never fails; it returns HarfBuzz's inert empty object on allocation failure.
    pointer = hb_draw_funcs_create()
    hb_draw_funcs_set_move_to_func(
      pointer,
      { _, data, _, x, y, _ in
        data?.assumingMemoryBound(to: PathBuilder.self).pointee.move(to: Point(x: Double(x), y: -Double(y)))
      }, nil, nil)
    hb_draw_funcs_set_line_to_func(
      pointer,
      { _, data, _, x, y, _ in
        data?.assumingMemoryBound(to: PathBuilder.self).pointee.line(to: Point(x: Double(x), y: -Double(y)))
      }, nil, nil)
    hb_draw_funcs_set_quadratic_to_func(
      pointer,
      { _, data, _, cx, cy, x, y, _ in
        data?.assumingMemoryBound(to: PathBuilder.self).pointee.quad(
          to: Point(x: Double(x), y: -Double(y)), control: Point(x: Double(cx), y: -Double(cy)))
      }, nil, nil)
    hb_draw_funcs_set_cubic_to_func(
      pointer,
      { _, data, _, c1x, c1y, c2x, c2y, x, y, _ in
        data?.assumingMemoryBound(to: PathBuilder.self).pointee.cubic(
          to: Point(x: Double(x), y: -Double(y)),
          control1: Point(x: Double(c1x), y: -Double(c1y)), control2: Point(x: Double(c2x), y: -Double(c2y)))
      }, nil, nil)
    hb_draw_funcs_set_close_path_func(
      pointer,
      { _, data, _, _ in
        data?.assumingMemoryBound(to: PathBuilder.self).pointee.close()
      }, nil, nil)
    hb_draw_funcs_make_immutable(pointer)
  }

  deinit { hb_draw_funcs_destroy(pointer) }
}
