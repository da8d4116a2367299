// A path's outline cut into the rasterizer's cells, a batch of steps at a
// time: the edge side of the cell rasterizer.

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
  int32_t chords;
  /// Not 0 when the curve's chord ends cannot leave the box, so they need no clamping.
  int32_t inside;
  /// Where the pen ends.
  double end_x, end_y;
  /// For a curve, its flattening state; unused otherwise.
  rk_forward_differences curve;
} rk_edge;

/// Adds `count` outline steps to the cells, from the pen (`pen_x`, `pen_y`, box-relative fixed
/// point, updated).
///
/// `origin_x`, `origin_y` are the box's origin in device pixels; every end point must lie in the
/// box, and chord ends are clamped to it unless the step says they are inside. A curve is
/// stepped in integers with 32 bits below the fixed point's, so every chord end is the rounded
/// device point without a conversion per point.
void rk_add_edges(const rk_cell_grid *restrict grid, int64_t width, int64_t height, double origin_x, double origin_y,
                  const rk_edge *edges, int64_t count, int64_t *pen_x, int64_t *pen_y);

#endif
