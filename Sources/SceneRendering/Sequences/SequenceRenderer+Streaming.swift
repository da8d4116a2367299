import ImageFormats
import Raster
import SwipeScenes

// One pass of frames from the renderer to the writers (`FramePipeline`):
// frames are drawn on any thread, handed to the writers in order, their
// jobs run on any thread and their results are written in order.
//
// A frame whose display list equals the previous frame's is not drawn again
// (`FrameLists`): it takes the previous frame's pixels and PNG. A frame the
// writers kept from an earlier pass is neither built nor drawn.

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
    /// A frame every writer kept from an earlier pass.
    case kept
  }

  /// What the serial steps keep: the writers, and the last frame for the repeats after it.
  ///
  /// Without writers no frame's pixels are kept past its drawing: a pixmap still held when its
  /// canvas draws the next frame is copied first.
  private struct Serial: Sendable {
    var writers: [AnimatedImageWriter]
    var last: (pixmap: Pixmap?, png: [UInt8])?
  }

  /// One frame's work after the order step: its position, the writers' jobs, and a repeated frame's PNG file to write.
  private struct FrameWork: Sendable {
    var frame: Int
    var jobs: [AnimatedImageWriter.FrameJob]
    var file: (path: String, png: [UInt8])?
  }

  /// Streams every frame once to the PNG folder (when given) and to `writers`, in order.
  ///
  /// - Parameters:
  ///   - lists: The frames' display lists, or `nil` when every frame is kept.
  ///   - frameBytes: The bytes of one frame's pixels, which set how many frames may be in flight.
  ///   - keptFrames: How many frames, from the first, every writer kept from an earlier pass and
  ///     takes without pixels; `lists` must draw the first frame after them.
  ///   - framesFolder: Where the PNG files go, or `nil`.
  ///   - writers: The animation writers.
  ///   - progress: Called with each frame's position once every writer has written it.
  /// - Returns: The writers after the last frame.
  func stream(
    _ lists: FrameLists?, frameBytes: Int, keptFrames: Int = 0, frames: FrameSelection, scale: Double,
    framesFolder: String?, writers: [AnimatedImageWriter], progress: @Sendable (Int) -> Void
  ) throws -> [AnimatedImageWriter] {
    let indices = frames.indices
    let needsPixels = !writers.isEmpty
    @Sendable func path(_ k: Int) -> String? { framesFolder.map { $0 + "/" + Self.fileName(ofFrame: indices[k]) } }
    let pipeline = FramePipeline<MadeFrame, FrameWork, [AnimatedImageWriter.EncodedFrame], Serial>(
      count: indices.count, threads: threads, window: Self.window(threads: threads, frameBytes: needsPixels ? frameBytes : 0))
    let serial = try pipeline.run(
      serial: Serial(writers: writers),
      make: { k in
        guard k >= keptFrames else { return .kept }
        guard let lists else { throw RenderError(description: "Frame \(k) was not kept and has no display list.") }
        guard let list = lists.take(k) else { return .repeated }
        let pixmap = try renderer.render(list, scale: scale)
        guard let path = path(k) else { return .drawn(pixmap, png: []) }
        let png = try pixmap.pngData()
        try writeFileAtomically(png, to: path)
        return .drawn(needsPixels ? pixmap : nil, png: png)
      },
      order: { serial, k, made in
        var file: (String, [UInt8])?
        switch made {
        case .drawn(let pixmap, let png):
          serial.last = (pixmap, png)
        case .repeated:
          file = path(k).flatMap { path in serial.last.map { (path, $0.png) } }
        case .kept:
          return FrameWork(frame: k, jobs: try serial.writers.indices.map { try serial.writers[$0].prepareKeptFrame() })
        }
        guard !serial.writers.isEmpty else { return FrameWork(frame: k, jobs: [], file: file) }
        guard let frame = serial.last?.pixmap else { throw RenderError(description: "Frame \(k) repeats no frame.") }
        let jobs = try serial.writers.indices.map { try serial.writers[$0].prepare(frame) }
        return FrameWork(frame: k, jobs: jobs, file: file)
      },
      encode: { work in
        lists?.buildAhead(after: work.frame)
        if let file = work.file { try writeFileAtomically(file.png, to: file.path) }
        return work.jobs.map { $0.run() }
      },
      write: { serial, k, encoded in
        for i in serial.writers.indices { try serial.writers[i].write(encoded[i]) }
        progress(k)
      })
    return serial.writers
  }
}
