internal import CRasterKernels
import Drawing

// Exact-area scan conversion with dense cells.
//
// Method. This is the signed-area "cell" rasterizer of the libart / FreeType
// "smooth" / Anti-Grain Geometry family, laid out densely as in font-rs and
// Blend2D. Every line segment, in fixed point with `RK_FRACTION_BITS` (11) bits
// below the pixel, is cut at pixel rows and columns. The piece inside one
// pixel adds its full signed height ("cover") to that pixel's cell, to be
// carried to every pixel on its right, and the part of that cover which lies
// left of the piece inside the pixel ("area") to be taken off this pixel
// only. A running sum of covers along a row, less the pixel's own area, gives
// at every pixel the exact signed area covered by the path, with all windings
// added. Non-zero maps the sum to min(|sum|, 1), even-odd folds it modulo 2,
// exactly as FreeType's `gray_hline` does.
//
// Layout. Cells (a cover and an area, `Int32` each, added to as one 64-bit
// word, so the area is read through `rk_cell_area`) live in one dense grid
// over the clipped bounding box, reused from fill to fill, with one column
// past the right edge for pieces lying exactly on it. A bitset records which
// cells a segment touched. Sweeping a row walks only the set bits. Touched
// cells close together form a run whose coverage varies pixel by pixel; a
// vector kernel (`rk_accumulate_cells`, eight cells per step) turns it into
// coverage bytes for a mask blit. Between two runs the sum is constant, so a
// blitter fills solid interiors without per-pixel coverage work. Cells and
// bits are zeroed as the sweep reads them, so nothing is cleared between
// fills. The hot loops work on a `CellGrid` / `CellRow` value copied out of
// the rasterizer, so they keep the pointers in registers.
//
// Units. A sum is an area in 1/(2·ONE²) of a pixel, ONE = 2^RK_FRACTION_BITS,
// so a fully covered pixel sums to 2^(2·RK_FRACTION_BITS+1) = 2^23 (C's
// `RK_FULL_COVERAGE`). Sums wrap (&+) rather than trap, so more than 256
// overlapping windings in one pixel give a wrong shade, never a crash; even-odd
// is exact under wrapping since 2^24 divides 2^32. Eleven bits rather than ten
// halve the edges' rounding (1/4096 px), which pays for flattening curves
// coarser (see Rasterizer+Path.swift); twelve would overflow 255·sum in 32
// bits.
//
// Cutting. Segments are cut into cells in C (LineCells.c), from batches of a
// path's outline steps (Rasterizer+Path.swift): each segment walks the pixels
// it passes through, choosing the next boundary by an exact integer
// comparison, with cut points in `Double` from the segment's two slopes.

/// What the edge pieces inside one pixel add to its row's running sum.
///
/// A piece of signed height `dy` (fixed point) whose x offsets in the pixel sum
/// to `fxSum` adds `2·ONE·dy` to `cover` and `dy·fxSum` to `area`, both in one
/// 64-bit addition, so `area` is read through `rk_cell_area`. The type is C's,
/// so the vector kernel that sweeps runs of cells reads the same layout.
typealias Cell = rk_cell

/// One row of the cell grid: its cells and its bitset words.
struct CellRow {
  /// The row's first cell.
  var cells: UnsafeMutablePointer<Cell>
  /// The row's first bitset word.
  var bits: UnsafeMutablePointer<UInt64>
}

/// The dense cells and bitset of the current box, as a value that hot loops copy into registers.
///
/// The type is C's, so that the segment cutter (`rk_add_edges`) reads the same layout.
typealias CellGrid = rk_cell_grid

extension CellGrid {
  /// Row `row` of the grid.
  @inline(__always)
  func row(_ row: Int) -> CellRow {
    CellRow(cells: cells + row &* stride, bits: bits + row &* words_per_row)
  }

  /// The row below `row`.
  @inline(__always)
  func next(_ row: CellRow) -> CellRow {
    CellRow(cells: row.cells + stride, bits: row.bits + words_per_row)
  }
}

/// Reusable scan-conversion state: turns line segments into coverage runs.
///
/// Not thread-safe: use one rasterizer per thread (``RasterizerPool`` hands them out).
public final class Rasterizer {
  /// The cells and bitset of the current box, where C can read them.
  private let gridStorage: UnsafeMutablePointer<CellGrid>
  /// The cells and bitset of the current box.
  private var grid: CellGrid {
    @inline(__always) get { gridStorage.pointee }
    @inline(__always) _modify { yield &gridStorage.pointee }
  }
  /// Cells allocated at `grid.cells`.
  private var cellCapacity: Int
  /// Words allocated at `grid.bits`.
  private var bitCapacity: Int

  /// The current box in device pixels.
  private(set) var box = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
  /// One row of coverage bytes for the sweep's runs, `coverageCapacity` long.
  private var rowCoverage: UnsafeMutablePointer<UInt8>
  /// Bytes allocated at `rowCoverage`: the widest box so far plus a vector step.
  private var coverageCapacity: Int
  /// Where a solid fill's edge pixels wait to be composited together.
  let edgeBatch = EdgePixelBatch.allocate()
  /// Chord counts and steps for curves of up to 64 chords (``ChordTables``).
  let chordTables = ChordTables.allocate()
  /// Outline steps waiting to be cut (``EdgeListSink``), ``outlineBatchCapacity`` of them.
  let outlineBatch = UnsafeMutablePointer<rk_edge>.allocate(capacity: Rasterizer.outlineBatchCapacity)
  /// How many outline steps are cut together: 128 of 88 bytes stay in the first-level cache.
  static let outlineBatchCapacity = 128
  /// Transformed points of the path being filled, reused from fill to fill.
  var scratchPoints: [Point] = []

  /// Creates a rasterizer with empty scratch buffers.
  public init() {
    cellCapacity = 0
    bitCapacity = 0
    coverageCapacity = 0
    rowCoverage = .allocate(capacity: 1)
    gridStorage = .allocate(capacity: 1)
    gridStorage.initialize(
      to: CellGrid(cells: .allocate(capacity: 1), bits: .allocate(capacity: 1), stride: 0, words_per_row: 0))
  }

  deinit {
    grid.cells.deallocate()
    grid.bits.deallocate()
    rowCoverage.deallocate()
    edgeBatch.deallocate()
    gridStorage.deallocate()
    outlineBatch.deallocate()
    chordTables.deallocate()
  }

  /// Prepares an empty box; `box` must be non-empty and at most `Pixmap.maximumSide` wide.
  func reset(box newBox: IntRect) {
    box = newBox
    grid.stride = newBox.width + 1
    grid.words_per_row = (grid.stride + 63) >> 6
    let needCells = grid.stride * newBox.height
    let needBits = grid.words_per_row * newBox.height
    if needCells > cellCapacity {
      grid.cells.deallocate()
      cellCapacity = Swift.max(needCells, cellCapacity * 2)
      grid.cells = .allocate(capacity: cellCapacity)
      grid.cells.initialize(repeating: Cell(cover: 0, area: 0), count: cellCapacity)
    }
    if newBox.width + 8 > coverageCapacity {
      rowCoverage.deallocate()
      coverageCapacity = newBox.width + 8
      rowCoverage = .allocate(capacity: coverageCapacity)
    }
    if needBits > bitCapacity {
      grid.bits.deallocate()
      bitCapacity = Swift.max(needBits, bitCapacity * 2)
      grid.bits = .allocate(capacity: bitCapacity)
      grid.bits.initialize(repeating: 0, count: bitCapacity)
    }
  }

  /// Adds `count` outline steps of a path inside the box, from `pen` (box-relative fixed point,
  /// updated), in C (`rk_add_edges`).
  func addEdges(
    _ edges: UnsafePointer<rk_edge>, count: Int, originX: Double, originY: Double, pen: inout (Int64, Int64)
  ) {
    rk_add_edges(
      gridStorage, Int64(box.width), Int64(box.height), originX, originY, edges, Int64(count), &pen.0, &pen.1)
  }

  /// Sweeps the accumulated cells row by row and reports the coverage of every pixel the path covers.
  ///
  /// Runs of touched cells, where coverage changes from pixel to pixel, go to
  /// `blitter.blit(x:y:coverage:count:)` as bytes (0…255); the pixels between two runs
  /// share one coverage and go to `blitter.blit(x:y:count:coverage:)` when it is not
  /// zero. Coordinates are device pixels. Leaves all cells and bits zero.
  func sweep<B: SpanBlitter>(rule: FillRule, into blitter: inout B) {
    switch rule {
    case .nonZero: sweep(evenOdd: false, into: &blitter)
    case .evenOdd: sweep(evenOdd: true, into: &blitter)
    }
  }

  /// Touched cells fewer than this many pixels apart are swept as one run.
  ///
  /// A run costs a kernel call and a blit; a pixel inside a run costs an eighth of a
  /// vector step. Once runs were found a run of bits at a time and short runs went to the
  /// edge-pixel batch up to 8 pixels, gaps of up to 15 pixels beat 7 (best of 5, alternating:
  /// rrects +5 %, circles +1.7 %, mailCell +0.9 %, together with `shortRun` 9).
  static let runGap = 16

  /// Runs shorter than this go to the blitter pixel by pixel as edge pixels: cheaper than two
  /// kernel calls (measured with 3, 4, 6 and 8 on `bench mailCell`, then 6, 9 and 12 on all three).
  static let shortRun = 9

  /// The body of ``sweep(rule:into:)``, inlined once per rule so the rule is a constant inside.
  ///
  /// The bits of a row give its touched cells in order. Each run of them is turned into
  /// coverage by `rk_accumulate_cells` (a short run in Swift: no call), which carries
  /// the row's running sum through it; after a run the sum is constant up to the next.
  @inline(__always)
  private func sweep<B: SpanBlitter>(evenOdd: Bool, into blitter: inout B) {
    let grid = self.grid
    let width = box.width, minX = box.minX
    let coverage = rowCoverage
    let gap = Rasterizer.runGap
    var row = grid.row(0)
    // Target rows are announced `prefetchRows` ahead (measured: 1 row ahead gained 8 % on
    // bench rrects, 3 rows another 4 %), the first ones before the loop.
    let prefetchRows = 3
    for y in box.minY..<Swift.min(box.minY &+ prefetchRows, box.maxY) { blitter.willBlit(y: y, x: minX, count: width) }
    for y in box.minY..<box.maxY {
      if y &+ prefetchRows < box.maxY { blitter.willBlit(y: y &+ prefetchRows, x: minX, count: width) }
      var sum: Int32 = 0
      // Pixels left of `done` are blitted; the open run is cells runStart..<runEnd.
      var done = 0, runStart = 0, runEnd = 0
      var open = false

      /// Blits the open run and carries the sum past it.
      @inline(__always)
      func finishRun() {
        let end = Swift.min(runEnd, width)
        let count = end &- runStart
        if count < Rasterizer.shortRun {
          for x in runStart..<Swift.max(end, runStart) {
            let cell = row.cells[x]
            row.cells[x] = Cell(cover: 0, area: 0)
            sum = sum &+ cell.cover
            blitter.blitEdge(x: minX &+ x, y: y, sum: sum &- rk_cell_area(cell), evenOdd: evenOdd)
          }
        } else {
          sum = rk_accumulate_cells(row.cells + runStart, count, sum, evenOdd ? 1 : 0, coverage)
          blitter.blit(x: minX &+ runStart, y: y, coverage: coverage, count: count)
        }
        done = Swift.max(end, runStart)
      }

      /// Blits the pixels from `done` up to `x` with the running sum's coverage.
      @inline(__always)
      func fillGap(to x: Int) {
        guard x > done else { return }
        let c = rk_coverage(sum, evenOdd ? 1 : 0)
        if c != 0 { blitter.blit(x: minX &+ done, y: y, count: x &- done, coverage: c) }
      }

      for w in 0..<grid.words_per_row {
        var word = row.bits[w]
        if word == 0 { continue }
        row.bits[w] = 0
        // A run of consecutive set bits at a time: adding the lowest set bit carries through the
        // run, so the sum's lowest set bit is where the run ends (64 when it reaches the top),
        // and the sum ANDed with the word clears the run.
        repeat {
          let carried = word &+ (word & (0 &- word))
          let x = w &<< 6 | word.trailingZeroBitCount, end = w &<< 6 &+ carried.trailingZeroBitCount
          word &= carried
          if open {
            if x &- runEnd < gap {
              runEnd = end
              continue
            }
            finishRun()
          }
          fillGap(to: Swift.min(x, width))
          runStart = x
          runEnd = end
          open = true
        } while word != 0
      }
      if open { finishRun() }
      fillGap(to: width)
      // The column past the right edge holds cover for no pixel; clear it whether or not it was read.
      row.cells[width] = Cell(cover: 0, area: 0)
      row = grid.next(row)
    }
    blitter.finish()
  }
}
