// Cubic Bézier timing curves, as Core Animation defines them.
//
// A timing curve runs from (0, 0) to (1, 1) with two control points. Given a
// time fraction x, the progress is y(u) where u solves x(u) = x. We solve with
// Newton's method from u = x and fall back to bisection when the slope is
// too flat, the approach of WebKit's UnitBezier; both steps are plain IEEE
// arithmetic, so the result is the same on every machine and build.

/// A cubic Bézier timing curve from (0, 0) to (1, 1).
public struct CubicBezier: Hashable, Sendable {
  /// The first control point's x (time), 0…1.
  public var x1: Double
  /// The first control point's y (progress).
  public var y1: Double
  /// The second control point's x (time), 0…1.
  public var x2: Double
  /// The second control point's y (progress).
  public var y2: Double

  /// Creates a curve from its two control points.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// Core Animation's ease-in-ease-out, the curve of a UIKit block animation with no options.
  public static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's ease-in.
  public static let easeIn = CubicBezier(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Core Animation's ease-out.
  public static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Core Animation's "default" curve.
  public static let caDefault = CubicBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

  @inline(__always)
  private func coordinate(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    // Bernstein form with P0 = 0, P3 = 1.
    let mu = 1 - u
    return 3 * mu * mu * u * p1 + 3 * mu * u * u * p2 + u * u * u
  }

  @inline(__always)
  private func slope(_ u: Double, _ p1: Double, _ p2: Double) -> Double {
    let mu = 1 - u
    return 3 * mu * mu * p1 + 6 * mu * u * (p2 - p1) + 3 * u * u * (1 - p2)
  }

  /// The curve parameter whose x equals `x`, within 1e-12.
  private func parameter(forX x: Double) -> Double {
    var u = x
    for _ in 0..<8 {
      let error = coordinate(u, x1, x2) - x
      if abs(error) < 1e-12 { return u }
      let d = slope(u, x1, x2)
      if abs(d) < 1e-9 { break }
      u -= error / d
    }
    var lo = 0.0, hi = 1.0
    u = x
    for _ in 0..<64 {
      let value = coordinate(u, x1, x2)
      if abs(value - x) < 1e-12 { break }
      if value < x { lo = u } else { hi = u }
      u = (lo + hi) / 2
    }
    return u
  }

  /// The progress at time fraction `x`; fractions outside 0…1 are clamped, NaN gives 0.
  public func progress(at x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    return coordinate(parameter(forX: x), y1, y2)
  }
}

/// The pacing of a fixed-duration animation: linear or one of the cubic Bézier curves.
public enum TimingCurve: Hashable, Sendable {
  /// Progress equals the time fraction.
  case linear
  /// A cubic Bézier curve.
  case bezier(CubicBezier)

  /// Core Animation's ease-in-ease-out.
  public static let easeInOut = TimingCurve.bezier(.easeInOut)
  /// Core Animation's ease-in.
  public static let easeIn = TimingCurve.bezier(.easeIn)
  /// Core Animation's ease-out.
  public static let easeOut = TimingCurve.bezier(.easeOut)

  /// The progress at time fraction `x` (clamped to 0…1).
  public func progress(at x: Double) -> Double {
    switch self {
    case .linear: return x.isNaN ? 0 : Swift.min(1, Swift.max(0, x))
    case .bezier(let curve): return curve.progress(at: x)
    }
  }
}
