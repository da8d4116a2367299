import BuiltInScenes
import Drawing
import Foundation
import Raster
import SceneRendering
import SwipeScenes
import Testing

@testable import SceneFiles

/// Every built-in swipe and onboarding scene, exported and decoded back: the same model and the
/// same pixels (docs/scene-file.md §1, "Round trip").
struct RoundTripTests {
  static let renderer: FrameRenderer? = (try? Typography()).map { FrameRenderer(context: SceneContext(typography: $0)) }
  static let darkRenderer: FrameRenderer? = (try? Typography()).map {
    FrameRenderer(context: SceneContext(appearance: .dark, typography: $0))
  }

  /// Frames at 0, a third and two thirds of the scene, at scale 1, must be equal pixel for pixel.
  func expectSamePixels(_ a: any CatalogScene, _ b: any CatalogScene) throws {
    let renderer = try #require(Self.renderer)
    #expect(a.size == b.size)
    for time in [0, a.duration / 3, 2 * a.duration / 3] {
      let x = try renderer.render(a, at: time, scale: 1)
      let y = try renderer.render(b, at: time, scale: 1)
      #expect(x == y, "\(a.name) differs at \(time) s")
    }
    // In dark appearance the scene's dark colours apply; they must come back too.
    let dark = try #require(Self.darkRenderer)
    #expect(try dark.render(a, at: a.duration / 2, scale: 1) == (try dark.render(b, at: a.duration / 2, scale: 1)))
  }

  static let swipeScenes = SwipeScene.readmeScenes + SwipeScene.styleScenes + SwipeScene.mgswipeDemoScenes

  @Test(arguments: swipeScenes.map(\.name))
  func swipeScene(name: String) throws {
    let original = try #require(Self.swipeScenes.first { $0.name == name })
    let text = SceneFile.export(original)
    let decoded = try #require(try decodeText(text, file: "\(name).json") as? SwipeScene)
    #expect(differences(original, decoded) == [])
    #expect(SceneFile.export(decoded) == text, "a second export differs from the first")
    try expectSamePixels(original, decoded)
  }

  /// The Examples that use the row keys of docs/scene-file.md §19–§20 (sections, text and image
  /// properties, accessories, shapes) come back from export with the same rows and pixels.
  @Test(arguments: ["settings-dark", "rounded-cells", "chat-list", "orders-rtl"])
  func exampleWithRowKeys(name: String) throws {
    let original = try #require(
      try SceneFile.load(contentsOf: packageRoot.appendingPathComponent("Examples/\(name).json")) as? SwipeScene)
    let text = SceneFile.export(original)
    let decoded = try #require(try decodeText(text, file: "\(name).json") as? SwipeScene)
    #expect(decoded.rows == original.rows)
    try expectSamePixels(original, decoded)
  }

  @Test(arguments: OnboardingScene.all.map(\.name))
  func onboardingScene(name: String) throws {
    let original = try #require(OnboardingScene.all.first { $0.name == name })
    let text = SceneFile.export(original)
    let decoded = try #require(try decodeText(text, file: "\(name).json") as? OnboardingScene)
    #expect(decoded == original)
    try expectSamePixels(original, decoded)
  }

  /// Every built-in scene can be exported: the ten README scenes, the interaction-style and MGSwipe demo scenes,
  /// the four onboarding scenes, the StateAnimator demo and the two collection previews.
  @Test func everyBuiltInScene() {
    let exportable = SceneCatalog.standard.scenes.filter { SceneFile.export($0) != nil }.map(\.name)
    #expect(exportable == SceneCatalog.standard.names)
    #expect(
      Set(exportable)
        == Set(
          Self.swipeScenes.map(\.name) + OnboardingScene.all.map(\.name) + StateAnimatorScene.all.map(\.name)
            + CollectionPreviewScene.all.map(\.name)))
  }

  /// No built-in scene loses anything on export; a file's PNG images and its own font are named
  /// as left out, since the exported file cannot name their paths.
  @Test func whatExportLeavesOut() throws {
    for scene in SceneCatalog.standard.scenes where SceneFile.export(scene) != nil {
      #expect(SceneFile.leftOutOnExport(scene) == [], "\(scene.name)")
    }
    let contacts = try SceneFile.load(contentsOf: packageRoot.appendingPathComponent("Examples/contacts.json"))
    #expect(SceneFile.leftOutOnExport(contacts) == ["2 PNG images"])
    let folder = GoodFileTests.folder
    let text = """
      { "version": 1, "font": "fonts/Inter-Bold.otf", "rows": [{ "title": "A", "image": { "png": "dot.png" } }],
        "right": { "actions": [{ "title": "Flag", "image": { "png": "dot.png" } }, { "title": "Box", "image": { "svg": "flag.svg" } }] } }
      """
    let scene = try SceneFile.decode(Array(text.utf8), file: "own.json", folder: folder)
    #expect(SceneFile.leftOutOnExport(scene) == ["2 PNG images", "the scene's own font"])
  }

  /// Export writes pretty JSON: two spaces per level, keys in the format's order, a final newline.
  @Test func exportIsPrettyAndOrdered() throws {
    let text = SceneFile.export(SwipeScene.transitionBorder)
    #expect(text.hasPrefix("{\n  \"version\": 1,\n  \"name\": \"transition-border\",\n  \"summary\": "))
    #expect(text.hasSuffix("}\n"))
    let root = try JSONParser.parse(Array(text.utf8))
    guard case .object(let object) = root.value else { throw Failure("not an object") }
    let keys = object.members.map(\.key)
    let order = keys.compactMap { SceneFileKeys.document.firstIndex(of: $0) }
    #expect(order == order.sorted(), "keys out of the format's order: \(keys)")
    #expect(keys.count == order.count)
  }
}

struct Failure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
