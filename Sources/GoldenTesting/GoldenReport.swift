import Foundation

/// What checking goldens found, sorted the way a person acts on it: goldens that are not readable
/// PNGs (rewrite them), goldens that failed (look at the difference, or re-record), stale goldens
/// (prune them), and the goldens written.
///
/// ```swift
/// let report = try store.report(on: GoldenSuite(catalog: catalog, typography: typography).images, findingOrphans: true)
/// report.failureMessages.forEach { print($0) }
/// ```
public struct GoldenReport: Sendable {
  /// Every check, in the order of the images.
  public var checks: [GoldenStore.ImageCheck]
  /// Stale goldens: PNGs under the checked part of the folder that no checked golden names
  /// (a moment or time no longer chosen, a renamed case), as names without `.png`, sorted.
  public var stale: [String] = []
  /// Stale goldens deleted by this run (`golden record --prune`), as names.
  public var pruned: [String] = []
  /// Every sequence checked (`--sequence`), scene by scene.
  public var sequences: [GoldenSequence.Check] = []
  /// The goldens folder.
  public var folder: URL
  /// The command that records what was checked, named in every hint.
  public var recordCommand: String = "render-gifs golden record"

  /// Creates a report.
  public init(checks: [GoldenStore.ImageCheck], folder: URL) {
    self.checks = checks
    self.folder = folder
  }

  /// How many goldens matched.
  public var matchedCount: Int { checks.filter(\.outcome.passed).count }

  /// Whether anything failed: an image or a sequence not matching, or a stale golden.
  public var failed: Bool {
    checks.contains { !$0.outcome.passed } || !stale.isEmpty || sequences.contains { !$0.outcome.passed }
  }

  /// The goldens that are not readable PNGs: they could not be compared at all.
  public var unreadablePaths: [String] {
    checks.compactMap { check in
      guard case .unreadable(let path) = check.outcome else { return nil }
      return path
    }
  }

  /// One sentence for all the goldens that are not readable PNGs, naming the first and how many
  /// there are; `nil` when every golden could be read.
  public var unreadableMessage: String? {
    guard let first = unreadablePaths.first else { return nil }
    if unreadablePaths.count == 1 { return GoldenStore.Outcome.unreadable(path: first).message(recording: recordCommand) }
    return "\(unreadablePaths.count) goldens are not readable PNGs, the first '\(first)'; run `\(recordCommand)` to rewrite them"
  }

  /// One sentence per stale golden, naming its file and the command that removes it.
  public var staleMessages: [String] {
    stale.map { name in
      "'\(folder.appendingPathComponent(name + ".png").path)' is stale: nothing checked draws it any more. "
        + "Remove it with `\(recordCommand) --prune`, or restore the case, moment or time that drew it."
    }
  }

  /// One sentence per golden that differs, is missing or was written (a recording never passes),
  /// per sequence that failed, then per stale golden: everything but a match or an unreadable PNG.
  public var failureMessages: [String] {
    let failed = checks.filter { check in
      if case .unreadable = check.outcome { return false }
      return !check.outcome.passed
    }
    return failed.map { $0.outcome.message(recording: recordCommand) }
      + sequences.filter { !$0.outcome.passed }.map { $0.message(recording: recordCommand) } + staleMessages
  }

  /// The goldens written, each with why: missing, differing, not readable, or every one (`GoldenRecordMode.all`).
  public var recorded: [(path: String, reason: String)] {
    checks.compactMap { check in
      guard case .recorded(let path, let reason) = check.outcome else { return nil }
      return (path, reason)
    }
      + sequences.compactMap { check in
        guard case .recorded(let path, let frames) = check.outcome else { return nil }
        return (path, "a digest of each of \(frames) frames")
      }
  }
}

extension GoldenStore {
  /// Draws `images` on `threads` threads and checks each against its golden in this store's mode,
  /// as ``check(_:threads:)`` does, then, when `findingOrphans`, lists the PNGs under ``root``
  /// that none of the images names as ``GoldenReport/stale``.
  ///
  /// Look for orphans only when `images` is a whole suite (``GoldenSuite/images``): against a part
  /// of it, every other golden would be one.
  ///
  /// - Throws: Rendering errors, file errors while reading or writing, and ``GoldenError`` when the
  ///   folder cannot be listed, or when ``mode`` records nothing and ``root`` is not a folder (a
  ///   mistyped path, which would otherwise report every golden missing).
  public func report(on images: [GoldenImage], threads: Int = 1, findingOrphans: Bool) throws -> GoldenReport {
    try checkFolder()
    var report = GoldenReport(checks: try check(images, threads: threads), folder: root)
    if findingOrphans { report.stale = try GoldenInventory(folder: root, expected: images.map(\.name)).orphans }
    return report
  }

  /// Throws when ``mode`` records nothing and ``root`` is not a folder.
  func checkFolder() throws {
    var isFolder: ObjCBool = false
    guard mode != .never || (FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue)
    else {
      throw GoldenError(
        description: "The goldens folder '\(root.path)' is not a folder: give the folder the goldens are in, or record them there first.")
    }
  }
}
