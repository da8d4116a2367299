import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The project's own deflate, checked by the tests' own inflate.
struct ScanlineDeflaterTests {
  /// Noise, runs and repeats over more than the 32 KiB window and several Huffman blocks come back unchanged.
  @Test func streamsInflateToTheirInput() throws {
    var data: [UInt8] = []
    var state: UInt64 = 5
    for k in 0..<400 {
      for x in 0..<301 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        data.append(k % 3 == 0 ? UInt8(truncatingIfNeeded: state >> 40) : x < 150 ? 255 : UInt8(k % 7))
      }
    }
    for sample in [Array(data.prefix(1)), Array(data.prefix(5)), data] {
      let stream = sample.withUnsafeBufferPointer { Zlib.compress($0, rowBytes: 301, pixelBytes: 3) }
      #expect(try inflateZlib(stream, size: sample.count) == sample)
    }
  }

  /// Fibonacci frequencies would need codes longer than 15 bits; the limited code is complete and within the limit.
  @Test func codeLengthsStayWithinTheLimitAndFillTheKraftSum() {
    var frequencies: [UInt32] = [1, 1]
    while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
    for limit in [7, 15] {
      let code = HuffmanCode(frequencies: Array(frequencies.prefix(19 + (limit == 15 ? 11 : 0))), maxLength: limit)
      #expect(code.lengths.allSatisfy { $0 >= 1 && Int($0) <= limit })
      #expect(code.lengths.reduce(0) { $0 + (1 << (limit - Int($1))) } == 1 << limit)
    }
  }
}
