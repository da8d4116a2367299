import SwipeScenes
import TextShaping

extension SceneCatalog {
  /// `scene` with `fonts` tried after its own for the characters they lack, whatever its kind:
  /// what `--fallback-font` does to a built-in scene, as a file's `fallbackFonts` does to its own.
  ///
  /// - Throws: `FontError` when the bundled fonts cannot be read.
  static func adding(_ fonts: [FallbackFont], to scene: any CatalogScene) throws -> any CatalogScene {
    guard !fonts.isEmpty else { return scene }
    func extended(_ typography: Typography?) throws -> Typography { try (typography ?? Typography()).addingFallbacks(fonts) }
    switch scene {
    case var swipe as SwipeScene:
      swipe.typography = try extended(swipe.typography)
      return swipe
    case var onboarding as OnboardingScene:
      onboarding.typography = try extended(onboarding.typography)
      return onboarding
    case var animator as StateAnimatorScene:
      animator.typography = try extended(animator.typography)
      return animator
    case var preview as CollectionPreviewScene:
      preview.typography = try extended(preview.typography)
      return preview
    default:
      return scene
    }
  }
}
