import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// `Canvas.draw(_:at:)`, the device-pixel image blit, checked against source-over evaluated in Double here.
struct CanvasImageTests {
  /// A 5×4 image with alphas 0…255 across it, so opaque, translucent and empty pixels all occur.
  func image() throws -> Pixmap {
    var p = try Pixmap(width: 5, height: 4)
    for y in 0..<4 {
      for x in 0..<5 {
        let a = UInt8((x * 255) / 4)
        p.words[y * 5 + x] = PremultipliedRGBA8(r: a / 2, g: UInt8(y * 20) > a ? a : UInt8(y * 20), b: a, a: a).packed
      }
    }
    return p
  }

  /// Source over in Double, rounded to nearest.
  func over(_ s: PremultipliedRGBA8, _ d: PremultipliedRGBA8) -> PremultipliedRGBA8 {
    func c(_ sc: UInt8, _ dc: UInt8) -> UInt8 { UInt8(Double(sc) + (Double(dc) * Double(255 - Int(s.a)) / 255).rounded()) }
    return PremultipliedRGBA8(r: c(s.r, d.r), g: c(s.g, d.g), b: c(s.b, d.b), a: c(s.a, d.a))
  }

  /// The image lands at the rounded origin, ignores the transform, and stops at the clip and the canvas edge.
  @Test func imagesLandOnWholePixelsInsideTheClip() throws {
    let canvas = try Canvas(width: 8, height: 6)
    let ground = Color(red255: 10, green255: 200, blue255: 90)
    canvas.clear(ground)
    canvas.scale(x: 3, y: 3)
    canvas.clip(to: Rect(x: 0, y: 0, width: 7 / 3.0, height: 2))  // 7 × 6 device pixels
    let image = try image()
    canvas.draw(image, at: Point(x: 3.4, y: 2.6))  // → (3, 3)
    let g = ground.premultiplied()
    for y in 0..<6 {
      for x in 0..<8 {
        let inside = x >= 3 && x < 7 && y >= 3 && y < 6
        let expected = inside ? over(image.premultipliedPixel(x: x - 3, y: y - 3), g) : g
        #expect(canvas.pixmap.premultipliedPixel(x: x, y: y) == expected, "pixel (\(x), \(y))")
      }
    }
  }

  /// An image entirely off the canvas, or at a non-finite origin, draws nothing.
  @Test func imagesOutsideTheCanvasDrawNothing() throws {
    let canvas = try Canvas(width: 4, height: 4)
    canvas.clear(.white)
    let before = canvas.pixmap
    for origin in [Point(x: -5, y: 0), Point(x: 4, y: 4), Point(x: .nan, y: 0), Point(x: 0, y: .infinity)] {
      canvas.draw(try image(), at: origin)
    }
    #expect(canvas.pixmap == before)
  }

  /// Inside a layer the image is composited with the layer's opacity like any other drawing.
  @Test func imagesInsideLayersFadeWithTheLayer() throws {
    let canvas = try Canvas(width: 5, height: 4)
    canvas.clear(.white)
    canvas.beginLayer(opacity: 0.5)
    canvas.draw(try image(), at: .zero)
    canvas.endLayer()
    let plain = try Canvas(width: 5, height: 4)
    plain.clear(.white)
    plain.draw(try image(), at: .zero)
    #expect(canvas.pixmap != plain.pixmap)
    #expect(canvas.pixmap.premultipliedPixel(x: 0, y: 0) == Color.white.premultiplied())
  }
}
