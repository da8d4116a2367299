import Drawing
import Foundation
import Raster

/// A single picture that exercises the rasterizer: curves, both fill rules, clips and layers.
public enum RasterShowcase {
  /// Draws the picture: 640×240 pixels, opaque, the same bytes on every machine.
  ///
  /// It holds a translucent rounded rectangle over a circle at fractional positions, a
  /// five-pointed star under each fill rule, and a row of circles faded as one layer
  /// inside a fractional clip.
  ///
  /// - Throws: ``PixmapSizeError`` if the canvas cannot be made.
  public static func render() throws -> Pixmap {
    let canvas = try Canvas(width: 640, height: 240)
    canvas.clear(.white)
    canvas.scale(x: 2, y: 2)
    let blue = Color(red255: 0, green255: 122, blue255: 255)
    let red = Color(red255: 255, green255: 59, blue255: 48)
    canvas.fill(.roundedRect(Rect(x: 10.5, y: 10.25, width: 90, height: 56), radius: 12), color: blue.withAlphaMultiplied(by: 0.5))
    canvas.fill(.circle(center: Point(x: 70, y: 70), radius: 36), color: red.withAlphaMultiplied(by: 0.7))
    // A five-pointed star under each fill rule.
    for (index, rule) in [FillRule.nonZero, .evenOdd].enumerated() {
      var star = PathBuilder()
      let cx = 160.0 + Double(index) * 80, cy = 60.0
      for k in 0..<5 {
        let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
        let p = Point(x: cx + 34 * cos(angle), y: cy + 34 * sin(angle))
        k == 0 ? star.move(to: p) : star.line(to: p)
      }
      star.close()
      canvas.fill(star.finish() ?? .empty, color: .black, rule: rule)
    }
    // A group faded as one, clipped to a fractional rectangle.
    canvas.save()
    canvas.clip(to: Rect(x: 10.5, y: 84.25, width: 300, height: 30.5))
    canvas.beginLayer(opacity: 0.5)
    for k in 0..<12 {
      canvas.fill(.circle(center: Point(x: 20 + Double(k) * 25, y: 100), radius: 16), color: k % 2 == 0 ? blue : red)
    }
    canvas.endLayer()
    canvas.restore()
    return canvas.pixmap
  }
}
