import ArgumentParser
import Drawing
import Foundation
import Raster
import SceneFiles
import SceneRendering
import SwipeScenes

extension Appearance: ExpressibleByArgument {}

/// The options every command that draws shares: size and appearance.
struct OutputOptions: ParsableArguments {
  @Option(help: "Pixels per point. Default: the scene's (2 for the built-in scenes).")
  var scale: Double?

  @Option(help: "The canvas width in pixels; the scale follows (440 gives the README cell GIFs' size).")
  var width: Int?

  @Option(help: "light or dark. Default: the scene's (light for the built-in scenes).")
  var appearance: Appearance?

  @Option(
    help: "The most memory the command may plan to use, in bytes or with K, M or G, e.g. 4G. Default: 2G.",
    transform: MemoryLimit.parse)
  var memoryLimit: Int = MemoryLimit.defaultBytes

  func validate() throws {
    if scale != nil && width != nil {
      throw ValidationError("Give either --scale or --width, not both.")
    }
    if let scale, !(scale.isFinite && scale > 0) {
      throw ValidationError("Give --scale a positive number of pixels per point, e.g. 2.")
    }
    if let width, width < 1 {
      throw ValidationError("Give --width a positive number of pixels, e.g. 440.")
    }
  }

  /// The pixels per point for `scene`: from --width or --scale, else the scene's own.
  func scale(for scene: any CatalogScene) -> Double {
    if let width { return Double(width) / scene.size.width }
    return scale ?? scene.renderingDefaults.scale
  }

  /// The appearance for `scene`: --appearance, else the scene's own.
  func appearance(for scene: any CatalogScene) -> Appearance {
    appearance ?? scene.renderingDefaults.appearance
  }

  /// Checks that `scene` fits the pixmap limits at these options' scale.
  ///
  /// - Throws: A `ValidationError` naming the allowed scales.
  func checkSize(of scene: any CatalogScene) throws {
    do {
      _ = try FrameRenderer.pixelSize(of: scene, scale: scale(for: scene))
    } catch let error as RenderError {
      guard let width else { throw ValidationError(error.description) }
      // The widest canvas whose side and byte count both fit, at this scene's aspect ratio.
      let aspect = scene.size.width / scene.size.height
      let widest = Swift.min(
        Double(Pixmap.maximumSide), Double(Pixmap.maximumSide) * aspect,
        (Double(Pixmap.maximumBytes) / 4 * aspect).squareRoot())
      throw ValidationError(
        "--width \(width) makes '\(scene.name)' too large for a pixmap; give --width from 1 to \(Int(widest)).")
    }
  }

  /// The bytes of one frame of `scene` at these options' scale (4 per pixel).
  func frameBytes(of scene: any CatalogScene) throws -> Double {
    let (w, h) = try FrameRenderer.pixelSize(of: scene, scale: scale(for: scene))
    return Double(w) * Double(h) * 4
  }

  /// Throws a usage error when `bytes` is over --memory-limit, naming the size and what reduces it.
  ///
  /// - Parameters:
  ///   - bytes: The estimate.
  ///   - what: What needs the memory, e.g. "Rendering 'hero' at scale 26".
  ///   - reduce: The options that lower the estimate, e.g. "lower --scale".
  func checkMemory(_ bytes: Double, for what: String, reduce: String) throws {
    guard bytes <= Double(memoryLimit) else {
      throw ValidationError(
        "\(what) needs about \(MemoryLimit.text(bytes)) of memory, over the --memory-limit of "
          + "\(MemoryLimit.text(Double(memoryLimit))): \(reduce), or raise --memory-limit.")
    }
  }

  /// A renderer of `scene` for these options and a frame rate.
  func renderer(for scene: any CatalogScene, fps: Double) throws -> FrameRenderer {
    FrameRenderer(
      context: SceneContext(appearance: appearance(for: scene), typography: try Typography(), frameDuration: 1 / fps))
  }
}

extension SceneCatalog {
  /// The scene a command-line argument names: a scene file when it ends in `.json` or contains
  /// `/`, else a built-in scene.
  ///
  /// - Throws: A validation error: the file's one-line error for a bad file, or the built-in names.
  func resolve(_ name: String) throws -> any CatalogScene {
    if SceneFile.isPath(name) {
      do {
        return try SceneFile.load(contentsOf: URL(fileURLWithPath: name))
      } catch let error as SceneFileError {
        throw ValidationError(error.description)
      }
    }
    guard let scene = scene(named: name) else {
      throw ValidationError(
        "Unknown scene '\(name)': use one of \(names.joined(separator: ", ")), or a scene file (see render-gifs list).")
    }
    return scene
  }
}
