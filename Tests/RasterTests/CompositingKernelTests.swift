import CRasterKernels
import Testing
import TestSupport

/// The C compositing kernels, every instruction-set body, against source-over computed in Double.
@Suite(.serialized) struct CompositingKernelTests {
  /// Deterministic pseudo-random numbers (SplitMix64), so a failure can be replayed.
  struct Numbers {
    var state: UInt64
    mutating func next(_ bound: UInt32) -> UInt32 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return UInt32((z ^ (z >> 31)) % UInt64(bound))
    }
    /// A valid premultiplied pixel: every channel at most alpha; often opaque or clear.
    mutating func pixel() -> UInt32 {
      let kind = next(8)
      if kind == 0 { return 0 }
      let alpha = kind == 1 ? 255 : next(256)
      return (0..<3).reduce(alpha << 24) { $0 | next(alpha + 1) << (8 * UInt32($1)) }
    }
  }

  /// round(x / 255) for 0 ≤ x ≤ 255², computed in floating point.
  func divide255(_ x: UInt32) -> UInt32 { UInt32((Double(x) / 255).rounded()) }

  func scaled(_ word: UInt32, _ factor: UInt32) -> UInt32 {
    (0..<4).reduce(0) { $0 | divide255((word >> (8 * UInt32($1)) & 0xFF) * factor) << (8 * UInt32($1)) }
  }

  func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
    let inverse = 255 - (s >> 24)
    return (0..<4).reduce(0) { r, k in
      let shift = 8 * UInt32(k)
      return r | ((s >> shift & 0xFF) + divide255((d >> shift & 0xFF) * inverse)) << shift
    }
  }

  /// Every level the CPU has, each checked on runs of 0…40 pixels at several offsets.
  func forEachLevelAndRun(_ body: (_ count: Int, _ offset: Int, inout Numbers) -> Void) {
    defer { rk_select_instruction_set(-1) }
    let best = rk_instruction_set()
    for level in 0...best {
      rk_select_instruction_set(Int32(level))
      #expect(rk_instruction_set() == level)
      var numbers = Numbers(state: UInt64(level) &* 7919)
      for count in 0...40 {
        for offset in [0, 1, 3] { body(count, offset, &numbers) }
      }
    }
  }

  @Test func solidColourMatchesTheReferenceAndStaysInsideTheRun() {
    forEachLevelAndRun { count, offset, numbers in
      let source = numbers.pixel()
      var pixels = (0..<(count + offset + 9)).map { _ in numbers.pixel() }
      let before = pixels
      // Half the runs end where the buffer ends, where the kernel must not reach past it.
      let bufferEnd = numbers.next(2) == 0 ? count + offset : pixels.count
      pixels.withUnsafeMutableBufferPointer { p in
        rk_source_over_solid(p.baseAddress! + offset, count, source, p.baseAddress! + bufferEnd)
      }
      for i in pixels.indices {
        let inside = i >= offset && i < offset + count
        #expect(pixels[i] == (inside ? over(source, before[i]) : before[i]), "pixel \(i) of \(count)")
      }
    }
  }

  @Test func fillSetsTheRunAndNothingElse() {
    forEachLevelAndRun { count, offset, numbers in
      let value = numbers.pixel()
      var pixels = (0..<(count + offset + 9)).map { _ in numbers.pixel() }
      let before = pixels
      pixels.withUnsafeMutableBufferPointer { p in rk_fill(p.baseAddress! + offset, count, value) }
      for i in pixels.indices {
        let inside = i >= offset && i < offset + count
        #expect(pixels[i] == (inside ? value : before[i]), "pixel \(i) of \(count)")
      }
    }
  }

  /// A block of three rows with strides wider than the run, so rows must not bleed into each other.
  @Test func coverageMaskMatchesTheReference() {
    forEachLevelAndRun { count, offset, numbers in
      // Every other run: an opaque colour over whole coverage, the kernels' shortcut.
      let whole = numbers.next(2) == 0
      let source = whole ? numbers.pixel() | 0xFF00_0000 : numbers.pixel()
      let rows = 3, coverageStride = count + offset + 2, pixelStride = count + offset + 5
      let coverage = (0..<(rows * coverageStride)).map { _ in
        whole ? 255 : UInt8(numbers.next(4) == 0 ? 0 : numbers.next(256))
      }
      var pixels = (0..<(rows * pixelStride)).map { _ in numbers.pixel() }
      let before = pixels
      pixels.withUnsafeMutableBufferPointer { p in
        coverage.withUnsafeBufferPointer {
          rk_source_over_mask(
            p.baseAddress! + offset, pixelStride, $0.baseAddress! + offset, coverageStride, count, rows, source,
            p.baseAddress! + p.count)
        }
      }
      for i in pixels.indices {
        let (row, column) = i.quotientAndRemainder(dividingBy: pixelStride)
        let inside = column >= offset && column < offset + count
        let c = UInt32(coverage[row * coverageStride + Swift.min(column, coverageStride - 1)])
        let expected = inside ? over(scaled(source, c), before[i]) : before[i]
        #expect(pixels[i] == expected, "row \(row), pixel \(column) of \(count)")
      }
    }
  }

  @Test func rowWithOpacityMatchesTheReference() {
    forEachLevelAndRun { count, offset, numbers in
      let opacity = [255, 0, numbers.next(256)][Int(numbers.next(3))]
      let source = (0..<(count + offset)).map { _ in numbers.pixel() }
      var pixels = (0..<(count + offset + 9)).map { _ in numbers.pixel() }
      let before = pixels
      pixels.withUnsafeMutableBufferPointer { p in
        source.withUnsafeBufferPointer { rk_source_over_row(p.baseAddress! + offset, $0.baseAddress! + offset, count, opacity) }
      }
      for i in pixels.indices {
        let inside = i >= offset && i < offset + count
        let expected = inside ? over(scaled(source[i], opacity), before[i]) : before[i]
        #expect(pixels[i] == expected, "pixel \(i) of \(count), opacity \(opacity)")
      }
    }
  }
}
