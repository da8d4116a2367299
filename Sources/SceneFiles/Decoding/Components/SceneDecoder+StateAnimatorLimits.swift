import SwipeScenes

// The limits that keep a StateAnimator file's schedule small (docs/scene-file.md §14). A
// transition's `after` and `nested` lists name other transitions, so a state can lead to far more
// work than the file spells out: `a` after `[b, b]`, `b` after `[c, c]`, … doubles with every link.
// The schedule is therefore measured before it is made: a transition run costs one plus its
// property changes plus the cost of every transition it leads to, each time it runs, counted once
// per transition name (names are unique) with the sum held just above the limit, so the count
// itself stays cheap whatever the file.

extension SceneDecoder {
  /// The most transitions a file defines.
  static let maximumTransitions = 1000
  /// The longest chain of `after` and `nested` transitions, the first included.
  static let maximumTransitionChain = 64
  /// The most transition runs and property changes the initial state and the gestures schedule together.
  static let maximumScheduledWork = 10_000

  /// Throws unless the initial state and every request schedule at most ``maximumScheduledWork`` together.
  ///
  /// - Parameters:
  ///   - states: The file's states.
  ///   - initialState: The state applied at time 0, if any.
  ///   - requests: The `setState` gestures.
  ///   - node: Where the error points: the gestures, or the top level.
  func checkScheduledWork(
    states: [StateAnimatorComponent.NamedState], initialState: String?, requests: [StateAnimatorComponent.Request],
    at node: JSONNode
  ) throws {
    let limit = Self.maximumScheduledWork
    var costs: [String: Int] = [:]
    func cost(_ transition: StateAnimator.Transition) -> Int {
      if let known = costs[transition.name] { return known }
      var total = 1 + (transition.before + transition.endState).reduce(0) { $0 + $1.properties.count }
      for next in transition.nested + transition.after { total = Swift.min(limit + 1, total + cost(next)) }
      costs[transition.name] = total
      return total
    }
    var stateCosts: [String: Int] = [:]
    for state in states {
      stateCosts[state.name] = state.transitions.reduce(0) { Swift.min(limit + 1, $0 + cost($1)) }
    }
    let names = (initialState.map { [$0] } ?? []) + requests.map(\.state)
    let work = names.reduce(0) { Swift.min(limit + 1, $0 + (stateCosts[$1] ?? 0)) }
    guard work <= limit else {
      throw Diagnostic(
        node, "the initial state and the \(requests.count) setState gestures schedule more than \(limit) transition "
          + "runs and property changes (after and nested transitions counted each time they run), over the limit of \(limit)",
        fix: "request fewer or smaller states, or lead to fewer transitions through after and nested")
    }
  }
}
