// A PNG writer of the tests' own, so that the pixels a test decodes are known without the
// package's encoder: chunks with their CRC-32 (ISO 3309, the reflected polynomial 0xEDB88320,
// computed bit by bit as PNG's specification, section 5.5, describes it), and the image data as a
// zlib stream of stored deflate blocks (RFC 1950 and RFC 1951 section 3.2.4) closed by its
// Adler-32. Each row is sent with filter type 0 (none), so the bytes written are the pixels given.

enum PNGWriter {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// A PNG of `width` × `height` pixels of 8 bits a sample, `colorType` as the IHDR names it
  /// (0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA), with `rows` holding each row's samples.
  static func png(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], extraChunks: [(String, [UInt8])] = []) -> [UInt8] {
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0]
    var out = signature + chunk("IHDR", header)
    for (type, data) in extraChunks { out += chunk(type, data) }
    return out + chunk("IDAT", zlibStored(rows.flatMap { [0] + $0 })) + chunk("IEND", [])
  }

  /// One chunk: length, type, data and the CRC-32 of type and data.
  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// `data` as a zlib stream of stored blocks, at most 65,535 bytes each.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(data.count, start + 65_535), length = UInt16(end - start)
      out += [end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
      out += data[start..<end]
      start = end
    } while start < data.count
    return out + bigEndian(adler32(data))
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }

  static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
  }
}
