import Foundation

// Elliptical arcs given by their endpoints, as in SVG's A command.
//
// The conversion to centre form is the one in the SVG implementation notes
// (SVG 1.1 appendix F.6.5, SVG 2 section 9.5 and B.2.4), rewritten in coordinates
// scaled by the radii so that nothing is squared at the scale of the input:
// with (x1′, y1′) the half chord rotated into the ellipse's frame and
// a = x1′/rx, b = y1′/ry, the notes' λ is a² + b², the centre is
// ±√((1 − λ)/λ) · (rx·b, −ry·a), and the start and end directions on the unit
// circle are (a, b) − k(b, −a) and −(a, b) − k(b, −a). The out-of-range rules
// of F.6.6 come first: equal endpoints draw nothing, a zero radius draws a
// line, negative radii count as positive, and radii too small to join the
// endpoints (λ > 1) are scaled up by √λ, which puts the centre on the chord.

extension PathBuilder {
  /// Adds an SVG elliptical arc from the current point to `end`.
  ///
  /// Of the four arcs with these radii that join the two points, `largeArc`
  /// picks one sweeping more than 180° and `sweep` one drawn in the direction of
  /// increasing angle (clockwise on screen, since y grows downwards). The arc is
  /// added as cubic segments of at most 90° each and ends exactly at `end`.
  ///
  /// - Parameters:
  ///   - end: The arc's end point.
  ///   - radiusX: The ellipse's radius along its own x axis; the sign is ignored.
  ///   - radiusY: The ellipse's radius along its own y axis; the sign is ignored.
  ///   - xAxisRotation: The angle from the x axis to the ellipse's x axis, in degrees.
  ///   - largeArc: Whether to take an arc of more than 180°.
  ///   - sweep: Whether to go in the direction of increasing angle.
  public mutating func svgArc(
    to end: Point, radiusX: Double, radiusY: Double, xAxisRotation: Double,
    largeArc: Bool, sweep: Bool
  ) {
    let start = currentPoint
    if start == end { return }
    var rx = abs(radiusX), ry = abs(radiusY)
    let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * Double.pi / 180
    let cosPhi = cos(phi), sinPhi = sin(phi)
    let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
    var a = (cosPhi * hx + sinPhi * hy) / rx
    var b = (-sinPhi * hx + cosPhi * hy) / ry
    var lambda = a * a + b * b
    guard rx > 0, ry > 0, lambda.isFinite, lambda > 0 else { return line(to: end) }
    if lambda > 1 {
      let scale = lambda.squareRoot()
      rx *= scale
      ry *= scale
      a /= scale
      b /= scale
      lambda = 1
    }
    let magnitude = Swift.max(0, (1 - lambda) / lambda).squareRoot()
    let k = largeArc != sweep ? magnitude : -magnitude
    let ux = a - k * b, uy = b + k * a
    let vx = -a - k * b, vy = -b + k * a
    let cxPrime = k * rx * b, cyPrime = -k * ry * a
    let center = Point(
      x: cosPhi * cxPrime - sinPhi * cyPrime + (start.x + end.x) / 2,
      y: sinPhi * cxPrime + cosPhi * cyPrime + (start.y + end.y) / 2)
    let startAngle = atan2(uy, ux)
    var delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if sweep, delta < 0 { delta += 2 * Double.pi }
    if !sweep, delta > 0 { delta -= 2 * Double.pi }
    // Every control point lies within about 1.1·max(rx, ry) of the centre.
    let reach = abs(center.x) + abs(center.y) + 2 * Swift.max(rx, ry)
    guard reach.isFinite, delta.isFinite, delta != 0 else {
      return line(to: end)
    }
    addEllipticArcSegments(
      center: center, radii: (rx, ry), rotation: phi, startAngle: startAngle, sweep: delta, end: end)
  }
}
