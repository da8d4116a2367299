import ImageFormats
import Raster
import SwipeScenes
import Synchronization

// One call that writes a scene's frame folder, GIF and APNG. Frames are
// rendered on every thread; PNG files are written as each frame is done, and
// the animations receive the frames in order through a small reordering
// buffer, so no array of every frame is ever built here (the GIF writer keeps
// its frames itself until its palette can be chosen).

extension SequenceRenderer {
  /// Renders `frames` of `scene` and writes the files `output` asks for, creating its folders.
  ///
  /// The PNG frames, the GIF and the APNG hold the same pixels, and the files are
  /// the same whatever the number of threads. The animations show each frame for
  /// `frames.spacing / frames.fps` seconds, the last one cut short when the scene
  /// ends inside it, so they last the scene's duration.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - frames: Which frames; the renderer's context should have the same frame rate.
  ///   - output: The folder, formats, scale and animation settings.
  ///   - progress: Called with the number of frames done after each one, from any thread.
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
    let lists = try displayLists(of: scene, frames: frames)
    let writers = try animationWriters(
      for: scene, frames: frames, output: output, opaque: lists.allSatisfy(renderer.drawsOpaque))
    let animations = Mutex(InOrderFrames(writers: writers))
    let hasAnimations = !writers.isEmpty
    let indices = frames.indices
    let done = Mutex(0)
    try renderRuns(of: lists, scale: output.scale, encode: framesFolder != nil) { k, frame in
      if let framesFolder {
        try writeFileAtomically(frame.png, to: framesFolder + "/" + Self.fileName(ofFrame: indices[k]))
      }
      if hasAnimations { try animations.withLock { try $0.add(frame.pixmap, at: k) } }
      progress(done.withLock { count in
        count += 1
        return count
      })
    }
    var report = SequenceReport(frameCount: indices.count, framesFolder: framesFolder)
    var filled = animations.withLock { $0.writers }
    for i in filled.indices {
      let file = WrittenFile(path: filled[i].path, byteCount: try filled[i].finish())
      if case .gif = filled[i].format { report.gif = file } else { report.apng = file }
    }
    return report
  }

  /// The GIF and APNG writers `output` asks for, timed by `frames`.
  ///
  /// When every frame is known to be `opaque` the APNG stores RGB and is compressed as frames
  /// arrive; otherwise its writer keeps the frames and stores alpha only if one is translucent.
  private func animationWriters(
    for scene: any CatalogScene, frames: FrameSelection, output: SequenceOutput, opaque: Bool
  ) throws -> [AnimatedImageWriter] {
    var formats: [(AnimatedImageWriter.Format, String)] = []
    if output.format.writesGIF { formats.append((.gif(output.gif), output.gifPath(of: scene.name))) }
    if output.format.writesAPNG {
      formats.append((.apng(hasAlpha: opaque ? false : nil), output.apngPath(of: scene.name)))
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

/// Frames that arrive in any order, handed to animation writers in order.
///
/// A frame waits here only until the frames before it are done, so it holds
/// about as many frames as there are threads.
private struct InOrderFrames: Sendable {
  var writers: [AnimatedImageWriter]
  var next = 0
  var waiting: [Int: Pixmap] = [:]

  /// Takes the frame at `position` and appends every frame that is now next in order.
  mutating func add(_ pixmap: Pixmap, at position: Int) throws {
    waiting[position] = pixmap
    while let frame = waiting.removeValue(forKey: next) {
      for i in writers.indices { try writers[i].append(frame) }
      next += 1
    }
  }
}
