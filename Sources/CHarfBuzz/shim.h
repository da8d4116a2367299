// HarfBuzz for shaping and glyph outlines. Glyph outlines come from
// `hb_font_draw_glyph` on HarfBuzz 7.0 and later and from the older
// `hb_font_get_glyph_shape` (4.0 to 6.x) before it; `rg_draw_glyph` hides the
// difference so Swift calls one function on every version.
#include <hb.h>
#include <hb-ot.h>

static inline void rg_draw_glyph(hb_font_t *font, hb_codepoint_t glyph,
                                 hb_draw_funcs_t *funcs, void *user_data) {
#if HB_VERSION_ATLEAST(7, 0, 0)
  hb_font_draw_glyph(font, glyph, funcs, user_data);
#else
  hb_font_get_glyph_shape(font, glyph, funcs, user_data);
#endif
}
