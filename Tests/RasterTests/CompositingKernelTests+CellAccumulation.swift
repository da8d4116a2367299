import CRasterKernels
import Foundation
import Testing

@testable import Raster
@testable import Drawing
@testable import TextShaping

/// The kernels that sweep cells, every instruction-set body, against coverage computed in `Double`.
///
/// It joins the compositing kernels' suite because it selects the process-wide
/// instruction-set level, which the suite's serialisation keeps to one test at a time.
extension CompositingKernelTests {
  /// The coverage of a pixel whose signed sum is `sum` (a full pixel is `RK_FULL_COVERAGE`), from the definition.
  static func expectedCoverage(_ sum: Int64, evenOdd: Bool) -> UInt8 {
    let full = Double(RK_FULL_COVERAGE)
    var area = Double(sum) / full
    if evenOdd {
      // Windings modulo 2: an area in [0, 2) that counts as 2 − area above one pixel.
      area = area - 2 * (area / 2).rounded(.down)
      if area > 1 { area = 2 - area }
    } else {
      area = Swift.min(abs(area), 1)
    }
    return UInt8((area * 255 + 0.5).rounded(.down))
  }

  /// A sum between −`pixels` and +`pixels` full pixels.
  static func randomSum(_ numbers: inout Numbers, pixels: Double) -> Int32 {
    let range = Int32(pixels * Double(RK_FULL_COVERAGE))
    return Int32(numbers.next(UInt32(2 * range))) - range
  }

  @Test(arguments: [false, true])
  func cellRunsMatchTheDefinitionAtEveryLevel(evenOdd: Bool) {
    var numbers = Numbers(state: evenOdd ? 7 : 3)
    defer { rk_select_instruction_set(-1) }
    for level in 0...rk_instruction_set() {
      rk_select_instruction_set(Int32(level))
      for count in [1, 2, 7, 8, 9, 15, 16, 17, 40] {
        // Covers of up to ±2 pixels (several windings), areas within their cover's magnitude.
        let sums = (0..<count + 8).map { _ in
          (cover: Self.randomSum(&numbers, pixels: 2), area: Self.randomSum(&numbers, pixels: 0.5))
        }
        // Stored as the cutter stores them: cover + 2^32·area in one word, cover sign-extended.
        let cells = sums.map { sum -> Cell in
          let word = UInt64(bitPattern: Int64(sum.cover)) &+ (UInt64(UInt32(bitPattern: sum.area)) << 32)
          return Cell(cover: Int32(truncatingIfNeeded: word), area: Int32(truncatingIfNeeded: word >> 32))
        }
        let start = Self.randomSum(&numbers, pixels: 2)
        var grid = cells
        var coverage = [UInt8](repeating: 0, count: count + 8)
        let end = grid.withUnsafeMutableBufferPointer { grid in
          coverage.withUnsafeMutableBufferPointer { bytes in
            rk_accumulate_cells(grid.baseAddress!, count, start, evenOdd ? 1 : 0, bytes.baseAddress!)
          }
        }
        var sum = Int64(start)
        for i in 0..<count {
          sum += Int64(sums[i].cover)
          let expected = Self.expectedCoverage(sum - Int64(sums[i].area), evenOdd: evenOdd)
          #expect(coverage[i] == expected, "level \(level), \(count) cells, pixel \(i)")
          #expect(grid[i].cover == 0 && grid[i].area == 0, "the run's cells are cleared")
        }
        #expect(Int64(end) == sum, "level \(level): the sum after \(count) cells")
        for i in count..<count + 8 {
          #expect(grid[i].cover == cells[i].cover && grid[i].area == cells[i].area, "cells after the run are kept")
        }
      }
    }
  }

  /// A negative cover borrows one from the area in the cell's word; every level must add it back.
  ///
  /// One unit of area moves coverage only where its rounding flips, so the pixel's sum is put
  /// exactly there: a read that forgot the borrow lands one unit over and gives the next level.
  @Test func negativeCoversBorrowFromTheAreaAndTheKernelsAddItBack() {
    defer { rk_select_instruction_set(-1) }
    // The first sum above three quarters of a pixel whose coverage differs from the next one's.
    var target = Int64(3 * RK_FULL_COVERAGE / 4)
    while Self.expectedCoverage(target, evenOdd: false) == Self.expectedCoverage(target + 1, evenOdd: false) {
      target += 1
    }
    let start = Int32(RK_FULL_COVERAGE), cover = -Int32(RK_FULL_COVERAGE / 8)
    let area = Int32(Int64(start) + Int64(cover) - target)
    // Two pieces, as the cutter adds them: each one word of cover + 2^32·area, cover sign-extended.
    let pieces = [(cover / 2, area / 2), (cover - cover / 2, area - area / 2)]
    let word = pieces.reduce(UInt64(0)) { word, piece in
      word &+ UInt64(bitPattern: Int64(piece.0)) &+ (UInt64(UInt32(bitPattern: piece.1)) << 32)
    }
    let cell = Cell(cover: Int32(truncatingIfNeeded: word), area: Int32(truncatingIfNeeded: word >> 32))
    #expect(cell.cover == cover && cell.area == area - 1, "the word holds the cover and the area less one")
    #expect(rk_cell_area(cell) == area)
    for level in 0...rk_instruction_set() {
      rk_select_instruction_set(Int32(level))
      var grid = [cell] + [Cell](repeating: Cell(cover: 0, area: 0), count: 8)
      var coverage = [UInt8](repeating: 0, count: 16)
      _ = grid.withUnsafeMutableBufferPointer { grid in
        coverage.withUnsafeMutableBufferPointer { bytes in
          rk_accumulate_cells(grid.baseAddress!, 1, start, 0, bytes.baseAddress!)
        }
      }
      #expect(coverage[0] == Self.expectedCoverage(target, evenOdd: false), "level \(level)")
    }
  }

  /// Pixels in shuffled order, scattered over a buffer with untouched pixels between them.
  @Test(arguments: [false, true])
  func scatteredEdgePixelsMatchTheReference(evenOdd: Bool) {
    forEachLevelAndRun { count, _, numbers in
      let source = numbers.pixel()
      var pixels = (0..<(3 * count + 1)).map { _ in numbers.pixel() }
      let before = pixels
      // Every third pixel, in a rotated order; sums from a fraction of a pixel to several windings.
      let targets = (0..<count).map { k in 3 * ((k + count / 2) % count) + 1 }
      let sums = targets.map { _ in Self.randomSum(&numbers, pixels: 4) }
      pixels.withUnsafeMutableBufferPointer { p in
        let addresses = targets.map { Optional(p.baseAddress! + $0) }
        addresses.withUnsafeBufferPointer { a in
          sums.withUnsafeBufferPointer { rk_source_over_pixels(a.baseAddress, $0.baseAddress, count, evenOdd ? 1 : 0, source) }
        }
      }
      var expected = before
      for (target, sum) in zip(targets, sums) {
        let c = UInt32(Self.expectedCoverage(Int64(sum), evenOdd: evenOdd))
        expected[target] = over(scaled(source, c), before[target])
      }
      #expect(pixels == expected, "\(count) pixels, even-odd \(evenOdd)")
    }
  }
}
