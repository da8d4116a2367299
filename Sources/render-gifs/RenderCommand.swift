import ArgumentParser
import Foundation
import SceneRendering
import SwipeScenes

extension RenderGifs {
  /// `render-gifs render`: writes scenes as PNG sequences.
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render scenes as PNG sequences: DIR/SCENE/frame-0000.png …",
      discussion: """
        Frame i shows time i / fps; frames cover the scene's duration. Frames are rendered \
        on every core, and the files are identical to a single-threaded run.
        """)

    @Argument(help: "Scenes to render (see render-gifs list).")
    var scenes: [String] = []

    @Flag(help: "Render every scene of the catalog.")
    var all = false

    @Option(help: "The output folder; each scene gets a subfolder.")
    var out: String

    @Option(help: "Frames per second.")
    var fps: Double = 30

    @Option(help: "Only frames A through B (inclusive, indices at --fps), e.g. 10-20.")
    var frames: String?

    @Option(help: "Only every Nth frame.")
    var every: Int = 1

    @Option(help: "Frames rendered at once. Default: one per core.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var output: OutputOptions

    func validate() throws {
      guard fps.isFinite, fps > 0 else { throw ValidationError("Give --fps a positive number of frames per second, e.g. 30.") }
      guard every >= 1 else { throw ValidationError("Give --every a whole number of 1 or more.") }
      guard threads >= 1 else { throw ValidationError("Give --threads a whole number of 1 or more.") }
      if all && !scenes.isEmpty { throw ValidationError("Give scene names or --all, not both.") }
      if !all && scenes.isEmpty { throw ValidationError("Name the scenes to render, or pass --all (see render-gifs list).") }
      for scene in try chosenScenes() {
        try output.checkSize(of: scene)
        _ = try selection(for: scene)
      }
    }

    func chosenScenes() throws -> [any CatalogScene] {
      all ? SceneCatalog.standard.scenes : try scenes.map { try SceneCatalog.standard.resolve($0) }
    }

    /// The frames to render for `scene`, from --frames and --every.
    func selection(for scene: any CatalogScene) throws -> FrameSelection {
      var selection = FrameSelection.all(duration: scene.duration, fps: fps)
      if let frames {
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
          throw ValidationError("Give --frames as A-B with whole numbers A ≤ B, e.g. 0-29.")
        }
        selection.indices = selection.indices.filter { $0 >= a && $0 <= b }
      }
      selection.indices = selection.indices.enumerated().filter { $0.offset % every == 0 }.map(\.element)
      return selection
    }

    func run() throws {
      let renderer = SequenceRenderer(renderer: try output.renderer(fps: fps), threads: threads)
      let progress = ProgressLine()
      for scene in try chosenScenes() {
        let folder = (out as NSString).appendingPathComponent(scene.name)
        do {
          try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
          throw ValidationError("Cannot create '\(folder)': choose an --out folder you can write to.")
        }
        let frames = try selection(for: scene)
        let started = ContinuousClock.now
        progress.start(scene.name, total: frames.indices.count)
        try renderer.render(scene, frames: frames, scale: output.scale(for: scene), into: folder) { done in
          progress.update(done: done, since: started)
        }
        progress.finish(since: started, folder: folder)
      }
    }
  }
}
