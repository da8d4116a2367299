import CPNG
import CRasterKernels
import Glibc
import Testing

@testable import Raster

/// An element type with a distinctive value for guard element k, one no kernel writes by chance.
protocol GuardPattern: Equatable {
  static func guardElement(_ k: Int) -> Self
}

extension UInt32: GuardPattern {
  /// Guard pixels.
  static func guardElement(_ k: Int) -> UInt32 { 0xDEAD_0000 | UInt32(truncatingIfNeeded: k) & 0xFFFF }
}

extension UInt8: GuardPattern {
  /// Guard coverage and Adler-32 bytes: never 0, so that a kernel that read them would composite.
  static func guardElement(_ k: Int) -> UInt8 { 0xA5 ^ UInt8(truncatingIfNeeded: k & 0x3F) }
}

extension Int32: GuardPattern {
  /// Guard cell sums: several windings, so that a kernel that read them would composite.
  static func guardElement(_ k: Int) -> Int32 { 0x0380_0000 | Int32(k & 0xFFFF) }
}

extension rk_cell: @retroactive Equatable, GuardPattern {
  public static func == (a: rk_cell, b: rk_cell) -> Bool { a.cover == b.cover && a.area == b.area }
  /// Guard cells: a cover and an area no run has.
  static func guardElement(_ k: Int) -> rk_cell { rk_cell(cover: 0x5A5A_0000 | Int32(k & 0xFFFF), area: -0x3C3C_3C3D) }
}

extension Optional: GuardPattern where Wrapped == UnsafeMutablePointer<UInt32> {
  /// Guard addresses: none.
  static func guardElement(_ k: Int) -> Self { nil }
}

/// Every kernel entry point, at every instruction-set level this CPU has, touches nothing outside
/// the runs it is given.
///
/// Each entry point runs over runs of 0…40 elements starting 0…15 elements past a 64-byte
/// boundary, with guard elements of a distinctive pattern on both sides of every buffer it reads
/// or writes: the guards must keep their pattern and the run must hold what an independent scalar
/// computation (source-over in `Double`, coverage from its definition, zlib's Adler-32) gives.
/// Guards catch writes, and reads whose values would reach a result. The same runs are then
/// placed flush against pages that may be neither read nor written (``FencedPages``), before and
/// after: a kernel that reads past either end of its run stops the test process there.
///
/// It joins the compositing kernels' suite because it selects the process-wide instruction-set
/// level, which the suite's serialisation keeps to one test at a time.
extension CompositingKernelTests {
  /// Guard elements on each side of a run.
  static let guardCount = 24

  /// `count` elements `alignment` elements past a 64-byte boundary, between guard elements.
  final class GuardedRun<Element: GuardPattern> {
    let storage: UnsafeMutablePointer<Element>
    let count: Int, start: Int, total: Int

    /// A run holding `values`, guard element k (counted over the whole buffer) `guardElement(k)`.
    init(_ values: [Element], alignment: Int) {
      count = values.count
      start = CompositingKernelTests.guardCount + alignment
      total = start + count + CompositingKernelTests.guardCount
      let raw = UnsafeMutableRawPointer.allocate(
        byteCount: total * MemoryLayout<Element>.stride, alignment: 64)
      storage = raw.bindMemory(to: Element.self, capacity: total)
      for k in 0..<total {
        (storage + k).initialize(to: k >= start && k < start + count ? values[k - start] : .guardElement(k))
      }
    }

    deinit { storage.deallocate() }

    /// The run's first element.
    var run: UnsafeMutablePointer<Element> { storage + start }
    /// One past the buffer's last element, guards included.
    var end: UnsafeMutablePointer<Element> { storage + total }
    /// The run's elements now.
    var values: [Element] { (0..<count).map { run[$0] } }
    /// Where a guard element lost its pattern, relative to the run's start.
    var damagedGuards: [Int] {
      (0..<total).filter { k in (k < start || k >= start + count) && storage[k] != .guardElement(k) }.map { $0 - start }
    }
  }

  /// Memory between two pages that can be neither read nor written, so that touching just outside
  /// a run placed flush against either of them stops the process.
  final class FencedPages {
    let page: Int
    let base: UnsafeMutableRawPointer
    /// Bytes usable between the two fences.
    let usable: Int

    init(usable bytes: Int) {
      page = Int(sysconf(Int32(_SC_PAGESIZE)))
      usable = (bytes + page - 1) / page * page
      let mapping = mmap(nil, usable + 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
      precondition(mapping != nil && mapping != UnsafeMutableRawPointer(bitPattern: -1), "mmap failed")
      base = mapping! + page
      precondition(mprotect(mapping!, page, PROT_NONE) == 0 && mprotect(base + usable, page, PROT_NONE) == 0)
    }

    deinit { munmap(base - page, usable + 2 * page) }

    /// Room for `count` elements that starts at the leading fence (`atEnd` false) or ends at the
    /// trailing one (`atEnd` true), holding `values`.
    func place<Element>(_ values: [Element], atEnd: Bool) -> UnsafeMutablePointer<Element> {
      let bytes = values.count * MemoryLayout<Element>.stride
      precondition(bytes <= usable)
      let start = (atEnd ? base + usable - bytes : base).bindMemory(to: Element.self, capacity: values.count)
      for (k, value) in values.enumerated() { (start + k).initialize(to: value) }
      return start
    }
  }

  /// Runs `body` at every level, for every run length 0…40 and every alignment 0…15.
  func forEachLevelLengthAndAlignment(_ body: (_ level: Int, _ count: Int, _ alignment: Int, inout Numbers) -> Void) {
    defer { rk_select_instruction_set(-1) }
    for level in 0...rk_instruction_set() {
      rk_select_instruction_set(Int32(level))
      var numbers = Numbers(state: 0xB0_0D5 &+ UInt64(level))
      for count in 0...40 {
        for alignment in 0..<16 { body(Int(level), count, alignment, &numbers) }
      }
    }
  }

  /// Runs `body` at every level for every run length 0…40, with the fences before and after.
  func forEachLevelLengthAndFence(_ body: (_ level: Int, _ count: Int, _ atEnd: Bool, inout Numbers) -> Void) {
    defer { rk_select_instruction_set(-1) }
    for level in 0...rk_instruction_set() {
      rk_select_instruction_set(Int32(level))
      var numbers = Numbers(state: 0xFE_11CE &+ UInt64(level))
      for count in 0...40 {
        for atEnd in [false, true] { body(Int(level), count, atEnd, &numbers) }
      }
    }
  }

  /// Coverage bytes for a run: some zero, some whole, the rest anything; whole throughout when `whole`.
  func coverageBytes(_ count: Int, whole: Bool, _ numbers: inout Numbers) -> [UInt8] {
    (0..<count).map { _ in
      whole ? 255 : [0, 255, UInt8(numbers.next(256))][Int(numbers.next(3))]
    }
  }

  /// Zlib's Adler-32 of `bytes` from 1.
  func zlibAdler32(_ bytes: [UInt8]) -> UInt32 {
    bytes.withUnsafeBufferPointer { UInt32(adler32(1, $0.baseAddress, uInt($0.count))) }
  }

  // MARK: - Guards on both sides, every alignment

  @Test func fillTouchesOnlyItsRun() {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      let value = numbers.pixel()
      let pixels = GuardedRun((0..<count).map { _ in numbers.pixel() }, alignment: alignment)
      rk_fill(pixels.run, count, value)
      let context = "level \(level), \(count) pixels at \(alignment)"
      #expect(pixels.damagedGuards.isEmpty, "\(context): guards \(pixels.damagedGuards)")
      #expect(pixels.values == [UInt32](repeating: value, count: count), "\(context)")
    }
  }

  @Test func solidColourTouchesOnlyItsRun() {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      let source = numbers.pixel()
      let before = (0..<count).map { _ in numbers.pixel() }
      let pixels = GuardedRun(before, alignment: alignment)
      rk_source_over_solid(pixels.run, count, source, pixels.end)
      let context = "level \(level), \(count) pixels at \(alignment), source \(source)"
      #expect(pixels.damagedGuards.isEmpty, "\(context): guards \(pixels.damagedGuards)")
      #expect(pixels.values == before.map { over(source, $0) }, "\(context)")
    }
  }

  @Test(arguments: [false, true])
  func coverageMaskTouchesOnlyItsRun(whole: Bool) {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      // Whole coverage with an opaque colour takes the kernels' shortcut.
      let source = whole ? numbers.pixel() | 0xFF00_0000 : numbers.pixel()
      let cover = coverageBytes(count, whole: whole, &numbers)
      let before = (0..<count).map { _ in numbers.pixel() }
      let pixels = GuardedRun(before, alignment: alignment)
      let coverage = GuardedRun(cover, alignment: (alignment * 5) % 16)
      rk_source_over_mask(pixels.run, 0, coverage.run, 0, count, 1, source, pixels.end)
      let context = "level \(level), \(count) pixels at \(alignment), source \(source)"
      #expect(pixels.damagedGuards.isEmpty, "\(context): guards \(pixels.damagedGuards)")
      #expect(coverage.damagedGuards.isEmpty && coverage.values == cover, "\(context): coverage changed")
      let expected = zip(before, cover).map { d, c in over(scaled(source, UInt32(c)), d) }
      #expect(pixels.values == expected, "\(context)")
    }
  }

  @Test func rowWithOpacityTouchesOnlyItsRun() {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      let opacity = [255, numbers.next(256)][Int(numbers.next(2))]
      let sourceValues = (0..<count).map { _ in numbers.pixel() }
      let before = (0..<count).map { _ in numbers.pixel() }
      let pixels = GuardedRun(before, alignment: alignment)
      let source = GuardedRun(sourceValues, alignment: 15 - alignment)
      rk_source_over_row(pixels.run, source.run, count, opacity)
      let context = "level \(level), \(count) pixels at \(alignment), opacity \(opacity)"
      #expect(pixels.damagedGuards.isEmpty, "\(context): guards \(pixels.damagedGuards)")
      #expect(source.damagedGuards.isEmpty && source.values == sourceValues, "\(context): source changed")
      let expected = zip(before, sourceValues).map { d, s in over(scaled(s, opacity), d) }
      #expect(pixels.values == expected, "\(context)")
    }
  }

  @Test(arguments: [false, true])
  func scatteredPixelsTouchOnlyTheirOwn(evenOdd: Bool) {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      let source = numbers.pixel()
      let before = (0..<count).map { _ in numbers.pixel() }
      let pixels = GuardedRun(before, alignment: alignment)
      let sumValues = (0..<count).map { _ in Self.randomSum(&numbers, pixels: 3) }
      let sums = GuardedRun(sumValues, alignment: (alignment + 7) % 16)
      // The run's pixels in a rotated order.
      let order = (0..<count).map { (($0 + count / 3) % Swift.max(count, 1)) }
      let addresses = GuardedRun(
        order.map { Optional(pixels.run + $0) }, alignment: (alignment + 3) % 16)
      rk_source_over_pixels(addresses.run, sums.run, count, evenOdd ? 1 : 0, source)
      let context = "level \(level), \(count) pixels at \(alignment), even-odd \(evenOdd)"
      #expect(pixels.damagedGuards.isEmpty, "\(context): guards \(pixels.damagedGuards)")
      #expect(sums.damagedGuards.isEmpty && sums.values == sumValues, "\(context): sums changed")
      var expected = before
      for (target, sum) in zip(order, sumValues) {
        let c = UInt32(Self.expectedCoverage(Int64(sum), evenOdd: evenOdd))
        expected[target] = over(scaled(source, c), before[target])
      }
      #expect(pixels.values == expected, "\(context)")
    }
  }

  @Test(arguments: [false, true])
  func cellRunsTouchOnlyTheirCellsAndBytes(evenOdd: Bool) {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      let pieces = (0..<count).map { _ in
        (cover: Self.randomSum(&numbers, pixels: 2), area: Self.randomSum(&numbers, pixels: 0.5))
      }
      let cells = GuardedRun(
        pieces.map { Cell(cover: $0.cover, area: $0.area) }, alignment: alignment)
      let coverage = GuardedRun(
        [UInt8](repeating: 0x77, count: count), alignment: (alignment * 3) % 16)
      let start = Self.randomSum(&numbers, pixels: 2)
      let end = rk_accumulate_cells(cells.run, count, start, evenOdd ? 1 : 0, coverage.run)
      let context = "level \(level), \(count) cells at \(alignment), even-odd \(evenOdd)"
      #expect(cells.damagedGuards.isEmpty, "\(context): cell guards \(cells.damagedGuards)")
      #expect(coverage.damagedGuards.isEmpty, "\(context): coverage guards \(coverage.damagedGuards)")
      var sum = Int64(start)
      var expected: [UInt8] = []
      for piece in pieces {
        sum += Int64(piece.cover)
        // A cell whose cover is negative holds its area less one (see rk_cell).
        let area = Int64(rk_cell_area(Cell(cover: piece.cover, area: piece.area)))
        expected.append(Self.expectedCoverage(sum - area, evenOdd: evenOdd))
      }
      #expect(coverage.values == expected, "\(context)")
      #expect(cells.values.allSatisfy { $0.cover == 0 && $0.area == 0 }, "\(context): the run's cells are cleared")
      #expect(Int64(end) == sum, "\(context): the sum after the run")
    }
  }

  @Test func adler32ReadsOnlyItsRun() {
    forEachLevelLengthAndAlignment { level, count, alignment, numbers in
      // Longer runs too, so that the vector body's 32-byte steps and their tail both run.
      for length in [count, 32 * count + count % 7] {
        let bytes = (0..<length).map { _ in UInt8(numbers.next(256)) }
        let run = GuardedRun(bytes, alignment: alignment)
        let adler = rk_adler32(1, run.run, length)
        #expect(adler == zlibAdler32(bytes), "level \(level), \(length) bytes at \(alignment)")
        #expect(run.damagedGuards.isEmpty && run.values == bytes, "level \(level), \(length) bytes at \(alignment)")
      }
    }
  }

  // MARK: - Flush against unreadable pages

  /// Each entry point once per length, its buffers flush against the fence before them and then
  /// against the fence after them (a second buffer against the other fence). A read or write past
  /// either end of a run stops the process here.
  @Test func noKernelReachesPastAFence() {
    let fence = FencedPages(usable: 64 * 1024)
    forEachLevelLengthAndFence { level, count, atEnd, numbers in
      let context = "level \(level), \(count) elements, fence \(atEnd ? "after" : "before")"
      fencedPixelKernels(fence, count: count, atEnd: atEnd, &numbers, context)
      fencedCellsAndBytes(fence, count: count, atEnd: atEnd, &numbers, context)
    }
  }

  /// Fill, solid colour, mask, row and scattered pixels against `fence`.
  func fencedPixelKernels(_ fence: FencedPages, count: Int, atEnd: Bool, _ numbers: inout Numbers, _ context: String) {
    let source = numbers.pixel()
    let before = (0..<count).map { _ in numbers.pixel() }

    var pixels = fence.place(before, atEnd: atEnd)
    rk_fill(pixels, count, source)
    #expect((0..<count).allSatisfy { pixels[$0] == source }, "fill, \(context)")

    // `end` says the buffer goes on into the fence: a kernel may still touch nothing past the run.
    pixels = fence.place(before, atEnd: atEnd)
    rk_source_over_solid(pixels, count, source, pixels + count + 16)
    #expect((0..<count).map { pixels[$0] } == before.map { over(source, $0) }, "solid, \(context)")

    let cover = coverageBytes(count, whole: false, &numbers)
    pixels = fence.place(before, atEnd: atEnd)
    let coverage = fence.place(cover, atEnd: !atEnd)
    rk_source_over_mask(pixels, 0, coverage, 0, count, 1, source, pixels + count + 16)
    let masked = zip(before, cover).map { d, c in over(scaled(source, UInt32(c)), d) }
    #expect((0..<count).map { pixels[$0] } == masked, "mask, \(context)")

    let sourceRow = (0..<count).map { _ in numbers.pixel() }
    let row = fence.place(sourceRow, atEnd: !atEnd)
    pixels = fence.place(before, atEnd: atEnd)
    rk_source_over_row(pixels, row, count, 200)
    let composited = zip(before, sourceRow).map { d, s in over(scaled(s, 200), d) }
    #expect((0..<count).map { pixels[$0] } == composited, "row, \(context)")

    // The pixels' addresses and their sums against the fences; the pixels themselves on the heap.
    let targets = UnsafeMutablePointer<UInt32>.allocate(capacity: Swift.max(count, 1))
    targets.initialize(from: before, count: count)
    let sums = fence.place((0..<count).map { _ in Self.randomSum(&numbers, pixels: 3) }, atEnd: !atEnd)
    let addresses = fence.place((0..<count).map { Optional(targets + $0) }, atEnd: atEnd)
    rk_source_over_pixels(addresses, sums, count, 0, source)
    let scattered = (0..<count).map { k in
      over(scaled(source, UInt32(Self.expectedCoverage(Int64(sums[k]), evenOdd: false))), before[k])
    }
    #expect((0..<count).map { targets[$0] } == scattered, "scattered, \(context)")
    targets.deallocate()
  }

  /// Cell runs and Adler-32 against `fence`.
  func fencedCellsAndBytes(_ fence: FencedPages, count: Int, atEnd: Bool, _ numbers: inout Numbers, _ context: String) {
    let cellValues = (0..<count).map { _ in
      Cell(cover: Self.randomSum(&numbers, pixels: 2), area: Self.randomSum(&numbers, pixels: 0.5))
    }
    let cells = fence.place(cellValues, atEnd: atEnd)
    let bytes = fence.place([UInt8](repeating: 0, count: count), atEnd: !atEnd)
    var sum: Int64 = 0
    var expected: [UInt8] = []
    for cell in cellValues {
      sum += Int64(cell.cover)
      expected.append(Self.expectedCoverage(sum - Int64(rk_cell_area(cell)), evenOdd: false))
    }
    _ = rk_accumulate_cells(cells, count, 0, 0, bytes)
    #expect((0..<count).map { bytes[$0] } == expected, "cells, \(context)")

    let data = (0..<(33 * count)).map { _ in UInt8(numbers.next(256)) }
    let dataRun = fence.place(data, atEnd: atEnd)
    #expect(rk_adler32(1, dataRun, data.count) == zlibAdler32(data), "Adler-32, \(context)")
  }
}
