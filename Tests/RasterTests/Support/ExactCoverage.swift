// An exact-area coverage oracle, independent of the rasterizer under test.
//
// Method. Curves are flattened by adaptive de Casteljau subdivision until
// both control points lie within `tolerance` (1e-4 px by default) of the
// chord, which by the convex-hull property keeps the curve within that
// distance of its chords. Then every pixel row is cut into vertical slices at
// every pixel boundary, every segment end and every crossing of two segments
// inside the row. Within a slice no two segments cross, so the segments that
// span it are ordered top to bottom, and the regions between neighbours are
// trapezoids whose areas are exact. The winding number at the top of a slice
// is counted along a ray to the left on the row's top line (half-open in y,
// so it is the winding just below the line), and stepping down across a
// segment changes it by −sign(dx). A trapezoid counts when its winding is
// inside under the fill rule. Everything is in Double, and nothing here
// shares code with the library's flattener or cell accumulation.
//
// A pixel where the winding takes values other than two adjacent integers
// (k and k + 1) is marked: that is where several windings meet, such as a
// self-intersection or overlapping contours, and where any rasterizer that
// sums signed area per pixel cannot be exact.

import Foundation
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Exact covered fraction of each pixel of a canvas, for one path and fill rule.
struct ExactCoverage {
  /// A straight segment in pixel coordinates, in drawing order.
  struct Segment {
    var x0: Double, y0: Double, x1: Double, y1: Double
  }

  let width: Int
  let height: Int
  /// The covered fraction (0…1) of each pixel, row after row.
  private(set) var coverage: [Double]
  /// Whether windings other than two adjacent values meet in each pixel.
  private(set) var windingsMeet: [Bool]

  /// Computes the coverage of `path` on a `width` × `height` canvas.
  init(path: Path, width: Int, height: Int, rule: FillRule, tolerance: Double = 1e-4) {
    self.width = width
    self.height = height
    coverage = Array(repeating: 0, count: width * height)
    windingsMeet = Array(repeating: false, count: width * height)
    let segments = ExactCoverage.flatten(path, tolerance: tolerance)
    for row in 0..<height { scanRow(row, segments: segments, rule: rule) }
  }

  /// The covered fraction of pixel (`x`, `y`).
  func callAsFunction(_ x: Int, _ y: Int) -> Double { coverage[y * width + x] }

  /// Whether several windings meet in pixel (`x`, `y`).
  func windingsMeet(_ x: Int, _ y: Int) -> Bool { windingsMeet[y * width + x] }

  // MARK: - Rows

  /// The segments of one pixel row, ready to be cut into slices.
  private struct RowGeometry {
    /// Where segments cross the row's top line, sorted by x, with their direction in y.
    var crossings: [(x: Double, direction: Int)] = []
    /// The parts of segments inside the row that are not vertical.
    var pieces: [Segment] = []
    /// Slice boundaries within the canvas: pixel edges, piece ends, crossings of pieces.
    var xs: [Double] = []
  }

  private func rowGeometry(_ row: Int, segments: [Segment]) -> RowGeometry {
    let top = Double(row), bottom = top + 1
    var geometry = RowGeometry()
    var breaks = (0...width).map(Double.init)
    for s in segments {
      if (s.y0 <= top) != (s.y1 <= top) {
        geometry.crossings.append((s.x0 + (top - s.y0) * (s.x1 - s.x0) / (s.y1 - s.y0), s.y1 > s.y0 ? 1 : -1))
      }
      guard let piece = ExactCoverage.clip(s, top: top, bottom: bottom) else { continue }
      breaks.append(piece.x0)
      breaks.append(piece.x1)
      if piece.x0 != piece.x1 { geometry.pieces.append(piece) }
    }
    let pieces = geometry.pieces
    for i in pieces.indices {
      for j in pieces.indices where j > i {
        if let x = ExactCoverage.crossingX(pieces[i], pieces[j]) { breaks.append(x) }
      }
    }
    geometry.crossings.sort { $0.x < $1.x }
    geometry.xs = Array(Set(breaks.filter { $0 >= 0 && $0 <= Double(width) })).sorted()
    return geometry
  }

  private mutating func scanRow(_ row: Int, segments: [Segment], rule: FillRule) {
    let top = Double(row), bottom = top + 1
    let geometry = rowGeometry(row, segments: segments)
    let xs = geometry.xs, crossings = geometry.crossings
    var crossingIndex = 0, windingAtTop = 0
    var minWinding = Array(repeating: Int.max, count: width)
    var maxWinding = Array(repeating: Int.min, count: width)
    for k in 1..<xs.count {
      let xa = xs[k - 1], xb = xs[k], xm = (xa + xb) / 2
      let column = Swift.min(width - 1, Int(xm))
      while crossingIndex < crossings.count, crossings[crossingIndex].x < xm {
        windingAtTop += crossings[crossingIndex].direction
        crossingIndex += 1
      }
      // The pieces spanning the slice, top to bottom, then the row's bottom line.
      var spanning: [(ya: Double, yb: Double, ym: Double, step: Int)] = []
      for p in geometry.pieces where Swift.min(p.x0, p.x1) <= xa && Swift.max(p.x0, p.x1) >= xb {
        func y(_ x: Double) -> Double {
          Swift.min(bottom, Swift.max(top, p.y0 + (x - p.x0) * (p.y1 - p.y0) / (p.x1 - p.x0)))
        }
        spanning.append((y(xa), y(xb), y(xm), p.x1 > p.x0 ? -1 : 1))
      }
      spanning.sort { $0.ym < $1.ym }
      spanning.append((bottom, bottom, bottom, 0))
      var winding = windingAtTop, upperA = top, upperB = top
      for edge in spanning {
        let area = (xb - xa) * ((edge.ya - upperA) + (edge.yb - upperB)) / 2
        if area > 1e-12 {
          minWinding[column] = Swift.min(minWinding[column], winding)
          maxWinding[column] = Swift.max(maxWinding[column], winding)
          if ExactCoverage.isInside(winding, rule: rule) { coverage[row * width + column] += area }
        }
        winding += edge.step
        upperA = edge.ya
        upperB = edge.yb
      }
    }
    for column in 0..<width where maxWinding[column] > minWinding[column] &+ 1 {
      windingsMeet[row * width + column] = true
    }
  }

  private static func isInside(_ winding: Int, rule: FillRule) -> Bool {
    switch rule {
    case .nonZero: winding != 0
    case .evenOdd: winding % 2 != 0
    }
  }

  /// The part of `s` between `top` and `bottom`, or `nil` when it has none that matters.
  ///
  /// A horizontal segment matters only strictly inside the row; one on the top
  /// line is already counted by the crossings, one on the bottom bounds nothing.
  private static func clip(_ s: Segment, top: Double, bottom: Double) -> Segment? {
    if s.y0 == s.y1 { return s.y0 > top && s.y0 < bottom ? s : nil }
    guard Swift.max(s.y0, s.y1) > top, Swift.min(s.y0, s.y1) < bottom else { return nil }
    func at(_ y: Double) -> (Double, Double) {
      (s.x0 + (y - s.y0) * (s.x1 - s.x0) / (s.y1 - s.y0), y)
    }
    var a = (s.x0, s.y0), b = (s.x1, s.y1)
    if a.1 < top { a = at(top) } else if a.1 > bottom { a = at(bottom) }
    if b.1 < top { b = at(top) } else if b.1 > bottom { b = at(bottom) }
    return Segment(x0: a.0, y0: a.1, x1: b.0, y1: b.1)
  }

  /// The x of the point where two segments cross, strictly inside both.
  private static func crossingX(_ p: Segment, _ q: Segment) -> Double? {
    let rx = p.x1 - p.x0, ry = p.y1 - p.y0, sx = q.x1 - q.x0, sy = q.y1 - q.y0
    let denominator = rx * sy - ry * sx
    if denominator == 0 { return nil }
    let qpx = q.x0 - p.x0, qpy = q.y0 - p.y0
    let t = (qpx * sy - qpy * sx) / denominator
    let u = (qpx * ry - qpy * rx) / denominator
    guard t > 0, t < 1, u > 0, u < 1 else { return nil }
    return p.x0 + t * rx
  }

  // MARK: - Flattening

  /// The path as closed polygons of segments, with curves flattened within `tolerance`.
  static func flatten(_ path: Path, tolerance: Double) -> [Segment] {
    var segments: [Segment] = []
    var start = Point.zero, current = Point.zero
    func line(to p: Point) {
      if p != current { segments.append(Segment(x0: current.x, y0: current.y, x1: p.x, y1: p.y)) }
      current = p
    }
    path.forEachElement { element in
      switch element {
      case .move(let p):
        line(to: start)
        start = p
        current = p
      case .line(let p):
        line(to: p)
      case .quad(let c, let p):
        // Degree elevation: the same curve as a cubic.
        let c1 = current + (c - current) * (2.0 / 3), c2 = p + (c - p) * (2.0 / 3)
        subdivide(current, c1, c2, p, tolerance: tolerance, depth: 0, line: line)
      case .cubic(let c1, let c2, let p):
        subdivide(current, c1, c2, p, tolerance: tolerance, depth: 0, line: line)
      case .close:
        line(to: start)
      }
    }
    line(to: start)
    return segments
  }

  /// Splits a cubic at t = ½ until its control points are within `tolerance` of its chord.
  private static func subdivide(
    _ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, tolerance: Double, depth: Int,
    line: (Point) -> Void
  ) {
    if depth >= 30 || distance(p1, toChord: p0, p3) <= tolerance && distance(p2, toChord: p0, p3) <= tolerance {
      return line(p3)
    }
    let p01 = mid(p0, p1), p12 = mid(p1, p2), p23 = mid(p2, p3)
    let p012 = mid(p01, p12), p123 = mid(p12, p23), m = mid(p012, p123)
    subdivide(p0, p01, p012, m, tolerance: tolerance, depth: depth + 1, line: line)
    subdivide(m, p123, p23, p3, tolerance: tolerance, depth: depth + 1, line: line)
  }

  private static func mid(_ a: Point, _ b: Point) -> Point { Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }

  /// The distance from `p` to the segment `a`–`b`.
  private static func distance(_ p: Point, toChord a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    let lengthSquared = dx * dx + dy * dy
    let t = lengthSquared == 0 ? 0 : Swift.max(0, Swift.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared))
    return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy))
  }
}
