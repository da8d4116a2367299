import Foundation
import SwipeScenes

// Which scene file recorded a scene's goldens. Two files that give the same `name` would share
// `scenes/<name>/` and overwrite each other's goldens; the folder therefore remembers, in
// `scenes/<name>/source.json`, the file that first recorded the scene (its path relative to the
// goldens folder, so that the pair can move together), and refuses any other file of that name.

/// The scene file a scene's goldens were recorded from.
public struct GoldenSource: Codable, Equatable, Sendable {
  /// The scene file's path relative to the goldens folder, `/`-separated.
  public var sceneFile: String

  /// The record's path under the goldens folder.
  public static func recordName(scene: String) -> String { "scenes/\(scene)/source.json" }

  /// Checks that `file` (as given on the command line, relative to the working folder) may use
  /// the goldens of `scene` in `folder`, and records it there when `recording` and no file is
  /// recorded yet. A built-in scene (`file` nil) may not use goldens a file recorded.
  ///
  /// - Throws: ``GoldenError`` naming both files and the fixes when another file recorded them.
  public static func claim(scene: String, file: String?, in folder: URL, recording: Bool) throws {
    let record = folder.appendingPathComponent(recordName(scene: scene))
    let stored = FileManager.default.contents(atPath: record.path).flatMap { try? JSONDecoder().decode(Self.self, from: $0) }
    let mine = file.map { relativePath(of: URL(fileURLWithPath: $0), from: folder) }
    guard let stored else {
      guard recording, let mine else { return }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try FileManager.default.createDirectory(at: record.deletingLastPathComponent(), withIntermediateDirectories: true)
      try encoder.encode(GoldenSource(sceneFile: mine)).write(to: record, options: .atomic)
      return
    }
    guard stored.sceneFile != mine else { return }
    let recorded = path(of: stored.sceneFile, in: folder)
    let what = file.map { "The scene file '\($0)'" } ?? "The built-in scene"
    throw GoldenError(
      description: "\(what) is named '\(scene)', but the goldens of '\(scene)' in '\(folder.path)' were recorded from "
        + "'\(recorded)': give this scene another \"name\", or check it against another --goldens folder.")
  }

  /// The absolute path of a recorded `sceneFile` (relative to `folder`), `..` resolved. `folder`
  /// may be relative to the working folder, as `--goldens Goldens` is.
  static func path(of sceneFile: String, in folder: URL) -> String {
    URL(fileURLWithPath: folder.path).appendingPathComponent(sceneFile).standardized.path
  }

  /// `url`'s path relative to `folder`, with `..` where it leaves it.
  static func relativePath(of url: URL, from folder: URL) -> String {
    let target = url.standardized.pathComponents, base = folder.standardized.pathComponents
    var shared = 0
    while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
    return (Array(repeating: "..", count: base.count - shared) + target[shared...]).joined(separator: "/")
  }
}
