import Drawing
import Foundation
import Synchronization
import SwipeScenes

/// The display lists of a selection's frames, built a batch at a time as the frames are drawn, each taken once.
///
/// A frame whose list equals the previous frame's has the same pixels
/// (rendering is deterministic), so ``take(_:)`` gives no list for it and it
/// is not drawn again. Lists are built in batches of consecutive frames
/// because building one shapes its text with HarfBuzz, which is quick while
/// the font's tables are in the caches: lists built one at a time between
/// frames' drawing and compressing cost `hero`'s PNG folder about a fifth
/// more time than lists built together. Frames are drawn in order, so about
/// one batch of lists is held at a time, whatever the number of frames (a
/// `hero` list is about 60 KB). The first batch is built at once, so the
/// first frame's background is known before any frame is drawn. The next
/// batch is built after the frame halfway through a batch was drawn and
/// handed on (``buildAhead(after:)``), so that while one thread builds it
/// the others still have frames of the current batch to draw, and no frame
/// waits for the batch between its drawing and the writers: such a frame
/// would hold up every frame after it, each holding its pixels.
/// Lists may start at a later frame, whose list is then never a repeat, for a
/// pass whose writers kept the frames before it.
final class FrameLists: Sendable {
  /// How many frames' lists are built together.
  static let batch = 32

  private let build: @Sendable (Int) -> DisplayList
  private let count: Int
  /// The first frame taken.
  private let start: Int
  /// Lists built and not yet taken, by frame; `nil` for a frame equal to the one before.
  private let built = Mutex<[Int: DisplayList?]>([:])
  /// One lock per batch, held while the batch is built.
  private let batches: [Batch]
  /// The first frame's list.
  let first: DisplayList

  /// The lists of `frames` of `scene`, in `context`.
  ///
  /// - Parameter start: The position of the first frame taken, which always has a list. Default: 0.
  init(scene: any CatalogScene, frames: FrameSelection, context: SceneContext, from start: Int = 0) {
    let indices = frames.indices
    build = { k in scene.displayList(at: frames.time(ofFrame: indices[k]), in: context) }
    count = indices.count
    self.start = start
    batches = (0..<(count + Self.batch - 1) / Self.batch).map { _ in Batch() }
    first = build(0)
    buildBatch(start / Self.batch)
  }

  /// The bytes of one frame's pixels at `scale`, as the first frame's size gives them.
  func frameBytes(scale: Double) -> Int {
    Int((first.size.width * scale).rounded()) * Int((first.size.height * scale).rounded()) * 4
  }

  /// The list of frame `k`, or `nil` when it equals frame k − 1's; each frame's from the start is taken once.
  func take(_ k: Int) -> DisplayList? {
    let b = k / Self.batch
    ensureBatch(b)
    return built.withLock { $0.removeValue(forKey: k) } ?? build(k)
  }

  /// Builds the batch after frame `k`'s when `k` is halfway through its batch and the lists have started.
  func buildAhead(after k: Int) {
    let b = k / Self.batch
    if k >= start, k % Self.batch == Self.batch / 2, b + 1 < batches.count { ensureBatch(b + 1) }
  }

  /// Builds batch `b` unless it was built; waits while another thread builds it.
  private func ensureBatch(_ b: Int) {
    batches[b].lock.withLock { if !batches[b].isBuilt { buildBatch(b) } }
  }

  /// Builds batch `b`'s lists from the start on, and the list before it to compare its first frame with.
  private func buildBatch(_ b: Int) {
    let range = Swift.max(start, b * Self.batch)..<Swift.min(count, (b + 1) * Self.batch)
    var made: [(Int, DisplayList?)] = []
    var previous = range.lowerBound == start ? nil : build(range.lowerBound - 1)
    for k in range {
      let list = k == 0 ? first : build(k)
      made.append((k, list == previous ? nil : list))
      previous = list
    }
    built.withLock { for (k, list) in made { $0[k] = list } }
    batches[b].isBuilt = true
  }

  /// A batch's lock, and whether the batch was built (read and written under the lock).
  private final class Batch: @unchecked Sendable {
    let lock = NSLock()
    var isBuilt = false
  }
}
