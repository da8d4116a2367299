// A line segment cut into cells: row pieces, then column pieces within each row.
//
// Method. As in FreeType's "smooth" rasterizer and Anti-Grain Geometry, a
// segment (oriented top to bottom, with the winding's sign kept aside) is cut
// at every row boundary it crosses, and each row piece at every column
// boundary. The piece inside one pixel adds its signed height to the cell's
// cover (scaled by 2·ONE) and its height times the sum of its two x offsets in
// the pixel to the cell's area. A row's exit x comes from the segment's own
// slope measured from its start, and a column crossing's y from the row
// piece's slope measured from the piece's start, each one product truncated
// toward zero: consecutive pieces share end points exactly, and no error
// accumulates along the segment.
//
// Cost. Every cut is one multiplication and two conversions, every cell two
// additions and a bit; the divisions are one per segment and one per row
// piece that crosses columns. A column the piece crosses whole has the same
// x offsets in every cell (0 and ONE), so those cells need no offset
// arithmetic. Pieces of zero height change nothing and mark nothing.
//
// Shape of the code. Everything is inlined into the one entry point, so a
// chord pays no call: a short chord used to pay more for calls and saved
// registers than for its cells. A segment inside one pixel, most chords of
// small curves, adds to one cell; one that moves at most a pixel along each
// axis has a path with at most one cut per axis (bench mailCell +15 %, circles
// +7 %, rrects +6 % when it came, same cells); the rest take the general path.

#include "LineCells.h"

#define ONE ((int64_t)1 << RK_FRACTION_BITS)

/// Adds a piece of signed height `dy` whose two x offsets in cell `cx` sum to `fx_sum`.
__attribute__((always_inline)) static inline void add_cell(rk_cell *cells, uint64_t *bits, int64_t cx, int64_t fx_sum,
                                                           int64_t dy) {
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
__attribute__((always_inline)) static inline void add_short_piece(rk_cell *cells, uint64_t *bits, int64_t x0,
                                                                  int64_t fy0, int64_t x1, int64_t fy1, int64_t sign) {
  int64_t cx0 = x0 >> RK_FRACTION_BITS, cx1 = x1 >> RK_FRACTION_BITS;
  // The cell holding the start (moving left, the one whose left boundary is below x0), and the
  // boundary the piece crosses, if it crosses one strictly.
  int64_t c = cx0, boundary = 0;
  int crosses = 0;
  if (cx0 != cx1) {
    if (x1 > x0) {
      boundary = (c + 1) << RK_FRACTION_BITS;
      crosses = boundary < x1;
    } else {
      c = (x0 - 1) >> RK_FRACTION_BITS;
      boundary = c << RK_FRACTION_BITS;
      crosses = boundary > x1;
    }
  }
  if (!crosses) {
    add_cell(cells, bits, c, x0 + x1 - (c << (RK_FRACTION_BITS + 1)), (fy1 - fy0) * sign);
    return;
  }
  double dydx = (double)(fy1 - fy0) / (double)(x1 - x0);
  int64_t ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
  add_cell(cells, bits, c, x0 + boundary - (c << (RK_FRACTION_BITS + 1)), (ny - fy0) * sign);
  int64_t next = x1 > x0 ? c + 1 : c - 1;
  add_cell(cells, bits, next, boundary + x1 - (next << (RK_FRACTION_BITS + 1)), (fy1 - ny) * sign);
}

/// Adds the segment (ax, ay) → (bx, by), oriented top to bottom (ay < by) with its winding in
/// `sign`, which moves at most one pixel along each axis, to the up to three cells it crosses: the
/// cells `add_long_line` would give, without its loops (bench mailCell 4 % faster than with them).
__attribute__((always_inline)) static inline void add_short_line(const rk_cell_grid *restrict grid, int64_t ax,
                                                                 int64_t ay, int64_t bx, int64_t by, int64_t sign) {
  int64_t row = ay >> RK_FRACTION_BITS;
  rk_cell *cells = grid->cells + row * grid->stride;
  uint64_t *bits = grid->bits + row * grid->words_per_row;
  int64_t row_top = row << RK_FRACTION_BITS, row_bottom = row_top + ONE;
  if (by <= row_bottom) {
    add_short_piece(cells, bits, ax, ay - row_top, bx, by - row_top, sign);
    return;
  }
  // The exit x comes from the segment's slope measured from its start, truncated toward zero.
  int64_t exit_x = ax + (int64_t)((double)(row_bottom - ay) * ((double)(bx - ax) / (double)(by - ay)));
  add_short_piece(cells, bits, ax, ay - row_top, exit_x, ONE, sign);
  add_short_piece(cells + grid->stride, bits + grid->words_per_row, exit_x, 0, bx, by - row_bottom, sign);
}

/// Adds the piece of a segment inside one row: x in box fixed point, `fy0` < `fy1` within the row
/// (0…ONE), `sign` the segment's winding.
__attribute__((always_inline)) static inline void add_piece(rk_cell *cells, uint64_t *bits, int64_t x0,
                                                            int64_t fy0, int64_t x1, int64_t fy1, int64_t sign) {
  int64_t cx0 = x0 >> RK_FRACTION_BITS, cx1 = x1 >> RK_FRACTION_BITS;
  if (cx0 == cx1) {
    add_cell(cells, bits, cx0, x0 + x1 - (cx0 << (RK_FRACTION_BITS + 1)), (fy1 - fy0) * sign);
    return;
  }
  double dydx = (double)(fy1 - fy0) / (double)(x1 - x0);
  int64_t py = fy0;
  if (x1 > x0) {
    // A start exactly on a boundary belongs to the cell on its right.
    int64_t c = cx0, boundary = (c + 1) << RK_FRACTION_BITS;
    if (boundary >= x1) {
      add_cell(cells, bits, c, x0 + x1 - (c << (RK_FRACTION_BITS + 1)), (fy1 - fy0) * sign);
      return;
    }
    int64_t ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
    add_cell(cells, bits, c, x0 + boundary - (c << (RK_FRACTION_BITS + 1)), (ny - py) * sign);
    py = ny;
    c++;
    boundary += ONE;
    for (; boundary < x1; c++, boundary += ONE) {
      ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
      add_cell(cells, bits, c, ONE, (ny - py) * sign);
      py = ny;
    }
    add_cell(cells, bits, c, boundary - ONE + x1 - (c << (RK_FRACTION_BITS + 1)), (fy1 - py) * sign);
  } else {
    // Moving left: the cell holding x0 is the one whose left boundary is below x0.
    int64_t c = (x0 - 1) >> RK_FRACTION_BITS, boundary = c << RK_FRACTION_BITS;
    if (boundary <= x1) {
      add_cell(cells, bits, c, x0 + x1 - (c << (RK_FRACTION_BITS + 1)), (fy1 - fy0) * sign);
      return;
    }
    int64_t ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
    add_cell(cells, bits, c, x0 + boundary - (c << (RK_FRACTION_BITS + 1)), (ny - py) * sign);
    py = ny;
    c--;
    boundary -= ONE;
    for (; boundary > x1; c--, boundary -= ONE) {
      ny = fy0 + (int64_t)((double)(boundary - x0) * dydx);
      add_cell(cells, bits, c, ONE, (ny - py) * sign);
      py = ny;
    }
    add_cell(cells, bits, c, boundary + ONE + x1 - (c << (RK_FRACTION_BITS + 1)), (fy1 - py) * sign);
  }
}

/// Adds the segment (ax, ay) → (bx, by), oriented as for `add_short_line`, which may cross many
/// rows and columns.
__attribute__((always_inline)) static inline void add_long_line(const rk_cell_grid *restrict grid, int64_t ax,
                                                              int64_t ay, int64_t bx, int64_t by, int64_t sign) {
  const intptr_t stride = grid->stride, words = grid->words_per_row;
  int64_t first_row = ay >> RK_FRACTION_BITS;
  rk_cell *cells = grid->cells + first_row * stride;
  uint64_t *bits = grid->bits + first_row * words;
  // The bottom of the current row; the segment ends in the row where this reaches `by`.
  int64_t row_bottom = (first_row + 1) << RK_FRACTION_BITS;
  if (ax == bx) {
    // Vertical: one cell per row, no division.
    int64_t cx = ax >> RK_FRACTION_BITS, fx_sum = (ax - (cx << RK_FRACTION_BITS)) * 2, top = ay;
    for (; row_bottom < by; row_bottom += ONE, cells += stride, bits += words) {
      add_cell(cells, bits, cx, fx_sum, (row_bottom - top) * sign);
      top = row_bottom;
    }
    add_cell(cells, bits, cx, fx_sum, (by - top) * sign);
    return;
  }
  int64_t row_top = row_bottom - ONE;
  if (by <= row_bottom) {
    add_piece(cells, bits, ax, ay - row_top, bx, by - row_top, sign);
    return;
  }
  double dxdy = (double)(bx - ax) / (double)(by - ay);
  int64_t entry_x = ax + (int64_t)((double)(row_bottom - ay) * dxdy);
  add_piece(cells, bits, ax, ay - row_top, entry_x, ONE, sign);
  for (row_bottom += ONE, cells += stride, bits += words; row_bottom < by;
       row_bottom += ONE, cells += stride, bits += words) {
    int64_t exit_x = ax + (int64_t)((double)(row_bottom - ay) * dxdy);
    add_piece(cells, bits, entry_x, 0, exit_x, ONE, sign);
    entry_x = exit_x;
  }
  add_piece(cells, bits, entry_x, 0, bx, by - (row_bottom - ONE), sign);
}

/// Adds any segment, with the common cases first: a segment inside one pixel adds to one cell, one
/// that moves at most a pixel along each axis goes to `add_short_line`, the rest to `add_long_line`.
__attribute__((always_inline)) static inline void add_segment(const rk_cell_grid *restrict grid, int64_t x0,
                                                              int64_t y0, int64_t x1, int64_t y1) {
  if (((x0 ^ x1) | (y0 ^ y1)) < ONE) {
    // Coordinates are ≥ 0, so equal high bits mean one cell (which the general path would reach
    // through one row piece of one column, with the same sums).
    int64_t cx = x0 >> RK_FRACTION_BITS, row = y0 >> RK_FRACTION_BITS;
    add_cell(grid->cells + row * grid->stride, grid->bits + row * grid->words_per_row, cx,
             x0 + x1 - (cx << (RK_FRACTION_BITS + 1)), y1 - y0);
    return;
  }
  if (y0 == y1) return;
  int short_line = (uint64_t)(x1 - x0 + ONE) <= (uint64_t)(2 * ONE) && (uint64_t)(y1 - y0 + ONE) <= (uint64_t)(2 * ONE);
  // Top to bottom, with the winding's sign kept aside.
  int64_t sign = 1;
  if (y0 > y1) {
    int64_t x = x0, y = y0;
    x0 = x1, y0 = y1, x1 = x, y1 = y, sign = -1;
  }
  if (short_line) {
    add_short_line(grid, x0, y0, x1, y1, sign);
  } else {
    add_long_line(grid, x0, y0, x1, y1, sign);
  }
}

// Chords of a curve. The forward differences arrive in Double device pixels and
// are stepped in 64-bit integers with GUARD_BITS below the fixed point: exact
// additions, and a chord end is a shift, where the Double stepping paid for two
// scalings, two roundings and two conversions per point. Coordinates up to
// 2^14 px keep 14 + RK_FRACTION_BITS + GUARD_BITS = 57 bits. Rounding the
// initial values to 2^-43 px, the error after n steps stays below n²·2^-43 px,
// under the fixed point's 2^-12 even at 2^14 chords.
#define GUARD_BITS 32

static inline int64_t to_stepping(double v) {
  return (int64_t)(v * (double)((int64_t)1 << (RK_FRACTION_BITS + GUARD_BITS)));
}

static inline int64_t clamp(int64_t v, int64_t high) { return v < 0 ? 0 : (v > high ? high : v); }

/// Two lanes, x and y, stepped together (one vector addition per difference on most CPUs).
typedef int64_t stepping_pair __attribute__((vector_size(16)));

/// Adds the chords of one curve from the pen to the end; `clamped` keeps chord ends in the box.
__attribute__((always_inline)) static inline void add_chords(const rk_cell_grid *restrict grid, const rk_edge *edge,
                                                             double origin_x, double origin_y, int64_t high_x,
                                                             int64_t high_y, int clamped, int64_t *pen_x,
                                                             int64_t *pen_y) {
  // Adding half a fixed-point unit first makes the shift round to nearest.
  const int64_t half = (int64_t)1 << (GUARD_BITS - 1);
  const rk_forward_differences *curve = &edge->curve;
  stepping_pair point = {to_stepping(curve->x - origin_x) + half, to_stepping(curve->y - origin_y) + half};
  stepping_pair d1 = {to_stepping(curve->d1x), to_stepping(curve->d1y)};
  stepping_pair d2 = {to_stepping(curve->d2x), to_stepping(curve->d2y)};
  const stepping_pair d3 = {to_stepping(curve->d3x), to_stepping(curve->d3y)};
  int64_t x0 = *pen_x, y0 = *pen_y;
  for (int64_t k = 1, n = edge->chords; k < n; k++) {
    point += d1;
    d1 += d2;
    d2 += d3;
    int64_t x = point[0] >> GUARD_BITS, y = point[1] >> GUARD_BITS;
    if (clamped) {
      x = clamp(x, high_x);
      y = clamp(y, high_y);
    }
    add_segment(grid, x0, y0, x, y);
    x0 = x;
    y0 = y;
  }
  *pen_x = x0;
  *pen_y = y0;
}

void rk_add_edges(const rk_cell_grid *restrict grid, int64_t width, int64_t height, double origin_x, double origin_y,
                  const rk_edge *edges, int64_t count, int64_t *pen_x_io, int64_t *pen_y_io) {
  const double one = (double)ONE;
  const int64_t high_x = width << RK_FRACTION_BITS, high_y = height << RK_FRACTION_BITS;
  int64_t pen_x = *pen_x_io, pen_y = *pen_y_io;
  for (const rk_edge *edge = edges, *last = edges + count; edge < last; edge++) {
    // A path's own point, inside the box, so ≥ 0: adding ½ and truncating rounds to nearest.
    int64_t end_x = (int64_t)((edge->end_x - origin_x) * one + 0.5);
    int64_t end_y = (int64_t)((edge->end_y - origin_y) * one + 0.5);
    if (edge->chords >= 2) {
      if (edge->inside) {
        add_chords(grid, edge, origin_x, origin_y, high_x, high_y, 0, &pen_x, &pen_y);
      } else {
        add_chords(grid, edge, origin_x, origin_y, high_x, high_y, 1, &pen_x, &pen_y);
      }
    }
    if (edge->chords >= 1) add_segment(grid, pen_x, pen_y, end_x, end_y);
    pen_x = end_x;
    pen_y = end_y;
  }
  *pen_x_io = pen_x;
  *pen_y_io = pen_y;
}
