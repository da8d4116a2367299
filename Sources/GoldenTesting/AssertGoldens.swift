import Foundation
import SwipeScenes

/// A golden check that failed: the sentences naming each mismatch, and the report page.
public struct GoldenAssertionError: Error, CustomStringConvertible, Sendable {
  /// One sentence per failure.
  public var failures: [String]
  /// The report page written for the failure.
  public var reportPath: String

  public var description: String {
    "\(failures.count) golden failure(s); report: \(reportPath)\n" + failures.joined(separator: "\n")
  }
}

/// Checks the golden key frames of `scene` (and, with `sequence`, the digest of every frame)
/// against the PNGs in `folder`, as `render-gifs golden verify` does, from an XCTest or
/// swift-testing test: `try assertGoldens(of: scene, in: "Goldens")`.
///
/// The record mode is `record`, or else `GOLDEN_RECORD` (`never`, `missing` — the default —, `failed`, `all`), as in
/// swift-snapshot-testing: a golden written makes the call throw, so a recording run never passes.
/// In the `failed` and `all` modes stale goldens of the scene are deleted. A relative `folder` is
/// taken from the root of the package holding the calling file (the folder with `Package.swift`
/// above `filePath`). On a failure the report (`index.html`, with the failures' images under
/// `files/`) is written to `report`, taken from the package root in the same way, or by default to
/// `golden-report/<scene>/` beside `folder`. Two checks of one scene that may fail together (key
/// frames in one test, the sequence in another) each name a `report` of their own.
///
/// - Throws: ``GoldenAssertionError`` naming every failure and the report's path;
///   ``GoldenError`` for a bad `GOLDEN_RECORD` or a moment the scene does not have.
public func assertGoldens(
  of scene: any CatalogScene, in folder: String = "Goldens", sequence: Bool = false, record: GoldenRecordMode? = nil,
  report: String? = nil, filePath: StaticString = #filePath
) throws {
  var root = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
  while !FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path), root.path != "/" {
    root = root.deletingLastPathComponent()
  }
  if root.path == "/" { root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath) }
  func resolved(_ path: String) -> URL { path.hasPrefix("/") ? URL(fileURLWithPath: path) : root.appendingPathComponent(path) }
  let goldens = resolved(folder)
  let mode = try record ?? GoldenRecordMode.fromEnvironment()
  let reportFolder = report.map(resolved) ?? goldens.deletingLastPathComponent().appendingPathComponent("golden-report/\(scene.name)")
  let command = "GOLDEN_RECORD=failed swift test"
  let run = GoldenRun(
    folder: goldens, scenes: [.init(scene)], mode: mode, sequence: sequence, prune: mode == .failed || mode == .all,
    reportFolder: reportFolder, recordCommand: command, threads: 1)
  let report = try run.run()
  let failures = report.failureMessages + (report.unreadableMessage.map { [$0] } ?? [])
  guard !failures.isEmpty else { return }
  let page = try report.writePage(to: reportFolder, title: "Goldens of \(scene.name)")
  throw GoldenAssertionError(failures: failures, reportPath: page.path)
}

/// ``assertGoldens(of:in:sequence:record:report:filePath:)`` with the goldens folder, and the
/// report's, as file URLs.
///
/// - Throws: ``GoldenAssertionError`` naming every failure and the report's path;
///   ``GoldenError`` for a bad `GOLDEN_RECORD` or a moment the scene does not have.
public func assertGoldens(
  of scene: any CatalogScene, in folder: URL, sequence: Bool = false, record: GoldenRecordMode? = nil,
  report: URL? = nil, filePath: StaticString = #filePath
) throws {
  try assertGoldens(of: scene, in: folder.path, sequence: sequence, record: record, report: report?.path, filePath: filePath)
}
