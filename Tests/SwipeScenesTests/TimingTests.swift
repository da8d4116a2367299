import Foundation
import Testing
@testable import SwipeScenes

/// Numbers from docs/swipecellkit.md §12.2 and docs/onboarding-stateanimator-preview.md §0.
struct TimingTests {
  @Test(arguments: [
    (0.10, 0.0197), (0.25, 0.1292), (0.50, 0.5000), (0.75, 0.8708), (0.90, 0.9803),
  ])
  func easeInOutMatchesSpecTable(x: Double, expected: Double) {
    #expect(abs(CubicBezier.easeInOut.progress(at: x) - expected) < 0.00006)
  }

  @Test(arguments: [
    (0.10, 0.0170, 0.1606, 0.0948), (0.50, 0.3154, 0.6846, 0.8024), (0.90, 0.8394, 0.9830, 0.9943),
  ])
  func otherCurvesMatchSpecTable(x: Double, easeIn: Double, easeOut: Double, caDefault: Double) {
    #expect(abs(CubicBezier.easeIn.progress(at: x) - easeIn) < 0.00006)
    #expect(abs(CubicBezier.easeOut.progress(at: x) - easeOut) < 0.00006)
    #expect(abs(CubicBezier.caDefault.progress(at: x) - caDefault) < 0.00006)
  }

  /// docs/swipecellkit.md §12.2: x(t) of the k 100 / c 18 spring with zero velocity.
  @Test(arguments: [(0.1, 0.723), (0.2, 0.368), (0.3, 0.152), (0.5, 0.0125), (0.8, -0.0012)])
  func releaseSpringDisplacement(t: Double, expected: Double) {
    let spring = Spring(mass: 1, stiffness: 100, damping: 18)
    #expect(abs(spring.displacement(at: t) - expected) < 0.0006)
  }

  /// Decision (b): the release spring with vn = 0 settles at about 0.84 s.
  @Test func releaseSpringSettlesNear084() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 18)
    #expect(abs(spring.completionTime - 0.84) < 0.01)
    #expect(spring.progress(at: spring.completionTime) == 1)
    // Past the settling time the displacement stays inside the tolerance.
    for k in 0..<200 {
      #expect(abs(spring.displacement(at: spring.completionTime + Double(k) * 0.005)) < 0.001)
    }
  }

  /// Decision (a): ω₀·D = 9.2334 for every critically damped move with zero velocity.
  @Test(arguments: [(0.7, 13.191), (0.6, 15.389), (0.3, 30.778)])
  func criticallyDampedFrequency(duration: Double, omega: Double) {
    let spring = Spring(dampingRatio: 1, duration: duration)
    #expect(abs(spring.undampedFrequency - omega) < 0.002)
    #expect(spring.completionTime == duration)
  }

  /// docs/swipecellkit.md §12.2: p at t/D = 0.1 … 1.0 does not depend on D.
  @Test func criticallyDampedShape() {
    let expected = [0.236, 0.551, 0.764, 0.883, 0.945, 0.974, 0.988, 0.995, 0.998, 0.999]
    for duration in [0.3, 0.6, 0.7] {
      let spring = Spring(dampingRatio: 1, duration: duration)
      for (i, p) in expected.enumerated() {
        let t = Double(i + 1) / 10 * duration * (i == 9 ? 0.999999 : 1)
        #expect(abs(spring.progress(at: t) - p) < 0.0006)
      }
      #expect(spring.progress(at: duration) == 1)
    }
  }

  /// docs/onboarding-stateanimator-preview.md §0.2: D = 1, v0 = 1 gives ω ≈ 9.118; v0 = 0 gives 9.233 and p(0.25) ≈ 0.671.
  @Test func onboardingSpring() {
    #expect(abs(Spring(dampingRatio: 1, duration: 1, initialVelocity: 1).undampedFrequency - 9.118) < 0.001)
    let still = Spring(dampingRatio: 1, duration: 1)
    #expect(abs(still.undampedFrequency - 9.233) < 0.001)
    #expect(abs(still.progress(at: 0.25) - 0.671) < 0.001)
  }

  /// docs/swipecellkit.md §12.2: the demo dot, ζ 0.4 over 1 s: ω₀ ≈ 15.20, ω_d ≈ 13.93, overshoot to about 1.24 near 0.22 s.
  ///
  /// The peak is checked against the textbook step response: at t = π/ω_d the
  /// value is 1 + e^(−ζπ/√(1−ζ²)) = 1.2538 ("about 1.24" in docs/swipecellkit.md §12.2).
  @Test func underdampedDotSpring() {
    let spring = Spring(dampingRatio: 0.4, duration: 1)
    #expect(abs(spring.undampedFrequency - 15.20) < 0.01)
    let wd = spring.undampedFrequency * (1 - 0.16).squareRoot()
    #expect(abs(wd - 13.93) < 0.01)
    let peak = stride(from: 0.15, through: 0.3, by: 0.001).max { spring.progress(at: $0) < spring.progress(at: $1) } ?? 0
    #expect(abs(peak - Double.pi / wd) < 0.001)
    #expect(abs(spring.progress(at: peak) - (1 + exp(-0.4 * Double.pi / 0.84.squareRoot()))) < 0.0001)
  }
}
