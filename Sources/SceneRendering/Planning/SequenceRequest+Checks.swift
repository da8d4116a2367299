import Foundation
import SwipeScenes

// What a render is checked against before its first frame is drawn, so that
// whatever it would refuse is refused while nothing is written yet.

extension SequenceRequest {
  /// The most frames one pass of one scene may have.
  public static let maximumFrames = 100_000

  /// The frames `pass` draws, limited to frames `range` when it is given: text `A-B`, whole
  /// numbers A ≤ B counted at ``frameRate``, within the scene (``frames(of:in:)``).
  ///
  /// - Throws: ``RenderError`` for a range that is not `A-B` or goes past the last frame.
  public func frames(of pass: Pass, range text: String?) throws -> FrameSelection {
    guard let text else { return frames(of: pass) }
    guard let range = FrameSelection.range(text) else {
      throw RenderError(description: "Give --frames as A-B with whole numbers A ≤ B, e.g. 0-29 (got '\(text)').")
    }
    guard range.upperBound <= lastFrame else {
      throw RenderError(
        description: "--frames \(text) goes past the last frame of '\(scene.name)': give a range within 0-\(lastFrame).")
    }
    return frames(of: pass, in: range)
  }

  /// Checks `frames` of `pass` before any is drawn: at most ``maximumFrames``, at least one,
  /// within `budget` (``MemorySize/rendering(_:frameCount:to:threads:)``), and every
  /// output path free to write (``SequenceOutput/checkWritable(scene:frames:)``).
  ///
  /// - Throws: ``RenderError`` naming the problem and the option that fixes it, or `FileWriteError`.
  public func check(_ pass: Pass, frames: FrameSelection, budget: MemoryBudget) throws {
    guard FrameSelection.frameCount(duration: scene.duration, fps: pass.frameRate) <= Self.maximumFrames else {
      throw RenderError(
        description: "'\(scene.name)' at \(pass.frameRate) fps has more than \(Self.maximumFrames) frames: lower --fps.")
    }
    guard !frames.indices.isEmpty else {
      throw RenderError(description: "--frames selects no frame of '\(scene.name)': give a range within 0-\(lastFrame).")
    }
    let estimate = try MemorySize.rendering(scene, frameCount: frames.indices.count, to: pass.output, threads: threads)
    try budget.check(
      estimate, threads: threads, for: "Rendering '\(scene.name)' (\(frames.indices.count) frames at \(pass.output.scale)×)",
      reduce: "lower --scale or --threads")
    try pass.output.checkWritable(scene: scene.name, frames: frames)
  }

  /// Throws when two of `scenes` share a name, so their files would overwrite each other.
  ///
  /// - Throws: ``RenderError`` naming the scene.
  public static func checkDistinctNames(_ scenes: [any CatalogScene]) throws {
    for (index, scene) in scenes.enumerated() where scenes[..<index].contains(where: { $0.name == scene.name }) {
      throw RenderError(
        description: "Two scenes are named '\(scene.name)' and would write the same files: render them into different --out folders.")
    }
  }
}
