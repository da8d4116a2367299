// Source-over kernels for premultiplied RGBA8 words, exact to the last bit.
//
// Method. Channels are widened to 16-bit lanes (unpack with zero), multiplied
// (PMULLW), and divided by 255 with rounding as ((t + 128) · 257) >> 16: the
// high half of a 16×16-bit product (PMULHUW) by 257 after adding 128. For
// t + 128 < 65536 this equals Blinn's ((t + 128) + ((t + 128) >> 8)) >> 8
// ("Three Wrongs Make a Right", 1995), the formula the Swift side uses, so the
// vector bodies, the portable body and Swift's scalar code agree bit for bit.
// A source-over result s + d·(255 − sα)/255 never exceeds 255 for premultiplied
// input, so packing back with unsigned saturation changes nothing.
//
// Layout of the vector bodies: SSE2 takes 4 pixels per step and leaves the
// last 0–3 to the portable body; AVX2 takes 8 (its unpack and pack
// instructions work within 128-bit halves, so pixel order is kept). Its solid
// and mask bodies end a run of 8 or more with a step over the run's last eight
// pixels, loaded and composited before the steps before it store theirs, so
// the pixels both steps reach get the same value from each; a shorter run, and
// every step of the row body, uses masked loads and stores. Solid fills also
// have an AVX-512 (BW) body, 16 pixels per step with a masked tail. No body
// reads or writes a pixel outside its run. Coverage bytes of a mask are spread
// over their pixel's four channel lanes with PSHUFB (AVX2) or two byte/word
// unpacks (SSE2), and a pixel's alpha over its lanes with PSHUFLW/PSHUFHW.
// Steps whose coverage or source words are all zero are skipped. Scattered
// single pixels (a fill's edge pixels, collected over many rows) are loaded
// lane by lane into one register, composited eight at a time with the mask
// step, and stored back lane by lane. Dispatch (CPUDispatch.c) reads the CPU's feature bits
// on each call (one load), so one binary runs everywhere and uses AVX2 where it
// exists; tests lower the level to check every body against the same
// reference, and RK_INSTRUCTION_SET in the environment lowers it for a whole
// run (valgrind, which cannot run AVX-512, reports the CPU without it).

#include "RasterKernels.h"

#include <string.h>

#include "CPUFeatures.h"
#include "CoverageMath.h"

// MARK: - Portable arithmetic, the reference for the vector bodies

static inline uint32_t divide255(uint32_t t) { return ((t + 128) * 257) >> 16; }

static inline uint32_t scale_word(uint32_t w, uint32_t f) {
  return divide255((w & 0xFF) * f) | divide255((w >> 8 & 0xFF) * f) << 8 | divide255((w >> 16 & 0xFF) * f) << 16 |
         divide255((w >> 24) * f) << 24;
}

static inline uint32_t over(uint32_t s, uint32_t d) { return s + scale_word(d, 255 - (s >> 24)); }

static void solid_portable(uint32_t *pixels, size_t count, uint32_t source) {
  for (size_t i = 0; i < count; i++) pixels[i] = over(source, pixels[i]);
}

static void mask_portable(uint32_t *pixels, const uint8_t *coverage, size_t count, uint32_t source) {
  for (size_t i = 0; i < count; i++) {
    if (coverage[i]) pixels[i] = over(scale_word(source, coverage[i]), pixels[i]);
  }
}

static void scattered_portable(
  uint32_t *const *pixels, const int32_t *sums, size_t count, int even_odd, uint32_t source) {
  for (size_t i = 0; i < count; i++) {
    uint8_t c = rk_coverage(sums[i], even_odd);
    if (c) *pixels[i] = over(scale_word(source, c), *pixels[i]);
  }
}

static void row_portable(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity) {
  for (size_t i = 0; i < count; i++) {
    uint32_t s = source[i];
    if (!s) continue;
    if (opacity != 255) s = scale_word(s, opacity);
    pixels[i] = over(s, pixels[i]);
  }
}

#if defined(__x86_64__)

// MARK: - SSE2 (every x86-64 CPU)

/// t·255⁻¹ rounded, per 16-bit lane, for t = a·b with a, b ≤ 255.
static inline __m128i product_sse2(__m128i a, __m128i b) {
  return _mm_mulhi_epu16(_mm_add_epi16(_mm_mullo_epi16(a, b), _mm_set1_epi16(128)), _mm_set1_epi16(257));
}

/// Each pixel's alpha lane copied to its four lanes.
static inline __m128i alphas_sse2(__m128i s) { return _mm_shufflehi_epi16(_mm_shufflelo_epi16(s, 0xFF), 0xFF); }

/// Source-over of widened sources over widened destinations.
static inline __m128i over_sse2(__m128i s, __m128i d) {
  return _mm_add_epi16(s, product_sse2(d, _mm_sub_epi16(_mm_set1_epi16(255), alphas_sse2(s))));
}

static size_t solid_sse2(uint32_t *pixels, size_t count, uint32_t source) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i s = _mm_unpacklo_epi8(_mm_set1_epi32((int)source), zero);
  const __m128i inverse = _mm_set1_epi16((short)(255 - (source >> 24)));
  size_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
    __m128i lo = _mm_add_epi16(s, product_sse2(_mm_unpacklo_epi8(d, zero), inverse));
    __m128i hi = _mm_add_epi16(s, product_sse2(_mm_unpackhi_epi8(d, zero), inverse));
    _mm_storeu_si128((__m128i *)(pixels + i), _mm_packus_epi16(lo, hi));
  }
  return i;
}

static void mask_sse2(
  uint32_t *pixels, size_t pixel_stride, const uint8_t *coverage, size_t coverage_stride, size_t count, size_t height,
  uint32_t source) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i color = _mm_unpacklo_epi8(_mm_set1_epi32((int)source), zero);
  for (size_t row = 0; row < height; row++, pixels += pixel_stride, coverage += coverage_stride) {
    size_t i = 0;
    for (; i + 4 <= count; i += 4) {
      uint32_t quad;
      memcpy(&quad, coverage + i, 4);
      if (!quad) continue;
      // c0 c1 c2 c3 → each byte four times → 16-bit lanes, two pixels per register.
      __m128i c = _mm_cvtsi32_si128((int)quad);
      c = _mm_unpacklo_epi8(c, c);
      c = _mm_unpacklo_epi16(c, c);
      __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
      __m128i lo = over_sse2(product_sse2(color, _mm_unpacklo_epi8(c, zero)), _mm_unpacklo_epi8(d, zero));
      __m128i hi = over_sse2(product_sse2(color, _mm_unpackhi_epi8(c, zero)), _mm_unpackhi_epi8(d, zero));
      _mm_storeu_si128((__m128i *)(pixels + i), _mm_packus_epi16(lo, hi));
    }
    mask_portable(pixels + i, coverage + i, count - i, source);
  }
}

static size_t row_sse2(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity) {
  const __m128i zero = _mm_setzero_si128();
  const __m128i factor = _mm_set1_epi16((short)opacity);
  size_t i = 0;
  for (; i + 4 <= count; i += 4) {
    __m128i s = _mm_loadu_si128((const __m128i *)(source + i));
    if (_mm_movemask_epi8(_mm_cmpeq_epi32(s, zero)) == 0xFFFF) continue;
    __m128i slo = _mm_unpacklo_epi8(s, zero), shi = _mm_unpackhi_epi8(s, zero);
    if (opacity != 255) {
      slo = product_sse2(slo, factor);
      shi = product_sse2(shi, factor);
    }
    __m128i d = _mm_loadu_si128((const __m128i *)(pixels + i));
    __m128i lo = over_sse2(slo, _mm_unpacklo_epi8(d, zero));
    __m128i hi = over_sse2(shi, _mm_unpackhi_epi8(d, zero));
    _mm_storeu_si128((__m128i *)(pixels + i), _mm_packus_epi16(lo, hi));
  }
  return i;
}

// MARK: - AVX2


/// Lanes 0 ..< n (n ≤ 8) of a 32-bit lane mask, for loading and storing a run's last pixels.
AVX2 static inline __m256i tail_mask_avx2(size_t n) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32((int)n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

AVX2 static inline __m256i product_avx2(__m256i a, __m256i b) {
  return _mm256_mulhi_epu16(_mm256_add_epi16(_mm256_mullo_epi16(a, b), _mm256_set1_epi16(128)), _mm256_set1_epi16(257));
}

AVX2 static inline __m256i over_avx2(__m256i s, __m256i d) {
  __m256i alphas = _mm256_shufflehi_epi16(_mm256_shufflelo_epi16(s, 0xFF), 0xFF);
  return _mm256_add_epi16(s, product_avx2(d, _mm256_sub_epi16(_mm256_set1_epi16(255), alphas)));
}

AVX2 static inline __m256i solid_step_avx2(__m256i d, __m256i s, __m256i inverse) {
  const __m256i zero = _mm256_setzero_si256();
  __m256i lo = _mm256_add_epi16(s, product_avx2(_mm256_unpacklo_epi8(d, zero), inverse));
  __m256i hi = _mm256_add_epi16(s, product_avx2(_mm256_unpackhi_epi8(d, zero), inverse));
  return _mm256_packus_epi16(lo, hi);
}

AVX2 static void solid_avx2(uint32_t *pixels, size_t count, uint32_t source) {
  const __m256i s = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)source), _mm256_setzero_si256());
  const __m256i inverse = _mm256_set1_epi16((short)(255 - (source >> 24)));
  if (count < 8) {
    // Masked lanes are neither read nor written.
    __m256i lanes = tail_mask_avx2(count);
    __m256i d = _mm256_maskload_epi32((const int *)pixels, lanes);
    _mm256_maskstore_epi32((int *)pixels, lanes, solid_step_avx2(d, s, inverse));
    return;
  }
  // The run's last eight pixels, composited before the loop writes any: the loop gives those it
  // reaches the same values, so storing these after it leaves each pixel composited once.
  const __m256i last = solid_step_avx2(_mm256_loadu_si256((const __m256i *)(pixels + count - 8)), s, inverse);
  for (size_t i = 0; i + 8 < count; i += 8) {
    __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
    _mm256_storeu_si256((__m256i *)(pixels + i), solid_step_avx2(d, s, inverse));
  }
  _mm256_storeu_si256((__m256i *)(pixels + count - 8), last);
}

/// Eight pixels `d`, each with `color` (widened to 16-bit lanes) scaled by coverage byte k of
/// `eight` composited over pixel k.
AVX2 static inline __m256i mask_step_avx2(__m256i d, uint64_t eight, __m256i color) {
  const __m256i zero = _mm256_setzero_si256();
  // Coverage byte k of the step into the 16-bit lanes of pixel k: pixels 0, 1 | 4, 5 for the low
  // unpack, 2, 3 | 6, 7 for the high one (unpacks work within 128-bit halves).
  const char z = (char)0x80;
  const __m256i spreadLow = _mm256_setr_epi8(
    0, z, 0, z, 0, z, 0, z, 1, z, 1, z, 1, z, 1, z, 4, z, 4, z, 4, z, 4, z, 5, z, 5, z, 5, z, 5, z);
  const __m256i spreadHigh = _mm256_setr_epi8(
    2, z, 2, z, 2, z, 2, z, 3, z, 3, z, 3, z, 3, z, 6, z, 6, z, 6, z, 6, z, 7, z, 7, z, 7, z, 7, z);
  __m256i c = _mm256_broadcastq_epi64(_mm_cvtsi64_si128((long long)eight));
  __m256i lo = over_avx2(product_avx2(color, _mm256_shuffle_epi8(c, spreadLow)), _mm256_unpacklo_epi8(d, zero));
  __m256i hi = over_avx2(product_avx2(color, _mm256_shuffle_epi8(c, spreadHigh)), _mm256_unpackhi_epi8(d, zero));
  return _mm256_packus_epi16(lo, hi);
}

AVX2 static void mask_avx2(
  uint32_t *pixels, size_t pixel_stride, const uint8_t *coverage, size_t coverage_stride, size_t count, size_t height,
  uint32_t source) {
  const __m256i color = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)source), _mm256_setzero_si256());
  // Eight fully covered pixels of an opaque colour are the colour itself.
  const int opaque = source >> 24 == 255;
  const __m256i whole = _mm256_set1_epi32((int)source);
  for (size_t row = 0; row < height; row++, pixels += pixel_stride, coverage += coverage_stride) {
    if (count < 8) {
      uint64_t eight = 0;
      for (size_t k = 0; k < count; k++) eight |= (uint64_t)coverage[k] << (8 * k);
      if (!eight) continue;
      // Masked lanes are neither read nor written.
      __m256i lanes = tail_mask_avx2(count);
      __m256i d = _mm256_maskload_epi32((const int *)pixels, lanes);
      _mm256_maskstore_epi32((int *)pixels, lanes, mask_step_avx2(d, eight, color));
      continue;
    }
    // The run's last eight pixels, composited before the loop writes any: the loop gives those it
    // reaches the same values, so storing these after it leaves each pixel composited once.
    uint64_t last_eight;
    memcpy(&last_eight, coverage + count - 8, 8);
    __m256i last = whole;
    if (last_eight && !(last_eight == UINT64_MAX && opaque)) {
      last = mask_step_avx2(_mm256_loadu_si256((const __m256i *)(pixels + count - 8)), last_eight, color);
    }
    for (size_t i = 0; i + 8 < count; i += 8) {
      uint64_t eight;
      memcpy(&eight, coverage + i, 8);
      if (!eight) continue;
      if (eight == UINT64_MAX && opaque) {
        _mm256_storeu_si256((__m256i *)(pixels + i), whole);
        continue;
      }
      __m256i d = _mm256_loadu_si256((const __m256i *)(pixels + i));
      _mm256_storeu_si256((__m256i *)(pixels + i), mask_step_avx2(d, eight, color));
    }
    if (last_eight) _mm256_storeu_si256((__m256i *)(pixels + count - 8), last);
  }
}

AVX2 static size_t scattered_avx2(
  uint32_t *const *pixels, const int32_t *sums, size_t count, int even_odd, uint32_t source) {
  const __m256i color = _mm256_unpacklo_epi8(_mm256_set1_epi32((int)source), _mm256_setzero_si256());
  size_t i = 0;
  for (; i + 8 <= count; i += 8) {
    uint32_t *const *p = pixels + i;
    __m256i sum = _mm256_loadu_si256((const __m256i *)(sums + i));
    uint64_t eight = (uint64_t)_mm_cvtsi128_si64(coverage_bytes_avx2(sum, even_odd));
    __m256i d = _mm256_setr_epi32(
      (int)*p[0], (int)*p[1], (int)*p[2], (int)*p[3], (int)*p[4], (int)*p[5], (int)*p[6], (int)*p[7]);
    uint32_t result[8];
    _mm256_storeu_si256((__m256i *)result, mask_step_avx2(d, eight, color));
    for (int k = 0; k < 8; k++) *p[k] = result[k];
  }
  return i;
}

AVX2 static size_t row_avx2(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity) {
  const __m256i zero = _mm256_setzero_si256();
  const __m256i factor = _mm256_set1_epi16((short)opacity);
  for (size_t i = 0; i < count; i += 8) {
    __m256i lanes = tail_mask_avx2(count - i < 8 ? count - i : 8);
    __m256i s = _mm256_maskload_epi32((const int *)(source + i), lanes);
    if (_mm256_testz_si256(s, s)) continue;
    __m256i slo = _mm256_unpacklo_epi8(s, zero), shi = _mm256_unpackhi_epi8(s, zero);
    if (opacity != 255) {
      slo = product_avx2(slo, factor);
      shi = product_avx2(shi, factor);
    }
    __m256i d = _mm256_maskload_epi32((const int *)(pixels + i), lanes);
    __m256i lo = over_avx2(slo, _mm256_unpacklo_epi8(d, zero));
    __m256i hi = over_avx2(shi, _mm256_unpackhi_epi8(d, zero));
    _mm256_maskstore_epi32((int *)(pixels + i), lanes, _mm256_packus_epi16(lo, hi));
  }
  return count;
}

/// Thirty-two bytes a store where the compiler's loop stores sixteen: a frame's clear takes half the stores.
AVX2 static size_t fill_avx2(uint32_t *pixels, size_t count, uint32_t value) {
  const __m256i v = _mm256_set1_epi32((int)value);
  size_t i = 0;
  for (; i + 8 <= count; i += 8) _mm256_storeu_si256((__m256i *)(pixels + i), v);
  return i;
}

// MARK: - AVX-512 (BW)

/// The AVX2 step on sixteen pixels: one 512-bit instruction where AVX2 issues two. Measured
/// on Zen 4, alternating builds five times: bench rrects 7 % and circles 6 % faster than with
/// the AVX2 loop.
AVX512 static inline __m512i solid_step_avx512(__m512i d, __m512i s, __m512i inverse) {
  const __m512i zero = _mm512_setzero_si512();
  const __m512i bias = _mm512_set1_epi16(128), reciprocal = _mm512_set1_epi16(257);
  __m512i lo = _mm512_mullo_epi16(_mm512_unpacklo_epi8(d, zero), inverse);
  __m512i hi = _mm512_mullo_epi16(_mm512_unpackhi_epi8(d, zero), inverse);
  lo = _mm512_add_epi16(s, _mm512_mulhi_epu16(_mm512_add_epi16(lo, bias), reciprocal));
  hi = _mm512_add_epi16(s, _mm512_mulhi_epu16(_mm512_add_epi16(hi, bias), reciprocal));
  return _mm512_packus_epi16(lo, hi);
}

AVX512 static size_t solid_avx512(uint32_t *pixels, size_t count, uint32_t source) {
  const __m512i s = _mm512_unpacklo_epi8(_mm512_set1_epi32((int)source), _mm512_setzero_si512());
  const __m512i inverse = _mm512_set1_epi16((short)(255 - (source >> 24)));
  size_t i = 0;
  for (; i + 16 <= count; i += 16) {
    __m512i d = _mm512_loadu_si512((const void *)(pixels + i));
    _mm512_storeu_si512((void *)(pixels + i), solid_step_avx512(d, s, inverse));
  }
  if (i < count) {
    // Masked lanes are neither read nor written, so the run's tail needs no other care.
    __mmask16 lanes = (__mmask16)((1u << (count - i)) - 1);
    __m512i d = _mm512_maskz_loadu_epi32(lanes, (const void *)(pixels + i));
    _mm512_mask_storeu_epi32((void *)(pixels + i), lanes, solid_step_avx512(d, s, inverse));
  }
  return count;
}

#endif

// MARK: - Entry points: the widest body for the CPU, then the portable one for the tail

/// Stops the program when the `count` pixels from `pixels` do not all lie before `end`, one past
/// the buffer's last pixel: compositing them would write memory outside the buffer.
static inline void require_inside(const uint32_t *pixels, size_t count, const uint32_t *end) {
  if (__builtin_expect(end < pixels || (size_t)(end - pixels) < count, 0)) __builtin_trap();
}

void rk_fill(uint32_t *pixels, size_t count, uint32_t value) {
  size_t done = 0;
#if defined(__x86_64__)
  if (rk_instruction_set() >= RK_AVX2) done = fill_avx2(pixels, count, value);
#endif
  for (size_t i = done; i < count; i++) pixels[i] = value;
}

void rk_source_over_solid(uint32_t *pixels, size_t count, uint32_t source, const uint32_t *end) {
  require_inside(pixels, count, end);
  uint32_t alpha = source >> 24;
  if (alpha == 255) {
    rk_fill(pixels, count, source);
    return;
  }
  if (alpha == 0) return;
  size_t done = 0;
#if defined(__x86_64__)
  // Ordered tests that return, the widest first: a chain of equalities compiled to a jump table,
  // and its indirect jump on every row of every shape's interior cost 1-3 % of bench circles and
  // rrects.
  int level = rk_instruction_set();
  if (__builtin_expect(level >= RK_AVX512, 1)) {
    solid_avx512(pixels, count, source);
    return;
  }
  if (level >= RK_AVX2) {
    solid_avx2(pixels, count, source);
    return;
  }
  if (level >= RK_SSE2) done = solid_sse2(pixels, count, source);
#endif
  solid_portable(pixels + done, count - done, source);
}

void rk_source_over_mask(
  uint32_t *pixels, size_t pixel_stride, const uint8_t *coverage, size_t coverage_stride, size_t width, size_t height,
  uint32_t source, const uint32_t *end) {
  if (!source || !height) return;
  require_inside(pixels + (height - 1) * pixel_stride, width, end);
#if defined(__x86_64__)
  int level = rk_instruction_set();
  if (level >= RK_AVX2) return mask_avx2(pixels, pixel_stride, coverage, coverage_stride, width, height, source);
  if (level == RK_SSE2) return mask_sse2(pixels, pixel_stride, coverage, coverage_stride, width, height, source);
#endif
  for (size_t row = 0; row < height; row++, pixels += pixel_stride, coverage += coverage_stride) {
    mask_portable(pixels, coverage, width, source);
  }
}

void rk_source_over_pixels(uint32_t *const *pixels, const int32_t *sums, size_t count, int even_odd, uint32_t source) {
  size_t done = 0;
#if defined(__x86_64__)
  if (rk_instruction_set() >= RK_AVX2) done = scattered_avx2(pixels, sums, count, even_odd, source);
#endif
  scattered_portable(pixels + done, sums + done, count - done, even_odd, source);
}

void rk_source_over_row(uint32_t *pixels, const uint32_t *source, size_t count, uint32_t opacity) {
  if (!opacity) return;
  size_t done = 0;
#if defined(__x86_64__)
  int level = rk_instruction_set();
  if (level >= RK_AVX2) done = row_avx2(pixels, source, count, opacity);
  else if (level == RK_SSE2) done = row_sse2(pixels, source, count, opacity);
#endif
  row_portable(pixels + done, source + done, count - done, opacity);
}
