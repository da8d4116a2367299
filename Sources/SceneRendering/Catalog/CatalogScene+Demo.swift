import Foundation
import SwipeScenes

// The demo output of one scene, as `render-gifs demo` and `make demo` write it:
// what a newcomer looks at first, so it shows each output kind once.

extension CatalogScene {
  /// Writes the scene's demo output into `folder`: its PNG frames at scale 2 and 30 fps
  /// (`FOLDER/NAME/`), its GIF (`FOLDER/NAME.gif`) and a contact sheet of its key moments
  /// (`FOLDER/NAME-sheet.png`), the last two at the scene's preview scale.
  ///
  /// - Returns: One line saying what was written and how long it took.
  /// - Throws: As ``render(_:into:scale:fps:appearance:loopCount:)`` and ``writeContactSheet(to:times:scale:appearance:)``.
  public func writeDemo(into folder: String) throws -> String {
    let started = ContinuousClock.now
    let frames = try render(.png, into: folder, scale: 2, fps: 30)
    let gif = try render(.gif, into: folder, scale: renderingDefaults.previewScale)
    let sheet = try writeContactSheet(to: folder + "/" + name + "-sheet.png")
    return String(
      format: "%@: %d PNG frames, GIF %d KB, sheet of %d frames (%.1f s)", name, frames.first?.frameCount ?? 0,
      ((gif.first?.gif?.byteCount ?? 0) + 512) / 1024, sheet.cells.count, (ContinuousClock.now - started) / .seconds(1))
  }
}
