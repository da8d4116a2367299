import ArgumentParser
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes

extension OutputFormat: ExpressibleByArgument {
  public init?(argument: String) {
    guard let match = OutputFormat.names.first(where: { $0.name == argument }) else { return nil }
    self = match.format
  }

  public static var allValueStrings: [String] { names.map(\.name) }
}
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
        rate that GIF cannot hold exactly is replaced, for the GIF only, by the nearest one that \
        it can (said on standard error); the PNG frames and the APNG keep the rate asked for. \
        APNG stores any rate as an exact fraction. A last frame that the scene ends inside is \
        cut short, so animations last the scene's duration. A GIF's palette is the smallest (at most --colors) \
        that keeps every frame within 1.9/255 of the PNG frame on average.
        """)

    @Argument(help: "Built-in scenes (see render-gifs list) or scene files (FILE.json).")
    var scenes: [String] = []

    @Flag(help: "Render every scene of the catalog.")
    var all = false

    @Option(help: "The output folder; each scene gets a subfolder.")
    var out: String

    @Option(help: "Frames per second. Default: the scene's (30 for the built-ins), or 25 when a GIF is written.")
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

    /// The most frames one pass of one scene may have.
    static let maximumFrames = 100_000

    @Option(help: "Only frames A through B (inclusive, indices at --fps), e.g. 10-20.")
    var frames: String?

    @Option(help: "Only every Nth frame.")
    var every: Int = 1

    @Option(help: "Frames rendered at once. Default: one per core.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var output: OutputOptions

    func validate() throws {
      if let fps { try FrameRateLimits.check(fps) }
      guard loops >= 0, loops <= 65_535 else { throw ValidationError("Give --loops a whole number from 0 (forever) to 65535.") }
      guard (0...255).contains(lossy) else { throw ValidationError("Give --lossy a whole number from 0 (exact) to 255.") }
      guard (2...255).contains(colors) else { throw ValidationError("Give --colors a whole number from 2 to 255.") }
      guard every >= 1 else { throw ValidationError("Give --every a whole number of 1 or more.") }
      guard (1...256).contains(threads) else { throw ValidationError("Give --threads a whole number from 1 to 256.") }
      if all && !scenes.isEmpty { throw ValidationError("Give scene names or --all, not both.") }
      if !all && scenes.isEmpty { throw ValidationError("Name the scenes to render, or pass --all (see render-gifs list).") }
      // Every scene is checked before the first frame of any is drawn.
      for scene in try chosenScenes() {
        try output.checkSize(of: scene)
        for pass in passes(for: scene) {
          let count = FrameSelection.frameCount(duration: scene.duration, fps: pass.rate)
          guard count <= Self.maximumFrames else {
            throw ValidationError(
              "'\(scene.name)' at \(pass.rate) fps has more than \(Self.maximumFrames) frames: lower --fps.")
          }
          let frames = try selection(for: scene, rate: pass.rate)
          guard !frames.indices.isEmpty else {
            throw ValidationError("--frames selects no frame of '\(scene.name)': give a range within 0-\(lastFrame(of: scene)).")
          }
          try checkMemory(of: scene, pass: pass, frameCount: frames.indices.count)
          try checkOutputs(of: scene, format: pass.format, frames: frames)
        }
      }
    }

    /// The index of the last frame of `scene` at the rate asked for.
    func lastFrame(of scene: any CatalogScene) -> Int {
      FrameSelection.frameCount(duration: scene.duration, fps: requestedRate(for: scene)) - 1
    }

    /// Refuses, before the first frame, output paths that a folder, device or FIFO is in the way of.
    func checkOutputs(of scene: any CatalogScene, format: OutputFormat, frames: FrameSelection) throws {
      do {
        let files = SequenceOutput(folder: out, format: format, scale: 1)
        try checkOutputFolder(atPath: out)
        if format.writesGIF { try checkOutputFile(atPath: files.gifPath(of: scene.name)) }
        if format.writesAPNG { try checkOutputFile(atPath: files.apngPath(of: scene.name)) }
        if format.writesFrames {
          let folder = files.framesFolder(of: scene.name)
          try checkOutputFolder(atPath: folder)
          for index in frames.indices {
            try checkOutputFile(atPath: folder + "/" + SequenceRenderer.fileName(ofFrame: index))
          }
        }
      } catch let error as FileWriteError {
        throw ValidationError(error.description)
      }
    }

    /// Refuses a pass whose frames in memory would be over --memory-limit.
    ///
    /// Frames stream: each thread holds a canvas, and the window of frames in flight holds a
    /// finished frame and its PNG each; an APNG or a GIF keeps the previous frame and its own.
    func checkMemory(of scene: any CatalogScene, pass: (format: OutputFormat, rate: Double), frameCount: Int) throws {
      let frame = try output.frameBytes(of: scene)
      let inFlight = Swift.min(frameCount, SequenceRenderer.window(threads: threads, frameBytes: Int(Swift.min(frame, 1e15))))
      var frames = Double(threads) + Double(inFlight) * 2 + 1
      if pass.format.writesAPNG { frames += 2 }
      if pass.format.writesGIF { frames += 2 }
      try output.checkMemory(
        frames * frame, for: "Rendering '\(scene.name)' (\(frameCount) frames at \(output.scale(for: scene))×)",
        reduce: "lower --scale or --threads")
    }

    /// The rate asked for: --fps, else 25 when a GIF is written, else the scene's own.
    func requestedRate(for scene: any CatalogScene) -> Double {
      fps ?? (format.writesGIF ? FrameDelay.defaultGIFRate : scene.renderingDefaults.frameRate)
    }

    /// The passes that render `scene`: one, or two when the GIF needs a rate of its own.
    func passes(for scene: any CatalogScene) -> [(format: OutputFormat, rate: Double)] {
      format.passes(at: requestedRate(for: scene))
    }

    func chosenScenes() throws -> [any CatalogScene] {
      all ? RenderGifs.catalog.scenes : try scenes.map { try RenderGifs.catalog.resolve($0) }
    }

    /// The frames to render for `scene` at `rate`, from --frames (indices at the rate asked for) and --every.
    ///
    /// At another rate (a GIF's own), --frames keeps the frames whose times fall in the range's times.
    func selection(for scene: any CatalogScene, rate: Double) throws -> FrameSelection {
      var selection = FrameSelection.all(duration: scene.duration, fps: rate)
      if let frames {
        let parts = frames.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
          throw ValidationError("Give --frames as A-B with whole numbers A ≤ B, e.g. 0-29 (got '\(frames)').")
        }
        guard b <= lastFrame(of: scene) else {
          throw ValidationError(
            "--frames \(frames) goes past the last frame of '\(scene.name)': give a range within 0-\(lastFrame(of: scene)).")
        }
        let requested = requestedRate(for: scene)
        if rate == requested {
          selection = selection.limited(to: a...b)
        } else {
          let first = Int((Double(a) / requested * rate - 1e-9).rounded(.up))
          let last = Int((Double(b) / requested * rate + 1e-9).rounded(.down))
          selection.indices = first <= last ? selection.limited(to: first...last).indices : []
        }
      }
      return selection.everyNth(every)
    }

    func run() throws {
      let progress = ProgressLine()
      // Before the first progress line, so an unwritable folder is the only line printed.
      try createFolder(atPath: out)
      var noted = false
      for scene in try chosenScenes() {
        for pass in passes(for: scene) {
          let requested = requestedRate(for: scene)
          if pass.rate != requested, !noted {
            noted = true
            Console.note(
              "note: GIF delays are whole hundredths of a second; the GIF is rendered at \(pass.rate) fps instead of \(requested).\n")
          }
          let frames = try selection(for: scene, rate: pass.rate)
          let renderer = SequenceRenderer(renderer: try output.renderer(for: scene, fps: pass.rate), threads: threads)
          let files = SequenceOutput(
            folder: out, format: pass.format, scale: output.scale(for: scene), loopCount: loops,
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
}
