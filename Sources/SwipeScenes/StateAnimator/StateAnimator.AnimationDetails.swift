extension StateAnimator {
  /// How one transition animates: its curve, its duration and a delay as a fraction of it.
  public struct AnimationDetails: Hashable, Sendable {
    /// The pacing. Default: linear.
    public var curve: TimingCurve
    /// The length in seconds. Default: 0 (the change is applied at once).
    public var duration: Double
    /// The fraction of ``duration`` to wait before this transition's changes start; they then
    /// run for the rest of the duration. Default: 0.
    public var delayFactor: Double

    /// Creates animation details; the defaults are the library's (linear, 0 s, no delay).
    ///
    /// - Parameters:
    ///   - curve: The pacing. Default: `.linear`.
    ///   - duration: The length in seconds. Default: 0.
    ///   - delayFactor: The delay as a fraction of the duration. Default: 0.
    public init(curve: TimingCurve = .linear, duration: Double = 0, delayFactor: Double = 0) {
      self.curve = curve
      self.duration = duration
      self.delayFactor = delayFactor
    }

    /// The grouping key: the curve's name and the duration as Swift prints it, e.g. `easeInOut|0.2`.
    ///
    /// Transitions with equal keys share one animator (one group).
    public var groupKey: String { "\(curveName)|\(duration)" }

    /// UIKit's name for the curve, or its control points when it is none of UIKit's four.
    public var curveName: String {
      switch curve {
      case .linear: return "linear"
      case .bezier(let bezier):
        switch bezier {
        case .easeInOut: return "easeInOut"
        case .easeIn: return "easeIn"
        case .easeOut: return "easeOut"
        default: return "bezier(\(bezier.x1),\(bezier.y1),\(bezier.x2),\(bezier.y2))"
        }
      }
    }
  }
}
