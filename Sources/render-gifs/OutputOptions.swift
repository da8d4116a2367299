import ArgumentParser
import Drawing
import SceneRendering
import SwipeScenes

extension Appearance: ExpressibleByArgument {}

/// The options every command that draws shares: size, appearance and the memory limit.
struct OutputOptions: ParsableArguments {
  @Option(help: "Pixels per point. Default: the scene's (2 for the built-in scenes).")
  var scale: Double?

  @Option(help: "The canvas width in pixels; the scale follows (440 gives the README cell GIFs' size).")
  var width: Int?

  @Option(help: "light or dark. Default: the scene's (light for the built-in scenes).")
  var appearance: Appearance?

  @OptionGroup var memory: MemoryLimitOption

  @OptionGroup var fonts: FallbackFontOption

  func validate() throws {
    if scale != nil && width != nil {
      throw ValidationError("Give either --scale or --width, not both.")
    }
    if let scale, !(scale.isFinite && scale > 0) {
      throw ValidationError("Give --scale a positive number of pixels per point, e.g. 2 (got '\(scale)').")
    }
    if let width, width < 1 {
      throw ValidationError("Give --width a positive number of pixels, e.g. 440 (got '\(width)').")
    }
  }

  /// The pixels per point for `scene`: from --width or --scale, else the scene's own.
  func scale(for scene: any CatalogScene) -> Double {
    if let width { return Double(width) / scene.size.width }
    return scale ?? scene.renderingDefaults.scale
  }

  /// Checks that `scene` fits the pixmap limits at these options' scale.
  ///
  /// - Throws: A `ValidationError` naming the allowed scales, or the allowed widths for --width.
  func checkSize(of scene: any CatalogScene) throws {
    do {
      _ = try FrameRenderer.pixelSize(of: scene, scale: scale(for: scene))
    } catch let error as RenderError {
      guard let width else { throw ValidationError(error.description) }
      let widest = FrameRenderer.widestWidth(of: scene)
      throw ValidationError("--width \(width) makes '\(scene.name)' too large for a pixmap; give --width from 1 to \(widest).")
    }
  }
}
