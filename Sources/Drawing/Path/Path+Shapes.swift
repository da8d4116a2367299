import Foundation

/// The radii of a rounded rectangle's four corners, in the rectangle's units.
public struct CornerRadii: Hashable, Sendable {
  /// The top-left corner's radius.
  public var topLeft: Double
  /// The top-right corner's radius.
  public var topRight: Double
  /// The bottom-right corner's radius.
  public var bottomRight: Double
  /// The bottom-left corner's radius.
  public var bottomLeft: Double

  /// Creates per-corner radii.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }
}

/// The cubic Bézier handle length for a quarter circle of radius 1 (4/3·(√2 − 1)).
let quarterCircleKappa = 0.5522847498307936

extension PathBuilder {
  /// Adds a closed rectangle, clockwise on screen from its top-left corner.
  public mutating func addRect(_ rect: Rect) {
    move(to: Point(x: rect.minX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.minY))
    line(to: Point(x: rect.maxX, y: rect.maxY))
    line(to: Point(x: rect.minX, y: rect.maxY))
    close()
  }

  /// Adds a closed rounded rectangle whose corners are quarter ellipses drawn as cubics.
  ///
  /// Each radius is clamped to 0…half the shorter side, so corners never overlap.
  public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii) {
    let limit = Swift.min(rect.maxX - rect.minX, rect.maxY - rect.minY) / 2
    func clamp(_ r: Double) -> Double { r.isNaN ? 0 : Swift.max(0, Swift.min(limit, r)) }
    let tl = clamp(radii.topLeft), tr = clamp(radii.topRight)
    let br = clamp(radii.bottomRight), bl = clamp(radii.bottomLeft)
    let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
    let k = quarterCircleKappa
    move(to: Point(x: x0 + tl, y: y0))
    line(to: Point(x: x1 - tr, y: y0))
    if tr > 0 {
      cubic(
        to: Point(x: x1, y: y0 + tr), control1: Point(x: x1 - tr + tr * k, y: y0),
        control2: Point(x: x1, y: y0 + tr - tr * k))
    }
    line(to: Point(x: x1, y: y1 - br))
    if br > 0 {
      cubic(
        to: Point(x: x1 - br, y: y1), control1: Point(x: x1, y: y1 - br + br * k),
        control2: Point(x: x1 - br + br * k, y: y1))
    }
    line(to: Point(x: x0 + bl, y: y1))
    if bl > 0 {
      cubic(
        to: Point(x: x0, y: y1 - bl), control1: Point(x: x0 + bl - bl * k, y: y1),
        control2: Point(x: x0, y: y1 - bl + bl * k))
    }
    line(to: Point(x: x0, y: y0 + tl))
    if tl > 0 {
      cubic(
        to: Point(x: x0 + tl, y: y0), control1: Point(x: x0, y: y0 + tl - tl * k),
        control2: Point(x: x0 + tl - tl * k, y: y0))
    }
    close()
  }

  /// Adds a closed ellipse inscribed in `rect`, as four cubic quarter arcs.
  public mutating func addEllipse(in rect: Rect) {
    let cx = rect.midX, cy = rect.midY
    let rx = (rect.maxX - rect.minX) / 2, ry = (rect.maxY - rect.minY) / 2
    let kx = rx * quarterCircleKappa, ky = ry * quarterCircleKappa
    move(to: Point(x: cx + rx, y: cy))
    cubic(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
    cubic(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
    cubic(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
    cubic(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
    close()
  }

  /// Adds a circular arc around `center`, continuing the current subpath with a line to its start.
  ///
  /// Angles are in radians, measured from the positive x axis towards positive y
  /// (clockwise on screen). The arc runs from `startAngle` to `endAngle` in the
  /// increasing direction when `clockwise` is true, otherwise decreasing; a sweep
  /// of 2π or more draws the full circle once. It is drawn as cubic segments of at
  /// most 90°, each within 0.03 % of the radius of the true circle.
  public mutating func addArc(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
    var sweep = endAngle - startAngle
    let full = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full }
      sweep = Swift.min(sweep, full)
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full }
      sweep = Swift.max(sweep, -full)
    }
    let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
    if isEmpty || currentPoint != start { isEmpty ? move(to: start) : line(to: start) }
    addEllipticArcSegments(
      center: center, radii: (radius, radius), rotation: 0, startAngle: startAngle, sweep: sweep)
  }

  /// Appends cubic segments (≤ 90° each) for an elliptical arc from its current start.
  ///
  /// The current point must already be the arc's start point. Each piece of
  /// angle θ (≤ 90°) has handles 4/3·tan(θ/4) long on the unit circle, which
  /// keeps a circle within 0.03 % of its radius. `sweep` must be finite.
  ///
  /// - Parameters:
  ///   - center: The ellipse's centre.
  ///   - radii: Its radii along its own x and y axes.
  ///   - rotation: The angle from the x axis to the ellipse's x axis, in radians.
  ///   - startAngle: The parametric angle of the start point, in radians.
  ///   - sweep: The parametric angle to sweep, in radians; negative goes backwards.
  ///   - end: The exact end point, if known, used in place of the computed one
  ///     so that rounding never leaves a gap. Default: `nil`.
  mutating func addEllipticArcSegments(
    center: Point, radii: (Double, Double), rotation: Double, startAngle: Double, sweep: Double,
    end: Point? = nil
  ) {
    // Round the ratio up, forgiving rounding error just above a multiple of 90°.
    let count = Swift.max(1, Int((abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)))
    let step = sweep / Double(count)
    let handle = 4.0 / 3.0 * tan(step / 4)
    let cosR = cos(rotation), sinR = sin(rotation)
    func map(_ ux: Double, _ uy: Double) -> Point {
      let x = ux * radii.0, y = uy * radii.1
      return Point(x: center.x + x * cosR - y * sinR, y: center.y + x * sinR + y * cosR)
    }
    var angle = startAngle
    for index in 0..<count {
      let next = angle + step
      let c0 = cos(angle), s0 = sin(angle), c1 = cos(next), s1 = sin(next)
      let to = index == count - 1 ? end ?? map(c1, s1) : map(c1, s1)
      cubic(
        to: to, control1: map(c0 - handle * s0, s0 + handle * c0),
        control2: map(c1 + handle * s1, s1 - handle * c1))
      angle = next
    }
  }
}

extension Path {
  /// A closed rectangle.
  public static func rect(_ rect: Rect) -> Path {
    var b = PathBuilder()
    b.addRect(rect)
    return b.finish() ?? .empty
  }

  /// A closed rounded rectangle with per-corner radii (each clamped to half the shorter side).
  public static func roundedRect(_ rect: Rect, radii: CornerRadii) -> Path {
    var b = PathBuilder()
    b.addRoundedRect(rect, radii: radii)
    return b.finish() ?? .empty
  }

  /// A closed rounded rectangle with one radius at every corner.
  public static func roundedRect(_ rect: Rect, radius: Double) -> Path {
    roundedRect(rect, radii: CornerRadii(radius))
  }

  /// A closed ellipse inscribed in `rect`.
  public static func ellipse(in rect: Rect) -> Path {
    var b = PathBuilder()
    b.addEllipse(in: rect)
    return b.finish() ?? .empty
  }

  /// A closed circle.
  public static func circle(center: Point, radius: Double) -> Path {
    ellipse(in: Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }
}

extension PathBuilder {
  /// Adds a capsule: the segment `from → to` thickened to `width`, with round caps, as one closed contour.
  ///
  /// The contour runs in the same direction as ``addEllipse(in:)`` and
  /// ``addRect(_:)`` (clockwise on screen), so capsules, circles and rectangles
  /// added to one path union under the non-zero rule. This is how line art such
  /// as icons is drawn without a general stroker.
  public mutating func addCapsule(from a: Point, to b: Point, width: Double) {
    let r = width / 2
    let dx = b.x - a.x, dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard r > 0, r.isFinite, length.isFinite else { return }
    if length == 0 {
      addEllipse(in: Rect(x: a.x - r, y: a.y - r, width: width, height: width))
      return
    }
    let angle = atan2(dy, dx)
    // Start on the left of the direction of travel (screen y down), sweep clockwise.
    let start = Point(x: a.x + r * sin(angle), y: a.y - r * cos(angle))
    move(to: start)
    line(to: Point(x: b.x + r * sin(angle), y: b.y - r * cos(angle)))
    addEllipticArcSegments(center: b, radii: (r, r), rotation: 0, startAngle: angle - Double.pi / 2, sweep: Double.pi)
    line(to: Point(x: a.x - r * sin(angle), y: a.y + r * cos(angle)))
    addEllipticArcSegments(center: a, radii: (r, r), rotation: 0, startAngle: angle + Double.pi / 2, sweep: Double.pi)
    close()
  }

  /// Adds a polyline as capsules of `width`, one per segment (round joins and caps).
  public mutating func addPolyline(_ points: [Point], width: Double) {
    for (a, b) in zip(points, points.dropFirst()) { addCapsule(from: a, to: b, width: width) }
  }
}

extension PathBuilder {
  /// Adds a closed rounded rectangle with one radius at every corner.
  public mutating func addRoundedRect(_ rect: Rect, radius: Double) {
    addRoundedRect(rect, radii: CornerRadii(radius))
  }

  /// Adds a closed circle, clockwise on screen by default.
  ///
  /// A counter-clockwise circle inside a clockwise contour makes a hole under
  /// the non-zero rule (a ring, for instance).
  public mutating func addCircle(center: Point, radius: Double, clockwise: Bool = true) {
    move(to: Point(x: center.x + radius, y: center.y))
    addEllipticArcSegments(
      center: center, radii: (radius, radius), rotation: 0, startAngle: 0,
      sweep: clockwise ? 2 * Double.pi : -2 * Double.pi)
    close()
  }
}
