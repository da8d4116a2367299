import Foundation

// Stroking: a path's stroke turned into a path to fill, for the same
// rasterizer (nonzero rule).
//
// The method is the outline stroker of Skia and tiny-skia (SkStroke.cpp's
// "outer" and "inner" paths): each subpath's outline is traced once along the
// left side of its direction of travel, round the end cap, and back along the
// other side, which is the left side of the subpath reversed. A closed subpath
// gives two loops instead, one per side, with no caps. Where two segments meet
// at an angle, the side on the outside of the turn gets the join — a miter
// (bevelled when 1/cos(θ/2) exceeds the limit, θ the turn, as SVG defines the
// miter ratio), an arc, or a bevel — and the side inside goes through the
// corner point (Skia's pivot), which keeps every region the outline encloses
// wound the same way, so nonzero fills exactly the stroke. The outline is
// independent of the subpath's direction, so strokes of several subpaths add
// up without cancelling.
//
// On the inside of a corner between two straight pieces long enough to reach
// it, the side goes straight to the point where the two inner edges cross
// instead of through the corner point: the outline then winds each pixel at
// most once near its edges, so the rasterizer's area accumulation, exact only
// for windings of 0 and 1, stays exact there.
//
// Curves are followed by their exact offsets: samples of the curve are moved
// along the curve's true normal at each sample (not a chord's), close enough
// that both the centre-line chords and the offset chords stay within the
// tolerance (Path+StrokeSegments.swift). Where a curve bends tighter than half
// the width, its inner offset would run backwards (the "fishtail" of Nehab,
// 2020, "Converting stroked primitives to filled primitives", §4); there the
// inner side stops at the centre of curvature, tracing the evolute, so a
// circle of radius r < width/2 strokes to the disc of radius r + width/2.

/// Builds a stroke's outline, subpath by subpath.
struct Stroker {
  let style: StrokeStyle
  let tolerance: Double
  let h: Double
  var builder = PathBuilder()

  init(style: StrokeStyle, tolerance: Double) {
    self.style = style
    self.tolerance = tolerance
    self.h = style.width / 2
  }

  /// Adds the outline of one subpath.
  mutating func add(_ subpath: StrokeSubpath) {
    let segments = subpath.segments
    guard let first = segments.first, let last = segments.last else { return addDot(at: subpath.start) }
    let backward = segments.reversed().map(\.reversed)
    if subpath.closed {
      walk(segments, closed: true)
      walk(backward, closed: true)
    } else {
      builder.move(to: start(of: first))
      walk(segments, closed: false)
      cap(at: last.b, normal: last.nb)
      walk(backward, closed: false)
      cap(at: first.a, normal: first.na * -1)
      builder.close()
    }
  }

  /// The left offset of a piece's start, no farther than its centre of curvature.
  private func start(of s: StrokeSegment) -> Point { s.a + s.na * Swift.min(h, s.reachA) }
  /// The left offset of a piece's end.
  private func end(of s: StrokeSegment) -> Point { s.b + s.nb * Swift.min(h, s.reachB) }

  /// Traces the left side of `segments`, from the current point unless `closed`.
  private mutating func walk(_ segments: [StrokeSegment], closed: Bool) {
    if closed, let first = segments.first, let last = segments.last {
      builder.move(to: innerCrossing(last, first) ?? start(of: first))
    } else if let first = segments.first {
      lineIfNeeded(to: start(of: first))
    }
    for (j, s) in segments.enumerated() {
      if j + 1 < segments.count {
        join(s, segments[j + 1])
      } else if closed, let first = segments.first {
        join(s, first)
        builder.close()
      } else {
        lineIfNeeded(to: end(of: s))
      }
    }
  }

  /// Where the left edges of straight pieces `s` and `next` cross inside their corner, when
  /// both pieces reach it.
  private func innerCrossing(_ s: StrokeSegment, _ next: StrokeSegment) -> Point? {
    let u0 = s.nb, u1 = next.na
    let cross = u0.cross(u1), dot = u0.dot(u1)
    guard cross > 1e-12, s.reachB == .infinity, next.reachA == .infinity else { return nil }
    let cosHalf = ((1 + dot) / 2).squareRoot()
    guard cosHalf > 1e-6 else { return nil }
    let reach = h * ((1 - cosHalf * cosHalf).squareRoot() / cosHalf)
    guard reach <= (s.b - s.a).length, reach <= (next.b - next.a).length else { return nil }
    return s.b + (u0 + u1) * (h / (2 * cosHalf * cosHalf))
  }

  /// From the side of `s` to the side of `next` round their shared corner.
  private mutating func join(_ s: StrokeSegment, _ next: StrokeSegment) {
    let p = s.b, u0 = s.nb, u1 = next.na
    let cross = u0.cross(u1), dot = u0.dot(u1)
    let leave = start(of: next)
    if abs(cross) < 1e-12 && dot > 0 {
      lineIfNeeded(to: end(of: s))
      return lineIfNeeded(to: leave)
    }
    if cross > 0 {
      // The inside of the turn: where the edges cross, else through the corner point.
      if let x = innerCrossing(s, next) { return lineIfNeeded(to: x) }
      lineIfNeeded(to: end(of: s))
      lineIfNeeded(to: p)
      return lineIfNeeded(to: leave)
    }
    lineIfNeeded(to: end(of: s))
    lineIfNeeded(to: p + u0 * h)
    switch style.lineJoin {
    case .bevel:
      break
    case .miter:
      let cosHalf = ((1 + dot) / 2).squareRoot()
      if cosHalf > 0, 1 / cosHalf <= style.miterLimit {
        builder.line(to: p + (u0 + u1) * (h / (2 * cosHalf * cosHalf)))
      }
    case .round:
      let sweep = abs(cross) < 1e-12 ? -Double.pi : atan2(cross, dot)
      builder.addEllipticArcSegments(
        center: p, radii: (h, h), rotation: 0, startAngle: atan2(u0.y, u0.x), sweep: sweep, end: p + u1 * h)
    }
    lineIfNeeded(to: p + u1 * h)
    lineIfNeeded(to: leave)
  }

  /// The cap at end point `p` whose left normal is `u`, from `p + u·h` to `p − u·h`.
  private mutating func cap(at p: Point, normal u: Point) {
    lineIfNeeded(to: p + u * h)
    let d = Point(x: u.y, y: -u.x)
    switch style.lineCap {
    case .butt:
      break
    case .square:
      builder.line(to: p + u * h + d * h)
      builder.line(to: p - u * h + d * h)
    case .round:
      builder.addEllipticArcSegments(
        center: p, radii: (h, h), rotation: 0, startAngle: atan2(u.y, u.x), sweep: -Double.pi, end: p - u * h)
    }
    lineIfNeeded(to: p - u * h)
  }

  /// A subpath of zero length: a disc with round caps, a square with square caps (SVG 2 §13.5.1), else nothing.
  private mutating func addDot(at p: Point) {
    switch style.lineCap {
    case .butt: break
    case .round:
      builder.move(to: Point(x: p.x + h, y: p.y))
      builder.addEllipticArcSegments(
        center: p, radii: (h, h), rotation: 0, startAngle: 0, sweep: -2 * Double.pi, end: Point(x: p.x + h, y: p.y))
      builder.close()
    case .square:
      builder.move(to: Point(x: p.x - h, y: p.y - h))
      builder.line(to: Point(x: p.x - h, y: p.y + h))
      builder.line(to: Point(x: p.x + h, y: p.y + h))
      builder.line(to: Point(x: p.x + h, y: p.y - h))
      builder.close()
    }
  }

  private mutating func lineIfNeeded(to p: Point) {
    if builder.currentPoint != p { builder.line(to: p) }
  }
}

extension Point {
  func dot(_ o: Point) -> Double { x * o.x + y * o.y }
  func cross(_ o: Point) -> Double { x * o.y - y * o.x }
}
