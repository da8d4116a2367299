import Foundation
import SwipeScenes

extension SceneCatalog {
  /// One line per scene, in catalog order: its name, padded so the columns line up, its duration,
  /// its frame count at `fps` frames per second and its summary.
  ///
  /// ```
  /// transition-border            3.52 s   106 frames  Border transition: the visible strip is …
  /// ```
  public func listing(fps: Double) -> [String] {
    let width = scenes.map(\.name.count).max() ?? 0
    return scenes.map { scene in
      let frames = FrameSelection.frameCount(duration: scene.duration, fps: fps)
      let name = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let timing = String(format: "%6.2f s %5d frames", scene.duration, frames)
      return "\(name)  \(timing)  \(scene.summary)"
    }
  }
}
