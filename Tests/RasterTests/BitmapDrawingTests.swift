import Testing
@testable import Raster
@testable import Drawing

/// Bitmaps drawn into rectangles: uniform images against path fills, enlargement against
/// bilinear interpolation worked by hand, reduction against the box mean.
@Suite struct BitmapDrawingTests {
  /// A `width` × `height` bitmap of one premultiplied colour.
  func uniform(_ width: Int, _ height: Int, _ rgba: [UInt8]) throws -> Bitmap {
    try #require(Bitmap(width: width, height: height, premultipliedRGBA: Array((0..<(width * height)).flatMap { _ in rgba })))
  }

  /// A bitmap of one opaque colour drawn into a fractional rectangle equals filling the rectangle
  /// with that colour: the same exact-area coverage at the edges, the same colour inside.
  @Test(arguments: [
    Rect(x: 2.25, y: 1.5, width: 9.4, height: 5.2), Rect(x: 0.1, y: 0.9, width: 3.3, height: 11),
    Rect(x: -3, y: 4.75, width: 20, height: 0.6),
  ])
  func uniformBitmapEqualsFill(rect: Rect) throws {
    let bitmap = try uniform(3, 2, [200, 40, 10, 255])
    let drawn = try Canvas(width: 16, height: 12), filled = try Canvas(width: 16, height: 12)
    for canvas in [drawn, filled] { canvas.clear(Color(red255: 20, green255: 90, blue255: 240)) }
    drawn.draw(bitmap, in: rect)
    filled.fill(rect, color: Color(red255: 200, green255: 40, blue255: 10))
    #expect(drawn.pixmap.words == filled.pixmap.words)
  }

  /// Under a scale and a clip the same holds: the transform and clip apply as to a path.
  @Test func uniformBitmapFollowsTransformAndClip() throws {
    let bitmap = try uniform(1, 1, [0, 128, 0, 128])
    let drawn = try Canvas(width: 20, height: 20), filled = try Canvas(width: 20, height: 20)
    for canvas in [drawn, filled] {
      canvas.clear(.white)
      canvas.scale(x: 2.5, y: 2.5)
      canvas.clip(to: Rect(x: 1.1, y: 0, width: 3, height: 8))
    }
    drawn.draw(bitmap, in: Rect(x: 0.5, y: 0.5, width: 5, height: 5))
    filled.fill(Rect(x: 0.5, y: 0.5, width: 5, height: 5), color: Color(red255: 0, green255: 255, blue255: 0, alpha: 128.0 / 255))
    #expect(drawn.pixmap.words == filled.pixmap.words)
  }

  /// Enlarged 2× from a 2 × 1 bitmap (black, white) into 4 × 1 pixels: pixel centres at bitmap
  /// x = 0.25, 0.75, 1.25, 1.75 interpolate between the centres 0.5 and 1.5, clamped at the ends:
  /// 0, 0.25, 0.75 and 1 of white.
  @Test func enlargementIsBilinear() throws {
    let bitmap = try #require(Bitmap(width: 2, height: 1, premultipliedRGBA: [0, 0, 0, 255, 255, 255, 255, 255]))
    let canvas = try Canvas(width: 4, height: 1)
    canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: 4, height: 1))
    let levels = (0..<4).map { canvas.pixmap.pixel(x: $0, y: 0).r }
    #expect(levels == [0, 64, 191, 255])
  }

  /// Reduced 2× from a 4 × 4 checkerboard of black and white: every device pixel covers two of
  /// each, so each is the mean 127.5, rounded half up to 128.
  @Test func reductionAveragesTheFootprint() throws {
    var bytes: [UInt8] = []
    for y in 0..<4 {
      for x in 0..<4 { bytes += (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }
    }
    let bitmap = try #require(Bitmap(width: 4, height: 4, premultipliedRGBA: bytes))
    let canvas = try Canvas(width: 2, height: 2)
    canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: 2, height: 2))
    for y in 0..<2 {
      for x in 0..<2 { #expect(canvas.pixmap.pixel(x: x, y: y).r == 128) }
    }
  }

  /// Sizes that do not match their bytes, empty sizes and sizes past the limit are refused.
  @Test func badSizesAreRefused() {
    #expect(Bitmap(width: 2, height: 2, premultipliedRGBA: [0, 0, 0, 0]) == nil)
    #expect(Bitmap(width: 0, height: 1, premultipliedRGBA: []) == nil)
    #expect(Bitmap(width: 1 << 20, height: 1 << 20, premultipliedRGBA: []) == nil)
  }
}
