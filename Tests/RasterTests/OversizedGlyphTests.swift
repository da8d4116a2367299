import Drawing
import Testing

@testable import Raster

/// A face whose glyph 1 is a square `side` units wide on a 16-unit em, its top-left corner at
/// (`offset`, -`side`): at 24 px an em is 1.5 px a unit, so a side of 30,000 units is 45,000 px,
/// the box a hostile font can declare.
final class HugeGlyphFace: GlyphOutlineSource {
  let side: Double
  let offset: Double
  init(side: Double, offset: Double = 0) {
    self.side = side
    self.offset = offset
  }
  var unitsPerEm: Int { 16 }
  func outline(of id: UInt32) -> Path {
    guard id == 1 else { return .empty }
    var b = PathBuilder()
    b.move(to: Point(x: offset, y: -side))
    b.line(to: Point(x: offset + side, y: -side))
    b.line(to: Point(x: offset + side, y: 0))
    b.line(to: Point(x: offset, y: 0))
    b.close()
    return b.finish() ?? .empty
  }
}

/// A glyph too large for a mask (``GlyphMask/maximumSide``) is filled from its outline, clipped
/// to the canvas, instead of a mask the size of its box.
struct OversizedGlyphTests {
  func text(_ face: HugeGlyphFace) -> GlyphText {
    GlyphText(
      face: face, size: 24, lines: [.init(origin: Point(x: 0, y: 0), glyphs: [.init(id: 1, position: Point(x: 10, y: 30))])],
      bounds: Rect(x: 0, y: 0, width: 40, height: 40))
  }

  @Test func maskIsRefusedPastItsSide() throws {
    let raster = Rasterizer()
    let huge = GlyphMask.rasterize(HugeGlyphFace(side: 30_000).outline(of: 1), pixelsPerUnit: 1.5, phase: 0, using: raster)
    #expect(huge.isOversized && huge.coverage.isEmpty)
    // 600 units at 1.5 px a unit is 900 px: still a mask, covering every pixel of its box.
    let large = GlyphMask.rasterize(HugeGlyphFace(side: 600).outline(of: 1), pixelsPerUnit: 1.5, phase: 0, using: raster)
    #expect(!large.isOversized && large.width == 900 && large.height == 900)
    #expect(large.coverage.allSatisfy { $0 == 255 })
  }

  /// The huge square, placed so that its corner is at the pen (10, 30), covers the canvas from
  /// there right and up: columns 10… and rows …29 are black, the rest white, as the same
  /// square filled as a path gives them, with and without a cache.
  @Test(arguments: [true, false]) func oversizedGlyphIsDrawnFromItsOutline(cached: Bool) throws {
    var drawn = try Pixmap(width: 40, height: 40)
    drawn.clear(.white)
    drawn.draw(text(HugeGlyphFace(side: 30_000)), at: .zero, color: .black, cache: cached ? GlyphCache(capacity: 1 << 20) : nil)
    for y in 0..<40 {
      for x in 0..<40 {
        let inside = x >= 10 && y < 30
        let p = drawn.pixel(x: x, y: y), level: UInt8 = inside ? 0 : 255
        #expect(p.r == level && p.g == level && p.b == level && p.a == 255, "(\(x), \(y)): \(p)")
      }
    }
  }
}
