import Foundation

// A path as the stroker reads it: each subpath a list of straight pieces with
// the path's unit left normal at each end. A line is one piece whose normals
// are its own; a curve is sampled at equal parameter steps and each sample
// keeps the curve's exact normal there, so the offsets are points of the true
// offset curve. The step count is the larger of two bounds: the centre line's
// chords within the tolerance (a chord of a quadratic over a step Δ strays
// |P0 − 2P1 + P2|·Δ²/4, of a cubic at most 3/4·max|second difference|·Δ²)
// within half the tolerance, and the normal turning by at most
// 2·acos(1 − tolerance/(2·halfWidth)) per step, the control polygon's total
// turn bounding the curve's. An offset chord strays from its arc by the centre
// chord's sagitta plus halfWidth·(1 − cos(step/2)), so by at most the tolerance. Pieces of zero length are dropped; a subpath left with
// none is a point, which round and square caps still draw.

/// One straight piece of a subpath, with the path's unit left normals at its ends and how far
/// the left and right offsets may go there (the distance to a centre of curvature on that side).
struct StrokeSegment {
  var a: Point
  var b: Point
  var na: Point
  var nb: Point
  var reachA = Double.infinity
  var reachB = Double.infinity
  var rightReachA = Double.infinity
  var rightReachB = Double.infinity

  /// The same piece travelled the other way (its left is this one's right).
  var reversed: StrokeSegment {
    StrokeSegment(
      a: b, b: a, na: nb * -1, nb: na * -1, reachA: rightReachB, reachB: rightReachA, rightReachA: reachB,
      rightReachB: reachA)
  }
}

/// A subpath as straight pieces.
struct StrokeSubpath {
  /// Where the subpath starts (what a zero-length subpath draws at).
  var start: Point
  var segments: [StrokeSegment] = []
  var closed = false
}

extension Path {
  /// The most samples one curve is cut into, whatever its size and the tolerance.
  static let maximumCurveSamples = 4096
  /// The most samples the curves of one stroked path take together.
  public static let maximumStrokeSamples = 1 << 20

  /// How many samples the curves need at `tolerance`, before any cap.
  func strokeSampleEstimate(halfWidth: Double, tolerance: Double) -> Double {
    var total = 0.0
    var point = Point.zero
    forEachElement { element in
      switch element {
      case .move(let p), .line(let p): point = p
      case .quad(let c, let p):
        total += Double(Self.sampleCount([point, c, p], halfWidth: halfWidth, tolerance: tolerance, cap: .max))
        point = p
      case .cubic(let c1, let c2, let p):
        total += Double(Self.sampleCount([point, c1, c2, p], halfWidth: halfWidth, tolerance: tolerance, cap: .max))
        point = p
      case .close: break
      }
    }
    return total
  }

  /// The subpaths as straight pieces for a stroke of half width `halfWidth`.
  func polylines(halfWidth: Double, tolerance: Double) -> [StrokeSubpath] {
    var result: [StrokeSubpath] = []
    var current: StrokeSubpath?
    var point = Point.zero
    func add(_ a: Point, _ b: Point, _ na: Point, _ nb: Point, _ ka: Double = 0, _ kb: Double = 0) {
      guard a != b else { return }
      current?.segments.append(
        StrokeSegment(
          a: a, b: b, na: na, nb: nb, reachA: ka > 0 ? 1 / ka : .infinity, reachB: kb > 0 ? 1 / kb : .infinity,
          rightReachA: ka < 0 ? -1 / ka : .infinity, rightReachB: kb < 0 ? -1 / kb : .infinity))
    }
    func line(to p: Point) {
      if let n = (p - point).leftNormal { add(point, p, n, n) }
      point = p
    }
    func curve(_ controls: [Point]) {
      let count = Self.sampleCount(controls, halfWidth: halfWidth, tolerance: tolerance)
      var previous = controls[0]
      var previousNormal = Self.normal(controls, at: 0)
      var previousCurvature = Self.curvature(controls, at: 0)
      for k in 1...count {
        let t = Double(k) / Double(count)
        let p = k == count ? controls[controls.count - 1] : Self.point(controls, at: t)
        let n = Self.normal(controls, at: t)
        let kappa = Self.curvature(controls, at: t)
        if let na = previousNormal ?? (p - previous).leftNormal, let nb = n ?? (p - previous).leftNormal {
          add(previous, p, na, nb, previousCurvature, kappa)
        }
        previous = p
        previousNormal = n
        previousCurvature = kappa
      }
      point = controls[controls.count - 1]
    }
    forEachElement { element in
      switch element {
      case .move(let p):
        if let c = current { result.append(c) }
        current = StrokeSubpath(start: p)
        point = p
      case .line(let p): line(to: p)
      case .quad(let c, let p): curve([point, c, p])
      case .cubic(let c1, let c2, let p): curve([point, c1, c2, p])
      case .close:
        if let start = current?.start {
          line(to: start)
          current?.closed = true
          if let c = current { result.append(c) }
          current = StrokeSubpath(start: start)
          current?.closed = false
        }
      }
    }
    // A close followed by nothing leaves an empty subpath at its start, which is not drawn.
    if let c = current, !(c.segments.isEmpty && result.last.map { $0.closed && $0.start == c.start } == true) {
      result.append(c)
    }
    return result
  }

  /// How many equal parameter steps keep a curve's chords and its offsets' chords within `tolerance`.
  static func sampleCount(_ p: [Point], halfWidth: Double, tolerance: Double, cap: Int = maximumCurveSamples) -> Int {
    var secondDifference = 0.0
    for i in 0..<(p.count - 2) {
      secondDifference = Swift.max(secondDifference, (p[i] - p[i + 1] * 2 + p[i + 2]).length)
    }
    let spread = p.count == 3 ? secondDifference / 4 : secondDifference * 3 / 4
    let chordSteps = (2 * spread / tolerance).squareRoot()
    var turn = 0.0
    var previous: Point?
    for i in 0..<(p.count - 1) where p[i + 1] != p[i] {
      let d = p[i + 1] - p[i]
      if let previous { turn += abs(atan2(previous.cross(d), previous.dot(d))) }
      previous = d
    }
    let stepAngle = 2 * acos(Swift.max(-1, 1 - tolerance / (2 * Swift.max(halfWidth, tolerance))))
    let angleSteps = turn / Swift.max(stepAngle, 1e-6)
    let steps = Swift.max(chordSteps, angleSteps, 1).rounded(.up)
    return steps.isFinite && steps < Double(cap) ? Int(steps) : cap
  }

  /// The point of the Bézier curve with these control points at `t`.
  static func point(_ p: [Point], at t: Double) -> Point {
    let u = 1 - t
    if p.count == 3 { return p[0] * (u * u) + p[1] * (2 * u * t) + p[2] * (t * t) }
    return p[0] * (u * u * u) + p[1] * (3 * u * u * t) + p[2] * (3 * u * t * t) + p[3] * (t * t * t)
  }

  /// The curve's signed curvature at `t`, positive when it bends toward its left normal; 0
  /// where it is undefined.
  static func curvature(_ p: [Point], at t: Double) -> Double {
    let u = 1 - t
    let d1: Point, d2: Point
    if p.count == 3 {
      d1 = (p[1] - p[0]) * (2 * u) + (p[2] - p[1]) * (2 * t)
      d2 = (p[0] - p[1] * 2 + p[2]) * 2
    } else {
      d1 = (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t)
      d2 = (p[0] - p[1] * 2 + p[2]) * (6 * u) + (p[1] - p[2] * 2 + p[3]) * (6 * t)
    }
    let speed = d1.length
    guard speed > 1e-12 else { return 0 }
    let k = d1.cross(d2) / (speed * speed * speed)
    return k.isFinite ? k : 0
  }

  /// The curve's unit left normal at `t`, or nil where its direction is undefined (a cusp, or
  /// control points on an end point that leave no direction at all).
  static func normal(_ p: [Point], at t: Double) -> Point? {
    let u = 1 - t
    var d: Point
    if p.count == 3 {
      d = (p[1] - p[0]) * (2 * u) + (p[2] - p[1]) * (2 * t)
    } else {
      d = (p[1] - p[0]) * (3 * u * u) + (p[2] - p[1]) * (6 * u * t) + (p[3] - p[2]) * (3 * t * t)
    }
    if d.length < 1e-12 * Swift.max(1, (p[p.count - 1] - p[0]).length) {
      // At an end whose control point sits on it, the direction is toward the next distinct control point.
      let others = t < 0.5 ? Array(p.dropFirst()) : Array(p.dropLast().reversed())
      guard let other = others.first(where: { $0 != (t < 0.5 ? p[0] : p[p.count - 1]) }) else { return nil }
      d = t < 0.5 ? other - p[0] : p[p.count - 1] - other
      if t > 0, t < 1 { return nil }
    }
    return d.leftNormal
  }
}

extension Point {
  /// The distance from the origin.
  var length: Double { (x * x + y * y).squareRoot() }

  /// The unit vector a quarter turn from this direction, (x, y) → (−y, x), or nil for a zero vector.
  var leftNormal: Point? {
    let l = length
    guard l > 0, l.isFinite else { return nil }
    return Point(x: -y / l, y: x / l)
  }
}
