import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Drawing text: cached against uncached, masks against path fills, scale, cache bounds.
@Suite struct TextDrawingTests {
  static let pangram = "Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog 0123456789"

  func canvas(width: Int = 400, height: Int = 120) throws -> Pixmap {
    var pixmap = try Pixmap(width: width, height: height)
    pixmap.clear(.white)
    return pixmap
  }

  @Test func cachedDrawingIsByteIdenticalToUncached() throws {
    let font = try Font(weight: .semibold, size: 15)
    let layout = TextLayout(Self.pangram, font: font, width: 180, maxLines: 3)
    let cache = GlyphCache(capacity: 1 << 20)
    // Warm the cache at other positions so later draws reuse masks made elsewhere.
    var warm = try canvas()
    warm.draw(layout.glyphText, at: Point(x: 3.6, y: 1.2), color: .black, transform: .scale(2), cache: cache)
    #expect(cache.count > 0)
    for origin in [Point(x: 4, y: 2), Point(x: 4.13, y: 2.4), Point(x: 4.38, y: 2.77), Point(x: 4.61, y: 3.1)] {
      for transform in [Transform.scale(2), .scale(1), Transform.scale(3).translatedBy(x: 0.3, y: 0.7)] {
        var cached = try canvas()
        var uncached = try canvas()
        let color = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
        cached.draw(layout.glyphText, at: origin, color: color, transform: transform, cache: cache)
        uncached.draw(layout.glyphText, at: origin, color: color, transform: transform, cache: nil)
        #expect(cached == uncached)
        #expect(cached != (try canvas()))
      }
    }
  }

  @Test func evictingCacheStaysIdenticalAndBounded() throws {
    let font = try Font(size: 17)
    let cache = GlyphCache(capacity: 6_000)
    var cached = try canvas()
    var uncached = try canvas()
    for (i, size) in [11.0, 13, 15, 17].enumerated() {
      let run = font.withSize(size).shape(Self.pangram)
      let origin = Point(x: 2 + 0.3 * Double(i), y: 20 + 25 * Double(i))
      cached.draw(run.glyphText, at: origin, color: .black, cache: cache)
      uncached.draw(run.glyphText, at: origin, color: .black, cache: nil)
      #expect(cache.byteCount <= cache.capacity)
    }
    #expect(cache.count > 0)
    #expect(cached == uncached)
  }

  @Test func concurrentDrawingThroughOneCacheMatchesUncached() async throws {
    let font = try Font(size: 13)
    let layout = TextLayout(Self.pangram, font: font, width: 170)
    var expected = try canvas(width: 200, height: 100)
    expected.draw(layout.glyphText, at: Point(x: 5.3, y: 2), color: .black, cache: nil)
    let cache = GlyphCache(capacity: 1 << 20)
    let results = try await withThrowingTaskGroup(of: Pixmap.self) { group in
      for _ in 0..<8 {
        group.addTask {
          var pixmap = try Pixmap(width: 200, height: 100)
          pixmap.clear(.white)
          pixmap.draw(layout.glyphText, at: Point(x: 5.3, y: 2), color: .black, cache: cache)
          return pixmap
        }
      }
      return try await group.reduce(into: [Pixmap]()) { $0.append($1) }
    }
    #expect(results.count == 8)
    #expect(results.allSatisfy { $0 == expected })
  }

  @Test(arguments: ["H", "g", "&", "W"])
  func maskedGlyphMatchesAPathFill(character: String) throws {
    // A glyph drawn from its mask covers what filling its outline at the snapped position covers.
    let font = try Font(weight: .bold, size: 20)
    let run = font.shape(character)
    let glyph = try #require(run.glyphs.first)
    // A translucent colour over a tinted background exercises every blending step.
    let ink = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.7)
    var background = try Pixmap(width: 60, height: 60)
    background.clear(Color(red: 0.2, green: 0.5, blue: 0.8, alpha: 0.9))
    var drawn = background
    // At 1.5× the pen lands on (15.75, 60) px: a quarter pixel and a whole row, so snapping moves nothing.
    drawn.draw(run.glyphText, at: Point(x: 10.5, y: 40), color: ink, transform: .scale(1.5), cache: nil)
    var filled = background
    let scale = 1.5 * 20 / 2816
    let outline = font.face.outline(of: glyph.id)
    filled.fill(outline, color: ink, transform: Transform(a: scale, b: 0, c: 0, d: scale, tx: 15.75, ty: 60))
    var differing = 0
    var worst = 0
    for (a, b) in zip(drawn.words, filled.words) where a != b {
      differing += 1
      for shift in stride(from: 0, to: 32, by: 8) {
        worst = max(worst, abs(Int(a >> UInt32(shift) & 0xFF) - Int(b >> UInt32(shift) & 0xFF)))
      }
    }
    // The mask rasterizes the same outline with the same rasterizer; only the
    // fixed-point rounding of coordinates relative to a different box may differ.
    #expect(worst <= 2)
    #expect(differing <= 8)
    #expect(drawn != background)
  }

  @Test(arguments: [13.0, 15, 17], [1.0, 2, 3])
  func pangramInkScalesWithSizeAndScale(size: Double, scale: Double) throws {
    let font = try Font(size: size)
    let run = font.shape(Self.pangram)
    let width = Int((run.width * scale).rounded(.up)) + 8
    var pixmap = try Pixmap(width: width, height: Int(font.lineHeight * scale) + 8)
    pixmap.draw(run.glyphText, at: Point(x: 2, y: 2 + font.ascent), color: .black, transform: .scale(scale))
    // Ink rows of "H" span the cap height; ink columns of the line span its advance width
    // less the side bearings (under one em in total).
    var hPixmap = try Pixmap(width: Int(size * scale) + 8, height: Int(font.lineHeight * scale) + 8)
    hPixmap.draw(font.shape("H").glyphText, at: Point(x: 2, y: 2 + font.ascent), color: .black, transform: .scale(scale))
    let hRows = (0..<hPixmap.height).filter { y in (0..<hPixmap.width).contains { hPixmap.pixel(x: $0, y: y).a > 127 } }
    #expect(abs(Double(hRows.count) - font.capHeight * scale) <= 1)
    let inkColumns = (0..<pixmap.width).filter { x in (0..<pixmap.height).contains { pixmap.pixel(x: x, y: $0).a > 0 } }
    let inkWidth = Double((inkColumns.last ?? 0) - (inkColumns.first ?? 0) + 1)
    #expect(inkWidth <= run.width * scale + 2)
    #expect(inkWidth >= run.width * scale - size * scale)
  }

  @Test func rotatedTextIsFilledAsPaths() throws {
    let font = try Font(size: 15)
    let run = font.shape("Archive")
    var pixmap = try canvas(width: 80, height: 80)
    let transform = Transform.rotation(.pi / 2).concatenating(.translation(x: 50, y: 10))
    pixmap.draw(run.glyphText, at: .zero, color: .black, transform: transform)
    // Rotated a quarter turn clockwise, the word runs down the pixmap: ink spans more rows than columns.
    let ink = (0..<80).flatMap { y in (0..<80).map { (x: $0, y: y) } }.filter { pixmap.pixel(x: $0.x, y: $0.y).r < 128 }
    let rows = Set(ink.map(\.y)), columns = Set(ink.map(\.x))
    #expect(rows.count > 2 * columns.count)
  }

  @Test func degenerateDrawsLeaveThePixmapAlone() throws {
    let untouched = try canvas(width: 40, height: 40)
    var pixmap = untouched
    let font = try Font(size: 15)
    pixmap.draw(font.shape("Inbox").glyphText, at: Point(x: .nan, y: 10), color: .black)
    pixmap.draw(font.shape("Inbox").glyphText, at: Point(x: 5, y: 20), color: .clear)
    pixmap.draw(try Font(size: .nan).shape("Inbox").glyphText, at: Point(x: 5, y: 20), color: .black)
    pixmap.draw(font.shape("Inbox").glyphText, at: Point(x: 5, y: 20), color: .black, transform: .scale(0))
    pixmap.draw(font.shape("Inbox").glyphText, at: Point(x: 1e12, y: -1e12), color: .black)
    #expect(pixmap == untouched)
    pixmap.draw(font.shape("😀").glyphText, at: Point(x: 5, y: 20), color: .black)
    #expect(pixmap != untouched)
  }

  /// A centred line in a wide layout lies right of `size.width`; inside a layer it must still
  /// be composited whole, and the layer's buffer must come back clean for the next layer.
  @Test func alignedTextInALayerIsDrawnWholeAndLeavesNoResidue() throws {
    let layout = TextLayout("Hi", font: try Font(size: 15), width: 200, alignment: .center)
    #expect(layout.lineBounds.minX > layout.size.width)
    let direct = try Canvas(width: 220, height: 30)
    direct.clear(.white)
    direct.draw(layout.glyphText, at: Point(x: 10, y: 5), color: .black)
    let layered = try Canvas(width: 220, height: 30)
    for _ in 0..<2 {
      layered.clear(.white)
      layered.beginLayer(opacity: 1)
      layered.draw(layout.glyphText, at: Point(x: 10, y: 5), color: .black)
      layered.endLayer()
      let sameAsDirect = layered.pixmap == direct.pixmap
      #expect(sameAsDirect)
      // A later layer that draws nothing visible shows no ink left from the first.
      layered.clear(.white)
      layered.beginLayer(opacity: 1)
      layered.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
      layered.endLayer()
      let allWhite = layered.pixmap.words.allSatisfy { $0 == 0xFFFF_FFFF }
      #expect(allWhite)
    }
  }
}
