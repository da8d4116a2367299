import ArgumentParser
import SceneRendering

extension RenderGifs {
  /// `render-gifs list`: the catalog.
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "List every scene with what it shows, its duration and its frame count.")

    @Option(help: "Frames per second for the frame counts.")
    var fps: Double = 30

    func validate() throws {
      try FrameRateLimits.check(fps)
    }

    func run() {
      for line in RenderGifs.catalog.listing(fps: fps) { print(line) }
    }
  }
}
