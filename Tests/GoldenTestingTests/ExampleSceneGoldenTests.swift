import Foundation
import GoldenTesting
import SwipeScenes
import Testing

/// The goldens scene files recorded (`scenes/<name>/source.json`), checked as
/// `render-gifs golden verify` checks them: among them the right-to-left, colour-emoji and CJK
/// examples, whose text comes from FriBidi, Noto Color Emoji and Noto Sans CJK.
struct ExampleSceneGoldenTests {
  static let folder = (try? GoldenStore.forPackage(containing: #filePath))?.root
  static let recorded = folder.flatMap { try? GoldenSource.recordedScenes(in: $0) } ?? []

  /// The script examples have recorded goldens, from `Examples/`: the list is never silently empty.
  @Test func scriptExamplesAreRecorded() throws {
    let folder = try #require(Self.folder)
    let subjects = try GoldenSource.recordedScenes(in: folder)
    for name in ["orders-rtl", "chat-emoji", "cjk-chat"] {
      let subject = try #require(subjects.first { $0.scene.name == name }, "no goldens recorded from Examples/\(name).json")
      #expect(subject.file?.hasSuffix("/Examples/\(name).json") == true)
    }
  }

  /// Each recorded scene file's chosen key frames match their goldens exactly.
  @Test(arguments: recorded.map(\.scene.name))
  func matchesGoldens(_ name: String) throws {
    let subject = try #require(Self.recorded.first { $0.scene.name == name })
    let images = try GoldenSuite.keyFrames(of: [subject.scene], typography: try Typography())
    try #require(!images.isEmpty)
    let store = try GoldenStore.forPackage(containing: #filePath)
    for check in try store.check(images) {
      #expect(check.outcome.passed, "\(check.outcome.message)")
    }
  }
}
