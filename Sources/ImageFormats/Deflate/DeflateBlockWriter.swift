// Deflate's dynamic-Huffman blocks (RFC 1951 section 3.2.7), written from LZ77 tokens.
//
// Each block gets its own literal/length and distance codes built from the
// block's token counts (`HuffmanCode`). The two code-length lists are sent
// run-length coded with symbols 16 (repeat the previous length 3–6 times),
// 17 (3–10 zeros) and 18 (11–138 zeros), themselves Huffman coded with lengths
// limited to 7 bits. Bits go LSB first into a 64-bit accumulator that is
// stored four bytes at a time.

import Drawing
import Raster

/// Writes deflate blocks: the bit stream and the output it grows.
struct DeflateBlockWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// Bits not yet stored, the oldest in the low bits.
  private var accumulator: UInt64 = 0
  /// How many bits of `accumulator` are in use, below 32 between writes.
  private var bitCount = 0

  /// The first length of each of the 29 length codes (symbols 257…285).
  static let lengthBase: [Int] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  /// The extra bits after each length code.
  static let lengthExtra: [UInt8] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// The first distance of each of the 30 distance codes.
  static let distanceBase: [Int] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  /// The extra bits after each distance code.
  static let distanceExtra: [UInt8] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
  /// The length code (0…28) of each match length 0…258.
  static let lengthCode: [UInt8] = (0...258).map { l in
    UInt8(lengthBase.lastIndex { $0 <= Swift.max(l, 3) } ?? 0)
  }
  /// The distance code of distances 1…512 at index d − 1, and of larger distances at 512 + (d − 1) >> 7.
  static let distanceCode: [UInt8] = (0..<768).map { i in
    let d = i < 512 ? i + 1 : ((i - 512) << 7) + 1
    return UInt8(distanceBase.lastIndex { $0 <= d } ?? 0)
  }
  /// The order in which code-length code lengths are sent.
  static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  /// The distance code of a distance 1…32768.
  @inline(__always)
  static func distanceCode(_ distance: Int, in table: UnsafePointer<UInt8>) -> Int {
    Int(table[distance <= 512 ? distance - 1 : 512 + ((distance - 1) >> 7)])
  }

  /// Appends `count` bits of `value`, at most 32 bits.
  @inline(__always)
  mutating func write(_ value: UInt32, bits count: Int) {
    accumulator |= UInt64(value) << UInt64(bitCount)
    bitCount += count
    if bitCount >= 32 {
      let word = UInt32(truncatingIfNeeded: accumulator)
      bytes.append(UInt8(truncatingIfNeeded: word))
      bytes.append(UInt8(truncatingIfNeeded: word >> 8))
      bytes.append(UInt8(truncatingIfNeeded: word >> 16))
      bytes.append(UInt8(truncatingIfNeeded: word >> 24))
      accumulator >>= 32
      bitCount -= 32
    }
  }

  /// Pads to a byte boundary and stores the remaining bits.
  mutating func flush() {
    while bitCount > 0 {
      bytes.append(UInt8(truncatingIfNeeded: accumulator))
      accumulator >>= 8
      bitCount = Swift.max(0, bitCount - 8)
    }
    accumulator = 0
  }

  /// Writes one dynamic-Huffman block holding `tokens` and an end-of-block code.
  ///
  /// - Parameters:
  ///   - tokens: Literals (values below 256) and matches (`length << 16 | distance`, length 3…258, distance 1…32768).
  ///   - isLast: Whether this is the stream's final block.
  mutating func writeBlock(_ tokens: UnsafeBufferPointer<UInt32>, isLast: Bool) {
    Self.lengthCode.withUnsafeBufferPointer { lengthCode in
      Self.distanceCode.withUnsafeBufferPointer { distanceCode in
        guard let lc = lengthCode.baseAddress, let dc = distanceCode.baseAddress else { return }
        var literalCounts = [UInt32](repeating: 0, count: 286)
        var distanceCounts = [UInt32](repeating: 0, count: 30)
        literalCounts.withUnsafeMutableBufferPointer { literal in
          distanceCounts.withUnsafeMutableBufferPointer { distance in
            for t in tokens {
              if t < 256 {
                literal[Int(t)] &+= 1
              } else {
                literal[257 + Int(lc[Int(t >> 16)])] &+= 1
                distance[Self.distanceCode(Int(t & 0xFFFF), in: dc)] &+= 1
              }
            }
          }
        }
        literalCounts[256] = 1
        let literals = HuffmanCode(frequencies: literalCounts, maxLength: 15)
        let distances = HuffmanCode(frequencies: distanceCounts, maxLength: 15)
        write(isLast ? 1 : 0, bits: 1)
        write(2, bits: 2)
        writeCodeLengths(literals.lengths, distances.lengths)
        writeTokens(tokens, literals: literals, distances: distances, lengthCode: lc, distanceCode: dc)
        write(UInt32(literals.codes[256]), bits: Int(literals.lengths[256]))
      }
    }
  }

  /// Writes the tokens with the block's codes.
  ///
  /// The bits go through local copies of the accumulator into a scratch buffer
  /// that is appended once, and each length's code and extra bits are looked
  /// up as one entry: per token that is one or two table reads and stores
  /// instead of several array accesses and four appends per word.
  private mutating func writeTokens(
    _ tokens: UnsafeBufferPointer<UInt32>, literals: HuffmanCode, distances: HuffmanCode,
    lengthCode: UnsafePointer<UInt8>, distanceCode: UnsafePointer<UInt8>
  ) {
    // Each length 3…258 as its code with the extra bits above it (`bits << 32 | value`).
    var lengthWords = [UInt64](repeating: 0, count: 259)
    for length in 3...258 {
      let l = Int(lengthCode[length]), codeBits = Int(literals.lengths[257 + l])
      let value = UInt64(literals.codes[257 + l]) | UInt64(length - Self.lengthBase[l]) << UInt64(codeBits)
      lengthWords[length] = UInt64(codeBits + Int(Self.lengthExtra[l])) << 32 | value
    }
    // Each distance code's code, its length plus extra bits, and its first distance.
    var distanceWords = [UInt64](repeating: 0, count: 30)
    for d in 0..<30 {
      let codeBits = UInt64(distances.lengths[d])
      distanceWords[d] = UInt64(Self.distanceBase[d]) << 48 | (codeBits + UInt64(Self.distanceExtra[d])) << 40
        | codeBits << 32 | UInt64(distances.codes[d])
    }
    // A match takes at most 48 bits, so six bytes a token (plus a word of slack) always suffice.
    let out = UnsafeMutableRawPointer.allocate(byteCount: tokens.count * 6 + 8, alignment: 8)
    defer { out.deallocate() }
    var acc = accumulator, used = bitCount, n = 0
    literals.lengths.withUnsafeBufferPointer { ll in
      literals.codes.withUnsafeBufferPointer { lcodes in
        lengthWords.withUnsafeBufferPointer { lw in
          distanceWords.withUnsafeBufferPointer { dw in
            /// Appends `bits` bits of `value` (at most 32), storing a word once 32 are pending.
            func put(_ value: UInt64, bits: Int) {
              acc |= value &<< UInt64(used)
              used &+= bits
              if used >= 32 {
                out.storeBytes(of: UInt32(truncatingIfNeeded: acc).littleEndian, toByteOffset: n, as: UInt32.self)
                n &+= 4
                acc &>>= 32
                used &-= 32
              }
            }
            for t in tokens {
              if t < 256 {
                put(UInt64(lcodes[Int(t)]), bits: Int(ll[Int(t)]))
                continue
              }
              let length = lw[Int(t >> 16)]
              put(length & 0xFFFF_FFFF, bits: Int(length >> 32))
              let distance = Int(t & 0xFFFF)
              let word = dw[Self.distanceCode(distance, in: distanceCode)]
              let extra = UInt64(distance) &- word >> 48
              put(word & 0xFFFF | extra << (word >> 32 & 0xFF), bits: Int(word >> 40 & 0xFF))
            }
          }
        }
      }
    }
    bytes.append(contentsOf: UnsafeRawBufferPointer(start: out, count: n))
    accumulator = acc
    bitCount = used
  }

  /// Writes HLIT, HDIST, HCLEN and both code-length lists, run-length and Huffman coded.
  private mutating func writeCodeLengths(_ literalLengths: [UInt8], _ distanceLengths: [UInt8]) {
    var literalCount = 286
    while literalCount > 257 && literalLengths[literalCount - 1] == 0 { literalCount -= 1 }
    var distanceCount = 30
    while distanceCount > 1 && distanceLengths[distanceCount - 1] == 0 { distanceCount -= 1 }
    let all = Array(literalLengths[..<literalCount]) + Array(distanceLengths[..<distanceCount])

    // Each run symbol is `symbol | extra << 5`.
    var runs: [Int] = []
    var counts = [UInt32](repeating: 0, count: 19)
    var i = 0
    while i < all.count {
      let v = Int(all[i])
      var run = 1
      while i + run < all.count && all[i + run] == all[i] { run += 1 }
      if v == 0 && run >= 3 {
        let k = Swift.min(run, 138)
        runs.append(k >= 11 ? 18 | (k - 11) << 5 : 17 | (k - 3) << 5)
        counts[k >= 11 ? 18 : 17] += 1
        i += k
      } else if v != 0 && run >= 4 {
        let k = Swift.min(run - 1, 6)
        runs.append(v)
        runs.append(16 | (k - 3) << 5)
        counts[v] += 1
        counts[16] += 1
        i += 1 + k
      } else {
        runs.append(v)
        counts[v] += 1
        i += 1
      }
    }
    let code = HuffmanCode(frequencies: counts, maxLength: 7)
    var sent = 19
    while sent > 4 && code.lengths[Self.codeLengthOrder[sent - 1]] == 0 { sent -= 1 }
    write(UInt32(literalCount - 257), bits: 5)
    write(UInt32(distanceCount - 1), bits: 5)
    write(UInt32(sent - 4), bits: 4)
    for s in Self.codeLengthOrder[..<sent] { write(UInt32(code.lengths[s]), bits: 3) }
    for r in runs {
      let s = r & 31
      write(UInt32(code.codes[s]), bits: Int(code.lengths[s]))
      switch s {
      case 16: write(UInt32(r >> 5), bits: 2)
      case 17: write(UInt32(r >> 5), bits: 3)
      case 18: write(UInt32(r >> 5), bits: 7)
      default: break
      }
    }
  }
}
