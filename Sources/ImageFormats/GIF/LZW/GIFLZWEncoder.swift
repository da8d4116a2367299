// GIF's LZW coder (Welch, "A technique for high-performance data
// compression", 1984, with GIF89a's variable-length codes), writing the same
// bits as giflib's encoder (`EGifCompressLine` and `EGifCompressOutput` in
// egif_lib.c, giflib 5.2) so that an image's bytes do not depend on which of
// the two coded it.
//
// The image data is the minimum code size (the colour table's bits, at
// least 2), then the codes packed LSB first into sub-blocks of up to 255
// bytes, then an empty sub-block. Codes start one bit wider than the code
// size, after a clear code. Each time the current string cannot be extended
// by the next entry its code is written and, unless the table already holds
// 4095 codes, the string plus that entry is defined as the next code;
// at 4095 giflib writes a clear code instead and starts over. giflib widens
// the codes after writing a code once the next free code has reached the
// current width's limit, and never beyond 12 bits; the last string's code and
// the end code close the image. The table is `GIFLZWDictionary`, which the
// entry search (`GIFStringSearch`) models giflib with as well.
//
// Coding images here rather than through giflib lets frames be coded on
// several threads, each into its own buffer, while one thread writes the
// file; the trie takes one array lookup per entry where giflib hashes. On
// frames 100–180 of hero at scale 2 (callgrind) giflib's EGifPutLine took
// 319 M instructions and this coder 156 M.

/// Codes the entries of one GIF image into its LZW image data.
struct GIFLZWEncoder {
  /// The code giflib stops defining at: reaching it writes a clear code.
  private static let codeLimit = GIFLZWDictionary.codeLimit

  /// The image data of `entries`: code size, sub-blocks and the empty sub-block that ends them.
  ///
  /// - Parameters:
  ///   - entries: The image's entries, row by row, at least one, each below `tableSize`.
  ///   - tableSize: The colour table's size, a power of two from 4 to 256.
  static func imageData(_ entries: [UInt8], tableSize: Int) -> [UInt8] {
    var bits = 2
    while 1 << bits < tableSize { bits += 1 }
    let clear = 1 << bits, end = clear + 1
    var output = CodeWriter(codeSize: bits)
    var dictionary = GIFLZWDictionary(roots: tableSize)
    output.put(clear, nextCode: dictionary.nextCode)
    entries.withUnsafeBufferPointer { input in
      guard var current = input.first.map(Int.init) else { return }
      for entry in input.dropFirst() {
        let child = dictionary.childCode(current, Int(entry))
        if child >= 0 {
          current = child
          continue
        }
        output.put(current, nextCode: dictionary.nextCode)
        if dictionary.isFull {
          output.put(clear, nextCode: dictionary.nextCode)
          dictionary.clear()
          output.restart()
        } else {
          dictionary.define(current, followedBy: entry)
        }
        current = Int(entry)
      }
      output.put(current, nextCode: dictionary.nextCode)
    }
    output.put(end, nextCode: dictionary.nextCode)
    return output.blocks.finished()
  }

  /// The image data of strings already parsed: their codes in order, -1 where the table was cleared.
  ///
  /// The codes of ``GIFExactStringSearch`` are those giflib finds in the entries it chose, so this
  /// writes the bytes ``imageData(_:tableSize:)`` writes for them without parsing them again. The
  /// i-th string after a clear is written when the next free code is `tableSize` + 2 + i, and
  /// defines it; a clear comes when that reaches ``GIFLZWDictionary/codeLimit``.
  static func imageData(codes: [Int16], tableSize: Int) -> [UInt8] {
    var bits = 2
    while 1 << bits < tableSize { bits += 1 }
    let clear = 1 << bits, end = clear + 1
    var output = CodeWriter(codeSize: bits)
    var next = clear + 2
    output.put(clear, nextCode: next)
    for code in codes {
      if code < 0 {
        // No string was defined after the last one: the table was full.
        output.put(clear, nextCode: next - 1)
        output.restart()
        next = clear + 2
      } else {
        output.put(Int(code), nextCode: next)
        next += 1
      }
    }
    output.put(end, nextCode: next - 1)
    return output.blocks.finished()
  }

  /// Codes of the width giflib gives them, into sub-blocks.
  private struct CodeWriter {
    var blocks: SubBlocks
    /// The code size: codes start one bit wider.
    let bits: Int
    var width: Int
    var widthLimit: Int

    init(codeSize: Int) {
      blocks = SubBlocks(codeSize: UInt8(codeSize))
      bits = codeSize
      width = codeSize + 1
      widthLimit = 1 << width
    }

    /// Writes `code`, then widens codes once the next free code reaches the width's limit, as giflib does.
    @inline(__always)
    mutating func put(_ code: Int, nextCode: Int) {
      blocks.put(code, bits: width)
      if nextCode >= widthLimit, code <= GIFLZWEncoder.codeLimit {
        width += 1
        widthLimit = 1 << width
      }
    }

    /// Starts again at the narrowest codes, after a clear code.
    mutating func restart() {
      width = bits + 1
      widthLimit = 1 << width
    }
  }

  /// Codes packed LSB first into 255-byte sub-blocks, after the code size byte.
  private struct SubBlocks {
    var bytes: [UInt8]
    /// Where the current sub-block's length byte is; a sub-block opens only with a byte to put in it.
    var blockStart: Int
    var accumulator: UInt64 = 0
    var bitCount = 0

    init(codeSize: UInt8) {
      bytes = [codeSize, 0]
      blockStart = 1
    }

    /// Appends the low `bits` bits of `code`.
    @inline(__always)
    mutating func put(_ code: Int, bits: Int) {
      accumulator |= UInt64(code) << UInt64(bitCount)
      bitCount += bits
      while bitCount >= 8 {
        append(UInt8(truncatingIfNeeded: accumulator))
        accumulator >>= 8
        bitCount -= 8
      }
    }

    /// Appends one byte of code data, opening a new sub-block after 255.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
      if bytes.count - blockStart > 255 {
        blockStart = bytes.count
        bytes.append(0)
      }
      bytes.append(byte)
      bytes[blockStart] &+= 1
    }

    /// The data with the partial last byte flushed and the empty sub-block appended.
    mutating func finished() -> [UInt8] {
      if bitCount > 0 { append(UInt8(truncatingIfNeeded: accumulator)) }
      bytes.append(0)
      return bytes
    }
  }
}
