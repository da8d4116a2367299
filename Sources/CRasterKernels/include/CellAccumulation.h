// The rasterizer's cells, its fixed point, and turning cell sums into 8-bit
// coverage (one pixel, or a run of cells vectorised for the CPU the program
// runs on; every body computes the same integers). The Swift side takes its
// constants and its scalar coverage from here, so both sides share one
// definition.

#ifndef RASTER_CELL_ACCUMULATION_H
#define RASTER_CELL_ACCUMULATION_H

#include <stddef.h>
#include <stdint.h>

/// One cell of the rasterizer's grid: what the edge pieces inside one pixel add to its row's running sum.
///
/// A pixel's signed area is the sum of the covers of its row's cells up to and including its own,
/// less its own area, in units of 1/2^RK_COVERAGE_SHIFT of a pixel.
///
/// The edge cutter adds a piece to both sums with one 64-bit addition of cover + 2^32·area, cover
/// sign-extended: the low half is then the cover exactly, and the high half the area less a borrow
/// of one when the cover is negative. `rk_cell_area` gives the area back.
typedef struct {
  /// Added to the running sum at this pixel, and so carried to every pixel on its right.
  int32_t cover;
  /// Taken off this pixel's sum only: the part of `cover` left of the pieces, less one when
  /// `cover` is negative (read it with `rk_cell_area`).
  int32_t area;
} rk_cell;

_Static_assert(sizeof(rk_cell) == 8 && offsetof(rk_cell, area) == 4,
               "a cell is one 64-bit word, cover in the low half");

/// The area of `cell`: its `area` field with the borrow of a negative cover added back.
__attribute__((always_inline)) static inline int32_t rk_cell_area(rk_cell cell) {
  return (int32_t)((uint32_t)cell.area + ((uint32_t)cell.cover >> 31));
}

/// Bits below the pixel of the rasterizer's fixed-point edge coordinates.
#define RK_FRACTION_BITS 11
/// Bits of a pixel's sum below a full pixel: twice the fixed-point bits, plus one (a literal, so
/// that Swift imports the macros built on it).
#define RK_COVERAGE_SHIFT 23
/// The sum of a fully covered pixel.
#define RK_FULL_COVERAGE (1 << RK_COVERAGE_SHIFT)

_Static_assert(RK_COVERAGE_SHIFT == 2 * RK_FRACTION_BITS + 1, "a sum is an area in 1/(2·ONE²) of a pixel");

/// Coverage (0…255) of a pixel whose signed sum is `sum`: folded even-odd (when `even_odd` is not 0)
/// or clamped non-zero, times 255, rounded to nearest.
__attribute__((always_inline)) static inline uint8_t rk_coverage(int32_t sum, int even_odd) {
  uint32_t c;
  if (even_odd) {
    c = (uint32_t)sum & (2u * RK_FULL_COVERAGE - 1);
    if (c > RK_FULL_COVERAGE) c = 2u * RK_FULL_COVERAGE - c;
  } else {
    // |sum| as unsigned, so that INT32_MIN counts as more than a full pixel.
    uint32_t sign = (uint32_t)(sum >> 31), magnitude = ((uint32_t)sum ^ sign) - sign;
    c = magnitude < RK_FULL_COVERAGE ? magnitude : RK_FULL_COVERAGE;
  }
  return (uint8_t)((c * 255 + RK_FULL_COVERAGE / 2) >> RK_COVERAGE_SHIFT);
}

/// Writes the coverage (0…255) of `count` consecutive pixels whose cells are `cells`, and zeroes those cells.
///
/// `sum` is the row's running sum left of the first cell; the result is the running sum after the
/// last one. Coverage is the pixel's sum folded even-odd (when `even_odd` is not 0) or clamped
/// non-zero, times 255, rounded to nearest. No cell or byte past the run is read or written.
int32_t rk_accumulate_cells(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage);

#endif
