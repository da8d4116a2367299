import Drawing
import ImageFormats
import Raster
import SwipeScenes
import Synchronization

// One call that writes a scene's frame folder, GIF and APNG, streaming: the
// frames flow from the renderer to every writer as they are made
// (`FramePipeline`), so memory holds a few frames whatever the scene's
// length. A GIF takes every frame twice (its palette must suit them all), and
// rendering a frame again costs less than keeping it, so its second pass
// renders the frames again; the first pass feeds the PNG files, the APNG and
// the GIF's colour count together.

extension SequenceRenderer {
  /// Renders `frames` of `scene` and writes the files `output` asks for, creating its folders.
  ///
  /// The PNG frames, the GIF and the APNG hold the same pixels, and the files are
  /// the same whatever the number of threads. The animations show each frame for
  /// `frames.spacing / frames.fps` seconds, the last one cut short when the scene
  /// ends inside it, so they last the scene's duration. A scene whose background is
  /// transparent gets a GIF with transparent pixels (``GIFOptions/keepsTransparency``)
  /// and an APNG with alpha.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - frames: Which frames; the renderer's context should have the same frame rate.
  ///   - output: The folder, formats, scale and animation settings.
  ///   - progress: Called with the number of frames done after each one, from any thread; while a
  ///     GIF is written each of its two passes counts for half a frame.
  /// - Returns: What was written.
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits, `FileWriteError` for a folder or file
  ///   that cannot be written, `AnimationEncodingError` for animation settings out of range.
  @discardableResult
  public func render(
    _ scene: any CatalogScene, frames: FrameSelection, to output: SequenceOutput,
    progress: @Sendable (Int) -> Void = { _ in }
  ) throws -> SequenceReport {
    _ = try FrameRenderer.pixelSize(of: scene, scale: output.scale)
    try createFolder(atPath: output.folder)
    let framesFolder = output.format.writesFrames ? output.framesFolder(of: scene.name) : nil
    if let framesFolder { try createFolder(atPath: framesFolder) }
    let runs = try runs(of: scene, frames: frames)
    var writers = try animationWriters(for: scene, frames: frames, output: output, runs: runs)
    let passes = writers.map(\.passCount).max() ?? 1
    let count = frames.indices.count
    for pass in 1...passes {
      // After the first pass only the writers that take frames again get them, and no PNG is written.
      let taking = writers.indices.filter { writers[$0].passCount >= pass }
      let done = try stream(
        scene, frames: frames, runs: runs, scale: output.scale, framesFolder: pass == 1 ? framesFolder : nil,
        writers: taking.map { writers[$0] }
      ) { k in progress(((pass - 1) * count + k + 1) / passes) }
      for (i, writer) in zip(taking, done) { writers[i] = writer }
      if pass < passes {
        for i in writers.indices where writers[i].passCount > pass { try writers[i].endPass() }
      }
    }
    var report = SequenceReport(frameCount: count, framesFolder: framesFolder)
    for i in writers.indices {
      let file = WrittenFile(path: writers[i].path, byteCount: try writers[i].finish())
      if case .gif = writers[i].format { report.gif = file } else { report.apng = file }
    }
    return report
  }

  /// One made run: its pixels (its PNG files, when asked for, are already written).
  private struct MadeRun: Sendable {
    var pixmap: Pixmap
  }

  /// Renders every run once and streams its frames to the PNG folder (when given) and to `writers`, in order.
  ///
  /// - Parameter progress: Called with each frame's position once every writer has written it.
  /// - Returns: The writers after the last frame.
  private func stream(
    _ scene: any CatalogScene, frames: FrameSelection, runs: FrameRuns, scale: Double, framesFolder: String?,
    writers: [AnimatedImageWriter], progress: @Sendable (Int) -> Void
  ) throws -> [AnimatedImageWriter] {
    let indices = frames.indices, starts = runs.starts
    let pipeline = FramePipeline<MadeRun, [AnimatedImageWriter.FrameJob], [AnimatedImageWriter.EncodedFrame], [AnimatedImageWriter]>(
      starts: starts, threads: threads, window: 2 * threads + 2)
    return try pipeline.run(
      serial: writers,
      make: { r in
        let list = scene.displayList(at: frames.time(ofFrame: indices[starts[r]]), in: renderer.context)
        let pixmap = try renderer.render(list, scale: scale)
        if let framesFolder {
          let png = try pixmap.pngData()
          for k in starts[r]..<starts[r + 1] {
            try writeFileAtomically(png, to: framesFolder + "/" + Self.fileName(ofFrame: indices[k]))
          }
        }
        return MadeRun(pixmap: pixmap)
      },
      order: { writers, _, made in try writers.indices.map { try writers[$0].prepare(made.pixmap) } },
      encode: { jobs in jobs.map { $0.run() } },
      write: { writers, k, encoded in
        for i in writers.indices { try writers[i].write(encoded[i]) }
        progress(k)
      })
  }

  /// The GIF and APNG writers `output` asks for, timed by `frames`.
  ///
  /// The APNG stores alpha unless every frame is known to be opaque; the GIF keeps transparency
  /// when a background is transparent.
  private func animationWriters(
    for scene: any CatalogScene, frames: FrameSelection, output: SequenceOutput, runs: FrameRuns
  ) throws -> [AnimatedImageWriter] {
    var formats: [(AnimatedImageWriter.Format, String)] = []
    if output.format.writesGIF {
      var options = output.gif
      options.keepsTransparency = options.keepsTransparency || runs.hasTransparentBackground
      formats.append((.gif(options), output.gifPath(of: scene.name)))
    }
    if output.format.writesAPNG {
      formats.append((.apng(hasAlpha: !runs.isOpaque), output.apngPath(of: scene.name)))
    }
    guard !formats.isEmpty else { return [] }
    let delay = try frames.frameDelay()
    let last = try frames.lastFrameDelay(duration: scene.duration)
    return try formats.map { format, path in
      try AnimatedImageWriter(
        path: path, format: format, frameDelay: delay, lastFrameDelay: last, loopCount: output.loopCount)
    }
  }
}
