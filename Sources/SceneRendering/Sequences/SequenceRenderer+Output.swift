import Drawing
import ImageFormats
import SwipeScenes

// One call that writes a scene's frame folder, GIF and APNG, streaming: the
// frames flow from the renderer to every writer as they are made
// (`SequenceRenderer+Streaming.swift`), so memory holds a few frames whatever
// the scene's length. A GIF takes every frame twice (its palette must suit
// them all). The first pass feeds the PNG files, the APNG and the GIF's
// colour count together; the GIF writer keeps each frame's change from the
// one before in a scratch file, so the second pass draws no frame it kept.
// Should it keep only some, the second pass draws the rest again, from the
// first frame not kept, skipping frames whose display list repeats the one
// before.

extension SequenceRenderer {
  /// Renders `frames` of `scene` and writes the files `output` asks for, creating its folders.
  ///
  /// The PNG frames, the GIF and the APNG hold the same pixels, and the files are
  /// the same whatever the number of threads. The animations show each frame for
  /// `frames.spacing / frames.fps` seconds, the last one cut short when the scene
  /// ends inside it, so they last the scene's duration. The first frame's background
  /// decides the animations' alpha (scenes keep one background): a transparent one
  /// gives a GIF with transparent pixels (``GIFOptions/keepsTransparency``), and any
  /// but an opaque one an APNG with alpha.
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
    let firstLists = FrameLists(scene: scene, frames: frames, context: renderer.context)
    var writers = try animationWriters(for: scene, frames: frames, output: output, background: firstLists.first.background)
    let passes = writers.map(\.passCount).max() ?? 1
    let count = frames.indices.count
    for pass in 1...passes {
      // After the first pass only the writers that take frames again get them, and no PNG is written.
      let taking = writers.indices.filter { writers[$0].passCount >= pass }
      let kept = pass == 1 ? 0 : taking.map { writers[$0].keptFrameCount }.min() ?? 0
      let lists =
        pass == 1 ? firstLists
        : kept < count ? FrameLists(scene: scene, frames: frames, context: renderer.context, from: kept) : nil
      let done = try stream(
        lists, frameBytes: firstLists.frameBytes(scale: output.scale), keptFrames: kept, frames: frames,
        scale: output.scale, framesFolder: pass == 1 ? framesFolder : nil, writers: taking.map { writers[$0] }
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

  /// The GIF and APNG writers `output` asks for, timed by `frames`.
  ///
  /// The APNG stores alpha unless `background` is opaque, and the GIF keeps transparency when it is transparent.
  private func animationWriters(
    for scene: any CatalogScene, frames: FrameSelection, output: SequenceOutput, background: Color
  ) throws -> [AnimatedImageWriter] {
    var formats: [(AnimatedImageWriter.Format, String)] = []
    if output.format.writesGIF {
      var options = output.gif
      options.keepsTransparency = options.keepsTransparency || background.alpha <= 0
      formats.append((.gif(options), output.gifPath(of: scene.name)))
    }
    if output.format.writesAPNG {
      formats.append((.apng(hasAlpha: background.alpha < 1), output.apngPath(of: scene.name)))
    }
    guard !formats.isEmpty else { return [] }
    let delay = try frames.frameDelay()
    let last = try frames.lastFrameDelay(duration: scene.duration)
    return try formats.map { format, path in
      try AnimatedImageWriter(
        path: path, format: format, frameDelay: delay, lastFrameDelay: last, loopCount: output.loopCount,
        keptFrameBytes: output.keptFrameBytes)
    }
  }
}
