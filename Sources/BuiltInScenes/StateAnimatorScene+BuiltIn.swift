import SwipeScenes

extension StateAnimatorScene {
  /// `state-animator`: collapsed, then taps 1 s apart through expanded, fully expanded,
  /// expanded and back to collapsed, each transition settled before the next tap.
  public static let stateAnimator = StateAnimatorScene(
    name: "state-animator",
    summary: "StateAnimator demo tapped through collapsed, expanded, fully expanded and back.",
    component: StateAnimatorDemo(tapTimes: [0.5, 1.5, 2.5, 3.5]).component, duration: 4.5)

  /// The StateAnimator scenes.
  public static let all: [StateAnimatorScene] = [stateAnimator]
}
