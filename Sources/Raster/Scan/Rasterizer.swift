// Exact-area scan conversion with dense cells.
//
// Method. This is the signed-area "cell" rasterizer of the libart / FreeType
// "smooth" / Anti-Grain Geometry family, laid out densely as in font-rs and
// Blend2D. Every line segment, in fixed point with `fractionBits` (10) bits
// below the pixel, is cut at pixel rows and columns. The piece inside one
// pixel adds the exact signed area to the right of it to that pixel's cell,
// and the rest of its height ("cover") to the next cell, so that a running
// sum along a row gives, at every pixel, the exact signed area covered by the
// path, with all windings added. Non-zero maps the sum to min(|sum|, 1),
// even-odd folds it modulo 2, exactly as FreeType's `gray_hline` does.
//
// Layout. Cells live in one dense `Int32` grid over the clipped bounding box,
// reused from fill to fill. A bitset records which cells a segment touched.
// Sweeping a row walks only the set bits: between two touched cells the sum is
// constant, so the row comes out as runs of constant coverage, and a blitter
// fills solid interiors without per-pixel coverage work. Cells and bits are
// zeroed as the sweep reads them, so nothing is cleared between fills.
//
// Units. A cell value is an area in 1/(2·ONE²) of a pixel, ONE = 2^fractionBits,
// so a fully covered pixel sums to 2^(2·fractionBits+1) = 2^21. Sums wrap (&+)
// rather than trap, so more than ~1,000 overlapping windings in one pixel give
// a wrong shade, never a crash; even-odd is exact under wrapping since 2^22
// divides 2^32.

/// Number of fixed-point bits below the pixel for edge coordinates.
let fractionBits = 10
/// One pixel in fixed point.
let fixedOne: Int = 1 << fractionBits
/// The cell sum of a fully covered pixel.
let fullCoverage: Int32 = 1 << (2 * fractionBits + 1)

/// Reusable scan-conversion state: turns line segments into coverage runs.
///
/// Not thread-safe: use one rasterizer per thread (``RasterizerPool`` hands them out).
public final class Rasterizer {
  /// Cells of the current box, row-major, `stride` per row.
  private var cells: UnsafeMutablePointer<Int32>
  private var cellCapacity: Int
  /// One bit per cell: set when a segment added to that cell.
  private var bits: UnsafeMutablePointer<UInt64>
  private var bitCapacity: Int

  /// The current box in device pixels.
  private(set) var box = IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
  private var stride = 0
  private var wordsPerRow = 0
  /// First and one-past-last rows that received a segment.
  private var touchedMinRow = Int.max
  private var touchedMaxRow = Int.min
  /// Transformed points of the path being filled, reused from fill to fill.
  var scratchPoints: [Point] = []

  /// Creates a rasterizer with empty scratch buffers.
  public init() {
    cellCapacity = 0
    bitCapacity = 0
    cells = .allocate(capacity: 1)
    bits = .allocate(capacity: 1)
  }

  deinit {
    cells.deallocate()
    bits.deallocate()
  }

  /// Prepares an empty box; `box` must be non-empty and at most `Pixmap.maximumSide` wide.
  func reset(box newBox: IntRect) {
    box = newBox
    stride = newBox.width + 2
    wordsPerRow = (stride + 63) >> 6
    let needCells = stride * newBox.height
    let needBits = wordsPerRow * newBox.height
    if needCells > cellCapacity {
      cells.deallocate()
      cellCapacity = Swift.max(needCells, cellCapacity * 2)
      cells = .allocate(capacity: cellCapacity)
      cells.initialize(repeating: 0, count: cellCapacity)
    }
    if needBits > bitCapacity {
      bits.deallocate()
      bitCapacity = Swift.max(needBits, bitCapacity * 2)
      bits = .allocate(capacity: bitCapacity)
      bits.initialize(repeating: 0, count: bitCapacity)
    }
    touchedMinRow = Int.max
    touchedMaxRow = Int.min
  }

  @inline(__always)
  private func add(row: Int, cell cx: Int, area: Int32, cover: Int32) {
    let base = row &* stride &+ cx
    cells[base] = cells[base] &+ area
    cells[base &+ 1] = cells[base &+ 1] &+ cover
    // Mark cx and cx + 1: one word unless cx is the last bit of its word.
    let word = row &* wordsPerRow &+ (cx >> 6)
    let bit = UInt64(cx & 63)
    bits[word] |= 3 &<< bit
    if bit == 63 { bits[word &+ 1] |= 1 }
  }

  /// Adds the piece of a segment that lies inside one pixel row.
  ///
  /// Coordinates are fixed point relative to the box; `fy0`, `fy1` are within the row
  /// (0…ONE, `fy0 < fy1`) and `sign` is the winding direction of the original segment.
  @inline(__always)
  private func addRowPiece(row: Int, x0: Int, fy0: Int, x1: Int, fy1: Int, sign: Int) {
    let cx0 = x0 >> fractionBits, cx1 = x1 >> fractionBits
    if cx0 == cx1 || x0 == x1 {
      let c = Swift.min(cx0, cx1)
      addCellPiece(row: row, cx: c, fxSum: x0 + x1 - 2 * (c << fractionBits), dy: (fy1 - fy0) * sign)
      return
    }
    // The piece crosses column boundaries: cut it at each one. The y of each cut
    // comes from the piece's own slope, so consecutive pieces share end points.
    let dydx = Double(fy1 - fy0) / Double(x1 - x0)
    var px = x0, py = fy0
    if x1 > x0 {
      // A start exactly on a boundary belongs to the cell on its right.
      var c = cx0
      var boundary = (c + 1) << fractionBits
      while boundary < x1 {
        let ny = fy0 + Int(Double(boundary - x0) * dydx)
        addCellPiece(row: row, cx: c, fxSum: px + boundary - 2 * (c << fractionBits), dy: (ny - py) * sign)
        px = boundary
        py = ny
        c += 1
        boundary += fixedOne
      }
      addCellPiece(row: row, cx: c, fxSum: px + x1 - 2 * (c << fractionBits), dy: (fy1 - py) * sign)
    } else {
      // Moving left: the cell holding x0 is the one whose left boundary is below x0.
      var c = (x0 - 1) >> fractionBits
      var boundary = c << fractionBits
      while boundary > x1 {
        let ny = fy0 + Int(Double(boundary - x0) * dydx)
        addCellPiece(row: row, cx: c, fxSum: px + boundary - 2 * (c << fractionBits), dy: (ny - py) * sign)
        px = boundary
        py = ny
        c -= 1
        boundary -= fixedOne
      }
      addCellPiece(row: row, cx: c, fxSum: px + x1 - 2 * (c << fractionBits), dy: (fy1 - py) * sign)
    }
  }

  /// Adds one piece inside one cell: `fxSum` is the sum of its two x offsets in the cell.
  @inline(__always)
  private func addCellPiece(row: Int, cx: Int, fxSum: Int, dy: Int) {
    if dy == 0 { return }
    let area = Int32(truncatingIfNeeded: dy * (2 * fixedOne - fxSum))
    let cover = Int32(truncatingIfNeeded: dy * fxSum)
    add(row: row, cell: cx, area: area, cover: cover)
  }

  /// Adds a line segment in box-relative fixed point; x must lie in 0…ONE·width, y in 0…ONE·height.
  func addLine(x0: Int, y0: Int, x1: Int, y1: Int) {
    if y0 == y1 { return }
    var ax = x0, ay = y0, bx = x1, by = y1, sign = 1
    if ay > by {
      swap(&ax, &bx)
      swap(&ay, &by)
      sign = -1
    }
    let firstRow = ay >> fractionBits
    let lastRow = (by - 1) >> fractionBits
    touchedMinRow = Swift.min(touchedMinRow, firstRow)
    touchedMaxRow = Swift.max(touchedMaxRow, lastRow + 1)
    if ax == bx {
      // Vertical: one cell per row, no division.
      let cx = ax >> fractionBits
      let fxSum = 2 * (ax - (cx << fractionBits))
      for row in firstRow...lastRow {
        let top = Swift.max(ay, row << fractionBits), bottom = Swift.min(by, (row + 1) << fractionBits)
        addCellPiece(row: row, cx: cx, fxSum: fxSum, dy: (bottom - top) * sign)
      }
      return
    }
    if firstRow == lastRow {
      let rowTop = firstRow << fractionBits
      addRowPiece(row: firstRow, x0: ax, fy0: ay - rowTop, x1: bx, fy1: by - rowTop, sign: sign)
      return
    }
    let dxdy = Double(bx - ax) / Double(by - ay)
    var entryX = ax, entryY = ay
    for row in firstRow...lastRow {
      let rowTop = row << fractionBits
      let exitY = Swift.min(by, rowTop + fixedOne)
      let exitX = exitY == by ? bx : ax + Int(Double(exitY - ay) * dxdy)
      addRowPiece(row: row, x0: entryX, fy0: entryY - rowTop, x1: exitX, fy1: exitY - rowTop, sign: sign)
      entryX = exitX
      entryY = exitY
    }
  }

  /// Sweeps the accumulated cells row by row and reports runs of constant coverage.
  ///
  /// Calls `blitter.blit(x:y:count:coverage:)` with device coordinates for every
  /// run whose coverage (0…255) is not zero. Leaves all cells and bits zero.
  func sweep<B: SpanBlitter>(rule: FillRule, into blitter: inout B) {
    guard touchedMinRow < touchedMaxRow else { return }
    let width = box.width
    let rowEnd = Swift.min(touchedMaxRow, box.height)
    for row in Swift.max(0, touchedMinRow)..<rowEnd {
      let cellRow = cells + row * stride
      let bitRow = bits + row * wordsPerRow
      var acc: Int32 = 0
      var runStart = 0
      var runCoverage: Int32 = 0
      let y = box.minY + row
      for w in 0..<wordsPerRow {
        var word = bitRow[w]
        if word == 0 { continue }
        bitRow[w] = 0
        repeat {
          let x = w << 6 | word.trailingZeroBitCount
          word &= word &- 1
          acc = acc &+ cellRow[x]
          cellRow[x] = 0
          if x >= width { continue }
          let coverage = Rasterizer.coverage(acc, rule: rule)
          if coverage != runCoverage {
            if runCoverage != 0, x > runStart {
              blitter.blit(x: box.minX + runStart, y: y, count: x - runStart, coverage: UInt8(runCoverage))
            }
            runStart = x
            runCoverage = coverage
          }
        } while word != 0
      }
      if runCoverage != 0, width > runStart {
        blitter.blit(x: box.minX + runStart, y: y, count: width - runStart, coverage: UInt8(runCoverage))
      }
    }
    touchedMinRow = Int.max
    touchedMaxRow = Int.min
  }

  /// Maps a cell sum to 8-bit coverage under `rule`, rounding to nearest.
  @inline(__always)
  static func coverage(_ acc: Int32, rule: FillRule) -> Int32 {
    var c: Int32
    switch rule {
    case .nonZero:
      c = acc == Int32.min ? fullCoverage : Swift.min(abs(acc), fullCoverage)
    case .evenOdd:
      c = acc & (2 * fullCoverage - 1)
      if c > fullCoverage { c = 2 * fullCoverage - c }
    }
    return (c &* 255 &+ (fullCoverage >> 1)) >> Int32(2 * fractionBits + 1)
  }
}
