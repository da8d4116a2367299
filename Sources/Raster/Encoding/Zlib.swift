import CPNG

// zlib for the PNG and APNG chunks the project writes itself: compression
// through `deflateInit2` directly, and the chunks' CRC-32. The only encoding
// file that imports CPNG (for zlib; libpng stays in Pixmap+PNG.swift).
//
// The compression parameters were chosen by measurement (release build, the
// minimum of 5–15 runs, on a 2-core machine shared with other jobs) on a
// 750×1334 list-screen test frame: white background, grey separators, ~900
// colours of anti-aliased glyph shapes and buttons, rows filtered as
// `pngCompressedScanlines(in:channels:)` does. Deflate alone:
//
//   level 1: 5.6 ms, 109.5 KB · level 3: 6.0 ms, 102.6 KB · level 4: 10.5 ms, 95.3 KB
//   level 5: 11.3 ms, 94.1 KB · level 6: 18.5 ms, 92.1 KB
//   libpng's defaults (adaptive filters, level 6), whole encode: 54 ms, 122.2 KB
//
// Level 4 is the first level that uses lazy matching, the largest step in size
// (−7 %) for its time, and the lowest level under 0.8× libpng's bytes; level 6
// saves 3 % more for 75 % more time. `Z_FILTERED` was as fast but 5 % larger,
// `Z_RLE` 2.5× larger. memLevel 5…9 changed size by under 0.5 % and time by
// under 10 %, so the default 8 stays; a 4 KiB window (windowBits 12) was both
// slower and 30 % larger than the full 32 KiB one.

/// Compresses rows into zlib streams with the parameters above, and computes CRC-32s.
enum Zlib {
  /// The compression level, 0…9.
  static let level: Int32 = 4
  /// The hash-table memory level, 1…9.
  static let memoryLevel: Int32 = 8
  /// The base-2 logarithm of the window size (a 32 KiB window).
  static let windowBits: Int32 = 15

  /// The size of the input and output buffers, in bytes.
  static let bufferSize = 65_536

  /// Compresses `rows` rows of `rowBytes` bytes, written on demand by `fill`, into one zlib stream.
  ///
  /// Rows are produced a batch at a time into a 64 KiB buffer, so the input
  /// stays in cache, and output is gathered from a 64 KiB buffer rather than
  /// sized for the worst case. On the 750×1334 test frame this took 3–4 ms
  /// off a 14.5 ms encode compared with filtering the whole image first.
  ///
  /// - Parameters:
  ///   - rows: How many rows, at least 1.
  ///   - rowBytes: The bytes in each row, at least 1.
  ///   - fill: Writes all `rowBytes` bytes of row `row` at `into`.
  /// - Returns: The stream: zlib header, deflate data, Adler-32.
  /// - Throws: ``PNGError`` if zlib cannot allocate its state or fails.
  static func compress(
    rows: Int, rowBytes: Int, fill: (_ row: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void
  ) throws -> [UInt8] {
    // zlib keeps a pointer back to its z_stream, so the stream must not move.
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    stream.initialize(to: z_stream())
    let batch = Swift.max(1, bufferSize / rowBytes)
    let input = UnsafeMutablePointer<UInt8>.allocate(capacity: batch * rowBytes)
    let output = UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize)
    defer {
      deflateEnd(stream)
      stream.deallocate()
      input.deallocate()
      output.deallocate()
    }
    let begun = deflateInit2_(
      stream, level, Z_DEFLATED, windowBits, memoryLevel, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard begun == Z_OK else {
      throw PNGError("zlib could not start compressing (deflateInit2: \(begun)); the machine may be out of memory.")
    }
    var compressed: [UInt8] = []
    var row = 0, result = Z_OK
    while row < rows {
      let count = Swift.min(batch, rows - row)
      for i in 0..<count { fill(row + i, input + i * rowBytes) }
      row += count
      stream.pointee.next_in = input
      stream.pointee.avail_in = uInt(count * rowBytes)
      repeat {
        stream.pointee.next_out = output
        stream.pointee.avail_out = uInt(bufferSize)
        result = deflate(stream, row == rows ? Z_FINISH : Z_NO_FLUSH)
        guard result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR else {
          throw PNGError("zlib could not compress (deflate: \(result)).")
        }
        compressed.append(contentsOf: UnsafeBufferPointer(start: output, count: bufferSize - Int(stream.pointee.avail_out)))
      } while stream.pointee.avail_out == 0
    }
    guard result == Z_STREAM_END else { throw PNGError("zlib could not finish compressing (deflate: \(result)).") }
    return compressed
  }

  /// The CRC-32 of `bytes` (ISO 3309, the polynomial PNG uses), from zlib's `crc32`.
  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
  }
}
