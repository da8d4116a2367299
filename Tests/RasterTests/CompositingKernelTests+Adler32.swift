import CPNG
import CRasterKernels
import Testing

/// The Adler-32 kernel, every instruction-set body, against zlib's `adler32`.
///
/// It joins the compositing kernels' suite because both select the process-wide
/// instruction-set level, which the suite's serialisation keeps to one test at a time.
extension CompositingKernelTests {
  @Test func adler32MatchesZlibAtEveryLevel() {
    var numbers = Numbers(state: 42)
    // Noise, zero rows and 0xFF runs, longer than several 5,552-byte reductions.
    let data = (0..<40_000).map { i -> UInt8 in
      i % 9_000 < 3_000 ? UInt8(numbers.next(256)) : i % 9_000 < 6_000 ? 0 : 255
    }
    defer { rk_select_instruction_set(-1) }
    for level in 0...rk_instruction_set() {
      rk_select_instruction_set(Int32(level))
      data.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        for (start, count) in [(0, 0), (0, 1), (3, 31), (5, 32), (7, 33), (1, 5_553), (0, 11_104), (2, 39_998)] {
          for seed in [UInt32(1), 0xFFF0_FFF0] {
            let expected = UInt32(adler32(uLong(seed), base + start, uInt(count)))
            #expect(rk_adler32(seed, base + start, count) == expected, "level \(level), \(count) bytes from \(start)")
          }
        }
      }
    }
  }
}
