// A path's outline cut into the rasterizer's cells, a batch of steps at a
// time: the edge side of the cell rasterizer.

#ifndef RASTER_LINE_CELLS_H
#define RASTER_LINE_CELLS_H

#include <stdint.h>

#include "CellAccumulation.h"

/// The widest and tallest box the cutter takes, in pixels: a box's coordinates in the curve
/// stepping's units (2^43 a pixel) and the product of two of its extents in fixed point then fit
/// in 64 bits.
#define RK_LARGEST_BOX_SIDE (1 << 16)

/// The most chords a curve is cut into: this bounds the work for any step.
#define RK_MOST_CHORDS 16384

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
  /// 0 or less: the pen moves to the end; 1: a line to the end; n ≥ 2: a curve of n chords to
  /// the end (at most RK_MOST_CHORDS: a curve of more takes that many, the last to its end).
  int32_t chords;
  /// Not 0 when the caller found that the curve's chord ends cannot leave the box. The cutter
  /// does not read it: it checks every chord end as it steps to it.
  int32_t inside;
  /// Where the pen ends.
  double end_x, end_y;
  /// For a curve, its flattening state; unused otherwise.
  rk_forward_differences curve;
} rk_edge;

/// Adds `count` outline steps to the cells, from the pen (`pen_x`, `pen_y`, box-relative fixed
/// point, updated).
///
/// `origin_x`, `origin_y` are the box's origin in device pixels, and the box is `width` ×
/// `height` pixels, each side at most RK_LARGEST_BOX_SIDE (a larger one is cut to it); `grid`
/// must hold that many rows of `width` + 1 cells. A curve is stepped in integers with 32 bits
/// below the fixed point's, so every chord end is the rounded device point without a conversion
/// per point.
///
/// Every end point and the pen should lie in the box. Any other value, NaN and the infinities
/// included, comes to the box's nearest side (NaN, and a value too far to convert, to 0), and a
/// negative side or count to 0; a curve's chord ends are clamped to the box, whatever its
/// differences. The cells then make no sense, but nothing outside the box's cells and bits is
/// written and no arithmetic is undefined.
void rk_add_edges(const rk_cell_grid *restrict grid, int64_t width, int64_t height, double origin_x, double origin_y,
                  const rk_edge *edges, int64_t count, int64_t *pen_x, int64_t *pen_y);

#endif
