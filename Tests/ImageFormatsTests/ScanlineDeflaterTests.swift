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

/// Inputs at deflate's limits: each must inflate back unchanged, at the size its structure allows.
struct ScanlineDeflaterLimitTests {
  /// Bytes from a fixed linear congruential sequence: no string repeats by chance beyond two bytes or so.
  static func noise(_ count: Int, seed: UInt64) -> [UInt8] {
    var state = seed
    return (0..<count).map { _ in
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return UInt8(truncatingIfNeeded: state >> 40)
    }
  }

  static func roundTrip(_ data: [UInt8], rowBytes: Int = 301, pixelBytes: Int = 3) throws -> [UInt8] {
    let stream = data.withUnsafeBufferPointer { Zlib.compress($0, rowBytes: rowBytes, pixelBytes: pixelBytes) }
    #expect(try inflateZlib(stream, size: data.count) == data)
    return stream
  }

  /// 200 KB of one byte is one long run of 258-byte matches: under a bit per match plus the block headers.
  @Test func allEqualBytesShrinkToMatchesOfTheLongestLength() throws {
    let data = [UInt8](repeating: 0xA5, count: 200_000)
    let stream = try Self.roundTrip(data)
    // 775 matches of 258 bytes; even at 8 bits each that is under 1 KB.
    #expect(stream.count < 1_000)
  }

  /// Noise cannot shrink; literal codes of 8–9 bits keep it within 2 % plus headers.
  @Test func noiseGrowsByLessThanTwoPercent() throws {
    let data = Self.noise(100_000, seed: 11)
    let stream = try Self.roundTrip(data)
    #expect(stream.count <= data.count + data.count / 50 + 64)
  }

  /// A 1,000-byte pattern repeated 100 times: all but the first copy are matches, longest length at distance 1,000.
  @Test func aRepeatedPatternIsCodedOnce() throws {
    let pattern = Self.noise(1_000, seed: 5)
    let data = (0..<100).flatMap { _ in pattern }
    let stream = try Self.roundTrip(data)
    // The first copy as literals (≈1,000 bytes), then 99,000 bytes as about 384 matches of 258.
    #expect(stream.count < 1_000 + 1_000)
  }

  /// 20 KB of noise repeated exactly 32,768 bytes later, noise between: only a match at the window's
  /// farthest distance can shrink it, and the stream is 20 KB under the noise's size.
  @Test(arguments: [32_768, 32_769])
  func aRepeatAtTheWindowsEdgeIsMatchedOnlyInsideIt(distance: Int) throws {
    let block = Self.noise(20_000, seed: 3)
    let data = block + Self.noise(distance - block.count, seed: 4) + block
    let stream = try Self.roundTrip(data)
    if distance == 32_768 {
      #expect(stream.count < data.count - 19_000)
    } else {
      #expect(stream.count > data.count - 1_000)
    }
  }

  /// Rows of 4-byte pixels and rows wider than half the window (two rows back is out of reach) round-trip.
  @Test(arguments: [(4, 401), (3, 20_001)])
  func imageDistancesAtAnyRowWidthRoundTrip(pixelBytes: Int, rowBytes: Int) throws {
    let row = Self.noise(rowBytes, seed: 9)
    var data: [UInt8] = []
    for k in 0..<6 { data += k % 2 == 0 ? row : Self.noise(rowBytes, seed: UInt64(k)) }
    _ = try Self.roundTrip(data, rowBytes: rowBytes, pixelBytes: pixelBytes)
  }
}
