// Cutting a line segment into the rasterizer's cells: the edge side of the
// cell rasterizer, for segments that leave their first pixel.

#ifndef RASTER_LINE_CELLS_H
#define RASTER_LINE_CELLS_H

#include <stdint.h>

#include "CellAccumulation.h"

/// The dense cells and bitset of the rasterizer's current box.
typedef struct {
  /// Cells of the box, row-major, `stride` per row.
  rk_cell *cells;
  /// One bit per cell, `words_per_row` words per row: set when a segment added to that cell.
  uint64_t *bits;
  /// Cells per row: the box's width plus one.
  intptr_t stride;
  /// Bitset words per row.
  intptr_t words_per_row;
} rk_cell_grid;

/// Adds a piece of signed height `dy` whose two x offsets in cell `cx` sum to `fx_sum`.
__attribute__((always_inline)) static inline void rk_add_cell(rk_cell *cells, uint64_t *bits, int64_t cx,
                                                              int64_t fx_sum, int64_t dy) {
  if (dy == 0) return;
  rk_cell *cell = cells + cx;
  // Sums wrap rather than overflow, as on the Swift side.
  cell->cover = (int32_t)((uint32_t)cell->cover + (uint32_t)(dy * (2 << RK_FRACTION_BITS)));
  cell->area = (int32_t)((uint32_t)cell->area + (uint32_t)(dy * fx_sum));
  bits[cx >> 6] |= (uint64_t)1 << (cx & 63);
}

/// Adds the piece of a segment inside one row that crosses at most one column boundary: x in box
/// fixed point, `fy0` < `fy1` within the row (0…ONE), `sign` the segment's winding.
///
/// The cut's y comes from the piece's own slope measured from its start, truncated toward zero.
__attribute__((always_inline)) static inline void rk_add_short_piece(rk_cell *cells, uint64_t *bits, int64_t x0,
                                                                     int64_t fy0, int64_t x1, int64_t fy1,
                                                                     int64_t sign) {
  const int bits_below = RK_FRACTION_BITS;
  int64_t cx0 = x0 >> bits_below, cx1 = x1 >> bits_below;
  // The cell holding the start (moving left, the one whose left boundary is below x0), and the
  // boundary the piece crosses, if it crosses one strictly.
  int64_t c = cx0, boundary = 0;
  int crosses = 0;
  if (cx0 != cx1) {
    if (x1 > x0) {
      boundary = (c + 1) << bits_below;
      crosses = boundary < x1;
    } else {
      c = (x0 - 1) >> bits_below;
      boundary = c << bits_below;
      crosses = boundary > x1;
    }
  }
  if (!crosses) {
    rk_add_cell(cells, bits, c, x0 + x1 - (c << (bits_below + 1)), (fy1 - fy0) * sign);
    return;
  }
  double dydx = (double)(fy1 - fy0) / (double)(x1 - x0);
  int64_t ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
  rk_add_cell(cells, bits, c, x0 + boundary - (c << (bits_below + 1)), (ny - fy0) * sign);
  int64_t next = x1 > x0 ? c + 1 : c - 1;
  rk_add_cell(cells, bits, next, boundary + x1 - (next << (bits_below + 1)), (fy1 - ny) * sign);
}

/// Adds the segment (x0, y0) → (x1, y1), which moves at most one pixel along each axis, to the up
/// to three cells it crosses; coordinates as for `rk_add_line`, whose cells this matches exactly.
__attribute__((always_inline)) static inline void rk_add_short_line(const rk_cell_grid *restrict grid, int64_t x0, int64_t y0,
                                                                    int64_t x1, int64_t y1) {
  if (y0 == y1) return;
  int64_t ax = x0, ay = y0, bx = x1, by = y1, sign = 1;
  if (ay > by) {
    ax = x1, ay = y1, bx = x0, by = y0, sign = -1;
  }
  int64_t row = ay >> RK_FRACTION_BITS;
  rk_cell *cells = grid->cells + row * grid->stride;
  uint64_t *bits = grid->bits + row * grid->words_per_row;
  int64_t row_top = row << RK_FRACTION_BITS, row_bottom = row_top + (1 << RK_FRACTION_BITS);
  if (by <= row_bottom) {
    rk_add_short_piece(cells, bits, ax, ay - row_top, bx, by - row_top, sign);
    return;
  }
  // The exit x comes from the segment's slope measured from its start, truncated toward zero.
  int64_t exit_x = ax + (int64_t)((double)(row_bottom - ay) * ((double)(bx - ax) / (double)(by - ay)));
  rk_add_short_piece(cells, bits, ax, ay - row_top, exit_x, 1 << RK_FRACTION_BITS, sign);
  rk_add_short_piece(cells + grid->stride, bits + grid->words_per_row, exit_x, 0, bx, by - row_bottom, sign);
}

/// Adds the segment (x0, y0) → (x1, y1), in box-relative fixed point with RK_FRACTION_BITS bits
/// below the pixel, to the cells it crosses. x must lie in 0…ONE·width, y in 0…ONE·height.
void rk_add_line(const rk_cell_grid *restrict grid, int64_t x0, int64_t y0, int64_t x1, int64_t y1);

/// `rk_add_line` for any segment, with the common cases inline: a segment inside one pixel adds
/// to one cell, one that moves at most a pixel along each axis goes to `rk_add_short_line`.
__attribute__((always_inline)) static inline void rk_add_segment(const rk_cell_grid *restrict grid, int64_t x0, int64_t y0,
                                                                 int64_t x1, int64_t y1) {
  const int64_t one = (int64_t)1 << RK_FRACTION_BITS;
  if (((x0 ^ x1) | (y0 ^ y1)) < one) {
    // Coordinates are ≥ 0, so equal high bits mean one cell (which the general path would reach
    // through one row piece of one column, with the same sums).
    int64_t cx = x0 >> RK_FRACTION_BITS, row = y0 >> RK_FRACTION_BITS;
    rk_add_cell(grid->cells + row * grid->stride, grid->bits + row * grid->words_per_row, cx,
                x0 + x1 - (cx << (RK_FRACTION_BITS + 1)), y1 - y0);
  } else if ((uint64_t)(x1 - x0 + one) <= (uint64_t)(2 * one) && (uint64_t)(y1 - y0 + one) <= (uint64_t)(2 * one)) {
    rk_add_short_line(grid, x0, y0, x1, y1);
  } else {
    rk_add_line(grid, x0, y0, x1, y1);
  }
}

/// A curve's flattening state in device pixels: a point and its forward differences.
///
/// Each step adds `d1` to the point, which is then the next chord end, `d2` to `d1` and `d3` to
/// `d2`: a quadratic has `d3` zero, a cubic does not. The starting point is not a chord end.
typedef struct {
  double x, y, d1x, d1y, d2x, d2y, d3x, d3y;
} rk_forward_differences;

/// One step of a path's outline, in device pixels.
typedef struct {
  /// 0: the pen moves to the end; 1: a line to the end; n ≥ 2: a curve of n chords to the end.
  int64_t chords;
  /// Where the pen ends.
  double end_x, end_y;
  /// For a curve, its flattening state; unused otherwise.
  rk_forward_differences curve;
} rk_edge;

/// Adds `count` outline steps to the cells, from the pen (`pen_x`, `pen_y`, box-relative fixed
/// point, updated).
///
/// `origin_x`, `origin_y` are the box's origin in device pixels; every point must lie in the box
/// (it is clamped to it). A curve is stepped in integers with 32 bits below the fixed point's, so
/// every chord end is the rounded device point without a conversion per point.
void rk_add_edges(const rk_cell_grid *restrict grid, int64_t width, int64_t height, double origin_x, double origin_y,
                  const rk_edge *edges, int64_t count, int64_t *pen_x, int64_t *pen_y);

#endif
