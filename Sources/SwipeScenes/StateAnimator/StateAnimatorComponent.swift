import Drawing

/// A StateAnimator component of your own: its views, its named component states, the state it
/// starts in and the states requested over time.
///
/// A component state is a list of ``StateAnimator/Transition`` values, one per subcomponent,
/// composed with `+` as in StateAnimator. Requests are evaluated by ``StateAnimator/Playback``,
/// the same grouping and timing every StateAnimator scene uses, so ``state(at:)`` is a pure
/// function of time.
///
/// ```swift
/// let card = StateAnimator.Transition(
///   name: "card", endState: [.init("card", [.frame(Rect(x: 20, y: 80, width: 335, height: 400))])],
///   details: .init(curve: .easeInOut, duration: 0.3))
/// let badge = StateAnimator.Transition(
///   name: "badge", endState: [.init("badge", [.alpha(0)])], details: .init(duration: 0.2, delayFactor: 0.5))
/// let component = StateAnimatorComponent(
///   size: Size(width: 375, height: 667),
///   views: [.init("card", backgroundColor: .white), .init("badge", parent: "card", backgroundColor: .black)],
///   states: [.init("expanded", [card] + [badge])],
///   requests: [.init(time: 0.5, state: "expanded")])
/// ```
public struct StateAnimatorComponent: Hashable, Sendable {
  /// A component state with its name.
  public struct NamedState: Hashable, Sendable {
    /// The name requests use.
    public var name: String
    /// The transitions, one per subcomponent (`a + b`).
    public var transitions: [StateAnimator.Transition]

    /// Creates a named state.
    ///
    /// - Parameters:
    ///   - name: The name.
    ///   - transitions: The component state.
    public init(_ name: String, _ transitions: [StateAnimator.Transition]) {
      self.name = name
      self.transitions = transitions
    }
  }

  /// A state requested at a time, as `animateToState` would be called then.
  public struct Request: Hashable, Sendable {
    /// When, in seconds.
    public var time: Double
    /// The state's name.
    public var state: String

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - time: When, in seconds.
    ///   - state: The name of a state of the component.
    public init(time: Double, state: String) {
      self.time = time
      self.state = state
    }
  }

  /// The canvas size in points.
  public var size: Size
  /// The views, back to front; a superview comes before its subviews.
  public var views: [StateAnimator.View]
  /// The component states, in the order they were given.
  public var states: [NamedState]
  /// The state applied without animation at time 0, if any.
  public var initialState: String?
  /// The requests. A request naming no state of ``states`` changes nothing.
  public var requests: [Request]
  /// The colours that change in dark appearance: light value → dark value.
  public var darkColors: [Color: Color]

  /// Creates a component.
  ///
  /// - Parameters:
  ///   - size: The canvas size in points.
  ///   - views: The views, back to front.
  ///   - states: The named component states.
  ///   - initialState: The state applied at time 0 without animation. Default: none.
  ///   - requests: The states requested over time. Default: none.
  ///   - darkColors: Dark counterparts of colours. Default: none.
  public init(
    size: Size, views: [StateAnimator.View], states: [NamedState], initialState: String? = nil,
    requests: [Request] = [], darkColors: [Color: Color] = [:]
  ) {
    self.size = size
    self.views = views
    self.states = states
    self.initialState = initialState
    self.requests = requests
    self.darkColors = darkColors
  }

  /// The transitions of the state named `name`, or nil.
  public func transitions(of name: String) -> [StateAnimator.Transition]? {
    states.first { $0.name == name }?.transitions
  }

  /// The looks at time 0: every view's own look with the initial state applied at once.
  public var initialLooks: [String: StateAnimator.ViewLook] {
    let base = Dictionary(views.map { ($0.id, $0.look) }, uniquingKeysWith: { first, _ in first })
    return StateAnimator.applied(initialState.flatMap(transitions(of:)) ?? [], to: base)
  }

  /// The requests as a playback: the initial looks, then each named state at its time.
  public var playback: StateAnimator.Playback {
    let resolved = requests.compactMap { request in
      transitions(of: request.state).map { StateAnimator.Playback.Request(time: request.time, state: $0) }
    }
    return StateAnimator.Playback(initialLooks: initialLooks, requests: resolved)
  }
}
