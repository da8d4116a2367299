import ArgumentParser
import Foundation
import SceneRendering
import SwipeScenes

extension RenderGifs {
  /// `render-gifs list`: the catalog.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List every scene with what it shows, its duration and its frame count.")

    @Option(help: "Frames per second for the frame counts.")
    var fps: Double = 30

    func validate() throws {
      try FrameRateLimits.check(fps)
    }

    func run() {
      let scenes = RenderGifs.catalog.scenes
      let width = scenes.map(\.name.count).max() ?? 0
      for scene in scenes {
        let frames = FrameSelection.frameCount(duration: scene.duration, fps: fps)
        let name = scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
        let timing = String(format: "%6.2f s %5d frames", scene.duration, frames)
        print("\(name)  \(timing)  \(scene.summary)")
      }
    }
  }
}
