import SceneRendering
import SwipeScenes

/// Every golden the test suite draws, in one list: the raster cases, the text cases and every
/// golden key frame of a catalog and of the scene files that recorded goldens in the folder.
///
/// The golden tests check parts of this list, `render-gifs golden verify|record`
/// checks all of it or one scene's part, and the inventory test compares it with
/// the files under `Goldens/`: a PNG no entry names is an orphan.
public struct GoldenSuite: Sendable {
  /// The images, raster cases first, then text, then scene by scene as ``CatalogKeyFrame`` orders them.
  public var images: [GoldenImage]

  /// The whole suite for `catalog`, and the scene files that recorded goldens of their own.
  ///
  /// - Parameters:
  ///   - catalog: The scenes whose key frames have goldens.
  ///   - sceneFiles: Scenes read from files (``GoldenSource/recordedScenes(in:)``), after the
  ///     catalog's; one named like a catalog scene is left out, as the catalog's goldens are its.
  ///   - typography: The fonts scenes are drawn with.
  /// - Throws: ``GoldenError`` when a scene's golden selection names a moment it does not have.
  public init(catalog: SceneCatalog, sceneFiles: [any CatalogScene] = [], typography: Typography) throws {
    let builtIn = Set(catalog.names)
    let scenes = catalog.scenes + sceneFiles.filter { !builtIn.contains($0.name) }
    images = Self.raster + Self.text + (try Self.keyFrames(of: scenes, typography: typography))
  }

  /// Every golden name, e.g. `scenes/hero/open.light.1x`, in list order.
  public var names: [String] { images.map(\.name) }

  /// The golden key frames of `scenes` (``CatalogKeyFrame``), each drawn in its
  /// appearance at its scale, at 30 fps for frame-dependent effects.
  ///
  /// - Parameters:
  ///   - scenes: The scenes.
  ///   - typography: The fonts.
  /// - Returns: One image per key frame.
  /// - Throws: ``GoldenError`` when a scene's golden selection names a moment it does not have.
  public static func keyFrames(of scenes: [any CatalogScene], typography: Typography) throws -> [GoldenImage] {
    let renderers = Dictionary(
      uniqueKeysWithValues: Appearance.allCases.map { appearance in
        (appearance, FrameRenderer(context: SceneContext(appearance: appearance, typography: typography)))
      })
    let light = SceneContext(appearance: .light, typography: typography)
    return try scenes.flatMap { scene in
      let layers = SceneLayers(scene)
      return try CatalogKeyFrame.all(of: scene, in: light).map { frame in
        let renderer = renderers[frame.appearance] ?? FrameRenderer(context: light)
        let memory: @Sendable () throws -> MemorySize = {
          try GoldenImage.keyFrameMemory(of: scene, scale: frame.scale, layers: layers)
        }
        return GoldenImage(name: frame.goldenName, scene: scene.name, memory: memory) {
          try renderer.render(scene, at: frame.moment.time, scale: frame.scale)
        }
      }
    }
  }
}
