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

  @Test(arguments: keyFrames)
  func matchesGolden(_ frame: CatalogKeyFrame) throws {
    let context = try #require(Self.context)
    let scene = try #require(SceneCatalog.standard.scene(named: frame.scene))
    let pixmap = try FrameRenderer(context: context).render(scene, at: frame.moment.time, scale: CatalogKeyFrame.scale)
    let outcome = try GoldenStore.forPackage(containing: #filePath).check(pixmap, named: frame.goldenName)
    #expect(outcome.passed, "\(outcome.message)")
  }
}
