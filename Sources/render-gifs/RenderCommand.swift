import ArgumentParser
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes

extension OutputFormat: ExpressibleByArgument {}
extension GIFDithering: ExpressibleByArgument {}

extension RenderGifs {
  /// `render-gifs render`: writes scenes as PNG sequences, GIFs and APNGs.
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render scenes as PNG sequences (DIR/SCENE/frame-0000.png …), GIFs and APNGs.",
      discussion: """
        Frame i shows time i / fps; frames cover the scene's duration. Frames are rendered \
        on every core, and the files are identical to a single-threaded run. GIF delays are \
        whole hundredths of a second, so a GIF renders at 25 fps unless --fps is given, and a \
        rate that GIF cannot hold exactly is replaced by the nearest one that it can (said on \
        standard error). APNG stores any rate as an exact fraction. Every rendered frame is a \
        frame of the GIF and the APNG, and a last frame that the scene ends inside is cut short, \
        so both last the scene's duration. A GIF's palette is the smallest (at most --colors) \
        that keeps every frame within 1.9/255 of the PNG frame on average.
        """)

    @Argument(help: "Scenes to render (see render-gifs list).")
    var scenes: [String] = []

    @Flag(help: "Render every scene of the catalog.")
    var all = false

    @Option(help: "The output folder; each scene gets a subfolder.")
    var out: String

    @Option(help: "Frames per second. Default: 30, or 25 when a GIF is written.")
    var fps: Double?

    @Option(help: "png (a frame folder), gif (DIR/SCENE.gif), apng (DIR/SCENE.png) or all.")
    var format: OutputFormat = .png

    @Option(help: "How many times GIFs and APNGs play; 0 loops forever.")
    var loops: Int = 0

    @Option(help: "GIF dithering: none, ordered or floydSteinberg.")
    var dither: GIFDithering = .none

    @Option(help: "The most colours of a GIF's palette, 2…255.")
    var colors: Int = GIFOptions().maximumColors

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
      if let fps, !(fps.isFinite && fps > 0 && fps <= 1000) {
        throw ValidationError("Give --fps a positive number of frames per second up to 1000, e.g. 30.")
      }
      guard loops >= 0, loops <= 65_535 else { throw ValidationError("Give --loops a whole number from 0 (forever) to 65535.") }
      guard (0...255).contains(lossy) else { throw ValidationError("Give --lossy a whole number from 0 (exact) to 255.") }
      guard (2...255).contains(colors) else { throw ValidationError("Give --colors a whole number from 2 to 255.") }
      guard every >= 1 else { throw ValidationError("Give --every a whole number of 1 or more.") }
      guard threads >= 1 else { throw ValidationError("Give --threads a whole number of 1 or more.") }
      if all && !scenes.isEmpty { throw ValidationError("Give scene names or --all, not both.") }
      if !all && scenes.isEmpty { throw ValidationError("Name the scenes to render, or pass --all (see render-gifs list).") }
      for scene in try chosenScenes() {
        try output.checkSize(of: scene)
        let frames = try selection(for: scene)
        guard !frames.indices.isEmpty else {
          let last = FrameSelection.frameCount(duration: scene.duration, fps: frameRate) - 1
          throw ValidationError("--frames selects no frame of '\(scene.name)': give a range within 0-\(last).")
        }
      }
    }

    /// The frame rate: as given, or the format's default; GIFs get the nearest exact rate.
    var frameRate: Double {
      let requested = fps ?? (format.writesGIF ? FrameDelay.defaultGIFRate : 30)
      return format.writesGIF ? FrameDelay.gifRate(near: requested) : requested
    }

    func chosenScenes() throws -> [any CatalogScene] {
      all ? RenderGifs.catalog.scenes : try scenes.map { try RenderGifs.catalog.resolve($0) }
    }

    /// The frames to render for `scene`, from --frames and --every.
    func selection(for scene: any CatalogScene) throws -> FrameSelection {
      var selection = FrameSelection.all(duration: scene.duration, fps: frameRate)
      if let frames {
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
          throw ValidationError("Give --frames as A-B with whole numbers A ≤ B, e.g. 0-29.")
        }
        selection = selection.limited(to: a...b)
      }
      return selection.everyNth(every)
    }

    func run() throws {
      let rate = frameRate
      if let fps, rate != fps {
        FileHandle.standardError.write(
          Data("note: GIF delays are whole hundredths of a second; rendering at \(rate) fps instead of \(fps).\n".utf8))
      }
      let renderer = SequenceRenderer(renderer: try output.renderer(fps: rate), threads: threads)
      let progress = ProgressLine()
      // Before the first progress line, so an unwritable folder is the only line printed.
      try createFolder(atPath: out)
      for scene in try chosenScenes() {
        let frames = try selection(for: scene)
        let files = SequenceOutput(
          folder: out, format: format, scale: output.scale(for: scene), loopCount: loops,
          gif: GIFOptions(dithering: dither, maximumColors: colors, lossiness: lossy))
        let started = ContinuousClock.now
        progress.start(scene.name, total: frames.indices.count)
        let report = try renderer.render(scene, frames: frames, to: files) { done in
          progress.update(done: done, since: started)
        }
        progress.finish(since: started, folder: report.mainPath)
      }
    }
  }
}
