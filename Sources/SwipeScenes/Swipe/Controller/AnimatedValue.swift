// Additive animations, UIKit's model since iOS 8 (docs/swipecellkit.md §12.2 "How animations combine").
//
// Animating a property makes its model value jump to the target at once; the
// on-screen value is the model plus, for every running animation, the jump it
// made (old − new) scaled by 1 − p(t). Later direct sets (the finger moving the
// cell during an expansion snap) change only the model, and running animations
// keep decaying on top of it. A value is therefore a model number plus a list of
// (start, timing, delta) records, and its value at t is a closed-form sum: no
// state is stepped in time.

/// How a fixed animation progresses: a timing curve over a duration, or a spring.
public enum AnimationTiming: Hashable, Sendable {
  /// A cubic Bézier (or linear) curve over `duration` seconds.
  case curve(TimingCurve, duration: Double)
  /// A spring, which completes at its own completion time.
  case spring(Spring)

  /// The critically damped animator SwipeCellKit uses for programmatic moves (decision (a)).
  ///
  /// - Parameter duration: The requested duration D in seconds.
  /// - Returns: A ζ = 1 spring that completes at D.
  public static func criticallyDamped(_ duration: Double) -> AnimationTiming {
    .spring(Spring(dampingRatio: 1, duration: duration))
  }

  /// UIKit's default block-animation curve over `duration`.
  ///
  /// - Parameter duration: Seconds.
  /// - Returns: Ease-in-out over that time.
  public static func easeInOut(_ duration: Double) -> AnimationTiming { .curve(.easeInOut, duration: duration) }

  /// The time at which the animation completes, in seconds after its start.
  public var duration: Double {
    switch self {
    case .curve(_, let duration): return duration
    case .spring(let spring): return spring.completionTime
    }
  }

  /// The progress `elapsed` seconds after the start: 0 before it, 1 from completion on.
  ///
  /// - Parameter elapsed: Seconds since the start.
  /// - Returns: The progress.
  public func progress(at elapsed: Double) -> Double {
    switch self {
    case .curve(let curve, let duration):
      guard elapsed > 0 else { return 0 }
      return duration > 0 ? curve.progress(at: elapsed / duration) : 1
    case .spring(let spring): return spring.progress(at: elapsed)
    }
  }
}

/// Which animator an animation belongs to, so that one animator can be stopped without the others.
public enum AnimatorKind: Hashable, Sendable {
  /// The cell-movement animator (docs/swipecellkit.md §4.5).
  case move
  /// The expansion animator (docs/swipecellkit.md §5.5).
  case expansion
  /// Button scale/alpha animations from delegates (docs/swipecellkit.md §7, §8).
  case appearance
  /// The delete collapse and fade (docs/swipecellkit.md §6).
  case delete
}

/// One running additive animation.
public struct AdditiveAnimation: Hashable, Sendable {
  /// When the motion starts (after any delay), in scene seconds.
  public var start: Double
  /// The pacing.
  public var timing: AnimationTiming
  /// The old model value minus the new one.
  public var delta: Double
  /// The animator it belongs to.
  public var kind: AnimatorKind

  /// The part of ``delta`` still shown at time `t`.
  ///
  /// - Parameter t: Scene seconds.
  /// - Returns: `delta·(1 − p(t − start))`.
  public func remaining(at t: Double) -> Double { delta * (1 - timing.progress(at: t - start)) }
}

/// A number shown on screen: its model value plus the running additive animations.
public struct AnimatedValue: Hashable, Sendable {
  /// The value the property was last set to.
  public private(set) var model: Double
  /// The animations still adding to it.
  public private(set) var animations: [AdditiveAnimation] = []

  /// A value at rest.
  ///
  /// - Parameter model: The value.
  public init(_ model: Double) { self.model = model }

  /// The on-screen value at time `t`.
  ///
  /// - Parameter t: Scene seconds.
  /// - Returns: The model plus every animation's remaining delta.
  public func value(at t: Double) -> Double {
    animations.reduce(model) { $0 + $1.remaining(at: t) }
  }

  /// Sets the model; with a timing, the jump is animated away additively.
  ///
  /// - Parameters:
  ///   - newValue: The new model value.
  ///   - time: When the animation starts (after its delay), in scene seconds.
  ///   - timing: The pacing, or nil to set it directly (running animations continue).
  ///   - kind: The animator the animation belongs to.
  public mutating func set(_ newValue: Double, at time: Double, timing: AnimationTiming?, kind: AnimatorKind) {
    let delta = model - newValue
    model = newValue
    guard let timing, delta != 0 else { return }
    animations.removeAll { $0.start + $0.timing.duration <= time }
    animations.append(AdditiveAnimation(start: time, timing: timing, delta: delta, kind: kind))
  }

  /// Stops one animator where it is: its current contribution becomes part of the model.
  ///
  /// - Parameters:
  ///   - kind: The animator to stop.
  ///   - time: Scene seconds.
  public mutating func stop(_ kind: AnimatorKind, at time: Double) {
    for animation in animations where animation.kind == kind { model += animation.remaining(at: time) }
    animations.removeAll { $0.kind == kind }
  }
}
