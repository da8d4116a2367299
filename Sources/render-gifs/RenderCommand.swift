import ArgumentParser
import Foundation
import ImageFormats
import LocalFiles
import SceneRendering
import SwipeScenes

extension OutputFormat: ExpressibleByArgument {
  public init?(argument: String) { self.init(name: argument) }

  public static var allValueStrings: [String] { names.map(\.name) }
}
extension GIFDithering: ExpressibleByArgument {}
extension GIFQuality: ExpressibleByArgument {}

extension RenderGifs {
  /// `render-gifs render`: writes scenes as PNG sequences, GIFs and APNGs.
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render scenes as PNG sequences (DIR/SCENE/frame-0000.png …), GIFs and APNGs.",
      discussion: """
        Frame i shows time i / fps; frames cover the scene's duration. Frames are rendered \
        on every core, and the files are identical to a single-threaded run. GIF delays are \
        whole hundredths of a second, so the GIF takes the nearest rate it can hold, and at most \
        25 fps unless --fps is given (said on standard error); the PNG frames and the APNG keep \
        the rate asked for. \
        APNG stores any rate as an exact fraction. A last frame that the scene ends inside is \
        cut short, so animations last the scene's duration. A GIF's palette is the smallest (at most --colors) \
        that keeps every frame within 1.9/255 of the PNG frame on average and gradients within 0.5/255 (--quality balanced).
        """)

    @Argument(help: "Built-in scenes (see render-gifs list) or scene files (FILE.json).")
    var scenes: [String] = []

    @Flag(help: "Render every scene of the catalog.")
    var all = false

    @Option(help: "The output folder; each scene gets a subfolder.")
    var out: String

    @Option(help: "Frames per second. Default: the scene's (30 for the built-ins); a GIF's at most 25.")
    var fps: Double?

    @Option(help: "png (a frame folder), gif (DIR/SCENE.gif), apng (DIR/SCENE.png) or all.")
    var format: OutputFormat = .png

    @Option(help: "How many times GIFs and APNGs play; 0 loops forever.")
    var loops: Int = 0

    @Option(help: "GIF dithering: none, ordered or floydSteinberg.")
    var dither: GIFDithering = .none

    @Option(help: "The most colours of a GIF's palette, 2…255.")
    var colors: Int = GIFOptions().maximumColors
    @Option(help: "GIF colours: balanced (small files, gradients within half a level) or best (up to --colors, nearly exact).")
    var quality: GIFQuality = .balanced

    @Option(help: "How far (RGB distance in 8-bit levels) changing GIF pixels may stray so LZW compresses them better; 0 is exact.")
    var lossy: Int = 0

    @Option(help: "Only frames A through B (inclusive, indices at --fps), e.g. 10-20.")
    var frames: String?

    @Option(help: "Only every Nth frame.")
    var every: Int = 1

    @Option(help: "Frames rendered at once. Default: one per core.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var output: OutputOptions

    func validate() throws {
      if let fps { try FrameRateLimits.check(fps) }
      do { try LoopCount.check(loops, named: "--loops") } catch { throw ValidationError(error.description) }
      guard (0...255).contains(lossy) else { throw ValidationError("Give --lossy a whole number from 0 (exact) to 255 (got '\(lossy)').") }
      guard (2...255).contains(colors) else { throw ValidationError("Give --colors a whole number from 2 to 255 (got '\(colors)').") }
      guard every >= 1 else { throw ValidationError("Give --every a whole number of 1 or more (got '\(every)').") }
      guard (1...256).contains(threads) else { throw ValidationError("Give --threads a whole number from 1 to 256 (got '\(threads)').") }
    }

    /// The scenes to render, each checked before the first frame of any is drawn.
    func checkedScenes() throws -> [any CatalogScene] {
      if all && !scenes.isEmpty { throw ValidationError("Give scene names or --all, not both.") }
      if !all && scenes.isEmpty { throw ValidationError("Name the scenes to render, or pass --all (see render-gifs list).") }
      let chosen = try (all ? RenderGifs.catalog.names : scenes).map { try RenderGifs.scene($0, output.fonts.names) }
      try SequenceRequest.checkDistinctNames(chosen)
      for scene in chosen {
        try output.checkSize(of: scene)
        let request = request(for: scene)
        for pass in request.passes {
          try request.check(pass, frames: request.frames(of: pass, range: frames), budget: output.memory.budget)
        }
      }
      return chosen
    }

    /// What the options ask of `scene`.
    func request(for scene: any CatalogScene) -> SequenceRequest {
      let files = SequenceOutput(
        folder: out, format: format, scale: output.scale(for: scene), loopCount: loops,
        gif: GIFOptions(quality: quality, dithering: dither, maximumColors: colors, lossiness: lossy))
      return SequenceRequest(
        scene: scene, output: files, fps: fps, every: every, threads: threads, appearance: output.appearance)
    }

    func run() throws {
      let chosen = try checkedScenes()
      let progress = ProgressLine(isTerminal: isatty(STDERR_FILENO) != 0, write: Console.note)
      // Before the first progress line, so an unwritable folder is the only line printed.
      try createFolder(atPath: out)
      var noted = false
      for scene in chosen {
        let request = request(for: scene)
        Interruption.setActivity("rendering '\(scene.name)' into '\(out)'")
        for pass in request.passes {
          if pass.output.format == .gif, let note = request.gifRateNote, !noted {
            noted = true
            Console.note(note + "\n")
          }
          let frames = try request.frames(of: pass, range: frames)
          progress.start(scene.name, frameCount: frames.indices.count)
          let report = try request.render(pass, frames: frames) { progress.update(framesDone: $0) }
          progress.finish(writtenTo: report.mainPath)
        }
      }
    }
  }
}
