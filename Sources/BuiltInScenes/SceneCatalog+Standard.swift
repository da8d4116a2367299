import SwipeScenes

extension SceneCatalog {
  /// The catalog of every scene in the package: the ten README swipe scenes, then the four
  /// onboarding scenes, StateAnimator and the two collection-preview scenes.
  public static let standard: SceneCatalog = {
    let kinds: [[any CatalogScene]] = [
      SwipeScene.readmeScenes, OnboardingScene.all, StateAnimatorScene.all, CollectionPreviewScene.all,
    ]
    return SceneCatalog(scenes: kinds.flatMap { $0 })
  }()
}
