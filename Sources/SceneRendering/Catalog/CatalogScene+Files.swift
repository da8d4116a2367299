import Foundation
import ImageFormats
import SwipeScenes
import TextShaping

// One call per output for a scene value: what a user's own code or test suite
// writes to get a GIF, a frame folder, an APNG, one frame or a contact sheet.
// Unset options take the scene's rendering defaults.

extension CatalogScene {
  /// Renders the whole scene into `folder`, created as needed: PNG frames (`FOLDER/NAME/`), a GIF
  /// (`FOLDER/NAME.gif`), an APNG (`FOLDER/NAME.png`) or any mix.
  ///
  /// The rates are ``SequenceRequest``'s: the GIF takes the nearest rate whole hundredths of a
  /// second can time, at most 25 fps unless `fps` is given, in a pass of its own when that
  /// differs from the other outputs' rate.
  ///
  /// ```swift
  /// try scene.render(.gif, into: "docs/images")
  /// ```
  ///
  /// - Parameters:
  ///   - format: Which files. Default: the PNG frames.
  ///   - folder: Where they go.
  ///   - scale: Pixels per point. Default: the scene's.
  ///   - fps: Frames per second. Default: the scene's (``SequenceRequest/frameRate``).
  ///   - appearance: Light or dark. Default: the scene's.
  ///   - loopCount: How many times animations play; 0 loops forever. Default: 0.
  /// - Returns: What was written, one report per pass.
  /// - Throws: `RenderError` for a size beyond the pixmap limits, `FileWriteError` for an
  ///   unwritable folder, a font error when the bundled fonts are missing.
  @discardableResult
  public func render(
    _ format: OutputFormat = .png, into folder: String, scale: Double? = nil, fps: Double? = nil,
    appearance: Appearance? = nil, loopCount: Int = 0
  ) throws -> [SequenceReport] {
    let output = SequenceOutput(
      folder: folder, format: format, scale: scale ?? renderingDefaults.scale, loopCount: loopCount)
    let request = SequenceRequest(scene: self, output: output, fps: fps, appearance: appearance)
    return try request.passes.map { try request.render($0, frames: request.frames(of: $0)) }
  }

  /// Writes the frame at `time` seconds as a PNG file; its folder is created as needed.
  ///
  /// - Parameters:
  ///   - time: Seconds from the start.
  ///   - path: The PNG file.
  ///   - scale: Pixels per point. Default: the scene's.
  ///   - appearance: Light or dark. Default: the scene's.
  public func writeFrame(at time: Double, to path: String, scale: Double? = nil, appearance: Appearance? = nil) throws {
    try createFolder(containingFile: path)
    let renderer = try FrameRenderer(scene: self, fps: renderingDefaults.frameRate, appearance: appearance)
    try renderer.writeFrame(of: self, at: .time(time), scale: scale ?? renderingDefaults.scale, to: path)
  }

  /// Writes a captioned grid of the scene's key moments (or of `times`) as a PNG file.
  ///
  /// - Parameters:
  ///   - path: The PNG file; its folder is created as needed.
  ///   - times: The times to show, in seconds. Default: the key moments.
  ///   - scale: Pixels per point of each cell. Default: the scene's preview scale.
  ///   - appearance: Light or dark. Default: the scene's.
  /// - Returns: The sheet that was written, with its cells.
  @discardableResult
  public func writeContactSheet(
    to path: String, times: [Double]? = nil, scale: Double? = nil, appearance: Appearance? = nil
  ) throws -> ContactSheet {
    try createFolder(containingFile: path)
    let renderer = try FrameRenderer(scene: self, fps: ContactSheet.frameRate, appearance: appearance)
    return try renderer.writeContactSheet(
      of: self, times: times, columns: nil, scale: scale ?? renderingDefaults.previewScale, to: path)
  }
}

extension FrameRenderer {
  /// A renderer for `scene` at `fps` frames per second, in `appearance` or else the scene's own,
  /// with the bundled fonts.
  ///
  /// - Throws: A font error when the bundled fonts are missing.
  public convenience init(scene: any CatalogScene, fps: Double, appearance: Appearance? = nil) throws {
    self.init(
      context: SceneContext(
        appearance: appearance ?? scene.renderingDefaults.appearance, typography: try Typography(),
        frameDuration: 1 / fps))
  }
}
