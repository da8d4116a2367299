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
// only its own cells and stores only its own coverage bytes, so nothing after
// the run is read or written. The mapping to coverage is the rasterizer's:
// non-zero clamps |sum| to a full pixel, even-odd folds the sum modulo two
// pixels, then ×255 and rounding to nearest.

#include "CellAccumulation.h"

#include <string.h>

#include "CoverageMath.h"
#include "RasterKernels.h"

static int32_t accumulate_portable(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
  for (size_t i = 0; i < count; i++) {
    sum = (int32_t)((uint32_t)sum + (uint32_t)cells[i].cover);
    coverage[i] = rk_coverage((int32_t)((uint32_t)sum - (uint32_t)rk_cell_area(cells[i])), even_odd);
    cells[i].cover = 0;
    cells[i].area = 0;
  }
  return sum;
}

#if defined(__x86_64__)

/// Stores the low `n` bytes of `eight` (n < 8) at `coverage + i`, the run's last, and nothing
/// past them.
///
/// After a whole step (i ≥ 8) one 8-byte store ends where the run does: its first 8 − n bytes are
/// the last of the step before, read back. A run shorter than 8 takes up to three stores.
static inline void store_last_bytes(uint8_t *coverage, size_t i, size_t n, uint64_t eight) {
  if (i >= 8) {
    uint64_t before;
    memcpy(&before, coverage + i - 8, 8);
    uint64_t word = before >> (8 * n) | eight << (8 * (8 - n));
    memcpy(coverage + i + n - 8, &word, 8);
    return;
  }
  uint8_t *p = coverage + i;
  if (n & 4) {
    memcpy(p, &eight, 4);
    p += 4;
    eight >>= 32;
  }
  if (n & 2) {
    memcpy(p, &eight, 2);
    p += 2;
    eight >>= 16;
  }
  if (n & 1) *p = (uint8_t)eight;
}

AVX2 static int32_t accumulate_avx2(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
  const __m256i index = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
  // (c0 a0 c1 a1 | c2 a2 c3 a3) → (c0 c1 c2 c3 | a0 a1 a2 a3).
  const __m256i separate = _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
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
    // The areas, with the borrow of a negative cover added back (rk_cell_area).
    __m256i areas = _mm256_sub_epi32(_mm256_permute2x128_si256(p0, p1, 0x31), _mm256_srai_epi32(covers, 31));
    // Inclusive prefix sum of the covers.
    covers = _mm256_add_epi32(covers, _mm256_slli_si256(covers, 4));
    covers = _mm256_add_epi32(covers, _mm256_slli_si256(covers, 8));
    __m256i lowTotal = _mm256_permutevar8x32_epi32(covers, _mm256_set1_epi32(3));
    covers = _mm256_add_epi32(covers, _mm256_blend_epi32(zero, lowTotal, 0xF0));
    __m256i sums = _mm256_add_epi32(running, covers);
    // Lanes past the run added nothing, so lane 7 holds the sum after the run's last cell.
    running = _mm256_permutevar8x32_epi32(sums, _mm256_set1_epi32(7));
    __m128i bytes = coverage_bytes_avx2(_mm256_sub_epi32(sums, areas), even_odd);
    if (n == 8) {
      _mm_storel_epi64((__m128i *)(coverage + i), bytes);
    } else {
      store_last_bytes(coverage, i, (size_t)n, (uint64_t)_mm_cvtsi128_si64(bytes));
    }
  }
  return _mm256_cvtsi256_si32(running);
}

#endif

int32_t rk_accumulate_cells(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage) {
#if defined(__x86_64__)
  if (rk_instruction_set() >= RK_AVX2) return accumulate_avx2(cells, count, sum, even_odd, coverage);
#endif
  return accumulate_portable(cells, count, sum, even_odd, coverage);
}
