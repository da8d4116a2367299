/// Builds a PNG or APNG file chunk by chunk: length, type, data and CRC-32.
///
/// The CRC covers the type and the data (``Zlib/crc(_:)``). The writer starts with the 8-byte PNG signature.

import Drawing
import Raster
struct PNGChunkWriter {
  /// The file so far.
  private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Appends one chunk.
  ///
  /// - Parameters:
  ///   - type: The four-letter chunk type, such as `IHDR`.
  ///   - data: The chunk's contents, fewer than 2³¹ bytes.
  /// - Throws: ``PNGError`` when the data is too long for one chunk.
  mutating func append(_ type: String, _ data: [UInt8]) throws {
    bytes += try Self.chunk(type, data)
  }

  /// One chunk's bytes: length, type, data and CRC-32.
  ///
  /// - Throws: ``PNGError`` when the data is too long for one chunk.
  static func chunk(_ type: String, _ data: [UInt8]) throws -> [UInt8] {
    guard data.count < Int(Int32.max) else {
      throw PNGError("A \(type) chunk of \(data.count) bytes exceeds PNG's 2³¹ − 1 limit; use a smaller image.")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count + 12)
    bytes.appendBigEndian(UInt32(data.count))
    bytes.append(contentsOf: type.utf8)
    bytes.append(contentsOf: data)
    bytes.appendBigEndian(Zlib.crc(bytes[4...]))
    return bytes
  }

  /// Appends the IHDR chunk: 8-bit depth, RGB or RGBA, deflate, adaptive filtering, no interlace.
  mutating func appendHeader(width: Int, height: Int, channels: Int) throws {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(width))
    data.appendBigEndian(UInt32(height))
    data.append(contentsOf: [8, channels == 4 ? 6 : 2, 0, 0, 0])
    try append("IHDR", data)
  }
}

extension [UInt8] {
  /// Appends a 32-bit value, most significant byte first, as PNG stores integers.
  mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
  }

  /// Appends a 16-bit value, most significant byte first.
  mutating func appendBigEndian(_ value: UInt16) {
    append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)])
  }
}
