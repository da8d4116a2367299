import SwipeScenes

extension OnboardingScene {
  /// The four onboarding scenes: the demo, the library defaults, right to left, leaving early.
  public static let all: [OnboardingScene] = [
    OnboardingScene(
      name: "onboarding", summary: "Swipe hint on the first row, demo timings 1 / 2.5 / 0.5 s.",
      config: .demo),
    OnboardingScene(
      name: "onboarding-defaults", summary: "Swipe hint with the library's default timings 0.5 / 2.5 / 0.5 s.",
      config: OnboardingHint.Config()),
    OnboardingScene(
      name: "onboarding-rtl", summary: "Swipe hint in a right-to-left layout, the mirror of the demo.",
      config: .demo, direction: .rightToLeft),
    OnboardingScene(
      name: "onboarding-leave-early", summary: "Swipe hint cancelled by a tap halfway through opening.",
      config: .demo, leavesEarly: true),
  ]
}
