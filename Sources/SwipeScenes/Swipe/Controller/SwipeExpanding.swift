/// The pacing of the expansion animator (docs/swipecellkit.md §5.5, §8).
public struct ExpansionTiming: Hashable, Sendable {
  /// The critically damped animator's duration in seconds.
  public var duration: Double
  /// The delay before it starts.
  public var delay: Double

  /// Creates a timing.
  ///
  /// - Parameters:
  ///   - duration: Seconds.
  ///   - delay: Seconds.
  public init(duration: Double, delay: Double) {
    self.duration = duration
    self.delay = delay
  }

  /// The timing used without a delegate: 0.6 s, no delay.
  public static let `default` = ExpansionTiming(duration: 0.6, delay: 0)
}

/// A custom behaviour for a side's buttons when it expands: SwipeCellKit's `SwipeExpanding`.
public protocol SwipeExpanding: Sendable {
  /// The expansion animator's timing.
  ///
  /// - Parameters:
  ///   - buttonCount: The number of buttons on the side.
  ///   - expanding: True when expanding, false when collapsing.
  /// - Returns: Duration and delay.
  func animationTimingParameters(buttonCount: Int, expanding: Bool) -> ExpansionTiming

  /// The changes for the other buttons when the expanded flag flips.
  ///
  /// - Parameters:
  ///   - expanding: True when expanding.
  ///   - otherButtonCount: How many other buttons there are, ordered from the one
  ///     next to the expandable button toward the cell.
  /// - Returns: One change per other button, in that order.
  func otherButtonAnimations(expanding: Bool, otherButtonCount: Int) -> [ButtonAnimation]
}

/// Shrinks and fades the other buttons one after another while the expandable one grows (docs/swipecellkit.md §8).
public struct ScaleAndAlphaExpansion: SwipeExpanding, Hashable {
  /// Each button's animation length in seconds. Default: 0.15.
  public var duration: Double
  /// The scale the other buttons shrink to. Default: 0.8.
  public var scale: Double
  /// The stagger between buttons in seconds. Default: 0.1.
  public var interButtonDelay: Double

  /// The expansion animator's delay while expanding (the struct's own timing is 0.6 s).
  public static let expandingDelay = 0.1

  /// Creates the behaviour.
  ///
  /// - Parameters:
  ///   - duration: Default 0.15 s.
  ///   - scale: Default 0.8.
  ///   - interButtonDelay: Default 0.1 s.
  public init(duration: Double = 0.15, scale: Double = 0.8, interButtonDelay: Double = 0.1) {
    self.duration = duration
    self.scale = scale
    self.interButtonDelay = interButtonDelay
  }

  /// The library's default instance.
  public static let `default` = ScaleAndAlphaExpansion()

  /// 0.6 s, delayed 0.1 s when expanding.
  ///
  /// - Parameters:
  ///   - buttonCount: Unused.
  ///   - expanding: Whether expanding.
  /// - Returns: The timing.
  public func animationTimingParameters(buttonCount: Int, expanding: Bool) -> ExpansionTiming {
    ExpansionTiming(duration: ExpansionTiming.default.duration, delay: expanding ? Self.expandingDelay : 0)
  }

  /// Expanding: button k fades to alpha 0 and scale 0.8 after 0.1·k s. Collapsing: in
  /// reverse order, the k-th of the reversed list returns after 0.1·(k+1) s.
  ///
  /// - Parameters:
  ///   - expanding: Whether expanding.
  ///   - otherButtonCount: The number of other buttons.
  /// - Returns: One change per other button, next-to-expandable first.
  public func otherButtonAnimations(expanding: Bool, otherButtonCount: Int) -> [ButtonAnimation] {
    (0..<otherButtonCount).map { index in
      let order = expanding ? Double(index) : Double(otherButtonCount - index)
      return ButtonAnimation(
        scale: expanding ? scale : 1, alpha: expanding ? 0 : 1, timing: .easeInOut(duration),
        delay: order * interButtonDelay)
    }
  }
}
