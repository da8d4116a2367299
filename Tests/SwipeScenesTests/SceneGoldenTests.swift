import Foundation
import GoldenTesting
import Raster
import Drawing
import ImageFormats
import TextShaping
import SceneRendering
import BuiltInScenes
import SwipeScenes
import Testing

/// Every catalog scene at every key moment, compared exactly with `Goldens/scenes/…`.
struct SceneGoldenTests {
  static let context = (try? Typography()).map { SceneContext(typography: $0) }
  static let keyFrames = context.map { CatalogKeyFrame.all(of: SceneCatalog.standard.scenes, in: $0) } ?? []

  @Test func everySceneHasKeyFrames() throws {
    let context = try #require(Self.context)
    for scene in SceneCatalog.standard.scenes {
      #expect(scene.keyMoments(in: context).count >= 2, "\(scene.name)")
    }
    #expect(Set(Self.keyFrames.map(\.goldenName)).count == Self.keyFrames.count)
  }

  /// The same check as `render-gifs golden verify`, one test per scene.
  @Test(arguments: SceneCatalog.standard.names)
  func matchesGoldens(_ name: String) throws {
    let context = try #require(Self.context)
    let scene = try #require(SceneCatalog.standard.scene(named: name))
    let store = try GoldenStore.forPackage(containing: #filePath)
    for check in try store.checkKeyFrames(of: [scene], typography: context.typography) {
      #expect(check.outcome.passed, "\(check.outcome.message)")
    }
  }
}
