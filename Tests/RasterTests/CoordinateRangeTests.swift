import CRasterKernels
import Drawing
import Testing
import TestSupport

@testable import Raster

/// Coordinates of any value, NaN, infinities and 1e300 included, through the edge cutter's C entry
/// point and through fills: nothing may be written outside the cell grid or the pixmap, and nothing
/// may trap.
struct CoordinateRangeTests {
  /// Values a caller might hand over by mistake or by overflow, and a few ordinary ones.
  static let extremes: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e20, -1e20,
    1.2e154, -1.2e154, 0x1p40, 0x1p20, -0x1p20, 0x1p19, 16_384, -16_384, 1e-300, -0.0, 0, 0.5, 3.25, 7, 12, -3,
  ]

  /// A value from `extremes`, or an ordinary coordinate in the box, about as often.
  static func value(_ random: inout SplitMix64, box: Double) -> Double {
    random.next() % 2 == 0 ? extremes[Int(random.next() % UInt64(extremes.count))] : box * random.unit()
  }

  /// A cell grid `width` × `height` inside guard cells and guard bitset words: cells that belong
  /// to no row of the box (the columns past a row's stride, the rows around the box) hold a pattern
  /// the cutter must leave as it is.
  struct GuardedGrid {
    static let guardCell = rk_cell(cover: 0x5A5A_5A5A, area: -0x3C3C_3C3D)
    static let guardWord: UInt64 = 0xA5A5_5A5A_C3C3_3C3C
    /// Rows of guard cells above and below the box, and columns of them after each row's own.
    static let guardRows = 3, guardColumns = 5, guardWords = 2
    let width: Int, height: Int
    let stride: Int, wordsPerRow: Int
    var cells: [rk_cell]
    var bits: [UInt64]

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      stride = width + 1 + Self.guardColumns
      wordsPerRow = (width + 1 + 63) / 64 + Self.guardWords
      cells = [rk_cell](repeating: Self.guardCell, count: stride * (height + 2 * Self.guardRows))
      bits = [UInt64](repeating: Self.guardWord, count: wordsPerRow * (height + 2 * Self.guardRows))
      for row in 0..<height {
        for column in 0...width { cells[(row + Self.guardRows) * stride + column] = rk_cell(cover: 0, area: 0) }
        for word in 0..<(width + 1 + 63) / 64 { bits[(row + Self.guardRows) * wordsPerRow + word] = 0 }
      }
    }

    /// Cuts `edges` into the box from `pen`, its origin at (`originX`, `originY`).
    mutating func add(_ edges: [rk_edge], originX: Double, originY: Double, pen: inout (Int64, Int64)) {
      let (width, height, stride, wordsPerRow) = (width, height, stride, wordsPerRow)
      cells.withUnsafeMutableBufferPointer { cells in
        bits.withUnsafeMutableBufferPointer { bits in
          var grid = rk_cell_grid(
            cells: cells.baseAddress! + Self.guardRows * stride, bits: bits.baseAddress! + Self.guardRows * wordsPerRow,
            stride: stride, words_per_row: wordsPerRow)
          edges.withUnsafeBufferPointer { edges in
            rk_add_edges(
              &grid, Int64(width), Int64(height), originX, originY, edges.baseAddress!, Int64(edges.count), &pen.0,
              &pen.1)
          }
        }
      }
    }

    /// The guard cells and guard bits that no longer hold their pattern, described.
    func damagedGuards() -> [String] {
      var damaged: [String] = []
      for (i, cell) in cells.enumerated() {
        let (row, column) = i.quotientAndRemainder(dividingBy: stride)
        let inBox = row >= Self.guardRows && row < Self.guardRows + height && column <= width
        if !inBox && (cell.cover != Self.guardCell.cover || cell.area != Self.guardCell.area) {
          damaged.append("cell (\(column), \(row - Self.guardRows))")
        }
      }
      let ownWords = (width + 1 + 63) / 64
      for (i, word) in bits.enumerated() {
        let (row, index) = i.quotientAndRemainder(dividingBy: wordsPerRow)
        let inBox = row >= Self.guardRows && row < Self.guardRows + height && index < ownWords
        if !inBox && word != Self.guardWord { damaged.append("bits word \(index) of row \(row - Self.guardRows)") }
        // Bits past the box's last column (its width, the column for pieces on the right edge).
        let firstBeyond = width + 1 - 64 * index
        if inBox && firstBeyond < 64 && word >> UInt64(Swift.max(firstBeyond, 0)) != 0 {
          damaged.append("bits beyond column \(width) of row \(row - Self.guardRows)")
        }
      }
      return damaged
    }
  }

  /// Random outline steps with fields from ``extremes``: moves, lines and curves of any chord count,
  /// said to be inside or not, from a pen anywhere.
  @Test(arguments: [(1, 1), (7, 5), (64, 3), (65, 9)])
  func theCutterWritesOnlyItsBoxForAnyCoordinates(width: Int, height: Int) {
    var random = SplitMix64(seed: UInt64(width * 1000 + height))
    let box = Double(Swift.max(width, height))
    for round in 0..<150 {
      var grid = GuardedGrid(width: width, height: height)
      let edges = (0..<12).map { _ -> rk_edge in
        let chordChoices: [Int32] = [0, 1, 2, 3, 8, 64, 16_384, 16_385, -1, -7, .max, .min]
        let chords = chordChoices[Int(random.next() % UInt64(chordChoices.count))]
        let curve = rk_forward_differences(
          x: Self.value(&random, box: box), y: Self.value(&random, box: box),
          d1x: Self.value(&random, box: 1), d1y: Self.value(&random, box: 1),
          d2x: Self.value(&random, box: 0.1), d2y: Self.value(&random, box: 0.1),
          d3x: Self.value(&random, box: 0.01), d3y: Self.value(&random, box: 0.01))
        return rk_edge(
          chords: chords, inside: Int32(random.next() % 2), end_x: Self.value(&random, box: box),
          end_y: Self.value(&random, box: box), curve: curve)
      }
      let penChoices: [Int64] = [0, 5, -1, .max, .min, 1 << 40]
      var pen = (
        penChoices[Int(random.next() % UInt64(penChoices.count))],
        penChoices[Int(random.next() % UInt64(penChoices.count))]
      )
      let origins: [Double] = [0, -0.5, 1e300, .nan, -.infinity]
      let originX = origins[round % origins.count], originY = origins[(round / origins.count) % origins.count]
      grid.add(edges, originX: originX, originY: originY, pen: &pen)
      let damaged = grid.damagedGuards()
      #expect(damaged.isEmpty, "round \(round): \(damaged.prefix(4))")
      let high = (Int64(width) << RK_FRACTION_BITS, Int64(height) << RK_FRACTION_BITS)
      #expect((0...high.0).contains(pen.0) && (0...high.1).contains(pen.1), "round \(round): the pen stays in the box")
    }
  }

  /// A curve the caller says is inside the box while its chords leave it on every side: the
  /// cutter must find out and keep its chord ends in the box.
  @Test func aCurveWronglySaidToBeInsideIsKeptInTheBox() {
    var grid = GuardedGrid(width: 8, height: 8)
    // A quadratic's steps from the box's centre that run far out to the right, then down and left.
    let n: Int32 = 64
    let curve = rk_forward_differences(x: 4, y: 4, d1x: 2, d1y: 0, d2x: -0.1, d2y: 0.1, d3x: 0, d3y: 0)
    let edges = [
      rk_edge(chords: 0, inside: 1, end_x: 8, end_y: 4, curve: rk_forward_differences()),
      rk_edge(chords: n, inside: 1, end_x: 8, end_y: 4, curve: curve),
    ]
    var pen: (Int64, Int64) = (0, 0)
    grid.add(edges, originX: 0, originY: 0, pen: &pen)
    #expect(grid.damagedGuards().isEmpty, "\(grid.damagedGuards().prefix(4))")
  }

  /// A quadratic whose second difference overflows to infinity while its reach does not, so that it
  /// looks like a curve smaller than its chords; and curves whose set-up overflows in other ways.
  @Test func curvesWhoseSetUpOverflowsFillWithoutTrapping() throws {
    let far = 1.2e154
    let paths: [(Point, Point, Point)] = [
      (Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: far, y: far)),
      (Point(x: -far, y: 4), Point(x: far, y: 8), Point(x: -far, y: 12)),
      (Point(x: 2, y: 2), Point(x: 1e308, y: -1e308), Point(x: 14, y: 14)),
    ]
    for (p0, control, p2) in paths {
      var builder = PathBuilder()
      builder.move(to: p0)
      builder.quad(to: p2, control: control)
      builder.cubic(to: p0, control1: control, control2: p2)
      builder.close()
      let path = try #require(builder.finish())
      var pixmap = try Pixmap(width: 16, height: 16)
      pixmap.fill(path, color: .black)
      pixmap.fill(path, color: .black, clip: Rect(x: 0.5, y: 0.5, width: 15, height: 15))
    }
  }

  /// Paths with points from ``extremes`` that are finite, under transforms that scale them far
  /// up or down, clipped or not: the fills must neither trap nor write outside the pixmap.
  @Test func fillsTakeAnyFiniteCoordinates() throws {
    var random = SplitMix64(seed: 2024)
    let finite = Self.extremes.filter(\.isFinite)
    func point() -> Point {
      func coordinate() -> Double {
        random.next() % 2 == 0 ? finite[Int(random.next() % UInt64(finite.count))] : 16 * random.unit()
      }
      return Point(x: coordinate(), y: coordinate())
    }
    let transforms: [Transform] = [
      .identity, .scale(1e300), .scale(1e-300), Transform(a: 1e154, b: 1, c: -1, d: 1e154, tx: 3, ty: 4),
    ]
    let clips: [Rect?] = [nil, Rect(x: 2.5, y: 1.25, width: 9.5, height: 11), Rect(x: -1e300, y: 3, width: 1e301, height: 2)]
    for round in 0..<600 {
      var builder = PathBuilder()
      builder.move(to: point())
      for _ in 0..<4 {
        switch random.next() % 3 {
        case 0: builder.line(to: point())
        case 1: builder.quad(to: point(), control: point())
        default: builder.cubic(to: point(), control1: point(), control2: point())
        }
      }
      builder.close()
      let path = try #require(builder.finish())
      var pixmap = try Pixmap(width: 16, height: 16)
      let transform = transforms[round % transforms.count]
      let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
      if let clip = clips[(round / transforms.count) % clips.count] {
        pixmap.fill(path, color: .black, rule: rule, transform: transform, clip: clip)
      } else {
        pixmap.fill(path, color: .black, rule: rule, transform: transform)
      }
      #expect(pixmap.words.count == 16 * 16)
    }
  }
}
