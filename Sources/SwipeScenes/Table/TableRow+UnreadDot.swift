// The Mail layout's unread dot (docs/swipecellkit.md §11.1, animation H of §12.1).
//
// The dot is hidden by a scale of 0.001. Its Unread/Read action's handler
// toggles it: becoming unread runs a 1.0 s spring with damping ratio 0.4 up to
// scale 1 (a bouncy pop), becoming read a 0.3 s critically damped spring down
// to 0.001. Both use the duration + damping-ratio mapping of decision (a) and
// compose additively like every UIKit animation.

extension TableRow {
  /// The dot's scale while read.
  public static let hiddenDotScale = 0.001
  /// The spring that pops the dot in.
  public static let dotAppears = AnimationTiming.spring(Spring(dampingRatio: 0.4, duration: 1.0))
  /// The spring that hides the dot.
  public static let dotDisappears = AnimationTiming.spring(Spring(dampingRatio: 1, duration: 0.3))

  /// The unread dot's scale at `time`, from the handler events so far.
  ///
  /// - Parameters:
  ///   - time: Scene seconds.
  ///   - history: The events up to `time` (``SwipeCellState/history``); "Unread" and "Read" handlers toggle.
  ///   - startsUnread: Whether the mail is unread before any handler. Default: false (the demo starts read).
  /// - Returns: The scale, 0.001 when hidden and 1 when shown.
  public static func unreadDotScale(at time: Double, history: [SwipeEvent], startsUnread: Bool = false) -> Double {
    var scale = AnimatedValue(startsUnread ? 1 : hiddenDotScale)
    for event in history where SceneTime.hasArrived(event.time, by: time) {
      switch event.kind {
      case .handler("Unread"): scale.set(1, at: event.time, timing: dotAppears, kind: .appearance)
      case .handler("Read"): scale.set(hiddenDotScale, at: event.time, timing: dotDisappears, kind: .appearance)
      default: continue
      }
    }
    return scale.value(at: time)
  }
}
