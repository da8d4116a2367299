import Foundation
import SceneRendering
import SwipeScenes
import TextShaping

/// One `render-gifs golden verify|record`, or one ``assertGoldens(of:in:sequence:record:report:filePath:)``:
/// the goldens chosen, checked or recorded in a mode, stale ones found (and pruned), sequences
/// checked, and the report written.
///
/// ```swift
/// let run = GoldenRun(folder: URL(fileURLWithPath: "Goldens"), scenes: [.init(scene, file: "archive.json")], mode: .never)
/// let report = try run.run()
/// if report.failed { print(report.failureMessages.joined(separator: "\n")) }
/// ```
public struct GoldenRun: Sendable {
  /// A scene whose goldens are checked, and the scene file it was read from, if any.
  public struct Subject: Sendable {
    /// The scene.
    public var scene: any CatalogScene
    /// The scene file as the user named it, or nil for a scene built in Swift.
    public var file: String?

    /// Creates a subject.
    public init(_ scene: any CatalogScene, file: String? = nil) {
      self.scene = scene
      self.file = file
    }
  }

  /// The goldens folder.
  public var folder: URL
  /// The scenes, or nil for the whole suite of ``catalog`` (raster and text cases included), with
  /// the scene files that recorded goldens in ``folder`` (``GoldenSource/recordedScenes(in:)``).
  public var scenes: [Subject]?
  /// The catalog whose suite is checked when ``scenes`` is nil.
  public var catalog: SceneCatalog
  /// When goldens may be written.
  public var mode: GoldenRecordMode
  /// Whether each scene's every frame is checked too, against its sequence manifest.
  public var sequence: Bool
  /// Whether stale goldens are deleted (only when ``mode`` records).
  public var prune: Bool
  /// The report's folder: `index.html`, `report.json` and the images a failure leaves.
  public var reportFolder: URL
  /// The command that records what this run checks, named in every hint.
  public var recordCommand: String
  /// How many images are drawn at once.
  public var threads: Int
  /// The most memory the run may plan to use (`--memory-limit`), or nil to draw without planning.
  public var memoryLimit: MemorySize?

  /// Creates a run; see the properties.
  public init(
    folder: URL, scenes: [Subject]?, catalog: SceneCatalog = SceneCatalog(scenes: []), mode: GoldenRecordMode,
    sequence: Bool = false, prune: Bool = false, reportFolder: URL? = nil, recordCommand: String? = nil,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount, memoryLimit: MemorySize? = nil
  ) {
    self.folder = folder
    self.scenes = scenes
    self.catalog = catalog
    self.mode = mode
    self.sequence = sequence
    self.prune = prune
    self.reportFolder = reportFolder ?? folder.deletingLastPathComponent().appendingPathComponent("golden-report")
    self.recordCommand =
      recordCommand ?? Self.recordCommand(scenes: scenes?.map { $0.file ?? $0.scene.name } ?? [], goldens: folder.path, sequence: sequence)
    self.threads = max(1, threads)
    self.memoryLimit = memoryLimit
  }

  /// The command line that records `scenes` into `goldens`: `render-gifs golden record`, the
  /// scenes, `--goldens` and `--sequence`, each word quoted for a POSIX shell when it needs it.
  public static func recordCommand(scenes: [String], goldens: String, sequence: Bool) -> String {
    let words = ["render-gifs", "golden", "record"] + scenes + ["--goldens", goldens] + (sequence ? ["--sequence"] : [])
    return words.map(shellQuoted).joined(separator: " ")
  }

  /// `word` as a POSIX shell reads it back: unchanged when it is only safe characters, else in single quotes.
  static func shellQuoted(_ word: String) -> String {
    let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:@%+,")
    if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
    return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// Checks (or records) every chosen golden, finds the stale ones, prunes them when asked,
  /// checks the sequences, and returns the report.
  ///
  /// - Throws: ``GoldenError`` for a scene file whose name another file recorded, a moment a
  ///   scene does not have, or a goldens folder that is not one; ``RenderError`` when the run
  ///   needs more than ``memoryLimit``, before anything is written; rendering and file errors.
  public func run() throws -> GoldenReport {
    let recording = mode != .never
    let typography = try Typography()
    let images =
      try scenes.map { try GoldenSuite.keyFrames(of: $0.map(\.scene), typography: typography) }
      ?? GoldenSuite(
        catalog: catalog, sceneFiles: try GoldenSource.recordedScenes(in: folder).map(\.scene), typography: typography
      ).images
    try checkMemory(images: images)
    for subject in scenes ?? [] {
      try GoldenSource.claim(scene: subject.scene.name, file: subject.file, in: folder, recording: recording)
    }
    let store = GoldenStore(root: folder, artifacts: reportFolder.appendingPathComponent("files"), mode: mode)
    // Another run of the same scene may be emptying or filling the folder at the same time.
    try? FileManager.default.removeItem(at: store.artifacts)
    try store.checkFolder()
    var report = GoldenReport(checks: try store.check(images, threads: threads), folder: folder)
    report.recordCommand = recordCommand
    report.stale = try staleNames(expected: images.map(\.name))
    if prune && recording {
      for name in report.stale { try FileManager.default.removeItem(at: folder.appendingPathComponent(name + ".png")) }
      (report.pruned, report.stale) = (report.stale, [])
    }
    if sequence {
      report.sequences = try (scenes ?? catalog.scenes.map { Subject($0) }).map { subject in
        try GoldenSequence.check(subject.scene, file: subject.file, in: store, threads: threads)
      }
    }
    return report
  }

  /// The PNGs under the checked part of the folder that no golden names: the whole folder for a
  /// suite, each scene's `scenes/<name>/` for scenes.
  func staleNames(expected: [String]) throws -> [String] {
    guard let scenes else { return try GoldenInventory(folder: folder, expected: expected).orphans }
    let expected = Set(expected)
    return try scenes.flatMap { subject -> [String] in
      let prefix = "scenes/\(subject.scene.name)/"
      let sceneFolder = folder.appendingPathComponent(prefix)
      guard FileManager.default.fileExists(atPath: sceneFolder.path) else { return [] }
      return try GoldenInventory.contents(of: sceneFolder).names.map { prefix + $0 }.filter { !expected.contains($0) }
    }.sorted()
  }
}
