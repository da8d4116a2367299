import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// COLR version 0 layers and sbix strikes, drawn from `Tests/Fixtures/fonts/ColorTest.ttf`, whose
/// glyphs' places and colours are listed in its README and build script: a font made for these
/// tests, so every expected pixel follows from its tables and not from the drawing code.
@Suite struct ColorFontFixtureTests {
  static let fontURL: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Tests/Fixtures/fonts/ColorTest.ttf")
  }()

  /// Inter with the fixture as a fallback, as a scene's `fallbackFonts` gives it.
  func font(size: Double) throws -> Font {
    try Font(size: size).addingFallbacks([try FallbackFont(contentsOf: Self.fontURL)])
  }

  /// `text` drawn at 1× with its first glyph's pen at (20, 100), on white; and that pen position.
  func draw(_ text: String, size: Double, color: Color = .black) throws -> Pixmap {
    let glyphText = TextLayout(text, font: try font(size: size)).glyphText
    let line = try #require(glyphText.lines.first)
    let pen = try #require(line.glyphs.first).position
    var pixmap = try Pixmap(width: 240, height: 160)
    pixmap.clear(.white)
    let origin = Point(x: 20 - line.origin.x - pen.x, y: 100 - line.origin.y - pen.y)
    pixmap.draw(glyphText, at: origin, color: color, transform: .identity, cache: nil)
    return pixmap
  }

  /// The pixel at device pixel (x, y) as red, green, blue bytes.
  func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let w = p.words[y * p.width + x]
    return [Int(w & 0xFF), Int(w >> 8 & 0xFF), Int(w >> 16 & 0xFF)]
  }

  @Test func theFixtureIsThere() throws {
    #expect(FileManager.default.fileExists(atPath: Self.fontURL.path))
    let run = try font(size: 100).shape("\u{F0000}\u{F0001}")
    #expect(run.glyphs.map(\.fontIndex) == [1, 1])
    #expect(run.fonts[1].face.hasColorGlyphs)
  }

  /// The COLR glyph at 100 px per em: a box 100 wide and 80 tall above the pen, red on the left
  /// half (palette entry 0), blue on the right (entry 1), and a 20 px centre square (x 40–60,
  /// 30–50 above the baseline) in the text colour (entry 0xFFFF), over both.
  @Test(arguments: [Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 0, blue: 1)])
  func colrLayersTakeTheirPaletteColours(textColor: Color) throws {
    let p = try draw("\u{F0000}", size: 100, color: textColor)
    let text = [Int((textColor.red * 255).rounded()), Int((textColor.green * 255).rounded()), Int((textColor.blue * 255).rounded())]
    // Pen at (20, 100): the box spans x 20–120, y 20–100 (y down).
    for (x, y) in [(25, 25), (30, 95), (55, 60), (65, 40)] { #expect(rgb(p, x, y) == [255, 0, 0], "left half at \(x), \(y)") }
    for (x, y) in [(75, 25), (115, 95), (85, 60), (75, 75)] { #expect(rgb(p, x, y) == [0, 0, 255], "right half at \(x), \(y)") }
    for (x, y) in [(62, 52), (68, 68), (77, 60)] { #expect(rgb(p, x, y) == text, "centre square at \(x), \(y)") }
    // Nothing above the box, below the baseline or past its right edge.
    for (x, y) in [(70, 15), (70, 105), (125, 60), (15, 60)] { #expect(rgb(p, x, y) == [255, 255, 255], "outside at \(x), \(y)") }
  }

  /// The layers are the face's own glyphs with CPAL's colours, in the COLR order (bottom first).
  @Test func colrLayersComeInOrder() throws {
    let run = try font(size: 100).shape("\u{F0000}")
    let face = run.fonts[1].face
    guard case .layers(let layers) = try #require(face.colorGlyph(run.glyphs[0].id, pixelSize: 100)) else {
      Issue.record("a COLR glyph is layers")
      return
    }
    #expect(layers.map(\.color) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), nil])
    #expect(Set(layers.map(\.glyph)).count == 3 && !layers.map(\.glyph).contains(run.glyphs[0].id))
  }

  /// The sbix glyph at 80 px per em: the 80 ppem strike, 1 em square on the baseline, drawn
  /// unscaled: orange over purple, the halves meeting 40 px above the baseline.
  @Test func sbixStrikeIsDrawnAtItsSize() throws {
    let p = try draw("\u{F0001}", size: 80, color: .black)
    // Pen at (20, 100): the picture spans x 20–100, y 20–100.
    for (x, y) in [(21, 21), (60, 30), (99, 59)] { #expect(rgb(p, x, y) == [255, 128, 0], "top half at \(x), \(y)") }
    for (x, y) in [(21, 61), (60, 80), (99, 99)] { #expect(rgb(p, x, y) == [128, 0, 255], "bottom half at \(x), \(y)") }
    for (x, y) in [(60, 19), (60, 100), (19, 60), (100, 60)] { #expect(rgb(p, x, y) == [255, 255, 255], "outside at \(x), \(y)") }
  }

  /// The strike is the smallest at least as large as the text, else the largest: 17 px text
  /// takes the 20 ppem strike (yellow over cyan), 30 and 120 px text the 80 ppem one.
  @Test(arguments: [(17.0, [255, 255, 0], [0, 255, 255]), (30.0, [255, 128, 0], [128, 0, 255]), (120.0, [255, 128, 0], [128, 0, 255])])
  func sbixStrikeChoice(size: Double, top: [Int], bottom: [Int]) throws {
    let p = try draw("\u{F0001}", size: size, color: .black)
    let s = Int(size)
    // The picture fills x 20 … 20 + s, y 100 − s … 100; sample well inside each half.
    #expect(rgb(p, 20 + s / 2, 100 - s * 3 / 4) == top)
    #expect(rgb(p, 20 + s / 2, 100 - s / 4) == bottom)
  }

  /// A strike's colours do not follow the text colour.
  @Test func sbixIgnoresTheTextColour() throws {
    #expect(try draw("\u{F0001}", size: 40, color: .black) == draw("\u{F0001}", size: 40, color: Color(red: 1, green: 0, blue: 0)))
  }
}
