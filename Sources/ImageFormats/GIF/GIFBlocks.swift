import Drawing
import Raster

// The blocks of a GIF89a file (the GIF89a specification, CompuServe 1990),
// laid out byte for byte as giflib's EGifPutScreenDesc, EGifPutExtension and
// EGifPutImageDesc write them, so the encoder can stream a file block by block:
//
// - header "GIF89a", logical screen (width, height, a packed byte with the
//   global table flag, colour resolution 8 and the table's bits, the
//   background index, no aspect ratio) and the global colour table: the
//   palette, then black up to the table's size;
// - unless the animation plays once, the NETSCAPE2.0 application extension
//   with the number of repeats after the first play (0 for ever);
// - per image, a graphic control extension (disposal, delay in hundredths,
//   transparent index) and an image descriptor, with a local colour table
//   (laid out as the global one) when the image has its own palette,
//   followed by the LZW image data (`GIFLZWEncoder`);
// - the trailer ";".
// Integers are little-endian.

/// What a decoder does with an image's rectangle before drawing the next image.
enum GIFDisposal: UInt8, Sendable {
  /// Leaves the image in place ("do not dispose").
  case keep = 1
  /// Clears the image's rectangle to transparent ("restore to background").
  case clear = 2
}

/// The byte blocks of a GIF89a file.
enum GIFBlocks {
  /// The header, logical screen, global colour table and, unless it plays once, the loop extension.
  ///
  /// - Parameters:
  ///   - width: The logical screen width in pixels, 1…65535.
  ///   - height: The logical screen height in pixels, 1…65535.
  ///   - palette: The global colour table's colours; its transparent entry and padding are black.
  ///   - backgroundIndex: The entry decoders may fill the screen with: 0, or the transparent entry
  ///     for an animation with transparent pixels.
  ///   - loopCount: How many times the animation plays, 0…65536; 0 means forever.
  static func header(width: Int, height: Int, palette: GIFPalette, backgroundIndex: UInt8, loopCount: Int) -> [UInt8] {
    var bytes = Array("GIF89a".utf8)
    bytes.appendLittleEndian(UInt16(width))
    bytes.appendLittleEndian(UInt16(height))
    bytes += [0x80 | 0x70 | sizeBits(palette), backgroundIndex, 0]
    bytes += colorTable(palette)
    guard loopCount != 1 else { return bytes }
    // NETSCAPE2.0 counts repeats after the first play; 0 repeats forever.
    let repeats = UInt16(loopCount == 0 ? 0 : loopCount - 1)
    bytes += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
    bytes.appendLittleEndian(repeats)
    bytes.append(0)
    return bytes
  }

  /// One image: its graphic control extension, its descriptor and its LZW image data.
  ///
  /// - Parameters:
  ///   - rect: Where the image goes on the logical screen.
  ///   - delay: How long it shows, in hundredths of a second, 0…65535.
  ///   - disposal: What happens to its rectangle before the next image.
  ///   - transparentIndex: The entry that leaves pixels as they are, or `nil` for none.
  ///   - localTable: The image's own palette, written after its descriptor, or `nil` for the global one.
  ///   - data: The image data from ``GIFLZWEncoder/imageData(_:tableSize:)``.
  static func image(
    rect: IntRect, delay: Int, disposal: GIFDisposal, transparentIndex: UInt8?, localTable: GIFPalette? = nil, data: [UInt8]
  ) -> [UInt8] {
    var bytes: [UInt8] = [0x21, 0xF9, 4, disposal.rawValue << 2 | (transparentIndex == nil ? 0 : 1)]
    bytes.appendLittleEndian(UInt16(delay))
    bytes += [transparentIndex ?? 0xFF, 0, 0x2C]
    for value in [rect.minX, rect.minY, rect.width, rect.height] { bytes.appendLittleEndian(UInt16(value)) }
    if let localTable {
      bytes.append(0x80 | sizeBits(localTable))
      bytes += colorTable(localTable)
    } else {
      bytes.append(0)
    }
    bytes += data
    return bytes
  }

  /// The size field of a colour table's flags: the table holds 2^(field + 1) entries.
  private static func sizeBits(_ palette: GIFPalette) -> UInt8 {
    var bits = 1
    while 1 << bits < palette.tableSize { bits += 1 }
    return UInt8(bits - 1)
  }

  /// A colour table: the palette's colours as RGB triples, then black up to its table size.
  private static func colorTable(_ palette: GIFPalette) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(3 * palette.tableSize)
    for i in 0..<palette.tableSize {
      let color = i < palette.colors.count ? palette.colors[i] : 0
      bytes += [UInt8(truncatingIfNeeded: color), UInt8(truncatingIfNeeded: color >> 8), UInt8(truncatingIfNeeded: color >> 16)]
    }
    return bytes
  }

  /// The trailer that ends the file.
  static let trailer: [UInt8] = [0x3B]
}

extension [UInt8] {
  /// Appends a 16-bit value, least significant byte first, as GIF stores integers.
  mutating func appendLittleEndian(_ value: UInt16) {
    append(contentsOf: [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)])
  }
}
