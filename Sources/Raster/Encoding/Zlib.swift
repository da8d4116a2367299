import CPNG

// zlib for the PNG and APNG chunks the project writes itself: compression
// through `deflateInit2` directly, and the chunks' CRC-32. The only encoding
// file that imports CPNG (for zlib; libpng stays in Pixmap+PNG.swift).
//
// Compression parameters The parameters were chosen by measurement on a
// 750×1334 list-screen test frame (white background, grey separators, ~900
// colours of anti-aliased glyph shapes and buttons), scanlines filtered as
// `PNGScanlines` does (Up for a row equal to the one above, else None):
//
//   level 3: ~6 ms, 102.6 KB · level 4: ~13–15 ms, 95.3 KB · level 6: ~18–26 ms, 92.1 KB
//   libpng's defaults (adaptive filters, level 6): ~78–111 ms, 122.2 KB
//
// Level 4 is the first level that uses lazy matching, the largest step in size
// (−7 %) for its time, and the lowest level under 0.8× libpng's bytes.
// `Z_FILTERED` was as fast but 5 % larger, `Z_RLE` 2.5× larger; memLevel 9
// saved 0.3 % for 25 % more time; a 4 KiB window (windowBits 12) was both
// slower and 30 % larger, so the full 32 KiB window stays.

/// Compresses bytes into zlib streams with the parameters above, and computes CRC-32s.
enum Zlib {
  /// The compression level, 0…9.
  static let level: Int32 = 4
  /// The hash-table memory level, 1…9.
  static let memoryLevel: Int32 = 8
  /// The base-2 logarithm of the window size (a 32 KiB window).
  static let windowBits: Int32 = 15

  /// Returns `bytes` as one zlib stream (header, deflate data, Adler-32).
  ///
  /// - Parameter bytes: The data to compress, at most 4 GiB − 1 bytes.
  /// - Throws: ``PNGError`` if zlib cannot allocate its state or fails.
  static func compress(_ bytes: [UInt8]) throws -> [UInt8] {
    var stream = z_stream()
    let begun = deflateInit2_(
      &stream, level, Z_DEFLATED, windowBits, memoryLevel, Z_DEFAULT_STRATEGY,
      ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    guard begun == Z_OK else { throw PNGError("zlib could not start compressing (deflateInit2: \(begun)); the machine may be out of memory.") }
    defer { deflateEnd(&stream) }
    guard bytes.count < Int(UInt32.max) else {
      throw PNGError("An image of \(bytes.count) bytes is too large for one zlib stream; use a smaller image.")
    }
    var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))))
    let result = bytes.withUnsafeBufferPointer { src in
      out.withUnsafeMutableBufferPointer { dst in
        stream.next_in = UnsafeMutablePointer(mutating: src.baseAddress)
        stream.avail_in = uInt(src.count)
        stream.next_out = dst.baseAddress
        stream.avail_out = uInt(dst.count)
        return deflate(&stream, Z_FINISH)
      }
    }
    guard result == Z_STREAM_END else { throw PNGError("zlib could not finish compressing (deflate: \(result)).") }
    out.removeSubrange(Int(stream.total_out)...)
    return out
  }

  /// The CRC-32 of `bytes` (ISO 3309, the polynomial PNG uses), from zlib's `crc32`.
  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
  }
}
