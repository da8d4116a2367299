import Foundation
import FuzzBodies

/// Where the fuzz inputs kept in the repository are, found from this file's path.
enum FuzzInputs {
  /// The two kinds of kept input: seeds, and inputs that crashed a fuzzer once.
  enum Kind: String {
    case corpus = "Corpus"
    case regressions = "Regressions"
  }

  /// `Fuzz/Corpus` or `Fuzz/Regressions` in the package checkout.
  static func root(_ kind: Kind) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fuzz").appendingPathComponent(kind.rawValue)
  }

  /// The files of `target` of this kind, sorted by name; none when its folder does not exist.
  static func files(in kind: Kind, of target: FuzzTarget) throws -> [URL] {
    let folder = root(kind).appendingPathComponent(target.name)
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try entries(of: folder).filter { !isFolder($0) }
  }

  /// The entries of `folder`, sorted by name, hidden files left out.
  static func entries(of folder: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().filter { !$0.hasPrefix(".") }
      .map { folder.appendingPathComponent($0) }
  }

  /// Whether `url` is a folder.
  static func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
  }
}
