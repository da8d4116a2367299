import Drawing
import Foundation
import ImageFormats
import Raster
import SwipeScenes
import Synchronization

/// Renders frame sequences on several threads, writing `frame-NNNN.png` files.
///
/// Each frame is rendered and encoded independently from its index, so the
/// files are the same whatever the number of threads or the order they finish in.
/// A frame whose display list equals the previous frame's has the same pixels
/// (rendering is deterministic), so a run of such frames — a scene at rest —
/// is drawn and encoded once and its bytes written for every frame of the run.
public struct SequenceRenderer: Sendable {
  /// Draws the frames.
  public var renderer: FrameRenderer
  /// How many frames are drawn at once (1 for a single thread).
  public var threads: Int

  /// Creates a sequence renderer.
  ///
  /// - Parameters:
  ///   - renderer: The frame renderer.
  ///   - threads: Concurrent frames. Default: the number of active processors.
  public init(renderer: FrameRenderer, threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
    self.renderer = renderer
    self.threads = Swift.max(1, threads)
  }

  /// The file name of frame `index`.
  public static func fileName(ofFrame index: Int) -> String {
    "frame-" + String(repeating: "0", count: Swift.max(0, 4 - String(index).count)) + String(index) + ".png"
  }

  /// One rendered frame: its pixels and, when asked for, its PNG file's bytes.
  public struct Frame: Sendable {
    /// The pixels.
    public var pixmap: Pixmap
    /// The PNG encoding of `pixmap`, or empty when not asked for.
    public var png: [UInt8]
  }

  /// Renders `frames` of `scene` and hands each frame, in any order, to `deliver` with its position in `frames`.
  ///
  /// Frames are grouped into runs of equal display lists; each run is rendered
  /// (and encoded when `encode`) once, on one of `threads` threads, and
  /// delivered for each of its frames.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - frames: Which frames.
  ///   - scale: Pixels per point.
  ///   - encode: Whether to PNG-encode each distinct frame.
  ///   - deliver: Receives the position in `frames.indices` and the frame; called concurrently.
  /// - Throws: The first rendering error, or the first error `deliver` throws.
  public func renderRuns(
    _ scene: any CatalogScene, frames: FrameSelection, scale: Double, encode: Bool,
    deliver: @Sendable (Int, Frame) throws -> Void
  ) throws {
    _ = try FrameRenderer.pixelSize(of: scene, scale: scale)
    try renderRuns(of: displayLists(of: scene, frames: frames), scale: scale, encode: encode, deliver: deliver)
  }

  /// The display lists of `frames` of `scene`, in order, built on every thread.
  func displayLists(of scene: any CatalogScene, frames: FrameSelection) throws -> [DisplayList] {
    let indices = frames.indices
    let lists = Mutex([DisplayList?](repeating: nil, count: indices.count))
    try ParallelWork.run(count: indices.count, threads: threads) { k in
      let list = scene.displayList(at: frames.time(ofFrame: indices[k]), in: renderer.context)
      lists.withLock { $0[k] = list }
    }
    return lists.withLock { $0 }.map { $0! }
  }

  /// Renders each run of equal lists in `all` once and delivers its frame for every position of the run.
  func renderRuns(
    of all: [DisplayList], scale: Double, encode: Bool, deliver: @Sendable (Int, Frame) throws -> Void
  ) throws {
    guard !all.isEmpty else { return }
    // Runs of consecutive positions with equal lists: run r covers starts[r] ..< starts[r + 1].
    var starts = [0]
    for k in all.indices.dropFirst() where all[k] != all[k - 1] { starts.append(k) }
    starts.append(all.count)
    let runStarts = starts
    try ParallelWork.run(count: runStarts.count - 1, threads: threads) { r in
      let first = runStarts[r]
      let pixmap = try renderer.render(all[first], scale: scale)
      let frame = Frame(pixmap: pixmap, png: encode ? try pixmap.pngData() : [])
      for k in first..<runStarts[r + 1] { try deliver(k, frame) }
    }
  }

  /// Renders `frames` of `scene`, writing `frame-NNNN.png` files into `folder` when given.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - frames: Which frames.
  ///   - scale: Pixels per point.
  ///   - folder: Where the PNG files go, or nil to write none.
  ///   - keepFrames: Whether to return the pixmaps (for animated outputs).
  ///   - progress: Called with the number of frames done after each one.
  /// - Returns: The pixmaps in frame order when `keepFrames`, else an empty array.
  /// - Throws: The first rendering or writing error; frames already written stay.
  @discardableResult
  public func render(
    _ scene: any CatalogScene, frames: FrameSelection, scale: Double, into folder: String?, keepFrames: Bool = false,
    progress: @Sendable (Int) -> Void = { _ in }
  ) throws -> [Pixmap] {
    let indices = frames.indices
    let done = Mutex((count: 0, kept: [Pixmap?](repeating: nil, count: keepFrames ? indices.count : 0)))
    try renderRuns(scene, frames: frames, scale: scale, encode: folder != nil) { k, frame in
      if let folder { try writeFileAtomically(frame.png, to: folder + "/" + Self.fileName(ofFrame: indices[k])) }
      let count = done.withLock { state -> Int in
        if keepFrames { state.kept[k] = frame.pixmap }
        state.count += 1
        return state.count
      }
      progress(count)
    }
    let kept = done.withLock { $0.kept }
    return kept.compactMap { $0 }
  }
}
