import Foundation
import SwipeScenes

extension SceneCatalog {
  /// The scene `nameOrPath` names: the scene file at that path when it ends in `.json` or
  /// contains `/` (``SceneFile/isPath(_:)``), else the catalog's scene of that name.
  ///
  /// This is how every `render-gifs` command reads its scene argument, so `hero` and
  /// `Examples/archive.json` can be given wherever a scene is taken.
  ///
  /// ```swift
  /// let scene = try catalog.resolve("Examples/archive.json")   // or catalog.resolve("hero")
  /// ```
  ///
  /// - Throws: ``SceneFileError`` for a file that cannot be read or is not a valid scene file;
  ///   ``UnknownSceneError``, listing the catalog's names, for a name the catalog does not have.
  public func resolve(_ nameOrPath: String) throws -> any CatalogScene {
    if SceneFile.isPath(nameOrPath) { return try SceneFile.load(atPath: nameOrPath) }
    guard let scene = scene(named: nameOrPath) else { throw UnknownSceneError(name: nameOrPath, knownNames: names) }
    return scene
  }
}
