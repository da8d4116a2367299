import SwipeScenes

extension SceneCatalog {
  /// The catalog of every scene in the package: the ten README swipe scenes, then the four
  /// onboarding scenes, StateAnimator, the two collection-preview scenes and the five
  /// interaction-style scenes (MGSwipe's transitions, right to left, rounded buttons) and the two
  /// MGSwipe demo scenes (release and expansion on two rows).
  public static let standard: SceneCatalog = {
    let kinds: [[any CatalogScene]] = [
      SwipeScene.readmeScenes, OnboardingScene.all, StateAnimatorScene.all, CollectionPreviewScene.all,
      SwipeScene.styleScenes, SwipeScene.mgswipeDemoScenes,
    ]
    return SceneCatalog(scenes: kinds.flatMap { $0 })
  }()
}
