import Drawing
import Raster

// The stroker's golden cases: the three joins and three caps on one zigzag
// each, and an outline icon in the Lucide and Feather style (a 24-unit view
// box, width 2, round caps and joins) drawn four times its size.

extension GoldenSuite {
  static let strokeDrawings: [(String, @Sendable (Canvas) -> Void)] = [
    ("stroke/joins-and-caps", { c in
      let joins: [(StrokeStyle.LineJoin, StrokeStyle.LineCap)] = [(.miter, .butt), (.round, .round), (.bevel, .square)]
      for (i, (join, cap)) in joins.enumerated() {
        var b = PathBuilder()
        let y = 12.5 + Double(i) * 31
        b.move(to: Point(x: 10.3, y: y + 14))
        b.line(to: Point(x: 30.6, y: y))
        b.line(to: Point(x: 50.2, y: y + 14))
        b.quad(to: Point(x: 89.4, y: y + 2), control: Point(x: 70, y: y + 24))
        c.fill(b.finish()?.stroked(with: StrokeStyle(width: 6, lineCap: cap, lineJoin: join)) ?? .empty, color: .black)
      }
    }),
    ("stroke/outline-icon", { c in
      // A trash can drawn as outline icon sets draw it: a lid line, a body with rounded corners, a handle, two slats.
      let data = "M3 6h18 M19 6l-1 14a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2L5 6 M9 6V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2 M10 11v6 M14 11v6"
      guard let path = try? Path(svgPathData: data) else { return }
      let outline = path.stroked(with: StrokeStyle(width: 2, lineCap: .round, lineJoin: .round), tolerance: 1.0 / 800)
      c.fill(outline.transformed(by: .scale(4)), color: Color(red255: 255, green255: 59, blue255: 48))
    }),
  ]
}
