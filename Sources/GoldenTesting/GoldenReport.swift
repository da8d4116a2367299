import Foundation

/// What checking goldens found, sorted the way a person acts on it: goldens that are not readable
/// PNGs (rewrite them), goldens that failed (look at the difference, or re-record) and the goldens written.
///
/// ```swift
/// let report = try store.report(on: GoldenSuite(catalog: catalog, typography: typography).images, findingOrphans: true)
/// report.failureMessages.forEach { print($0) }
/// ```
public struct GoldenReport: Sendable {
  /// Every check, in the order of the images.
  public var checks: [GoldenStore.ImageCheck]
  /// One sentence per PNG under the store's root that no checked golden names, when orphans were looked for.
  public var orphanMessages: [String]

  /// How many goldens matched.
  public var matchedCount: Int { checks.filter(\.outcome.passed).count }

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
    if unreadablePaths.count == 1 { return GoldenStore.Outcome.unreadable(path: first).message }
    return "\(unreadablePaths.count) goldens are not readable PNGs, the first '\(first)'; run `render-gifs golden record` to rewrite them"
  }

  /// One sentence per golden that differs, is missing or was written (a recording never passes),
  /// then per orphan: everything but a match or an unreadable PNG.
  public var failureMessages: [String] {
    let failed = checks.filter { check in
      if case .unreadable = check.outcome { return false }
      return !check.outcome.passed
    }
    return failed.map(\.outcome.message) + orphanMessages
  }

  /// The goldens written, each with why: missing, differing, not readable, or every one (`GoldenRecordMode.all`).
  public var recorded: [(path: String, reason: String)] {
    checks.compactMap { check in
      guard case .recorded(let path, let reason) = check.outcome else { return nil }
      return (path, reason)
    }
  }
}

extension GoldenStore {
  /// Draws `images` on `threads` threads and checks each against its golden in this store's mode,
  /// as ``check(_:threads:)`` does, then, when `findingOrphans`, lists the PNGs under ``root``
  /// that none of the images names.
  ///
  /// Look for orphans only when `images` is a whole suite (``GoldenSuite/images``): against a part
  /// of it, every other golden would be one.
  ///
  /// - Throws: Rendering errors, file errors while reading or writing, and ``GoldenError`` when the
  ///   folder cannot be listed, or when ``mode`` records nothing and ``root`` is not a folder (a
  ///   mistyped path, which would otherwise report every golden missing).
  public func report(on images: [GoldenImage], threads: Int = 1, findingOrphans: Bool) throws -> GoldenReport {
    var isFolder: ObjCBool = false
    guard mode != .never || (FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder) && isFolder.boolValue)
    else {
      throw GoldenError(
        description: "The goldens folder '\(root.path)' is not a folder: give the folder the goldens are in, or record them there first.")
    }
    let checks = try check(images, threads: threads)
    guard findingOrphans else { return GoldenReport(checks: checks, orphanMessages: []) }
    let inventory = try GoldenInventory(folder: root, expected: checks.map(\.image.name))
    return GoldenReport(checks: checks, orphanMessages: inventory.orphanMessages(in: root))
  }
}
