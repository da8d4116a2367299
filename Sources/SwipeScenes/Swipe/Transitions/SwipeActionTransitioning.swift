/// A change to a button's transform and alpha that a delegate asks for (docs/swipecellkit.md §7, §8).
public struct ButtonAnimation: Hashable, Sendable {
  /// The new scale about the button centre, or nil to leave it.
  public var scale: Double?
  /// The new alpha, or nil to leave it.
  public var alpha: Double?
  /// The pacing, or nil to apply the change at once.
  public var timing: AnimationTiming?
  /// Seconds to wait before the motion starts.
  public var delay: Double

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - scale: The new scale, or nil.
  ///   - alpha: The new alpha, or nil.
  ///   - timing: The pacing, or nil for at once.
  ///   - delay: Seconds before the motion. Default: 0.
  public init(scale: Double? = nil, alpha: Double? = nil, timing: AnimationTiming?, delay: Double = 0) {
    self.scale = scale
    self.alpha = alpha
    self.timing = timing
    self.delay = delay
  }
}

/// What a transition delegate is told when a button's visible fraction changes (docs/swipecellkit.md §7).
public struct SwipeActionTransitioningContext: Hashable, Sendable {
  /// The action's identifier.
  public var actionIdentifier: String?
  /// The visible fraction under the previous layout (can exceed 1 in border style).
  public var oldPercentVisible: Double
  /// The visible fraction under the new layout.
  public var newPercentVisible: Double

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The action's identifier.
  ///   - oldPercentVisible: The previous fraction.
  ///   - newPercentVisible: The new fraction.
  public init(actionIdentifier: String?, oldPercentVisible: Double, newPercentVisible: Double) {
    self.actionIdentifier = actionIdentifier
    self.oldPercentVisible = oldPercentVisible
    self.newPercentVisible = newPercentVisible
  }
}

/// A custom behaviour for a button as it is uncovered: SwipeCellKit's `SwipeActionTransitioning`.
///
/// Called once per setting of the visible width for every button whose
/// reported width changed; the answer is applied to that button's content.
public protocol SwipeActionTransitioning: Sendable {
  /// The changes to apply to the button, in order (empty for none).
  ///
  /// - Parameter context: The old and new visible fractions.
  /// - Returns: The changes; a later one starts from where an earlier one leaves the button.
  func didTransition(_ context: SwipeActionTransitioningContext) -> [ButtonAnimation]
}

/// Pops a button from a smaller scale to full size as it passes a visible fraction (docs/swipecellkit.md §7).
public struct ScaleTransition: SwipeActionTransitioning, Hashable {
  /// The animation's length in seconds. Default: 0.15.
  public var duration: Double
  /// The scale while less than ``threshold`` is visible. Default: 0.8.
  public var initialScale: Double
  /// The visible fraction at which the button pops. Default: 0.5.
  public var threshold: Double

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - duration: Default 0.15 s.
  ///   - initialScale: Default 0.8.
  ///   - threshold: Default 0.5.
  public init(duration: Double = 0.15, initialScale: Double = 0.8, threshold: Double = 0.5) {
    self.duration = duration
    self.initialScale = initialScale
    self.threshold = threshold
  }

  /// The library's default instance.
  public static let `default` = ScaleTransition()

  /// Snaps to the initial scale from 0, pops to 1 crossing up, shrinks back crossing down.
  ///
  /// - Parameter context: The old and new visible fractions.
  /// - Returns: The change, or nil when no edge is crossed.
  ///
  /// The rules are independent, as in the original: a button uncovered from nothing
  /// straight past the threshold (a release jumps the reported width to its final
  /// value) first snaps to ``initialScale`` and then pops to full size.
  public func didTransition(_ context: SwipeActionTransitioningContext) -> [ButtonAnimation] {
    let old = context.oldPercentVisible, new = context.newPercentVisible
    var changes: [ButtonAnimation] = []
    if old == 0 { changes.append(ButtonAnimation(scale: initialScale, timing: nil)) }
    if old < threshold && new >= threshold {
      changes.append(ButtonAnimation(scale: 1, timing: .easeInOut(duration)))
    } else if old >= threshold && new < threshold {
      changes.append(ButtonAnimation(scale: initialScale, timing: .easeInOut(duration)))
    }
    return changes
  }
}
