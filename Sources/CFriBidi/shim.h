// FriBidi, the Unicode Bidirectional Algorithm (UAX #9). `rg_bidi_levels` runs
// rules P2–I2 (with the bracket pairs of N0) over one paragraph and returns its
// resolved direction; FriBidi's paragraph-type macros do not import into Swift,
// so the weak fallback direction is chosen here.
#include <fribidi.h>
#include <stdint.h>
#include <stdlib.h>

/// Embedding levels of `length` UTF-32 characters into `levels`. The paragraph
/// direction comes from the first strong character (P2–P3); with none it is
/// right to left when `rtl_fallback` is nonzero. Returns 0 for a left-to-right
/// paragraph, 1 for a right-to-left one, -1 when FriBidi fails (no memory).
static inline int rg_bidi_levels(const uint32_t *text, int length, int rtl_fallback, uint8_t *levels) {
  if (length <= 0) return rtl_fallback ? 1 : 0;
  FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
  FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
  if (!types || !brackets) { free(types); free(brackets); return -1; }
  fribidi_get_bidi_types(text, length, types);
  fribidi_get_bracket_types(text, length, types, brackets);
  FriBidiParType direction = rtl_fallback ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR;
  FriBidiLevel result = fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, levels);
  free(types);
  free(brackets);
  if (result == 0) return -1;
  return FRIBIDI_IS_RTL(direction) ? 1 : 0;
}
