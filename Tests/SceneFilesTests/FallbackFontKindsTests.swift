import Foundation
import SwipeScenes
import Testing
import TextShaping

@testable import SceneFiles

/// `--fallback-font` on a built-in scene of every kind (``SceneCatalog/resolve(_:fallbackFonts:)``):
/// the scene's fonts gain the fallback, so a character the bundled fonts lack is covered.
struct FallbackFontKindsTests {
  /// The regular 17-pt font the scene draws with.
  func font(of scene: any CatalogScene) throws -> Font {
    let typography: Typography? =
      switch scene {
      case let s as SwipeScene: s.typography
      case let s as OnboardingScene: s.typography
      case let s as StateAnimatorScene: s.typography
      case let s as CollectionPreviewScene: s.typography
      default: nil
      }
    return try #require(typography, "\(scene.name) has no fonts of its own").font(.regular, 17)
  }

  @Test(arguments: ["hero", "onboarding", "state-animator", "collection-preview"])
  func builtInScenesGainTheFallback(name: String) throws {
    let plain = try SceneCatalog.standard.resolve(name, fallbackFonts: []).scene
    #expect(try Typography().font(.regular, 17).missingCharacters(in: "東").count == 1)
    let loaded = try SceneCatalog.standard.resolve(name, fallbackFonts: ["Noto Sans CJK JP"])
    #expect(type(of: loaded.scene) == type(of: plain))
    #expect(try font(of: loaded.scene).missingCharacters(in: "東京").isEmpty)
  }
}
