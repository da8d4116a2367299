import Foundation
import LocalFiles

extension SceneFile {
  /// The files a scene file draws on: the file itself, then every string value in it that names
  /// an existing regular file relative to the file's folder (or absolutely): its PNG and SVG
  /// images and its fonts. What `render-gifs preview --watch` watches.
  ///
  /// A file that cannot be read or parsed yields only itself, so that a watcher still sees it
  /// change back to a valid file.
  ///
  /// - Parameter path: The scene file, as given.
  /// - Returns: Paths, the scene file first, each once.
  public static func referencedFiles(atPath path: String) -> [String] {
    var paths = [path]
    guard let bytes = try? RegularFile.read(atPath: path, maximumBytes: maximumFileSize),
      let root = try? JSONParser.parse(bytes)
    else { return paths }
    let folder = URL(fileURLWithPath: PathText.parent(of: path), isDirectory: true)
    var pending = [root]
    while let node = pending.popLast() {
      switch node.value {
      case .string(let text) where !text.isEmpty && text.count < 4096:
        let candidate = text.hasPrefix("/") ? text : folder.appendingPathComponent(text).path
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
          !paths.contains(candidate)
        {
          paths.append(candidate)
        }
      case .array(let elements): pending += elements
      case .object(let object): pending += object.members.map(\.value)
      default: break
      }
    }
    return paths
  }
}
