import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

struct PNGTests {
  func sample(opaque: Bool) throws -> Pixmap {
    var p = try Pixmap(width: 7, height: 5)
    p.clear(opaque ? .white : .clear)
    p.fill(.circle(center: Point(x: 3.5, y: 2.5), radius: 2.2), color: Color(red: 0.9, green: 0.2, blue: 0.1, alpha: opaque ? 1 : 0.6))
    return p
  }

  @Test func opaqueImagesRoundTripExactly() throws {
    let p = try sample(opaque: true)
    let bytes = try p.pngData()
    #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    // IHDR colour type (byte 25): 2 = RGB for an opaque pixmap.
    #expect(bytes[25] == 2)
    #expect(try Pixmap(pngData: bytes) == p)
  }

  /// Translucent pixels go through straight alpha and back: each channel within one step.
  @Test func translucentImagesRoundTripWithinRounding() throws {
    let p = try sample(opaque: false)
    let bytes = try p.pngData()
    #expect(bytes[25] == 6)
    let q = try Pixmap(pngData: bytes)
    for y in 0..<p.height {
      for x in 0..<p.width {
        let a = p.premultipliedPixel(x: x, y: y), b = q.premultipliedPixel(x: x, y: y)
        #expect(a.a == b.a)
        #expect(abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1)
      }
    }
  }

  @Test func corruptAndTruncatedDataGiveErrors() throws {
    let good = try sample(opaque: true).pngData()
    #expect(throws: PNGError.self) { try Pixmap(pngData: []) }
    #expect(throws: PNGError.self) { try Pixmap(pngData: Array(good.prefix(40))) }
    #expect(throws: PNGError.self) { try Pixmap(pngData: Array(good.prefix(good.count - 20))) }
    var flipped = good
    flipped[good.count / 2] ^= 0xFF
    #expect(throws: PNGError.self) { try Pixmap(pngData: flipped) }
    let error = #expect(throws: PNGError.self) { try Pixmap(pngData: Array("not a png".utf8)) }
    #expect(error?.description.contains("libpng") == true)
  }

  @Test func writingIsAtomicAndReportsUnwritableFolders() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("png-tests-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("a.png").path
    let p = try sample(opaque: true)
    try p.writePNG(to: path)
    #expect(try Pixmap(pngFile: path) == p)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["a.png"])
    #expect(throws: FileWriteError.self) { try p.writePNG(to: folder.path + "/missing/b.png") }
    #expect(throws: PNGError.self) { try Pixmap(pngFile: folder.path + "/none.png") }
  }

  /// Found when the encoder tests first ran with `-c release`: decoding kept libpng's pointer to the
  /// input past `withUnsafeBytes`, the optimizer ended the array's life early, and larger files
  /// failed with "IDAT: incorrect data check". Fails only in optimized builds.
  @Test func libpngReadFreedInputInReleaseBuilds() throws {
    let p = try TestImages.pattern(width: 2000, height: 30, opaque: true, seed: 11)
    #expect(try Pixmap(pngData: p.pngDataUsingLibpngDefaults()) == p)
  }
}
