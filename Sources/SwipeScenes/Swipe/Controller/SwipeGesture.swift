/// One input a scene feeds to the swipe controller.
public enum SwipeGesture: Sendable {
  /// A pan from touch-down to release.
  case pan(TouchScript)
  /// A tap on the cell body at a time: closes an open cell (docs/swipecellkit.md §4.4).
  case tapCell(time: Double)
  /// A tap on the button whose action has this display name (docs/swipecellkit.md §4.4, §6): `time` is the touch-up;
  /// the button shows its pressed background for ``SwipeGesture/pressDuration`` before it.
  case tapAction(time: Double, name: String)
  /// The app calls `fulfill(with:)` on the waiting fill action (docs/swipecellkit.md §6).
  case fulfill(time: Double, style: ExpansionFulfillmentStyle)
  /// `setSwipeOffset(_:animated:)`: a move to an offset (0 hides, infinity means exactly P) (docs/swipecellkit.md §4.4);
  /// unanimated, the offset jumps there at `time`.
  case setSwipeOffset(time: Double, offset: Double, animated: Bool = true)
}

extension SwipeGesture {
  /// How long a tapped button is held down before the touch-up that performs it.
  public static let pressDuration = 0.1
}

/// Something that happens at an instant, reported by the frame that contains it.
public struct SwipeEvent: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// A light haptic impact: the expanded flag flipped during a pan (docs/swipecellkit.md §10).
    case haptic
    /// An action's handler ran.
    case handler(String)
    /// The row's deletion started (fulfilment `.delete`).
    case delete
  }

  /// Scene seconds.
  public var time: Double
  /// What happened.
  public var kind: Kind

  /// Creates an event.
  ///
  /// - Parameters:
  ///   - time: Scene seconds.
  ///   - kind: What happened.
  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The event's name in JSON: `haptic`, `handler:<title>`, `delete`.
  public var name: String {
    switch kind {
    case .haptic: return "haptic"
    case .handler(let title): return "handler:\(title)"
    case .delete: return "delete"
    }
  }
}
