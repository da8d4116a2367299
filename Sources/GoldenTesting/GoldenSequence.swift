import Foundation
import Raster
import SceneRendering
import SwipeScenes

// Sequence goldens: every frame of a scene, kept as one SHA-256 digest per frame (FrameDigest)
// in a small manifest beside the key frames, `scenes/<scene>/sequence.json`. Key frames show
// what a scene looks like; the manifest catches a change in any frame between them. Frames are
// drawn at the scene's own rate and appearance at scale 1, frame i at time i / fps, several at
// once, each digested and dropped, so memory does not grow with the number of frames. A
// sequence recorded from a scene file keeps the file's text too, so that a mismatch can show the
// recorded frame beside the new one (GoldenSequence+RecordedFrame).

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
  /// The scene file's text when the sequence was recorded from one, else nil.
  public var sceneFile: String?

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
    /// and the other has not; `images` are the pictures written for it.
    case mismatch(path: String, frame: Int, time: Double, recordedFrames: Int, actualFrames: Int, images: MismatchImages)

    /// Whether the check passed.
    public var passed: Bool {
      if case .matched = self { return true }
      return false
    }
  }

  /// The pictures a mismatch leaves under the store's artifacts, `scenes/<scene>/sequence-frame-<i>…`.
  public struct MismatchImages: Equatable, Sendable {
    /// The first differing frame as drawn now, or nil when the scene now ends before it.
    public var actual: String?
    /// That frame as recorded, drawn again from the scene file the manifest keeps when that
    /// drawing's digest is the recorded one; nil for a scene built in Swift, or when the file's
    /// images or fonts have changed since.
    public var expected: String?
    /// The difference map of the two, when both exist.
    public var diff: String?
    /// How the two differ, when both exist.
    public var difference: PixmapDifference?
    /// The frame before, as drawn now and therefore as recorded (nil for frame 0).
    public var previous: String?

    /// Creates the record of a mismatch's pictures; see the properties.
    public init(
      actual: String? = nil, expected: String? = nil, diff: String? = nil, difference: PixmapDifference? = nil,
      previous: String? = nil
    ) {
      (self.actual, self.expected, self.diff, self.difference, self.previous) = (actual, expected, diff, difference, previous)
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
      case .mismatch(let path, let frame, let time, let recorded, let actual, let images):
        let counts = recorded == actual ? "" : " (recorded \(recorded) frames, now \(actual))"
        let pictures = [("as recorded", images.expected), ("as drawn now", images.actual), ("their difference", images.diff)]
          .compactMap { label, path in path.map { "\(label): \($0)" } }
        let picture = pictures.isEmpty ? "" : "; the frame " + pictures.joined(separator: ", ")
        return "The sequence of '\(scene)' differs from \(path) first at frame \(frame) (t = \(String(format: "%.3f", time)) s)"
          + "\(counts)\(picture). If the change is intended, re-record it: \(command)"
      }
    }
  }

  /// Draws every frame of `scene` and checks the digests against the manifest under `store.root`
  /// in the store's mode. A manifest written for a scene read from `file` keeps the file's text.
  /// On a mismatch the first differing frame as drawn now (`sequence-frame-<i>.actual.png`), as
  /// recorded when it can be drawn again (`.expected.png`, with `.diff.png`), and the frame
  /// before it (`sequence-frame-<i-1>.png`) are written under `store.artifacts`, in `scenes/<scene>/`.
  ///
  /// - Throws: Rendering and file errors.
  public static func check(_ scene: any CatalogScene, file: String? = nil, in store: GoldenStore, threads: Int) throws -> Check {
    let manifest = store.root.appendingPathComponent(manifestName(scene: scene.name))
    let fps = scene.renderingDefaults.frameRate
    let renderer = try FrameRenderer(scene: scene, fps: fps)
    let count = FrameSelection.frameCount(duration: scene.duration, fps: fps)
    let digests = try Self.digests(of: scene, renderer: renderer, fps: fps, count: count, threads: threads)
    let fresh = GoldenSequence(
      fps: fps, scale: 1, appearance: renderer.context.appearance.rawValue, digests: digests,
      sceneFile: file.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) })
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
    func drawn(_ frame: Int) throws -> Pixmap? {
      frame >= 0 && frame < count ? try renderer.render(scene, at: Double(frame) / fps, scale: 1) : nil
    }
    func write(_ image: Pixmap?, _ name: String) throws -> String? {
      guard let image else { return nil }
      let url = store.artifacts.appendingPathComponent("scenes/\(scene.name)/\(name).png")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try image.writePNG(to: url.path)
      return url.path
    }
    let actual = try drawn(first), expected = recorded.frame(first, sceneFile: file)
    var images = MismatchImages(
      actual: try write(actual, "sequence-frame-\(first).actual"), expected: try write(expected, "sequence-frame-\(first).expected"),
      previous: try write(try drawn(first - 1), "sequence-frame-\(first - 1)"))
    if let actual, let expected {
      let difference = expected.difference(from: actual)
      images.difference = difference
      images.diff = try write(
        try? GoldenStore.differenceMap(expected: expected, actual: actual, difference: difference), "sequence-frame-\(first).diff")
    }
    return check(
      .mismatch(
        path: manifest.path, frame: first, time: Double(first) / fps, recordedFrames: recorded.digests.count,
        actualFrames: count, images: images))
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
