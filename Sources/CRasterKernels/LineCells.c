// A line segment cut into cells, walked from pixel to pixel.
//
// Method. As in FreeType's "smooth" rasterizer and Anti-Grain Geometry, a
// segment is cut at every row and column boundary it crosses. The piece inside
// one pixel adds its signed height (negative going up) to the cell's cover
// (scaled by 2·ONE) and its height times the sum of its two x offsets in the
// pixel to the cell's area. The cutting walks the pixels the segment passes
// through, from its start, as in Amanatides and Woo's voxel traversal: from
// the current pixel it leaves through the next column boundary or the next
// row boundary, whichever it meets first, and the choice is exact, a
// comparison of two integer products (the boundaries' distances from the start
// times the segment's extents). Where it meets the boundary comes from the
// segment's own slope measured from its start, one product truncated toward
// zero: consecutive pieces share end points exactly, no error accumulates
// along the segment, and a cut never passes the boundary the exact choice says
// comes after it.
//
// Cost. A pixel costs two integer products, one cut (a multiplication and two
// conversions) and one cell, whose cover and area take one 64-bit addition
// (see rk_cell); a segment, two divisions for its two slopes. Nothing that
// decides a branch waits for a division, which is what made the walk faster
// than cutting rows first and then columns within each row (measured on bench
// circles, whose chords are 1 to 2 px long: 13 % less time cutting). Walking
// each segment in its own direction, rather than turning it top to bottom with
// its sign kept aside, spares a multiplication per piece and frees a register
// (another 3 % on the harness, mailCell 3 %). Each segment starts where the
// last one ended, so when it goes the same way the walk goes on from the cell
// it stopped in instead of finding its first cell again (8 % less). A vertical
// segment, such as a rectangle's side, needs no walk: one cell per row.
//
// Shape of the code. Everything is inlined into the one entry point, so a
// chord pays no call: a short chord used to pay more for calls and saved
// registers than for its cells.

#include "LineCells.h"

#include <string.h>

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

#define ONE ((int64_t)1 << RK_FRACTION_BITS)

/// Adds a piece of signed height `dy` whose two x offsets in cell `cx` sum to `fx_sum`.
///
/// A piece of zero height adds nothing but still marks the cell: the sweep reads it as it reads
/// any other, and testing the height would make the cell wait for the cut that gives it.
__attribute__((always_inline)) static inline void add_cell(rk_cell *cells, uint64_t *bits, int64_t cx, int64_t fx_sum,
                                                           int64_t dy) {
  // cover = 2·ONE·dy and area = fx_sum·dy in one word (see rk_cell): one product, one addition.
  // Sums wrap rather than overflow, as on the Swift side.
  uint64_t word;
  memcpy(&word, cells + cx, sizeof word);
  word += (uint64_t)dy * (((uint64_t)fx_sum << 32) + (2 << RK_FRACTION_BITS));
  memcpy(cells + cx, &word, sizeof word);
  bits[cx >> 6] |= (uint64_t)1 << (cx & 63);
}

/// Adds the piece from (px, py) to (qx, qy), box fixed point, to cell `c` of the row at `cells`.
__attribute__((always_inline)) static inline void add_piece(rk_cell *cells, uint64_t *bits, int64_t c, int64_t px,
                                                            int64_t py, int64_t qx, int64_t qy) {
  add_cell(cells, bits, c, px + qx - (c << (RK_FRACTION_BITS + 1)), qy - py);
}

/// Adds the vertical segment at `x` from `ay` down to `by`, its heights times `sign` (-1 for one
/// that goes up): one cell per row, no division.
__attribute__((always_inline)) static inline void add_vertical_line(const rk_cell_grid *restrict grid, int64_t x,
                                                                    int64_t ay, int64_t by, int64_t sign) {
  const intptr_t stride = grid->stride, words = grid->words_per_row;
  int64_t row = ay >> RK_FRACTION_BITS;
  rk_cell *cells = grid->cells + row * stride;
  uint64_t *bits = grid->bits + row * words;
  int64_t cx = x >> RK_FRACTION_BITS, fx_sum = (x - (cx << RK_FRACTION_BITS)) * 2, top = ay;
  for (int64_t row_bottom = (row + 1) << RK_FRACTION_BITS; row_bottom < by;
       row_bottom += ONE, cells += stride, bits += words) {
    add_cell(cells, bits, cx, fx_sum, (row_bottom - top) * sign);
    top = row_bottom;
  }
  add_cell(cells, bits, cx, fx_sum, (by - top) * sign);
}

/// Where a walk through the cells stands between segments: the cell holding the pen under the last
/// segment's direction, and the boundaries through which a segment going on in that direction
/// leaves it. `direction` is right | down << 1, or -1 when the pen's cell is not known.
typedef struct {
  rk_cell *cells;
  uint64_t *bits;
  int64_t c, column_exit, row_exit;
  int direction;
} walk_state;

/// Walks the segment (x0, y0) → (x1, y1) through the cells it crosses, moving right when `right`
/// is 1 (x1 > x0), left when 0, down when `down` is 1 (y1 > y0), up when 0, and leaves `state` at
/// its end.
///
/// A point on a boundary belongs to the cell the segment goes on into: moving right, the one on
/// its right; moving up, the one above it. A piece's height keeps its sign, so that moving up
/// subtracts what moving down adds. When the last segment went the same way, its end is this one's
/// start and the walk goes on from `state`: the chords of a curve mostly do, and skip finding
/// their first cell (bench circles 8 % less time cutting). A segment ending exactly on a boundary
/// it would go on across leaves the cell before it in `state`; the next one then starts with a
/// piece of zero height there, which adds nothing.
__attribute__((always_inline)) static inline void walk(const rk_cell_grid *restrict grid, walk_state *state, int64_t x0,
                                                       int64_t y0, int64_t x1, int64_t y1, const int right,
                                                       const int down) {
  const intptr_t stride = grid->stride, words = grid->words_per_row;
  rk_cell *cells;
  uint64_t *bits;
  // The current cell, and the column and row boundaries through which the segment leaves it.
  int64_t c, column_exit, row_exit;
  if (state->direction == (right | down << 1)) {
    cells = state->cells;
    bits = state->bits;
    c = state->c;
    column_exit = state->column_exit;
    row_exit = state->row_exit;
  } else {
    int64_t row = down ? y0 >> RK_FRACTION_BITS : (y0 - 1) >> RK_FRACTION_BITS;
    cells = grid->cells + row * stride;
    bits = grid->bits + row * words;
    c = right ? x0 >> RK_FRACTION_BITS : (x0 - 1) >> RK_FRACTION_BITS;
    column_exit = right ? (c + 1) << RK_FRACTION_BITS : c << RK_FRACTION_BITS;
    row_exit = down ? (row + 1) << RK_FRACTION_BITS : row << RK_FRACTION_BITS;
    state->direction = right | down << 1;
  }
  const int64_t dy = down ? y1 - y0 : y0 - y1, dx = right ? x1 - x0 : x0 - x1;
  const double dxdy = (double)dx / (double)dy, dydx = (double)dy / (double)dx;
  int64_t px = x0, py = y0;
  for (;;) {
    int ends_in_column = right ? x1 <= column_exit : x1 >= column_exit;
    int ends_in_row = down ? y1 <= row_exit : y1 >= row_exit;
    if (ends_in_column && ends_in_row) {
      add_piece(cells, bits, c, px, py, x1, y1);
      break;
    }
    // The segment meets the column boundary first when its distance along x, over the segment's
    // extent along x, is the smaller fraction: compared as integer products.
    int64_t to_column = right ? column_exit - x0 : x0 - column_exit, to_row = down ? row_exit - y0 : y0 - row_exit;
    int64_t column_first = to_column * dy, row_first = to_row * dx;
    if (column_first < row_first) {
      int64_t offset = (int64_t)((double)to_column * dydx);
      int64_t ny = down ? y0 + offset : y0 - offset;
      add_piece(cells, bits, c, px, py, column_exit, ny);
      px = column_exit;
      py = ny;
      c += right ? 1 : -1;
      column_exit += right ? ONE : -ONE;
    } else {
      // Through the row boundary, or through the corner when both come at once.
      int64_t offset = (int64_t)((double)to_row * dxdy);
      int64_t nx = column_first == row_first ? column_exit : (right ? x0 + offset : x0 - offset);
      add_piece(cells, bits, c, px, py, nx, row_exit);
      px = nx;
      py = row_exit;
      if (column_first == row_first) {
        c += right ? 1 : -1;
        column_exit += right ? ONE : -ONE;
      }
      cells += down ? stride : -stride;
      bits += down ? words : -words;
      row_exit += down ? ONE : -ONE;
    }
  }
  state->cells = cells;
  state->bits = bits;
  state->c = c;
  state->column_exit = column_exit;
  state->row_exit = row_exit;
}

/// Adds the segment from the pen (x0, y0) to (x1, y1), walking on from `state`: a level one adds
/// nothing, a vertical one adds a cell per row, the rest walk.
__attribute__((always_inline)) static inline void add_segment(const rk_cell_grid *restrict grid, walk_state *state,
                                                              int64_t x0, int64_t y0, int64_t x1, int64_t y1) {
  if (y0 == y1 || x0 == x1) {
    if (y0 < y1) {
      add_vertical_line(grid, x0, y0, y1, 1);
    } else if (y0 > y1) {
      add_vertical_line(grid, x0, y1, y0, -1);
    }
    // The pen has left the cell the walk knew.
    state->direction = -1;
  } else if (y0 < y1) {
    if (x0 < x1) {
      walk(grid, state, x0, y0, x1, y1, 1, 1);
    } else {
      walk(grid, state, x0, y0, x1, y1, 0, 1);
    }
  } else {
    if (x0 < x1) {
      walk(grid, state, x0, y0, x1, y1, 1, 0);
    } else {
      walk(grid, state, x0, y0, x1, y1, 0, 0);
    }
  }
}

// Chords of a curve. The forward differences arrive in Double device pixels and
// are stepped in 64-bit integers with GUARD_BITS below the fixed point: exact
// additions, and a chord end is a shift, where the Double stepping paid for two
// scalings, two roundings and two conversions per point. Coordinates up to
// 2^14 px keep 14 + RK_FRACTION_BITS + GUARD_BITS = 57 bits. The initial values
// are truncated to 2^-43 px, so after k steps a chord end is off by less than
// (1 + k + k²/2 + k³/6)·2^-43 px: under the fixed point's 2^-12 px up to 2^10
// chords, 1/12 px at RK_MOST_CHORDS.
#define GUARD_BITS 32

/// `v` truncated toward zero, for any `v`: NaN and values beyond the 64-bit range give INT64_MIN,
/// as x86-64's CVTTSD2SI does (the C conversion of such a value is undefined).
static inline int64_t truncated(double v) {
#if defined(__x86_64__)
  return _mm_cvttsd_si64(_mm_set_sd(v));
#else
  // Both comparisons are false for NaN.
  return v > -0x1p63 && v < 0x1p63 ? (int64_t)v : INT64_MIN;
#endif
}

/// `v` device pixels in stepping units, truncated toward zero (see `truncated` for NaN and huge values).
static inline int64_t to_stepping(double v) {
  return truncated(v * (double)((int64_t)1 << (RK_FRACTION_BITS + GUARD_BITS)));
}

/// `v` kept in 0…`high`.
static inline int64_t clamp(int64_t v, int64_t high) { return v < 0 ? 0 : (v > high ? high : v); }

/// Two lanes, x and y, stepped together (one vector addition per difference on most CPUs).
///
/// Unsigned, so that the additions wrap: the differences of something that is not a curve may
/// step anywhere, and its chord ends are kept in the box like any other.
typedef uint64_t stepping_pair __attribute__((vector_size(16)));

/// Where the stepping of a curve's chords stands: the last chord end and its forward differences
/// (stepping units), chord `k` of `n`, and the box's far corner.
typedef struct {
  stepping_pair point, d1, d2, d3;
  int64_t k, n, high_x, high_y;
} chord_steps;

/// Steps to the next chord end, box fixed point; it may lie outside the box.
__attribute__((always_inline)) static inline void next_end(chord_steps *steps, int64_t *x, int64_t *y) {
  steps->point += steps->d1;
  steps->d1 += steps->d2;
  steps->d2 += steps->d3;
  steps->k++;
  *x = (int64_t)steps->point[0] >> GUARD_BITS;
  *y = (int64_t)steps->point[1] >> GUARD_BITS;
}

/// Whether `v1` lies beyond `v0` in the direction `forward` (toward `high` when 1, toward 0 when
/// 0) and inside 0…`high`, for `v0` inside.
///
/// Toward 0 this is one unsigned comparison, as a value below 0 is above every other as
/// unsigned: `v1 < v0` says 0 ≤ v1 < v0.
__attribute__((always_inline)) static inline int goes_on(int64_t v0, int64_t v1, int64_t high, const int forward) {
  return forward ? v1 > v0 && v1 <= high : (uint64_t)v1 < (uint64_t)v0;
}

/// Walks the chord from (*x0, *y0) to (*x, *y), both in the box, which goes right when `right`,
/// down when `down`, and the chords after it while they go the same way and end in the box,
/// leaving the pen in (*x0, *y0).
///
/// Returns 1 with the first chord that goes another way or leaves the box in (*x, *y), not yet
/// added, or 0 when the curve's chords are done. A curve's chords turn only at its extrema, so the
/// direction is tested once per chord here rather than dispatched on, and the walk's state stays
/// in registers from chord to chord (bench circles 6 % less time cutting, mailCell and rrects 5 %).
/// The box costs nothing more moving left or up, and a subtraction moving right or down.
__attribute__((always_inline)) static inline int walk_run(const rk_cell_grid *restrict grid, walk_state *state,
                                                          chord_steps *steps, int64_t *x0_io, int64_t *y0_io,
                                                          int64_t *x_io, int64_t *y_io, const int right,
                                                          const int down) {
  int64_t x0 = *x0_io, y0 = *y0_io, x1 = *x_io, y1 = *y_io;
  for (;;) {
    walk(grid, state, x0, y0, x1, y1, right, down);
    x0 = x1;
    y0 = y1;
    if (steps->k >= steps->n) {
      *x0_io = x0;
      *y0_io = y0;
      return 0;
    }
    next_end(steps, &x1, &y1);
    if (!goes_on(x0, x1, steps->high_x, right) || !goes_on(y0, y1, steps->high_y, down)) {
      *x0_io = x0;
      *y0_io = y0;
      *x_io = x1;
      *y_io = y1;
      return 1;
    }
  }
}

/// Adds the chords of one curve (at least two, at most RK_MOST_CHORDS) from the pen to the end,
/// walking on from `state`.
///
/// Chord ends are clamped to the box: a run's first here, the others by ending the run when they
/// leave it (see `walk_run`). A curve near the box's edge can have chord ends just outside: its
/// compensation and its stepping move them up to 1/240 px from the control points.
///
/// It dispatches on direction as `add_segment` does, but to runs: folding the two into one
/// function that serves lines and curves alike cost bench circles' cutting 3–7 % on the harness.
__attribute__((always_inline)) static inline void add_chords(const rk_cell_grid *restrict grid, walk_state *state,
                                                             const rk_edge *edge, double origin_x, double origin_y,
                                                             int64_t high_x, int64_t high_y, int64_t *pen_x,
                                                             int64_t *pen_y) {
  // Adding half a fixed-point unit first makes the shift round to nearest.
  const uint64_t half = (uint64_t)1 << (GUARD_BITS - 1);
  const rk_forward_differences *curve = &edge->curve;
  chord_steps steps = {
    .point = {(uint64_t)to_stepping(curve->x - origin_x) + half, (uint64_t)to_stepping(curve->y - origin_y) + half},
    .d1 = {(uint64_t)to_stepping(curve->d1x), (uint64_t)to_stepping(curve->d1y)},
    .d2 = {(uint64_t)to_stepping(curve->d2x), (uint64_t)to_stepping(curve->d2y)},
    .d3 = {(uint64_t)to_stepping(curve->d3x), (uint64_t)to_stepping(curve->d3y)},
    .k = 1, .n = edge->chords < RK_MOST_CHORDS ? edge->chords : RK_MOST_CHORDS, .high_x = high_x, .high_y = high_y};
  int64_t x0 = *pen_x, y0 = *pen_y, x, y;
  next_end(&steps, &x, &y);
  for (;;) {
    if (__builtin_expect((uint64_t)x > (uint64_t)high_x || (uint64_t)y > (uint64_t)high_y, 0)) {
      x = clamp(x, high_x);
      y = clamp(y, high_y);
    }
    int more;
    if (y == y0 || x == x0) {
      add_segment(grid, state, x0, y0, x, y);
      x0 = x;
      y0 = y;
      if (steps.k >= steps.n) break;
      next_end(&steps, &x, &y);
      continue;
    }
    if (y > y0) {
      more = x > x0 ? walk_run(grid, state, &steps, &x0, &y0, &x, &y, 1, 1)
                    : walk_run(grid, state, &steps, &x0, &y0, &x, &y, 0, 1);
    } else {
      more = x > x0 ? walk_run(grid, state, &steps, &x0, &y0, &x, &y, 1, 0)
                    : walk_run(grid, state, &steps, &x0, &y0, &x, &y, 0, 0);
    }
    if (!more) break;
  }
  *pen_x = x0;
  *pen_y = y0;
}

void rk_add_edges(const rk_cell_grid *restrict grid, int64_t width, int64_t height, double origin_x, double origin_y,
                  const rk_edge *edges, int64_t count, int64_t *pen_x_io, int64_t *pen_y_io) {
  const double one = (double)ONE;
  width = clamp(width, RK_LARGEST_BOX_SIDE);
  height = clamp(height, RK_LARGEST_BOX_SIDE);
  const int64_t high_x = width << RK_FRACTION_BITS, high_y = height << RK_FRACTION_BITS;
  int64_t pen_x = clamp(*pen_x_io, high_x), pen_y = clamp(*pen_y_io, high_y);
  walk_state state = {.direction = -1};
  for (const rk_edge *edge = edges, *last = edges + (count > 0 ? count : 0); edge < last; edge++) {
    // A path's own point, inside the box, so ≥ 0: adding ½ and truncating rounds to nearest.
    // Anything else comes to the box's nearest side, or to 0 when it is NaN or too far to convert.
    int64_t end_x = truncated((edge->end_x - origin_x) * one + 0.5);
    int64_t end_y = truncated((edge->end_y - origin_y) * one + 0.5);
    if (__builtin_expect((uint64_t)end_x > (uint64_t)high_x || (uint64_t)end_y > (uint64_t)high_y, 0)) {
      end_x = clamp(end_x, high_x);
      end_y = clamp(end_y, high_y);
    }
    if (edge->chords >= 2) add_chords(grid, &state, edge, origin_x, origin_y, high_x, high_y, &pen_x, &pen_y);
    if (edge->chords >= 1) {
      add_segment(grid, &state, pen_x, pen_y, end_x, end_y);
    } else {
      // A move: the pen jumps.
      state.direction = -1;
    }
    pen_x = end_x;
    pen_y = end_y;
  }
  *pen_x_io = pen_x;
  *pen_y_io = pen_y;
}
