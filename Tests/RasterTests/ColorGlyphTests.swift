import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Colour glyphs from Debian's Noto Color Emoji (CBDT/CBLC, `fonts-noto-color-emoji`, installed
/// by scripts/install-system-packages.sh), found by family name through fontconfig.
@Suite struct ColorGlyphTests {
  func emojiFont(size: Double = 17) throws -> Font {
    try Font(size: size).addingFallbacks([try FallbackFont(family: "Noto Color Emoji")])
  }

  func canvas() throws -> Pixmap {
    var pixmap = try Pixmap(width: 120, height: 60)
    pixmap.clear(.white)
    return pixmap
  }

  /// Emoji sequences shape to one glyph of the emoji font: ZWJ, skin tone, flag, keycap.
  @Test(arguments: ["👨‍👩‍👧", "👍🏽", "🇯🇵", "1️⃣", "🏳️‍🌈"])
  func sequencesAreOneGlyph(sequence: String) throws {
    let run = try emojiFont().shape(sequence)
    #expect(run.glyphs.count == 1)
    #expect(run.glyphs.first?.fontIndex == 1)
    #expect(run.glyphs.first?.id != 0)
  }

  /// Letters and digits around an emoji stay in Inter: the emoji font takes only the emoji.
  @Test func textAroundAnEmojiStaysInItsFont() throws {
    let run = try emojiFont().shape("Lunch 🍣 12")
    let fonts = run.glyphs.map(\.fontIndex)
    #expect(fonts.filter { $0 == 1 }.count == 1)
    #expect(fonts.filter { $0 == 0 }.count == run.glyphs.count - 1)
  }

  /// A colour glyph shows its own colours whatever the text colour, and saturated ones.
  @Test func colourGlyphsIgnoreTheTextColour() throws {
    let text = TextLayout("🍣", font: try emojiFont()).glyphText
    var red = try canvas()
    var blue = try canvas()
    red.draw(text, at: Point(x: 10, y: 5), color: Color(red: 1, green: 0, blue: 0), transform: .scale(2), cache: nil)
    blue.draw(text, at: Point(x: 10, y: 5), color: Color(red: 0, green: 0, blue: 1), transform: .scale(2), cache: nil)
    #expect(red == blue)
    #expect(red != (try canvas()))
    let saturated = red.words.filter { word in
      let (r, g, b) = (Int(word & 0xFF), Int(word >> 8 & 0xFF), Int(word >> 16 & 0xFF))
      return max(r, g, b) - min(r, g, b) > 80
    }
    #expect(saturated.count > 50)
  }

  /// The glyph cache holds colour images too, and cached drawing equals uncached drawing.
  @Test func cachedColourGlyphsMatchUncached() throws {
    let text = TextLayout("a👍🏽b🇯🇵", font: try emojiFont()).glyphText
    let cache = GlyphCache(capacity: 1 << 20)
    for origin in [Point(x: 3, y: 4), Point(x: 3.3, y: 4.2), Point(x: 3.55, y: 4.6)] {
      var cached = try canvas()
      var uncached = try canvas()
      cached.draw(text, at: origin, color: .black, transform: .scale(2), cache: cache)
      uncached.draw(text, at: origin, color: .black, transform: .scale(2), cache: nil)
      #expect(cached == uncached)
    }
    #expect(cache.count >= 4)
  }

  /// The strike is the smallest at least as large as the text, scaled down: Noto Color Emoji
  /// has one strike, 109 pixels per em (its pictures 136 × 128), so text of 34 pixels gets it,
  /// and the picture's box is about 1.17 em tall (128 / 109) whatever the strike.
  @Test func theStrikeIsScaledToTheTextSize() throws {
    let font = try emojiFont()
    let run = font.shape("🍣")
    let face = run.fonts[1].face
    let glyph = try #require(face.colorGlyph(run.glyphs[0].id, pixelSize: 34))
    guard case .bitmap(let bitmap, let box) = glyph else {
      Issue.record("a CBDT glyph is a bitmap")
      return
    }
    #expect(bitmap.height >= 34)
    #expect(bitmap.width == 136 && bitmap.height == 128)
    #expect(abs(box.height / Double(face.unitsPerEm) - 128.0 / 109.0) < 0.02)
    // Drawn at 17 pt × 2, the ink is about 40 pixels tall, not 128.
    var pixmap = try canvas()
    pixmap.draw(TextLayout("🍣", font: font).glyphText, at: Point(x: 5, y: 2), color: .black, transform: .scale(2))
    let rows = (0..<pixmap.height).filter { y in (0..<pixmap.width).contains { pixmap.words[y * pixmap.width + $0] != 0xFFFF_FFFF } }
    #expect((30...42).contains(rows.count))
  }
}
