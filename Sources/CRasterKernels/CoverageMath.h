// The rasterizer's mapping from a pixel's cell sum to 8-bit coverage, eight
// lanes at a time (`rk_coverage` is the scalar one), shared by the kernels
// that sweep cells.

#ifndef RASTER_COVERAGE_MATH_H
#define RASTER_COVERAGE_MATH_H

#include "CellAccumulation.h"

#if defined(__x86_64__)
#include "CPUFeatures.h"

/// Coverage of eight pixel sums, in the low byte of each 32-bit lane.
AVX2 static inline __m256i coverage_avx2(__m256i sums, int even_odd) {
  const __m256i full = _mm256_set1_epi32(RK_FULL_COVERAGE);
  __m256i c;
  if (even_odd) {
    __m256i folded = _mm256_and_si256(sums, _mm256_set1_epi32(2 * RK_FULL_COVERAGE - 1));
    // Above a full pixel the fold is 2·full − c, which is then the smaller of the two.
    c = _mm256_min_epi32(folded, _mm256_sub_epi32(_mm256_set1_epi32(2 * RK_FULL_COVERAGE), folded));
  } else {
    // |INT32_MIN| stays 2^31, which as unsigned is above a full pixel, as in the scalar body.
    c = _mm256_min_epu32(_mm256_abs_epi32(sums), full);
  }
  __m256i scaled = _mm256_sub_epi32(_mm256_slli_epi32(c, 8), c);
  return _mm256_srli_epi32(_mm256_add_epi32(scaled, _mm256_set1_epi32(RK_FULL_COVERAGE / 2)), RK_COVERAGE_SHIFT);
}

/// Coverage of eight pixel sums as eight bytes, in the low half of the result.
AVX2 static inline __m128i coverage_bytes_avx2(__m256i sums, int even_odd) {
  // The low byte of each 32-bit lane to the first four bytes of its 128-bit half.
  const __m256i lowBytes = _mm256_setr_epi8(
    0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1);
  __m256i bytes = _mm256_shuffle_epi8(coverage_avx2(sums, even_odd), lowBytes);
  return _mm_unpacklo_epi32(_mm256_castsi256_si128(bytes), _mm256_extracti128_si256(bytes, 1));
}

#endif

#endif
