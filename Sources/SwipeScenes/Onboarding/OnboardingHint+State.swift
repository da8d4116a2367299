// The hint's timeline (docs/onboarding-stateanimator-preview.md §1.4–§1.5): wait, open, hold, close, done.
//
// With Dh = (duration − halfwayDelay)/2 and p the critically damped UIKit spring over Dh
// with initial velocity 1 (docs/onboarding-stateanimator-preview.md §0.2, `Spring`), the overlay's translation is
//   open:  −A·p(t − initialDelay)
//   hold:  −A
//   close: −A·(1 − p(t − initialDelay − Dh − halfwayDelay))
// and its sign flips right to left. A tap from the open on removes the overlay in the same
// frame: no animated return, and the finished flag stays false.

extension OnboardingHint {
  /// The hint at `time` seconds after the actions were assigned.
  ///
  /// - Parameter time: Seconds since the start; earlier times give the first frame.
  /// - Returns: The offset, phase, finished flag and block frames at that moment.
  public func state(at time: Double) -> OnboardingState {
    let (phase, progress) = timeline(at: time)
    let finished = previouslyFinished || (phase == .done && !wasTapped(before: time))
    let offset = (direction == .leftToRight ? -1 : 1) * revealWidth * progress
    let overlayVisible = phase != .done
    let shifted = blocks.map { block in
      var block = block
      block.frame = block.frame.offsetBy(dx: cellFrame.x + offset, dy: cellFrame.y)
      return block
    }
    // `offset == 0 ? 0 : offset` turns −0 into 0 so that JSON never shows "-0".
    return OnboardingState(
      time: time, offset: offset == 0 ? 0 : offset, phase: phase, finished: finished,
      overlayVisible: overlayVisible, cellFrame: cellFrame,
      snapshotFrame: overlayVisible ? cellFrame.offsetBy(dx: offset, dy: 0) : cellFrame,
      blocks: overlayVisible ? shifted : [])
  }

  /// Whether a tap that cancels the hint happened at or before `time`.
  private func wasTapped(before time: Double) -> Bool {
    guard let tap = tapTime else { return false }
    return tap >= config.openStart && tap < config.end && time >= tap
  }

  /// The phase at `time` and how far open the row is there, 0…1.
  private func timeline(at time: Double) -> (OnboardingState.Phase, Double) {
    if previouslyFinished || wasTapped(before: time) { return (.done, 0) }
    if time < config.openStart { return (.wait, 0) }
    if time < config.holdStart { return (.open, spring.progress(at: time - config.openStart)) }
    if time < config.closeStart { return (.hold, 1) }
    if time < config.end { return (.close, 1 - spring.progress(at: time - config.closeStart)) }
    return (.done, 0)
  }
}
