extension StateAnimator {
  /// One subcomponent's move to a state: its end look, how it animates, and what runs
  /// around it.
  ///
  /// A subcomponent state is `[transition]`; a component state is the concatenation of its
  /// subcomponents' states, so `[a] + [b]` composes two subcomponents.
  public struct Transition: Hashable, Sendable {
    /// A name for the event log, e.g. the subcomponent's name.
    public var name: String
    /// Changes applied at once just before this transition's group starts (`beforeTransition`).
    public var before: [ViewChange]
    /// The end look, animated with ``details`` (`endState`).
    public var endState: [ViewChange]
    /// A nested component's state, handed to that component's own animators when ``endState``
    /// is applied: it is grouped and timed on its own, starting with this transition's changes.
    public var nested: [Transition]
    /// A state animated when this transition's group ends (`afterTransition`).
    public var after: [Transition]
    /// The curve, duration and delay.
    public var details: AnimationDetails

    /// Creates a transition.
    ///
    /// - Parameters:
    ///   - name: The name used in the event log.
    ///   - before: Changes applied at once as the group starts. Default: none.
    ///   - endState: The end look.
    ///   - nested: A nested component's state, started with the end look. Default: none.
    ///   - after: A state animated when the group ends. Default: none.
    ///   - details: The animation details. Default: linear, 0 s.
    public init(
      name: String, before: [ViewChange] = [], endState: [ViewChange], nested: [Transition] = [],
      after: [Transition] = [], details: AnimationDetails = AnimationDetails()
    ) {
      self.name = name
      self.before = before
      self.endState = endState
      self.nested = nested
      self.after = after
      self.details = details
    }
  }

  /// `looks` with a component state applied at once, as for an initial layout.
  ///
  /// Each transition's before effects, end look, nested state and after state are applied in
  /// that order. (The original's `generateStates` applies the end looks only; applying the
  /// effects too makes a state jumped to look like the same state animated to.)
  ///
  /// - Parameters:
  ///   - state: The component state.
  ///   - looks: The looks by view name.
  /// - Returns: The looks in that state.
  public static func applied(_ state: [Transition], to looks: [String: ViewLook]) -> [String: ViewLook] {
    state.reduce(into: looks) { looks, transition in
      for change in transition.before + transition.endState {
        let look = looks[change.view] ?? ViewLook()
        looks[change.view] = change.properties.reduce(look) { $1.applied(to: $0) }
      }
      looks = applied(transition.nested + transition.after, to: looks)
    }
  }
}
