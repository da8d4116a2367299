import Drawing
import PNGDecoding
import Testing

/// `Bitmap(pngData:maximumPixels:)` on PNGs written by the tests' own writer, with the expected
/// premultiplied pixels computed here: round(c·a/255), as the integer (2·c·a + 255) / 510 (the
/// quotient c·a/255 never ends in exactly one half, 255 being odd).
struct PNGDecodingTests {
  func premultiplied(_ c: Int, _ a: Int) -> UInt8 { UInt8((2 * c * a + 255) / 510) }

  func decode(_ bytes: [UInt8], maximumPixels: Int = 1 << 20) throws -> Bitmap {
    try Bitmap(pngData: bytes, maximumPixels: maximumPixels)
  }

  @Test func straightAlphaBecomesPremultiplied() throws {
    let rows: [[UInt8]] = [[200, 100, 50, 128, 255, 255, 255, 0], [10, 20, 30, 255, 255, 0, 128, 1]]
    let bitmap = try decode(PNGWriter.png(width: 2, height: 2, colorType: 6, rows: rows))
    #expect(bitmap.width == 2 && bitmap.height == 2)
    // 200·128/255 = 100.4, 100·128/255 = 50.2, 50·128/255 = 25.1; 128·1/255 = 0.502 rounds up.
    #expect(bitmap.pixels == [100, 50, 25, 128, 0, 0, 0, 0, 10, 20, 30, 255, 1, 0, 1, 1])
  }

  /// Every colour byte against every alpha: the decoder's two-lanes-at-a-time division by 255 is
  /// exact for all 65,536 products.
  @Test func everyColourAndAlphaRoundsToNearest() throws {
    let rows: [[UInt8]] = (0..<256).map { (a: Int) -> [UInt8] in
      (0..<256).flatMap { (c: Int) -> [UInt8] in [UInt8(c), UInt8(255 - c), UInt8(c), UInt8(a)] }
    }
    let bitmap = try decode(PNGWriter.png(width: 256, height: 256, colorType: 6, rows: rows))
    var wrong: [String] = []
    for a in 0..<256 {
      for c in 0..<256 {
        let i = (a * 256 + c) * 4
        let expected = [premultiplied(c, a), premultiplied(255 - c, a), premultiplied(c, a), UInt8(a)]
        if Array(bitmap.pixels[i..<i + 4]) != expected, wrong.count < 5 { wrong.append("c \(c) a \(a): \(bitmap.pixels[i..<i + 4])") }
      }
    }
    #expect(wrong.isEmpty)
  }

  @Test func greyBecomesOpaqueRGBA() throws {
    let bitmap = try decode(PNGWriter.png(width: 3, height: 1, colorType: 0, rows: [[0, 128, 255]]))
    #expect(bitmap.pixels == [0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255])
  }

  @Test func greyAndAlphaIsPremultiplied() throws {
    let bitmap = try decode(PNGWriter.png(width: 3, height: 1, colorType: 4, rows: [[100, 128, 255, 0, 60, 255]]))
    // 100·128/255 = 50.2.
    #expect(bitmap.pixels == [50, 50, 50, 128, 0, 0, 0, 0, 60, 60, 60, 255])
  }

  @Test func rgbBecomesOpaqueRGBA() throws {
    let bitmap = try decode(PNGWriter.png(width: 1, height: 2, colorType: 2, rows: [[1, 2, 3], [250, 128, 0]]))
    #expect(bitmap.pixels == [1, 2, 3, 255, 250, 128, 0, 255])
  }

  /// A palette with transparency for its first two entries only: the third is opaque.
  @Test func paletteWithTransparency() throws {
    let png = PNGWriter.png(
      width: 4, height: 1, colorType: 3, rows: [[0, 1, 2, 1]],
      extraChunks: [("PLTE", [255, 0, 0, 0, 255, 0, 200, 100, 50]), ("tRNS", [0, 128])])
    let bitmap = try decode(png)
    // Green 255·128/255 = 128.
    #expect(bitmap.pixels == [0, 0, 0, 0, 0, 128, 0, 128, 200, 100, 50, 255, 0, 128, 0, 128])
  }

  /// A header declaring 20000 × 20000 pixels, followed by a few bytes of image data: refused from
  /// the header. Were the pixels allocated and decoded first, the missing rows would be a
  /// `PNGError` instead, after allocating 1.6 GB.
  @Test func hugeHeaderIsRefusedBeforeDecoding() throws {
    let png = PNGWriter.png(width: 20000, height: 20000, colorType: 6, rows: [[1, 2, 3, 4]])
    let error = #expect(throws: PNGSizeError.self) { try decode(png, maximumPixels: 100) }
    #expect(error?.width == 20000 && error?.height == 20000 && error?.maximumPixels == 100)
    #expect(error?.description == "The PNG is a 20000×20000 PNG (400000000 pixels), more than the 100 pixels allowed; scale the image down.")
    // A caller's limit past the bitmap's own is held to the bitmap's: 2²⁷ pixels.
    let clamped = #expect(throws: PNGSizeError.self) { try decode(png, maximumPixels: .max) }
    #expect(clamped?.maximumPixels == 134_217_728)
  }

  @Test func limitIsInclusive() throws {
    func grey(width: Int) -> [UInt8] {
      PNGWriter.png(width: width, height: 10, colorType: 0, rows: Array(repeating: Array(repeating: 7, count: width), count: 10))
    }
    #expect(try decode(grey(width: 10), maximumPixels: 100).pixels.count == 400)
    let error = #expect(throws: PNGSizeError.self) { try decode(grey(width: 11), maximumPixels: 100) }
    #expect(error?.width == 11 && error?.height == 10)
  }

  /// The package-level decoder the pixmap reader uses: a side limit, and pixels as packed words.
  @Test func sideLimitAndPackedWords() throws {
    let png = PNGWriter.png(width: 9, height: 2, colorType: 6, rows: Array(repeating: Array(repeating: 0, count: 36), count: 2))
    let error = #expect(throws: PNGError.self) {
      try PNGDecoder.decode(png, name: "'a.png'", maximumPixels: 100, maximumSide: 8, sideLimit: "8 pixels a side", as: UInt8.self)
    }
    #expect(error?.description == "'a.png' is a 9×2 PNG, larger than 8 pixels a side.")
    let one = PNGWriter.png(width: 1, height: 1, colorType: 6, rows: [[200, 100, 50, 128]])
    let words = try PNGDecoder.decode(one, name: "'b.png'", maximumPixels: 1, as: UInt32.self)
    #expect(words.width == 1 && words.height == 1)
    // Bytes 100, 50, 25, 128 in memory, whatever the machine's byte order.
    let expected: UInt32 = 0x8019_3264
    #expect(words.pixels.map { UInt32(littleEndian: $0) } == [expected])
  }

  @Test func emptyAndForeignBytesAreNotPNGs() throws {
    #expect(throws: PNGError.self) { try decode([]) }
    let error = #expect(throws: PNGError.self) { try decode(Array("GIF89a, not a PNG at all".utf8)) }
    #expect(error?.description.hasPrefix("The PNG is not a PNG that can be decoded (libpng: ") == true)
  }

  @Test func truncatedFilesAreRefused() throws {
    let png = PNGWriter.png(width: 16, height: 16, colorType: 6, rows: Array(repeating: Array(repeating: 90, count: 64), count: 16))
    #expect(try decode(png).pixels.count == 16 * 16 * 4)
    // Inside the header, inside the image data, and without the image data's CRC. (Cut after
    // the image data's CRC, without IEND, libpng's simplified reader has every pixel and accepts it.)
    for length in [20, png.count / 2, png.count - 16] {
      #expect(throws: PNGError.self, "\(length) of \(png.count) bytes") { try decode(Array(png.prefix(length))) }
    }
  }

  /// A CRC that does not match its chunk, in the header and in the image data.
  @Test func badChecksumsAreRefused() throws {
    let png = PNGWriter.png(width: 2, height: 2, colorType: 2, rows: [[1, 2, 3, 4, 5, 6], [7, 8, 9, 10, 11, 12]])
    #expect(try decode(png).width == 2)
    let headerCRC = 8 + 8 + 13  // signature, IHDR's length and type, its 13 bytes
    let dataCRC = png.count - 12 - 4  // IDAT's CRC ends where IEND (12 bytes) starts
    for offset in [headerCRC, dataCRC] {
      var broken = png
      broken[offset] ^= 0x01
      #expect(throws: PNGError.self, "CRC at \(offset)") { try decode(broken) }
    }
  }
}
