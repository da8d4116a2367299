import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The project's own PNG encoder, checked by decoding with libpng and with the tests' own inflate and unfilter.
struct PNGEncoderTests {
  /// Odd sizes, and 2000×30, whose 180 KB of scanlines reach past deflate's 32 KiB window and span several blocks.
  static let sizes = [(1, 1), (3, 7), (1000, 3), (2, 1), (17, 33), (2000, 30)]

  @Test(arguments: sizes)
  func opaqueImagesDecodeExactlyWithLibpng(width: Int, height: Int) throws {
    let p = try TestImages.pattern(width: width, height: height, opaque: true)
    let bytes = try p.pngData()
    let chunks = readChunks(bytes)
    #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    // IHDR: width, height, depth 8, colour type 2 (RGB), deflate, adaptive filtering, no interlace.
    #expect(chunks[0].uint32(at: 0) == UInt32(width) && chunks[0].uint32(at: 4) == UInt32(height))
    #expect(Array(chunks[0].data.suffix(5)) == [8, 2, 0, 0, 0])
    #expect(try Pixmap(pngData: bytes) == p)
  }

  /// Straight alpha is c·255/a rounded, computed here in floating point; libpng's decode
  /// premultiplied back lands within one step of the original.
  @Test(arguments: sizes)
  func translucentImagesStoreRoundedStraightAlpha(width: Int, height: Int) throws {
    let p = try TestImages.pattern(width: width, height: height, opaque: false, seed: 7)
    let bytes = try p.pngData()
    let chunks = readChunks(bytes)
    #expect(Array(chunks[0].data.suffix(5)) == [8, 6, 0, 0, 0])
    let raw = try unfilter(
      inflateZlib(chunks[1].data, size: height * (1 + 4 * width)), width: width, height: height, channels: 4)
    let decoded = try Pixmap(pngData: bytes)
    for y in 0..<height {
      for x in 0..<width {
        let q = p.premultipliedPixel(x: x, y: y), i = 4 * (y * width + x)
        func straight(_ c: UInt8) -> UInt8 {
          q.a == 0 ? 0 : UInt8((Double(c) * 255 / Double(q.a)).rounded())
        }
        #expect(Array(raw[i..<(i + 4)]) == [straight(q.r), straight(q.g), straight(q.b), q.a], "pixel \(x),\(y)")
        let d = decoded.premultipliedPixel(x: x, y: y)
        #expect(d.a == q.a)
        #expect(abs(Int(d.r) - Int(q.r)) <= 1 && abs(Int(d.g) - Int(q.g)) <= 1 && abs(Int(d.b) - Int(q.b)) <= 1)
      }
    }
  }

  /// A row equal to the row above is stored with filter Up (all zeros); others with filter None.
  @Test(arguments: [(9, 6), (2000, 30)])
  func equalRowsUseFilterUpAndOthersNone(width: Int, height: Int) throws {
    let p = try TestImages.pattern(width: width, height: height, opaque: true)
    let chunks = readChunks(try p.pngData())
    let rowBytes = 1 + 3 * width
    let filtered = try inflateZlib(chunks[1].data, size: height * rowBytes)
    for y in 0..<height {
      let up = (2...4).contains(y % 7)
      #expect(filtered[y * rowBytes] == (up ? 2 : 0), "row \(y)")
      if up { #expect(filtered[(y * rowBytes + 1)..<((y + 1) * rowBytes)].allSatisfy { $0 == 0 }, "row \(y)") }
    }
  }

  @Test func sameImageGivesSameBytesAndMatchesLibpngPixels() throws {
    let p = try TestImages.pattern(width: 31, height: 12, opaque: false, seed: 3)
    #expect(try p.pngData() == p.pngData())
    #expect(try Pixmap(pngData: p.pngData()) == Pixmap(pngData: p.pngDataUsingLibpngDefaults()))
  }

  /// Photographic rows (a smooth ramp with ±2 of noise on every channel) are stored with a predictive
  /// filter, flat rows with hard edges with None, a repeated row with Up; all decode exactly.
  @Test(arguments: [true, false])
  func photographicRowsArePredictedAndDecodeExactly(opaque: Bool) throws {
    let (width, height) = (64, 24)
    var p = try Pixmap(width: width, height: height)
    var state: UInt64 = 17
    func jitter() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 61) % 5 - 2
    }
    for y in 0..<height {
      for x in 0..<width {
        let photo = y < 12 && y != 6
        let a = opaque ? 255 : 200
        func channel(_ base: Int) -> UInt8 { UInt8(Swift.max(0, Swift.min(a, base + jitter()))) }
        let pixel =
          photo
          ? PremultipliedRGBA8(r: channel(40 + x + y), g: channel(90 + x / 2), b: channel(150 - y), a: UInt8(a))
          : PremultipliedRGBA8(r: x % 16 < 8 ? 0 : UInt8(a), g: 0, b: UInt8(a / 2), a: UInt8(a))
        p.words[y * width + x] = pixel.packed
      }
    }
    for x in 0..<width { p.words[6 * width + x] = p.words[5 * width + x] }
    let bytes = try p.pngData()
    let channels = opaque ? 3 : 4
    let chunks = readChunks(bytes)
    let filtered = try inflateZlib(chunks[1].data, size: height * (1 + channels * width))
    let filters = (0..<height).map { filtered[$0 * (1 + channels * width)] }
    #expect(filters[0] == 0, "the first row has no row above to predict from")
    #expect((1..<12).filter { $0 != 6 }.allSatisfy { (1...4).contains(filters[$0]) }, "\(filters)")
    #expect(filters[6] == 2)
    #expect(filters[12] == 0 && filters[13...].allSatisfy { $0 == 2 }, "\(filters)")
    let raw = try unfilter(filtered, width: width, height: height, channels: channels)
    for y in 0..<height {
      for x in 0..<width {
        let q = p.premultipliedPixel(x: x, y: y), i = channels * (y * width + x)
        func straight(_ c: UInt8) -> UInt8 { UInt8((Double(c) * 255 / Double(q.a)).rounded()) }
        let expected = opaque ? [q.r, q.g, q.b] : [straight(q.r), straight(q.g), straight(q.b), q.a]
        #expect(Array(raw[i..<(i + channels)]) == expected, "pixel \(x),\(y)")
      }
    }
    if opaque { #expect(try Pixmap(pngData: bytes) == p) }
  }
}
