import BuiltInScenes
import Foundation
import SwipeScenes
import Testing

@testable import SceneFiles

/// The StateAnimator and collection-preview built-ins exported and decoded back: the same model
/// and the same pixels (docs/scene-file.md §1, "Round trip").
struct ComponentRoundTripTests {
  @Test(arguments: StateAnimatorScene.all.map { $0.name })
  func stateAnimatorScene(name: String) throws {
    let original = try #require(StateAnimatorScene.all.first { $0.name == name })
    let text = SceneFile.export(original)
    let decoded = try #require(try decodeText(text, file: "\(name).json") as? StateAnimatorScene)
    #expect(decoded == original)
    #expect(SceneFile.export(decoded) == text, "a second export differs from the first")
    try RoundTripTests().expectSamePixels(original, decoded)
  }

  @Test(arguments: CollectionPreviewScene.all.map { $0.name })
  func collectionPreviewScene(name: String) throws {
    let original = try #require(CollectionPreviewScene.all.first { $0.name == name })
    let text = SceneFile.export(original)
    let decoded = try #require(try decodeText(text, file: "\(name).json") as? CollectionPreviewScene)
    #expect(decoded == original)
    #expect(SceneFile.export(decoded) == text, "a second export differs from the first")
    try RoundTripTests().expectSamePixels(original, decoded)
  }
}
