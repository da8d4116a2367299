// Coverage of a run of cells: a running sum, a fold and a scale, eight pixels per step.
//
// Method. A pixel's signed area is the prefix sum of its row's covers up to it,
// less its own area (the cell rasterizer of FreeType's "smooth" module and of
// Blend2D). Where an edge crosses many pixels of a row, the sweep hands the
// touched cells over as one run, and this computes the run's coverage with an
// inclusive prefix sum in a vector register (shift-and-add within each 128-bit
// half, then the low half's total added to the high half, as in the classic
// log-step scan), eight cells per step. Cells come in as (cover, area) pairs; a
// lane permute separates covers from areas. A run's last step loads and zeroes
// only its own cells, so the cells after it keep their values. The mapping to
// coverage is the rasterizer's: non-zero clamps |sum| to a full pixel, even-odd
// folds the sum modulo two pixels, then ×255 and rounding to nearest.

#include "CellAccumulation.h"
#include "RasterKernels.h"

static inline uint8_t coverage_of(int32_t sum, int even_odd) {
  uint32_t c;
  if (even_odd) {
    c = (uint32_t)sum & (2u * RK_FULL_COVERAGE - 1);
    if (c > RK_FULL_COVERAGE) c = 2u * RK_FULL_COVERAGE - c;
  } else {
    uint32_t magnitude = sum < 0 ? 0u - (uint32_t)sum : (uint32_t)sum;
    c = magnitude < RK_FULL_COVERAGE ? magnitude : RK_FULL_COVERAGE;
  }
  return (uint8_t)((c * 255 + RK_FULL_COVERAGE / 2) >> 21);
}

static int32_t accumulate_portable(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
  for (size_t i = 0; i < count; i++) {
    sum = (int32_t)((uint32_t)sum + (uint32_t)cells[i].cover);
    coverage[i] = coverage_of((int32_t)((uint32_t)sum - (uint32_t)cells[i].area), even_odd);
    cells[i].cover = 0;
    cells[i].area = 0;
  }
  return sum;
}

#if defined(__x86_64__)
#include <immintrin.h>

#define AVX2 __attribute__((target("avx2")))

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
  return _mm256_srli_epi32(_mm256_add_epi32(scaled, _mm256_set1_epi32(RK_FULL_COVERAGE / 2)), 21);
}

AVX2 static int32_t accumulate_avx2(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
  const __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  // (c0 a0 c1 a1 | c2 a2 c3 a3) → (c0 c1 c2 c3 | a0 a1 a2 a3).
  const __m256i separate = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
  // The low byte of each 32-bit lane to the first four bytes of its 128-bit half.
  const __m256i lowBytes = _mm256_setr_epi8(
    0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 0, 4, 8, 12, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1);
  const __m256i zero = _mm256_setzero_si256();
  __m256i running = _mm256_set1_epi32(sum);
  for (size_t i = 0; i < count; i += 8) {
    int n = count - i < 8 ? (int)(count - i) : 8;
    // Lanes of the two halves that hold this run's cells (two lanes per cell).
    __m256i first = _mm256_cmpgt_epi32(_mm256_set1_epi32(2 * n), index);
    __m256i second = _mm256_cmpgt_epi32(_mm256_set1_epi32(2 * n - 8), index);
    int *pairs = (int *)(cells + i);
    __m256i v0, v1;
    if (n == 8) {
      v0 = _mm256_loadu_si256((const __m256i *)pairs);
      v1 = _mm256_loadu_si256((const __m256i *)(pairs + 8));
      _mm256_storeu_si256((__m256i *)pairs, zero);
      _mm256_storeu_si256((__m256i *)(pairs + 8), zero);
    } else {
      v0 = _mm256_maskload_epi32(pairs, first);
      v1 = _mm256_maskload_epi32(pairs + 8, second);
      _mm256_maskstore_epi32(pairs, first, zero);
      _mm256_maskstore_epi32(pairs + 8, second, zero);
    }
    __m256i p0 = _mm256_permutevar8x32_epi32(v0, separate), p1 = _mm256_permutevar8x32_epi32(v1, separate);
    __m256i covers = _mm256_permute2x128_si256(p0, p1, 0x20);
    __m256i areas = _mm256_permute2x128_si256(p0, p1, 0x31);
    // Inclusive prefix sum of the covers.
    covers = _mm256_add_epi32(covers, _mm256_slli_si256(covers, 4));
    covers = _mm256_add_epi32(covers, _mm256_slli_si256(covers, 8));
    __m256i lowTotal = _mm256_permutevar8x32_epi32(covers, _mm256_set1_epi32(3));
    covers = _mm256_add_epi32(covers, _mm256_blend_epi32(zero, lowTotal, 0xF0));
    __m256i sums = _mm256_add_epi32(running, covers);
    // Lanes past the run added nothing, so lane 7 holds the sum after the run's last cell.
    running = _mm256_permutevar8x32_epi32(sums, _mm256_set1_epi32(7));
    __m256i bytes = _mm256_shuffle_epi8(coverage_avx2(_mm256_sub_epi32(sums, areas), even_odd), lowBytes);
    __m128i eight = _mm_unpacklo_epi32(_mm256_castsi256_si128(bytes), _mm256_extracti128_si256(bytes, 1));
    _mm_storel_epi64((__m128i *)(coverage + i), eight);
  }
  return _mm256_cvtsi256_si32(running);
}

#endif

int32_t rk_accumulate_cells(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
#if defined(__x86_64__)
  if (rk_instruction_set() == RK_AVX2) return accumulate_avx2(cells, count, sum, even_odd, coverage);
#endif
  return accumulate_portable(cells, count, sum, even_odd, coverage);
}
