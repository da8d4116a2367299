import CPNG
import Testing

/// One chunk of a PNG file as read back by the tests, independently of the encoder's writer.
public struct ReadChunk {
  /// The four-letter chunk type.
  public var type: String
  /// The chunk's data, without length, type or CRC.
  public var data: [UInt8]

  /// The big-endian 32-bit integer at `offset` in the data.
  public func uint32(at offset: Int) -> UInt32 { bigEndianUInt32(data, at: offset) }
  /// The big-endian 16-bit integer at `offset` in the data.
  public func uint16(at offset: Int) -> UInt16 { UInt16(data[offset]) << 8 | UInt16(data[offset + 1]) }
}

/// The big-endian 32-bit integer at `i` in `bytes`.
public func bigEndianUInt32(_ bytes: [UInt8], at i: Int) -> UInt32 {
  UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
}

/// Splits a PNG file into chunks, checking the signature, every length and every CRC.
///
/// A malformed file records a test failure and returns the chunks read so far.
public func readChunks(_ file: [UInt8]) -> [ReadChunk] {
  #expect(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  var chunks: [ReadChunk] = []
  var i = 8
  while i + 12 <= file.count {
    let length = Int(bigEndianUInt32(file, at: i))
    guard i + 12 + length <= file.count else {
      Issue.record("chunk at \(i) claims \(length) bytes past the end of the file")
      return chunks
    }
    let typeAndData = Array(file[(i + 4)..<(i + 8 + length)])
    let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
    #expect(UInt32(crc) == bigEndianUInt32(file, at: i + 8 + length), "CRC of chunk at \(i)")
    chunks.append(ReadChunk(type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4))))
    i += 12 + length
  }
  #expect(i == file.count, "trailing bytes after the last chunk")
  return chunks
}

/// Inflates one complete zlib stream with zlib's `uncompress`, expecting `size` bytes out.
public func inflateZlib(_ stream: [UInt8], size: Int) throws -> [UInt8] {
  var out = [UInt8](repeating: 0, count: size + 1)
  var length = uLongf(out.count)
  let result = uncompress(&out, &length, stream, uLong(stream.count))
  try #require(result == Z_OK, "uncompress failed: \(result)")
  #expect(Int(length) == size)
  return Array(out.prefix(Int(length)))
}

/// Reverses PNG's five scanline filters (None, Sub, Up, Average, Paeth), as the PNG specification defines them.
///
/// - Returns: The raw samples, `height` rows of `width × channels` bytes.
public func unfilter(_ data: [UInt8], width: Int, height: Int, channels: Int) throws -> [UInt8] {
  let stride = width * channels
  try #require(data.count == height * (stride + 1))
  var raw = [UInt8](repeating: 0, count: height * stride)
  for y in 0..<height {
    let filter = data[y * (stride + 1)]
    for i in 0..<stride {
      let x = Int(data[y * (stride + 1) + 1 + i])
      let a = i >= channels ? Int(raw[y * stride + i - channels]) : 0
      let b = y > 0 ? Int(raw[(y - 1) * stride + i]) : 0
      let c = (i >= channels && y > 0) ? Int(raw[(y - 1) * stride + i - channels]) : 0
      let predictor: Int
      switch filter {
      case 0: predictor = 0
      case 1: predictor = a
      case 2: predictor = b
      case 3: predictor = (a + b) / 2
      case 4:
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      default:
        Issue.record("unknown filter \(filter) on row \(y)")
        predictor = 0
      }
      raw[y * stride + i] = UInt8((x + predictor) & 0xFF)
    }
  }
  return raw
}
