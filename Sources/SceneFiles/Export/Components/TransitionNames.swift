import SwipeScenes

/// The distinct transitions reachable from a list, each with the name a file gives it.
///
/// Transitions are collected depth first: each one, then the ones it nests, then the ones that
/// follow it. A transition equal to one already collected reuses its name; a different one with
/// a name already taken is named `name-2`, `name-3`, ….
struct TransitionNames {
  /// The transitions in the order they were reached, with their names.
  private(set) var entries: [(name: String, transition: StateAnimator.Transition)] = []

  /// Collects every transition reachable from `roots`.
  init(_ roots: [StateAnimator.Transition]) {
    for root in roots { collect(root) }
  }

  /// The name of a collected transition.
  func name(of transition: StateAnimator.Transition) -> String {
    entries.first { $0.transition == transition }?.name ?? transition.name
  }

  private mutating func collect(_ transition: StateAnimator.Transition) {
    guard !entries.contains(where: { $0.transition == transition }) else { return }
    var name = transition.name, number = 1
    while entries.contains(where: { $0.name == name }) {
      number += 1
      name = "\(transition.name)-\(number)"
    }
    entries.append((name, transition))
    for child in transition.nested + transition.after { collect(child) }
  }
}
