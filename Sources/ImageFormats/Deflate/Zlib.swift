internal import CPNG
internal import CRasterKernels
import Drawing
import Raster

// The zlib format (RFC 1950) around the project's own deflate, and the CRC-32
// of PNG chunks. The only encoding file that imports CPNG (for zlib's CRC-32;
// libpng stays in Pixmap+PNG.swift).
//
// Compression is `ScanlineDeflater`, which replaced zlib's deflate at level 4:
// on the hero frame at t = 2 s at scale 2 that took 8.1 ms for 63,516 bytes of
// PNG (0.83× libpng's defaults); the levels that came under 0.8× took 52 ms
// (level 9). zlib computes the CRC-32s (of compressed chunks, a few KB); the
// Adler-32 of the scanlines (megabytes) is `rk_adler32`, vectorised: zlib's
// took 8 M instructions on the hero frame, about 9 % of the encode.

/// Wraps deflate data in a zlib stream, and computes CRC-32s.
enum Zlib {
  /// Compresses filtered scanlines into one zlib stream: header, deflate data, Adler-32.
  ///
  /// - Parameters:
  ///   - scanlines: The rows, each a filter byte and its samples.
  ///   - rowBytes: The bytes of one row, filter byte included.
  ///   - pixelBytes: The bytes of one pixel (3 or 4).
  /// - Returns: The stream.
  static func compress(_ scanlines: UnsafeBufferPointer<UInt8>, rowBytes: Int, pixelBytes: Int) -> [UInt8] {
    var writer = DeflateBlockWriter()
    // CMF 0x78: deflate with a 32 KiB window; FLG 0x5E: level "default", check bits making 0x785E a multiple of 31.
    writer.write(0x5E78, bits: 16)
    ScanlineDeflater.deflate(scanlines, rowBytes: rowBytes, pixelBytes: pixelBytes, into: &writer)
    writer.flush()
    let adler = scanlines.baseAddress.map { rk_adler32(1, $0, scanlines.count) } ?? 1
    var bytes = writer.bytes
    bytes.appendBigEndian(adler)
    return bytes
  }

  /// The CRC-32 of `bytes` (ISO 3309, the polynomial PNG uses), from zlib's `crc32`.
  static func crc(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    UInt32(bytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) })
  }
}
