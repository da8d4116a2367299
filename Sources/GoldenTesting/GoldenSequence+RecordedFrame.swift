import Foundation
import Raster
import SceneFiles
import SceneRendering
import SwipeScenes

// The recorded frame of a sequence mismatch, for the report to show beside the new one. The
// manifest holds digests, not pictures; a sequence recorded from a scene file also keeps the
// file's text, and the frame is drawn again from that text. The drawing counts as the recorded
// frame only when its digest is the one recorded: an image or font the file names may have
// changed since, and then no expected frame is shown rather than a wrong one.

extension GoldenSequence {
  /// Frame `index` as recorded, drawn from the kept scene-file text (relative paths taken from
  /// `sceneFile`'s folder, where the file is now), or nil when there is no text, it no longer
  /// reads, or the drawing's digest is not the recorded one.
  func frame(_ index: Int, sceneFile: String?) -> Pixmap? {
    guard let text = self.sceneFile, let sceneFile, index >= 0, index < digests.count else { return nil }
    let folder = URL(fileURLWithPath: sceneFile).deletingLastPathComponent()
    guard let scene = try? SceneFile.decode(Array(text.utf8), file: sceneFile, folder: folder),
      let renderer = try? FrameRenderer(scene: scene, fps: fps),
      renderer.context.appearance.rawValue == appearance,
      let image = try? renderer.render(scene, at: Double(index) / fps, scale: scale),
      FrameDigest.hex(of: image) == digests[index]
    else { return nil }
    return image
  }
}
