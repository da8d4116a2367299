import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

struct PixmapTests {
  @Test(arguments: [(0, 10), (10, 0), (-1, 5), (16_385, 1), (1, 16_385), (16_384, 16_384)])
  func invalidSizesThrowAClearError(width: Int, height: Int) {
    #expect(throws: PixmapSizeError.self) { try Pixmap(width: width, height: height) }
    let message = String(describing: PixmapSizeError(width: width, height: height))
    #expect(message.contains("\(width)×\(height)"))
  }

  @Test func largestAllowedSidesWork() throws {
    // 16384 × 8192 × 4 bytes = 512 MiB exactly: the cap is inclusive.
    #expect(throws: Never.self) { _ = try Pixmap(width: 16_384, height: 1) }
    #expect(throws: PixmapSizeError.self) { try Pixmap(width: 16_384, height: 8_193) }
  }

  @Test func newPixmapIsTransparentAndOutsideReadsAsTransparent() throws {
    let p = try Pixmap(width: 3, height: 2)
    #expect(p.pixel(x: 2, y: 1) == (0, 0, 0, 0))
    #expect(p.pixel(x: -1, y: 0) == (0, 0, 0, 0))
    #expect(p.pixel(x: 3, y: 0) == (0, 0, 0, 0))
  }

  @Test func clearPremultipliesTheColour() throws {
    var p = try Pixmap(width: 2, height: 2)
    p.clear(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    // 255·0.5 = 127.5 → 128; 255·0.5·0.5 = 63.75 → 64.
    #expect(p.pixel(x: 1, y: 1) == (128, 64, 0, 128))
    #expect(!p.isOpaque)
    p.clear(.white)
    #expect(p.isOpaque)
  }
}

struct ColorTests {
  @Test func hexForms() throws {
    let c = try Color(hex: "#FF3B30")
    #expect(c.premultiplied() == PremultipliedRGBA8(r: 255, g: 59, b: 48, a: 255))
    let d = try Color(hex: "0000ff80")
    #expect(d.premultiplied() == PremultipliedRGBA8(r: 0, g: 0, b: 128, a: 128))
  }

  @Test(arguments: ["", "#", "#12345", "#1234567", "#GGGGGG", "#+12345", "red", "#12 456"])
  func malformedHexThrows(text: String) {
    #expect(throws: ColorParseError.self) { try Color(hex: text) }
  }

  @Test func componentsAreClampedAndNaNIsZero() {
    let c = Color(red: 2, green: -1, blue: .nan, alpha: 1)
    #expect(c.premultiplied() == PremultipliedRGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(Color(red: 1, green: 1, blue: 1, alpha: .nan).premultiplied() == .transparent)
  }

  @Test func premultipliedComponentsNeverExceedAlpha() {
    let p = PremultipliedRGBA8(r: 200, g: 10, b: 90, a: 100)
    #expect(p.r == 100 && p.g == 10 && p.b == 90)
  }
}
