import ImageFormats
import Raster
import SwipeScenes

// One pass of frames from the renderer to the writers (`FramePipeline`):
// frames are drawn on any thread, handed to the writers in order, their
// jobs run on any thread and their results are written in order.
//
// A frame whose display list equals the previous frame's is not drawn again
// (`FrameLists`): it takes the previous frame's pixels and PNG. A pass can
// note where each frame differs from the one before, so that a later pass
// neither builds the list nor draws a frame whose pixels did not change.
//
// Drawing only the rectangle that changed, through a clip or on a canvas of
// its size, would cost a ninth of the pixels on hero, but was tried and is
// not exact: a curve that crosses a clip is flattened in Swift rather than in
// the C kernel, and a few pixels per frame came out one level off.

extension SequenceRenderer {
  /// The frames in flight held in memory at most, besides the window's floor: 48 MiB of pixels.
  public static let windowBytes = 48 << 20

  /// How many frames may be in flight on `threads` threads when each holds `frameBytes` of pixels (0: none).
  ///
  /// At least two per thread and two more, so threads seldom wait for the oldest frame to be
  /// written; more, up to eight per thread, while they fit in ``windowBytes``: on hero's APNG at
  /// scale 2 (3 MB frames), 16 frames in flight took 5-10 % less time than 6. A frame whose
  /// pixels nothing after the drawing needs holds only its PNG, and the window is 16 per thread.
  public static func window(threads: Int, frameBytes: Int) -> Int {
    guard frameBytes > 0 else { return 16 * threads }
    return Swift.max(2 * threads + 2, Swift.min(8 * threads, windowBytes / frameBytes))
  }

  /// One made frame.
  private enum MadeFrame: Sendable {
    /// The whole frame, unless nothing after the drawing needs its pixels, and, when a PNG folder
    /// is written, its PNG (its file is already written).
    case drawn(Pixmap?, png: [UInt8])
    /// The previous frame's pixels again.
    case repeated
  }

  /// What the serial steps keep: the writers, the last frame for the repeats after it, and which frames changed.
  ///
  /// Without writers or changes to note no frame's pixels are kept past its drawing: a pixmap
  /// still held when its canvas draws the next frame is copied first.
  private struct Serial: Sendable {
    var writers: [AnimatedImageWriter]
    var last: (pixmap: Pixmap?, png: [UInt8])?
    var changed: [Bool] = []
  }

  /// One frame's work after the order step: the writers' jobs, a repeated frame's PNG file to
  /// write, and the frames to compare when changes are noted.
  private struct FrameWork: Sendable {
    var jobs: [AnimatedImageWriter.FrameJob]
    var file: (path: String, png: [UInt8])?
    var comparing: (frame: Pixmap, previous: Pixmap?)?
  }

  /// One frame's finished work: the writers' results and, when noted, whether the frame changed.
  private struct FrameDone: Sendable {
    var encoded: [AnimatedImageWriter.EncodedFrame]
    var changed: Bool
  }

  /// Streams every frame once to the PNG folder (when given) and to `writers`, in order.
  ///
  /// - Parameters:
  ///   - lists: The frames' display lists; given which frames an earlier pass saw change, a frame
  ///     that did not is a repeat, neither built nor drawn.
  ///   - framesFolder: Where the PNG files go, or `nil`.
  ///   - writers: The animation writers.
  ///   - notingChanges: Whether to note, for each frame, whether its pixels differ from the
  ///     previous frame's (frame 0 always does).
  ///   - progress: Called with each frame's position once every writer has written it.
  /// - Returns: The writers after the last frame, and which frames changed when noted.
  func stream(
    _ lists: FrameLists, frames: FrameSelection, scale: Double, framesFolder: String?,
    writers: [AnimatedImageWriter], notingChanges: Bool,
    progress: @Sendable (Int) -> Void
  ) throws -> (writers: [AnimatedImageWriter], changed: [Bool]) {
    let indices = frames.indices
    let needsPixels = !writers.isEmpty || notingChanges
    @Sendable func path(_ k: Int) -> String? { framesFolder.map { $0 + "/" + Self.fileName(ofFrame: indices[k]) } }
    let pipeline = FramePipeline<MadeFrame, FrameWork, FrameDone, Serial>(
      count: indices.count, threads: threads, window: Self.window(threads: threads, frameBytes: needsPixels ? lists.frameBytes(scale: scale) : 0))
    let serial = try pipeline.run(
      serial: Serial(writers: writers),
      make: { k in
        guard let list = lists.take(k) else { return .repeated }
        let pixmap = try renderer.render(list, scale: scale)
        guard let path = path(k) else { return .drawn(pixmap, png: []) }
        let png = try pixmap.pngData()
        try writeFileAtomically(png, to: path)
        return .drawn(needsPixels ? pixmap : nil, png: png)
      },
      order: { serial, k, made in
        let previous = serial.last?.pixmap
        var file: (String, [UInt8])?
        switch made {
        case .drawn(let pixmap, let png):
          serial.last = (pixmap, png)
        case .repeated:
          file = path(k).flatMap { path in serial.last.map { (path, $0.png) } }
        }
        let comparing = notingChanges ? serial.last?.pixmap.map { ($0, previous) } : nil
        guard !serial.writers.isEmpty else { return FrameWork(jobs: [], file: file, comparing: comparing) }
        guard let frame = serial.last?.pixmap else { throw RenderError(description: "Frame \(k) repeats no frame.") }
        let jobs = try serial.writers.indices.map { try serial.writers[$0].prepare(frame) }
        return FrameWork(jobs: jobs, file: file, comparing: comparing)
      },
      encode: { work in
        if let file = work.file { try writeFileAtomically(file.png, to: file.path) }
        var changed = true
        if let (frame, previous) = work.comparing, let previous { changed = frame.changedBounds(since: previous) != nil }
        return FrameDone(encoded: work.jobs.map { $0.run() }, changed: changed)
      },
      write: { serial, k, done in
        for i in serial.writers.indices { try serial.writers[i].write(done.encoded[i]) }
        if notingChanges { serial.changed.append(done.changed) }
        progress(k)
      })
    return (serial.writers, serial.changed)
  }
}
