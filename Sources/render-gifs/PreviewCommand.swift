import ArgumentParser
import Foundation
import Review
import SceneFiles

extension RenderGifs {
  /// `render-gifs preview`: one HTML page with every frame, a scrubber and the model state.
  struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "preview",
      abstract: "Write a page to open in a browser: the scene's frames, a scrubber, play/pause and each frame's state.",
      discussion: """
        The page is one file that works from disk. With --watch (scene files only) the command keeps \
        running, renders again when the file or an image or font it names changes, and the open page \
        reloads itself within about a second (it loads PAGE.watch.js, written beside it).
        """)

    @Argument(help: "A built-in scene or a scene file.")
    var scene: String

    @Option(help: "The HTML file to write.")
    var out: String

    @Option(help: "Frames per second (default: the scene's).")
    var fps: Double?

    @Option(help: "Pixels per point (default: the scene's preview scale, at least 1).")
    var scale: Double?

    @Flag(help: "Keep running and render again when the scene file or its images change.")
    var watch = false

    @OptionGroup var memory: MemoryLimitOption

    func run() throws {
      if watch && !SceneFile.isPath(scene) { throw ValidationError("--watch needs a scene file; '\(scene)' is a built-in scene.") }
      if let fps { try FrameRateLimits.check(fps) }
      if let scale, !(scale > 0 && scale <= 8) { throw ValidationError("Give --scale a number above 0 and at most 8 (got '\(scale)').") }
      let threads = ProcessInfo.processInfo.activeProcessorCount
      let watcher = PreviewWatcher(sceneFile: scene, page: out, fps: fps, scale: scale, threads: threads)
      let page = PreviewPage(scene: try RenderGifs.scene(scene), source: scene, fps: fps, scale: scale)
      try page.check(budget: memory.budget, threads: threads)
      let version = try page.write(to: out, watching: watch, threads: threads)
      print("wrote \(out) (\(page.frameCount) frames)")
      guard watch else { return }
      try PreviewPage.writeWatchFile(for: out, version: version, error: nil)
      Console.note("watching \(scene) for changes; stop with Ctrl-C\n")
      watcher.watch(from: version) { Console.note($0 + "\n") }
    }
  }
}
