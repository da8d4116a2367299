import Drawing

/// StateAnimator's demo app (docs/onboarding-stateanimator-preview.md §2.4–§2.8): a photo card over a white card on a blurred
/// backdrop, tapped through collapsed → expanded → fully expanded and back.
///
/// The model is a value: taps happen at ``tapTimes``, and ``component`` is the demo as a
/// ``StateAnimatorComponent`` whose requests are the states the taps lead to.
public struct StateAnimatorDemo: Hashable, Sendable {
  /// The canvas size: a 4.7-inch iPhone in portrait, in points.
  public static let canvasSize = Size(width: 375, height: 667)

  /// The component states of the demo.
  public enum State: String, Hashable, Sendable, Encodable, CaseIterable {
    /// The photo card alone, centred, with a small shadow.
    case collapsed
    /// The card moved up with a big shadow, a wider white card with a gray title behind it.
    case expanded
    /// A full-width photo header over a white sheet with a black title and body text.
    case fullyExpanded
  }

  /// When the user taps, in seconds.
  public var tapTimes: [Double]

  /// Creates the demo with its taps.
  ///
  /// - Parameter tapTimes: When the user taps, in seconds.
  public init(tapTimes: [Double]) {
    self.tapTimes = tapTimes
  }

  /// The states the demo is in after each tap, from collapsed at launch (docs/onboarding-stateanimator-preview.md §2.8).
  ///
  /// collapsed → expanded; expanded → fully expanded when the counter is even, else collapsed,
  /// and the counter goes up each time the state leaves expanded; fully expanded → expanded.
  ///
  /// - Parameter taps: The number of taps.
  /// - Returns: `taps` states, one per tap.
  public static func states(afterTaps taps: Int) -> [State] {
    var state = State.collapsed
    var counter = 0
    var result: [State] = []
    for _ in 0..<Swift.max(0, taps) {
      switch state {
      case .collapsed: state = .expanded
      case .expanded:
        state = counter % 2 == 0 ? .fullyExpanded : .collapsed
        counter += 1
      case .fullyExpanded: state = .expanded
      }
      result.append(state)
    }
    return result
  }

  /// The demo as a component: its views, its three states, collapsed applied at launch, and
  /// one request per tap for the state the tap cycle leads to.
  public var component: StateAnimatorComponent {
    StateAnimatorComponent(
      size: Self.canvasSize, views: Self.views, states: State.allCases.map { .init($0.rawValue, Self.componentState($0)) },
      initialState: State.collapsed.rawValue,
      requests: zip(tapTimes, Self.states(afterTaps: tapTimes.count)).map { .init(time: $0, state: $1.rawValue) },
      darkColors: Self.darkColors)
  }
}
