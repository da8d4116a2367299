// Projecting a path through a homography.
//
// A projective map keeps lines straight but turns a Bézier into a rational
// curve, so curves are first flattened into chords in the source plane and
// every point is then projected on its own. A quadratic or cubic is cut into
// n equal parameter steps with n = ⌈√(L / (2·tolerance))⌉, L being the length
// of its control polygon: a chord of length c strays c²/(8r) from an arc of
// radius r, and with c ≈ L/n and a bend no tighter than r = L/4 (a quarter
// circle's polygon is 2r long) that is L/(2n²) ≤ tolerance. This is the
// uniform flattening of Skia's and font-rs's rasterizers, moved to before the
// projection; the rasterizer then sees straight edges only.

extension Path {
  /// The path with curves flattened to chords at most `tolerance` off and every point mapped through `transform`.
  ///
  /// - Parameters:
  ///   - transform: The projective map.
  ///   - tolerance: The largest distance between a curve and its chords, in source units. Default: 0.05.
  /// - Returns: A path of moves, lines and closes.
  public func projected(by transform: ProjectiveTransform, tolerance: Double = 0.05) -> Path {
    var builder = PathBuilder()
    var current = Point.zero
    func chords(_ count: Int, _ point: (Double) -> Point) {
      for step in 1...count { builder.line(to: transform.apply(point(Double(step) / Double(count)))) }
    }
    forEachElement { element in
      switch element {
      case .move(let p):
        builder.move(to: transform.apply(p))
        current = p
      case .line(let p):
        builder.line(to: transform.apply(p))
        current = p
      case .quad(let c, let p):
        let p0 = current
        chords(Self.chordCount(polygon: [p0, c, p], tolerance: tolerance)) { t in
          let u = 1 - t
          return Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y)
        }
        current = p
      case .cubic(let c1, let c2, let p):
        let p0 = current
        chords(Self.chordCount(polygon: [p0, c1, c2, p], tolerance: tolerance)) { t in
          let u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          return Point(
            x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y)
        }
        current = p
      case .close:
        builder.close()
      }
    }
    return builder.finish() ?? .empty
  }

  /// How many chords keep a curve with this control polygon within `tolerance` (at least 1, at most 64).
  static func chordCount(polygon: [Point], tolerance: Double) -> Int {
    var length = 0.0
    for (a, b) in zip(polygon, polygon.dropFirst()) { length += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot() }
    guard length.isFinite, tolerance > 0 else { return 1 }
    return Swift.min(64, Swift.max(1, Int((length / (2 * tolerance)).squareRoot().rounded(.up))))
  }
}
