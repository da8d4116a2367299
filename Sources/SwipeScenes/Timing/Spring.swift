import Foundation

// Damped springs in closed form.
//
// A spring animation moves a value from its start to its target; we track the
// normalized displacement x(t), 1 at the start and 0 at the target, and the
// progress p(t) = 1 − x(t). With mass m, stiffness k, damping c:
// ω₀ = √(k/m), ζ = c / (2√(km)); the initial velocity v is UIKit's normalized
// "relative" velocity (distance fractions per second, positive toward the
// target), so x(0) = 1 and x'(0) = −v. The three regimes:
//   ζ < 1: x = e^(−ζω₀t)·[cos(ω_d t) + ((ζω₀ − v)/ω_d)·sin(ω_d t)], ω_d = ω₀√(1−ζ²)
//   ζ = 1: x = (1 + (ω₀ − v)·t)·e^(−ω₀t)
//   ζ > 1: x = A·e^(r₁t) + B·e^(r₂t), r = −ω₀(ζ ∓ √(ζ²−1)), A + B = 1, r₁A + r₂B = −v
//
// UIKit's duration + damping-ratio springs do not publish their mapping. Like
// Framer's SpringsExample (and render-gifs' spec, decision (a)), we take mass 1
// and pick ω₀ so that the decay envelope has fallen to ε = 0.001 at the
// duration D: for ζ ≥ 1, e^(−ω₀D)·((ω₀ − v)·D + 1) = ε; for ζ < 1,
// ((ζω₀ − v)/ω_d)·e^(−ζω₀D) = ε. Such an animation completes at D.
// A spring given by mass, stiffness and damping completes instead at its
// settling time: the earliest t after which |x| < 0.001 holds for good
// (decision (b)).

/// A damped spring animation of a normalized progress from 0 to 1.
public struct Spring: Hashable, Sendable {
  /// The envelope level that defines "settled", for both completion rules.
  public static let settleTolerance = 0.001

  /// The mass. Default for duration-based springs: 1.
  public let mass: Double
  /// The stiffness k.
  public let stiffness: Double
  /// The damping coefficient c.
  public let damping: Double
  /// The initial velocity toward the target, in distance fractions per second.
  public let initialVelocity: Double
  /// When the animation completes: from then on the progress is exactly 1.
  public let completionTime: Double

  /// A spring from physical parameters that completes when it settles within 0.1 %.
  ///
  /// - Parameters:
  ///   - mass: Mass, > 0.
  ///   - stiffness: Stiffness k, > 0.
  ///   - damping: Damping coefficient c, ≥ 0.
  ///   - initialVelocity: Normalized velocity toward the target. Default: 0.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
    let probe = Spring(
      mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity, completionTime: .infinity)
    self.init(
      mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity,
      completionTime: probe.settlingTime())
  }

  /// UIKit's spring for a damping ratio and a duration (mass 1, the ε = 0.001 rule); it completes at `duration`.
  ///
  /// - Parameters:
  ///   - dampingRatio: ζ, > 0; 1 is critically damped.
  ///   - duration: D in seconds, > 0.
  ///   - initialVelocity: Normalized velocity toward the target. Default: 0.
  public init(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) {
    let omega = Spring.undampedFrequency(dampingRatio: dampingRatio, duration: duration, velocity: initialVelocity)
    mass = 1
    stiffness = omega * omega
    damping = 2 * dampingRatio * omega
    self.initialVelocity = initialVelocity
    completionTime = duration
  }

  private init(mass: Double, stiffness: Double, damping: Double, velocity: Double, completionTime: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.damping = damping
    self.initialVelocity = velocity
    self.completionTime = completionTime
  }

  /// ω₀ = √(k/m), in radians per second.
  public var undampedFrequency: Double { (stiffness / mass).squareRoot() }
  /// ζ = c / (2√(km)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// The normalized displacement from the target at time `t` in seconds, ignoring completion.
  public func displacement(at t: Double) -> Double {
    let w0 = undampedFrequency, zeta = dampingRatio, v = initialVelocity
    if zeta < 1 {
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v) / wd * sin(wd * t))
    }
    if zeta == 1 {
      return (1 + (w0 - v) * t) * exp(-w0 * t)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
    let a = (-v - r2) / (r1 - r2)
    return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
  }

  /// The progress at time `t`: 0 before the start, 1 from ``completionTime`` on.
  public func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < completionTime else { return 1 }
    return 1 - displacement(at: t)
  }

  /// The earliest time after which |displacement| stays below ``settleTolerance``.
  ///
  /// Found by stepping back from a time where the decay envelope alone guarantees
  /// it, in 1 ms steps, then bisecting the last crossing to 1 µs.
  func settlingTime() -> Double {
    let w0 = undampedFrequency, zeta = dampingRatio
    guard w0 > 0, w0.isFinite, zeta > 0, zeta.isFinite else { return 0 }
    let decay = zeta < 1 ? zeta * w0 : w0 * (zeta - (Swift.max(0, zeta * zeta - 1)).squareRoot())
    // Amplitude bound of the bracketed terms, with the (1 + kt) factor of ζ = 1 covered by a margin.
    let amplitude = 2 + abs(initialVelocity) / Swift.max(decay, 1e-9) + 1 / Swift.max(decay, 1e-9)
    var t = (log(amplitude / Spring.settleTolerance) / decay) * 2
    guard t.isFinite else { return 0 }
    let step = 0.001
    while t > 0, abs(displacement(at: t)) < Spring.settleTolerance { t -= step }
    if t <= 0 { return 0 }
    var lo = t, hi = t + step
    while hi - lo > 1e-6 {
      let mid = (lo + hi) / 2
      if abs(displacement(at: mid)) < Spring.settleTolerance { hi = mid } else { lo = mid }
    }
    return hi
  }

  /// Solves the ε rule for ω₀ by bisection between a point above ε and one below it.
  static func undampedFrequency(dampingRatio zeta: Double, duration d: Double, velocity v: Double) -> Double {
    guard d > 0, d.isFinite, zeta > 0, zeta.isFinite, v.isFinite else { return 0 }
    func envelope(_ w: Double) -> Double {
      if zeta >= 1 { return exp(-w * d) * ((w - v) * d + 1) }
      let wd = w * (1 - zeta * zeta).squareRoot()
      return (zeta * w - v) / wd * exp(-zeta * w * d)
    }
    var hi = 1000 / d
    var lo = hi
    // Walk down until the envelope is above ε at the end: the root we want lies between.
    while lo > 1e-6, envelope(lo) < settleTolerance { lo *= 0.9 }
    hi = Swift.min(hi, lo / 0.9)
    for _ in 0..<200 {
      let mid = (lo + hi) / 2
      if envelope(mid) > settleTolerance { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }
}
