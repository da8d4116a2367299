import Drawing

// An icon is drawn as one path filled with the nonzero rule, so its shapes
// must add up without cancelling where they overlap. One winding is chosen:
// the first fill's, or the strokes' when nothing is filled. Stroke outlines
// wind one way whatever their direction (Stroker.swift), and are reversed as
// a whole when that way is the other. A nonzero fill is turned, as a whole, to
// the chosen winding (so a file of fills drawn one way is kept as it is). An
// even-odd fill is rewritten for nonzero: each subpath is turned to the chosen
// winding when an even number of the element's other subpaths surround it,
// the other way when an odd number does, so holes stay holes. That is exact
// for subpaths that do not cross themselves or each other, which is how icons
// draw holes.

extension SVGIcon {
  /// The sign of the area strokes enclose.
  static let strokeWinding: Double = {
    var b = PathBuilder()
    b.move(to: .zero)
    b.line(to: Point(x: 1, y: 0))
    return signedArea(b.finish()?.stroked(with: StrokeStyle(width: 1)) ?? .empty) < 0 ? -1 : 1
  }()

  /// What one element draws, in view-box units.
  enum Part {
    /// Its interior, filled with a rule.
    case fill(Path, FillRule)
    /// Its stroke's outline, for the nonzero rule.
    case stroke(Path)

    /// How many points the part's path holds.
    var pointCount: Int {
      switch self {
      case .fill(let path, _), .stroke(let path): path.points.count
      }
    }
  }

  /// The parts as one path to fill with the nonzero rule, every part wound the same way.
  static func assembled(_ parts: [Part]) -> Path {
    var winding = strokeWinding
    for part in parts {
      if case .fill(let path, _) = part, let first = split(path).first, signedArea(first) != 0 {
        winding = signedArea(first) < 0 ? -1 : 1
        break
      }
    }
    return joined(
      parts.map { part in
        switch part {
        case .fill(let path, let rule): return normalized(path, rule: rule, winding: winding)
        case .stroke(let path): return strokeWinding == winding ? path : joined(split(path).map(reversed))
        }
      })
  }

  /// `path`, filled with `rule`, as subpaths that fill the same region with the nonzero rule and
  /// wind as `winding` says (its sign).
  static func normalized(_ path: Path, rule: FillRule, winding: Double) -> Path {
    let subpaths = split(path)
    switch rule {
    case .nonZero:
      let area = subpaths.reduce(0) { $0 + signedArea($1) }
      return area * winding < 0 ? joined(subpaths.map(reversed)) : path
    case .evenOdd:
      let polygons = subpaths.map { $0.points }
      let turned = subpaths.enumerated().map { i, subpath -> Path in
        let depth = polygons.indices.filter { $0 != i && contains(polygons[$0], polygons[i][0]) }.count
        let wanted = depth % 2 == 0 ? winding : -winding
        return signedArea(subpath) * wanted < 0 ? reversed(subpath) : subpath
      }
      return joined(turned)
    }
  }

  /// Twice the signed area of the control polygons of every subpath (the sign is what matters).
  static func signedArea(_ path: Path) -> Double {
    var area = 0.0
    var start = Point.zero, last = Point.zero
    path.forEachElement { element in
      switch element {
      case .move(let p):
        area += last.x * start.y - start.x * last.y
        start = p
        last = p
      case .line(let p), .quad(_, let p), .cubic(_, _, let p):
        var points: [Point] = []
        if case .quad(let c, _) = element { points = [c] }
        if case .cubic(let c1, let c2, _) = element { points = [c1, c2] }
        for q in points + [p] {
          area += last.x * q.y - q.x * last.y
          last = q
        }
      case .close:
        area += last.x * start.y - start.x * last.y
        last = start
      }
    }
    return area + last.x * start.y - start.x * last.y
  }

  /// Whether `point` is inside the polygon of `points` (even-odd crossings).
  private static func contains(_ points: [Point], _ point: Point) -> Bool {
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let a = points[i], b = points[j]
      if (a.y > point.y) != (b.y > point.y), point.x < (b.x - a.x) * (point.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
      j = i
    }
    return inside
  }

  /// Each subpath of `path` on its own.
  private static func split(_ path: Path) -> [Path] {
    var result: [Path] = []
    var b = PathBuilder()
    path.forEachElement { element in
      if case .move = element, let done = b.finish() {
        result.append(done)
        b = PathBuilder()
      }
      switch element {
      case .move(let p): b.move(to: p)
      case .line(let p): b.line(to: p)
      case .quad(let c, let p): b.quad(to: p, control: c)
      case .cubic(let c1, let c2, let p): b.cubic(to: p, control1: c1, control2: c2)
      case .close: b.close()
      }
    }
    if let done = b.finish() { result.append(done) }
    return result
  }

  /// One subpath travelled the other way, closed if it was.
  private static func reversed(_ subpath: Path) -> Path {
    var segments: [(from: Point, element: Path.Element)] = []
    var current = Point.zero, start = Point.zero
    var closed = false
    subpath.forEachElement { element in
      switch element {
      case .move(let p): current = p; start = p
      case .line(let p): segments.append((current, .line(current))); current = p
      case .quad(let c, let p): segments.append((current, .quad(c, current))); current = p
      case .cubic(let c1, let c2, let p): segments.append((current, .cubic(c2, c1, current))); current = p
      case .close:
        if current != start { segments.append((current, .line(current))) }
        closed = true
        current = start
      }
    }
    var b = PathBuilder()
    b.move(to: current == start && closed ? start : current)
    for (_, element) in segments.reversed() {
      switch element {
      case .line(let p): b.line(to: p)
      case .quad(let c, let p): b.quad(to: p, control: c)
      case .cubic(let c1, let c2, let p): b.cubic(to: p, control1: c1, control2: c2)
      default: break
      }
    }
    if closed { b.close() }
    return b.finish() ?? subpath
  }

  private static func joined(_ paths: [Path]) -> Path { paths.reduce(Path.empty) { $0.appending($1) } }
}
