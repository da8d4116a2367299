import Foundation
import Raster
import Synchronization
import SwipeScenes

/// The frames of a scene to render: times from frame indices, never from an accumulated clock.
public struct FrameSelection: Hashable, Sendable {
  /// Frames per second; frame i shows time i / fps.
  public var fps: Double
  /// The frame indices to render, in order.
  public var indices: [Int]

  /// Every frame of `duration` seconds at `fps`: the indices i with i / fps < duration (at least one).
  public static func all(duration: Double, fps: Double) -> FrameSelection {
    FrameSelection(fps: fps, indices: Array(0..<frameCount(duration: duration, fps: fps)))
  }

  /// The number of frames whose time i / fps falls before `duration` (at least 1).
  public static func frameCount(duration: Double, fps: Double) -> Int {
    Swift.max(1, Int((duration * fps - 1e-9).rounded(.up)))
  }

  /// The time of frame `index` in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }
}

/// Renders frame sequences on several threads, writing `frame-NNNN.png` files.
///
/// Each frame is rendered and encoded independently from its index, so the
/// files are the same whatever the number of threads or the order they finish in.
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
    try ParallelWork.run(count: indices.count, threads: threads) { k in
      let index = indices[k]
      let pixmap = try renderer.render(scene, at: frames.time(ofFrame: index), scale: scale)
      if let folder { try pixmap.writePNG(to: folder + "/" + Self.fileName(ofFrame: index)) }
      let count = done.withLock { state -> Int in
        if keepFrames { state.kept[k] = pixmap }
        state.count += 1
        return state.count
      }
      progress(count)
    }
    let kept = done.withLock { $0.kept }
    return kept.compactMap { $0 }
  }
}
