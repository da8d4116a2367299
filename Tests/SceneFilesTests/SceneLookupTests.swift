import BuiltInScenes
import Foundation
import SceneFiles
import SwipeScenes
import Testing

/// `SceneCatalog.resolve(_:)`: a built-in name, a scene file's path, or an error that says which.
struct SceneLookupTests {
  let catalog = SceneCatalog.standard

  @Test func findsBuiltInScenesByName() throws {
    #expect(try catalog.resolve("hero").name == "hero")
  }

  @Test func anUnknownNameListsTheKnownOnes() throws {
    let error = try #require(throws: UnknownSceneError.self) { try catalog.resolve("heor") }
    #expect(error.name == "heor" && error.knownNames == catalog.names)
    #expect(
      error.description
        == "Unknown scene 'heor': use one of \(catalog.names.joined(separator: ", ")), or a scene file (see render-gifs list).")
  }

  /// A path is never looked up by name: a missing file is a file error, not an unknown scene.
  @Test func pathsAreScenesFiles() throws {
    #expect(throws: SceneFileError.self) { try catalog.resolve("no-such-file.json") }
    #expect(throws: SceneFileError.self) { try catalog.resolve("./hero") }
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Examples")
    let scene = try catalog.resolve(examples.appendingPathComponent("archive.json").path)
    #expect(scene.name == "archive")
  }
}
