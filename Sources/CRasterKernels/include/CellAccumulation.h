// Turning a run of the rasterizer's cells into 8-bit coverage, vectorised for
// the CPU the program runs on. Every body computes the same integers.

#ifndef RASTER_CELL_ACCUMULATION_H
#define RASTER_CELL_ACCUMULATION_H

#include <stddef.h>
#include <stdint.h>

/// One cell of the rasterizer's grid: what the edge pieces inside one pixel add to its row's running sum.
///
/// A pixel's signed area is the sum of the covers of its row's cells up to and including its own,
/// less its own area, in units of 1/2^RK_COVERAGE_SHIFT of a pixel.
typedef struct {
  /// Added to the running sum at this pixel, and so carried to every pixel on its right.
  int32_t cover;
  /// Taken off this pixel's sum only: the part of `cover` left of the pieces.
  int32_t area;
} rk_cell;

/// Bits of a pixel's sum below a full pixel: twice the rasterizer's fixed-point bits, plus one.
#define RK_COVERAGE_SHIFT 23
/// The sum of a fully covered pixel.
#define RK_FULL_COVERAGE (1 << RK_COVERAGE_SHIFT)

/// Writes the coverage (0…255) of `count` consecutive pixels whose cells are `cells`, and zeroes those cells.
///
/// `sum` is the row's running sum left of the first cell; the result is the running sum after the
/// last one. Coverage is the pixel's sum folded even-odd (when `even_odd` is not 0) or clamped
/// non-zero, times 255, rounded to nearest. `coverage` must have room for `count` rounded up to a
/// multiple of 8 bytes.
int32_t rk_accumulate_cells(rk_cell *cells, size_t count, int32_t sum, int even_odd, uint8_t *coverage);

#endif
