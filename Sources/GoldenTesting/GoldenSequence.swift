import Foundation
import Raster
import SceneRendering
import SwipeScenes

// Sequence goldens: every frame of a scene, kept as one SHA-256 digest per frame (FrameDigest)
// in a small manifest beside the key frames, `scenes/<scene>/sequence.json`. Key frames show
// what a scene looks like; the manifest catches a change in any frame between them. Frames are
// drawn at the scene's own rate and appearance at scale 1, frame i at time i / fps, several at
// once, each digested and dropped, so memory does not grow with the number of frames.

/// A scene's sequence golden: the manifest, and the check of a fresh rendering against it.
public struct GoldenSequence: Codable, Equatable, Sendable {
  /// Frames per second: frame i shows time i / fps.
  public var fps: Double
  /// Pixels per point.
  public var scale: Double
  /// `light` or `dark`.
  public var appearance: String
  /// One SHA-256 digest per frame, in hexadecimal.
  public var digests: [String]

  /// The manifest's path under the goldens folder.
  public static func manifestName(scene: String) -> String { "scenes/\(scene)/sequence.json" }

  /// What checking a scene's sequence found.
  public enum Outcome: Equatable, Sendable {
    /// Every frame's digest matches.
    case matched(frames: Int)
    /// The manifest was written.
    case recorded(path: String, frames: Int)
    /// There is no manifest and the mode forbids writing one.
    case missing(path: String)
    /// The manifest is not one this package wrote.
    case unreadable(path: String)
    /// Frame `frame` (time `time`) is the first that differs, or the first that one rendering has
    /// and the other has not. `actualPath` is that frame as drawn now; `previousPath` the frame
    /// before it, drawn now and equal to the recorded one (nil for frame 0).
    case mismatch(
      path: String, frame: Int, time: Double, recordedFrames: Int, actualFrames: Int, actualPath: String?,
      previousPath: String?)

    /// Whether the check passed.
    public var passed: Bool {
      if case .matched = self { return true }
      return false
    }
  }

  /// One scene's sequence check.
  public struct Check: Sendable {
    /// The scene's name.
    public var scene: String
    /// What was found or done.
    public var outcome: Outcome

    /// A sentence describing a failure, naming `command` as the way to re-record.
    public func message(recording command: String) -> String {
      switch outcome {
      case .matched: return ""
      case .recorded(let path, let frames):
        return "Recorded the sequence of '\(scene)', \(frames) frames, in \(path); run again to check it."
      case .missing(let path): return "No sequence golden at \(path); record it (`\(command)`)."
      case .unreadable(let path): return "'\(path)' is not a sequence manifest; rewrite it with `\(command)`."
      case .mismatch(let path, let frame, let time, let recorded, let actual, let actualPath, _):
        let counts = recorded == actual ? "" : " (recorded \(recorded) frames, now \(actual))"
        let picture = actualPath.map { "; the frame as drawn now: \($0)" } ?? ""
        return "The sequence of '\(scene)' differs from \(path) first at frame \(frame) (t = \(String(format: "%.3f", time)) s)"
          + "\(counts)\(picture). If the change is intended, re-record it: \(command)"
      }
    }
  }

  /// Draws every frame of `scene` and checks the digests against the manifest under `store.root`
  /// in the store's mode; on a mismatch the first differing frame and the one before it are
  /// written under `store.artifacts` as `scenes/<scene>/sequence-frame-<i>.png`.
  ///
  /// - Throws: Rendering and file errors.
  public static func check(_ scene: any CatalogScene, in store: GoldenStore, threads: Int) throws -> Check {
    let manifest = store.root.appendingPathComponent(manifestName(scene: scene.name))
    let fps = scene.renderingDefaults.frameRate
    let renderer = try FrameRenderer(scene: scene, fps: fps)
    let count = FrameSelection.frameCount(duration: scene.duration, fps: fps)
    let digests = try Self.digests(of: scene, renderer: renderer, fps: fps, count: count, threads: threads)
    let fresh = GoldenSequence(fps: fps, scale: 1, appearance: renderer.context.appearance.rawValue, digests: digests)
    func check(_ outcome: Outcome) -> Check { Check(scene: scene.name, outcome: outcome) }
    let exists = FileManager.default.fileExists(atPath: manifest.path)
    if !exists || store.mode == .all {
      guard store.mode != .never else { return check(.missing(path: manifest.path)) }
      try fresh.write(to: manifest)
      return check(.recorded(path: manifest.path, frames: count))
    }
    guard let data = FileManager.default.contents(atPath: manifest.path),
      let recorded = try? JSONDecoder().decode(GoldenSequence.self, from: data)
    else {
      guard store.mode == .failed else { return check(.unreadable(path: manifest.path)) }
      try fresh.write(to: manifest)
      return check(.recorded(path: manifest.path, frames: count))
    }
    let settingsDiffer = recorded.fps != fresh.fps || recorded.scale != fresh.scale || recorded.appearance != fresh.appearance
    let shared = min(recorded.digests.count, count)
    let first =
      settingsDiffer
      ? 0 : ((0..<shared).first { recorded.digests[$0] != digests[$0] } ?? (recorded.digests.count == count ? nil : shared))
    guard let first else { return check(.matched(frames: count)) }
    if store.mode == .failed {
      try fresh.write(to: manifest)
      return check(.recorded(path: manifest.path, frames: count))
    }
    func write(_ frame: Int) throws -> String? {
      guard frame >= 0, frame < count else { return nil }
      let url = store.artifacts.appendingPathComponent("scenes/\(scene.name)/sequence-frame-\(frame).png")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try renderer.render(scene, at: Double(frame) / fps, scale: 1).writePNG(to: url.path)
      return url.path
    }
    return check(
      .mismatch(
        path: manifest.path, frame: first, time: Double(first) / fps, recordedFrames: recorded.digests.count,
        actualFrames: count, actualPath: try write(first), previousPath: try write(first - 1)))
  }

  /// The digest of every frame, drawn on `threads` threads.
  static func digests(
    of scene: any CatalogScene, renderer: FrameRenderer, fps: Double, count: Int, threads: Int
  ) throws -> [String] {
    try ParallelWork.map(count: count, threads: threads) { i in
      FrameDigest.hex(of: try renderer.render(scene, at: Double(i) / fps, scale: 1))
    }
  }

  /// Writes the manifest: pretty JSON, keys sorted, one digest per line.
  func write(to url: URL) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try encoder.encode(self).write(to: url, options: .atomic)
  }
}
