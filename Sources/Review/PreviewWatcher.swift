import Foundation
import SceneFiles
import SwipeScenes

/// `render-gifs preview FILE --watch`: renders the preview page again whenever the scene file or
/// a file it names (its images, its fonts) changes, and tells the open page through the watch
/// file beside it, which the page loads every second.
///
/// Files are compared by modification time and size every quarter of a second. A file that no
/// longer reads as a scene leaves the page as it was and puts the error, which is also printed,
/// in the watch file, where the page shows it; the next valid save renders again.
public struct PreviewWatcher: Sendable {
  /// The scene file.
  public var sceneFile: String
  /// The page.
  public var page: String
  /// Frames per second, or nil for the scene's.
  public var fps: Double?
  /// Pixels per point, or nil for the scene's preview scale.
  public var scale: Double?
  /// How many frames are drawn at once.
  public var threads: Int

  /// Creates a watcher; see the properties.
  public init(sceneFile: String, page: String, fps: Double?, scale: Double?, threads: Int) {
    (self.sceneFile, self.page, self.fps, self.scale, self.threads) = (sceneFile, page, fps, scale, threads)
  }

  /// Watches until the process ends, calling `report` with a line for each rendering and each error.
  ///
  /// - Parameters:
  ///   - version: The version of the page written last.
  ///   - report: Receives `wrote PAGE (N frames)` or the error's sentence.
  public func watch(from version: String, report: (String) -> Void) -> Never {
    var version = version
    var seen = signature()
    while true {
      usleep(250_000)
      let now = signature()
      guard now != seen else { continue }
      seen = now
      do {
        let preview = PreviewPage(scene: try SceneFile.load(atPath: sceneFile), source: sceneFile, fps: fps, scale: scale)
        version = try preview.write(to: page, watching: true, threads: threads)
        try PreviewPage.writeWatchFile(for: page, version: version, error: nil)
        report("wrote \(page) (\(preview.frameCount) frames)")
      } catch {
        let message = String(describing: error)
        try? PreviewPage.writeWatchFile(for: page, version: version, error: message)
        report("error: \(message)")
      }
    }
  }

  /// Each watched file's path, modification time and size (nil for a file that is gone).
  func signature() -> [String: [Double]?] {
    var result: [String: [Double]?] = [:]
    for path in SceneFile.referencedFiles(atPath: sceneFile) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      result[path] = attributes.map { a in
        [(a[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0, (a[.size] as? NSNumber)?.doubleValue ?? 0]
      }
    }
    return result
  }
}
