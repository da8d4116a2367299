// Length-limited canonical Huffman codes for deflate's dynamic blocks.
//
// Code lengths come from Huffman's construction (1952) done with two queues
// (van Leeuwen, 1976): the symbols sorted by frequency form one queue, the
// merged nodes, created in nondecreasing weight, the other, so no heap is
// needed. Lengths over the limit (15 for literals and distances, 7 for the
// code-length alphabet; RFC 1951 section 3.2.7) are cut to it, and the Kraft sum is
// then repaired: the longest codes still under the limit are lengthened until
// the code fits, and any slack left is given back to the most frequent
// symbols, so the code is complete as zlib's inflate requires. Codes are
// assigned canonically (RFC 1951 section 3.2.2) and stored bit-reversed, because
// deflate sends Huffman codes most significant bit first into an
// LSB-first bit stream.

import Drawing
import Raster

/// A prefix code for one deflate alphabet: each symbol's length and bit-reversed code.
struct HuffmanCode {
  /// Each symbol's code length in bits; 0 for a symbol that does not occur.
  private(set) var lengths: [UInt8]
  /// Each symbol's code, bit-reversed so it can be written LSB first.
  private(set) var codes: [UInt16]

  /// The code for symbols with the given frequencies, no code longer than `maxLength`.
  ///
  /// A single used symbol still gets a two-symbol code (length 1 for it and for
  /// one unused neighbour), because a decoder needs a complete code.
  ///
  /// - Parameters:
  ///   - frequencies: How often each symbol occurs.
  ///   - maxLength: The longest code allowed, at most 15; `frequencies` must have at most 2^maxLength used symbols.
  init(frequencies: [UInt32], maxLength: Int) {
    lengths = HuffmanCode.codeLengths(frequencies, maxLength: maxLength)
    codes = HuffmanCode.canonicalCodes(lengths)
  }

  /// Huffman code lengths limited to `maxLength` and completed, as the file comment describes.
  private static func codeLengths(_ frequencies: [UInt32], maxLength: Int) -> [UInt8] {
    var lengths = [UInt8](repeating: 0, count: frequencies.count)
    var symbols = frequencies.indices.filter { frequencies[$0] > 0 }
    if symbols.count <= 1 {
      let used = symbols.first ?? 0
      lengths[used] = 1
      lengths[used == 0 ? 1 : 0] = 1
      return lengths
    }
    // By frequency, then symbol: sorting packed keys avoids a comparison closure.
    symbols = symbols.map { UInt64(frequencies[$0]) << 16 | UInt64($0) }.sorted().map { Int($0 & 0xFFFF) }
    let count = symbols.count
    // Nodes 0..<count are the leaves in order; merged nodes follow in the order they are made.
    var weight = symbols.map { UInt64(frequencies[$0]) } + [UInt64](repeating: 0, count: count - 1)
    var parent = [Int](repeating: 0, count: 2 * count - 1)
    var leaf = 0, merged = count, next = count
    func takeLightest() -> Int {
      if leaf < count && (merged >= next || weight[leaf] <= weight[merged]) {
        leaf += 1
        return leaf - 1
      }
      merged += 1
      return merged - 1
    }
    while next < 2 * count - 1 {
      let a = takeLightest(), b = takeLightest()
      weight[next] = weight[a] + weight[b]
      parent[a] = next
      parent[b] = next
      next += 1
    }
    var depth = [Int](repeating: 0, count: 2 * count - 1)
    for node in stride(from: 2 * count - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
    for (i, s) in symbols.enumerated() { lengths[s] = UInt8(Swift.min(depth[i], maxLength)) }

    // Kraft sum in units of 2^-maxLength; a complete code sums to exactly `full`.
    let full = 1 << maxLength
    var kraft = symbols.reduce(0) { $0 + (1 << (maxLength - Int(lengths[$1]))) }
    while kraft > full {
      let longest = symbols.map { Int(lengths[$0]) }.filter { $0 < maxLength }.max() ?? maxLength
      guard let s = symbols.first(where: { Int(lengths[$0]) == longest }) else { break }
      kraft -= 1 << (maxLength - longest - 1)
      lengths[s] += 1
    }
    for s in symbols.reversed() {
      while lengths[s] > 1 && kraft + (1 << (maxLength - Int(lengths[s]))) <= full {
        kraft += 1 << (maxLength - Int(lengths[s]))
        lengths[s] -= 1
      }
    }
    return lengths
  }

  /// Canonical codes for `lengths` (RFC 1951 section 3.2.2), each bit-reversed.
  private static func canonicalCodes(_ lengths: [UInt8]) -> [UInt16] {
    var countOfLength = [Int](repeating: 0, count: 16)
    for l in lengths where l > 0 { countOfLength[Int(l)] += 1 }
    var nextCode = [Int](repeating: 0, count: 16)
    var code = 0
    for bits in 1..<16 {
      code = (code + countOfLength[bits - 1]) << 1
      nextCode[bits] = code
    }
    return lengths.map { l in
      guard l > 0 else { return 0 }
      var v = nextCode[Int(l)], reversed = 0
      nextCode[Int(l)] += 1
      for _ in 0..<Int(l) {
        reversed = reversed << 1 | (v & 1)
        v >>= 1
      }
      return UInt16(reversed)
    }
  }
}
