import Drawing
import Foundation
import Raster

// The rasterizer's golden cases, on 100×100 white canvases: stars under both
// fill rules, circles of radius 0.3–30, slivers, layers and a fractional clip.
// They live here rather than in the test bundle so that `render-gifs golden
// verify` checks them too.

extension GoldenSuite {
  /// The side of every raster case's square canvas, in pixels.
  public static let rasterCanvasSide = 100

  /// One golden per drawing under `raster/fill/`, `raster/composite/` and `raster/stroke/`.
  public static let raster: [GoldenImage] = (rasterDrawings + strokeDrawings).map { name, draw in
    GoldenImage(name: "raster/" + name) {
      let canvas = try Canvas(width: rasterCanvasSide, height: rasterCanvasSide)
      canvas.clear(.white)
      draw(canvas)
      return canvas.pixmap
    }
  }

  private static let blue = Color(red255: 0, green255: 122, blue255: 255)
  private static let red = Color(red255: 255, green255: 59, blue255: 48)

  private static func star(center: Point, radius: Double) -> Path {
    var b = PathBuilder()
    for k in 0..<5 {
      let angle = -Double.pi / 2 + Double(k) * 4 * Double.pi / 5
      let p = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      k == 0 ? b.move(to: p) : b.line(to: p)
    }
    b.close()
    return b.finish() ?? .empty
  }

  private static let rasterDrawings: [(String, @Sendable (Canvas) -> Void)] = [
    ("fill/star-non-zero", { c in
      c.fill(star(center: Point(x: 50, y: 52), radius: 45), color: .black, rule: .nonZero)
    }),
    ("fill/star-even-odd", { c in
      c.fill(star(center: Point(x: 50, y: 52), radius: 45), color: .black, rule: .evenOdd)
    }),
    ("fill/circles-radius-0.3-to-30", { c in
      var x = 2.0
      for r in [0.3, 0.7, 1.5, 3, 6, 12] {
        c.fill(.circle(center: Point(x: x + r, y: 20.4), radius: r), color: .black)
        x += 2 * r + 2.3
      }
      c.fill(.circle(center: Point(x: 50.25, y: 65.6), radius: 30), color: blue)
    }),
    ("fill/rounded-rects-half-alpha", { c in
      c.fill(.roundedRect(Rect(x: 8.3, y: 10.7, width: 60, height: 45), radius: 12), color: blue.withAlphaMultiplied(by: 0.5))
      c.fill(
        .roundedRect(
          Rect(x: 30.6, y: 35.2, width: 60, height: 55),
          radii: CornerRadii(topLeft: 0, topRight: 20, bottomRight: 4, bottomLeft: 30)),
        color: red.withAlphaMultiplied(by: 0.5))
    }),
    ("fill/slivers-and-near-horizontal-edges", { c in
      for k in 0..<8 {
        c.fill(.rect(Rect(x: 5 + Double(k) * 11.3, y: 5, width: 0.1 + Double(k) * 0.15, height: 40)), color: .black)
      }
      var b = PathBuilder()
      b.move(to: Point(x: 2, y: 60))
      b.line(to: Point(x: 98, y: 63.5))
      b.line(to: Point(x: 2, y: 66))
      b.close()
      b.move(to: Point(x: 50, y: 70))
      b.line(to: Point(x: 53.2, y: 98))
      b.line(to: Point(x: 47.1, y: 98))
      b.close()
      c.fill(b.finish() ?? .empty, color: red)
    }),
    ("composite/layer-opacity-groups", { c in
      c.beginLayer(opacity: 0.5)
      c.fill(.circle(center: Point(x: 35, y: 50), radius: 28), color: blue)
      c.fill(.circle(center: Point(x: 65, y: 50), radius: 28), color: red)
      c.endLayer()
      c.fill(.circle(center: Point(x: 50, y: 20), radius: 12), color: Color.black.withAlphaMultiplied(by: 0.5))
    }),
    ("composite/fractional-clip", { c in
      c.save()
      c.clip(to: Rect(x: 10.5, y: 20.25, width: 60.4, height: 50.7))
      c.fill(.circle(center: Point(x: 50, y: 50), radius: 40), color: blue)
      c.restore()
      c.fill(.rect(Rect(x: 80, y: 5, width: 15, height: 90)), color: red)
    }),
    ("fill/transformed-rotated-square", { c in
      c.translate(x: 50, y: 50)
      c.concatenate(.rotation(Double.pi / 7))
      c.fill(.roundedRect(Rect(x: -30, y: -30, width: 60, height: 60), radius: 6), color: .black)
    }),
  ]
}
