import Foundation
import SceneFiles
import SwipeScenes

extension GoldenSource {
  /// The scenes whose goldens a scene file recorded in `folder`: each `scenes/<name>/source.json`,
  /// its file read again, in the order of the names.
  ///
  /// A whole-suite run checks these with the catalog's, so the goldens `render-gifs golden record
  /// FILE` wrote are verified (and never taken for orphans) as long as the file stays where its
  /// record says.
  ///
  /// - Parameter folder: The goldens folder.
  /// - Returns: One subject per record, its `file` the scene file's path.
  /// - Throws: ``GoldenError`` for a record whose file is gone or names another scene;
  ///   `SceneFileError` for a file that no longer reads.
  public static func recordedScenes(in folder: URL) throws -> [GoldenRun.Subject] {
    let scenes = folder.appendingPathComponent("scenes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: scenes.path)) ?? []
    return try names.sorted().compactMap { name -> GoldenRun.Subject? in
      let record = folder.appendingPathComponent(recordName(scene: name))
      guard let data = FileManager.default.contents(atPath: record.path) else { return nil }
      guard let source = try? JSONDecoder().decode(Self.self, from: data) else {
        throw GoldenError(description: "'\(record.path)' is not a goldens source record: delete it, then record '\(name)' again.")
      }
      let file = path(of: source.sceneFile, in: folder)
      guard FileManager.default.fileExists(atPath: file) else {
        throw GoldenError(
          description: "The goldens of '\(name)' were recorded from '\(file)', which is gone: restore it, or delete "
            + "'\(scenes.appendingPathComponent(name).path)'.")
      }
      let scene = try SceneFile.load(atPath: file)
      guard scene.name == name else {
        throw GoldenError(
          description: "'\(file)' now names its scene '\(scene.name)', but it recorded the goldens of '\(name)': "
            + "give it back its \"name\", or record it again and delete '\(scenes.appendingPathComponent(name).path)'.")
      }
      return GoldenRun.Subject(scene, file: file)
    }
  }
}
