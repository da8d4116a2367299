import Drawing
import Raster
import Synchronization
import SwipeScenes

/// A selection's frames grouped into runs of equal display lists, and what the lists' backgrounds say about alpha.
///
/// Rendering is deterministic, so the frames of a run have the same pixels and
/// are drawn once. The lists themselves are not kept: a run's list is built
/// again when the run is drawn, which costs far less than holding every
/// frame's list (about 60 KB each for `hero`).
struct FrameRuns: Sendable {
  /// The positions in the selection where runs start, then the number of frames: run r is `starts[r]..<starts[r + 1]`.
  var starts: [Int]
  /// Whether every list's background is opaque, so that every frame is.
  var isOpaque: Bool
  /// Whether some list's background is fully transparent.
  var hasTransparentBackground: Bool
}

extension SequenceRenderer {
  /// How many consecutive lists one job builds and compares, then drops.
  static let runChunk = 32

  /// The runs of equal display lists among `frames` of `scene`, found on every thread.
  func runs(of scene: any CatalogScene, frames: FrameSelection) throws -> FrameRuns {
    let indices = frames.indices
    let chunks = (indices.count + Self.runChunk - 1) / Self.runChunk
    let found = Mutex([(equal: [Bool], opaque: Bool, transparent: Bool)?](repeating: nil, count: chunks))
    try ParallelWork.run(count: chunks, threads: threads) { c in
      let range = c * Self.runChunk..<Swift.min(indices.count, (c + 1) * Self.runChunk)
      func list(_ k: Int) -> DisplayList { scene.displayList(at: frames.time(ofFrame: indices[k]), in: renderer.context) }
      // A chunk builds the list before its first frame again, to compare across chunks.
      var previous = range.lowerBound > 0 ? list(range.lowerBound - 1) : nil
      var equal: [Bool] = [], opaque = true, transparent = false
      for k in range {
        let current = list(k)
        equal.append(previous == current)
        opaque = opaque && renderer.drawsOpaque(current)
        transparent = transparent || current.background.alpha <= 0
        previous = current
      }
      found.withLock { $0[c] = (equal, opaque, transparent) }
    }
    let chunksFound = found.withLock { $0 }.compactMap { $0 }
    var starts: [Int] = []
    for (k, equal) in chunksFound.flatMap(\.equal).enumerated() where !equal { starts.append(k) }
    starts.append(indices.count)
    return FrameRuns(
      starts: starts, isOpaque: chunksFound.allSatisfy(\.opaque),
      hasTransparentBackground: chunksFound.contains { $0.transparent })
  }
}
