import BuiltInScenes
import Foundation
import GoldenTesting
import SceneRendering
import SwipeScenes
import Testing

/// Every catalog scene's golden key frames (every key moment in light and dark at scale 1, the
/// first `open` or else the middle moment in light at scale 2), compared exactly with `Goldens/scenes/…`.
struct SceneGoldenTests {
  static let context = (try? Typography()).map { SceneContext(typography: $0) }
  static let keyFrames = context.flatMap { try? CatalogKeyFrame.all(of: SceneCatalog.standard.scenes, in: $0) } ?? []

  @Test func everySceneHasKeyFrames() throws {
    let context = try #require(Self.context)
    for scene in SceneCatalog.standard.scenes {
      #expect(scene.keyMoments(in: context).count >= 2, "\(scene.name)")
    }
    #expect(Set(Self.keyFrames.map(\.goldenName)).count == Self.keyFrames.count)
  }

  /// Names say scene, moment, appearance and scale, in file-name-safe characters.
  @Test func namesSaySceneMomentAppearanceAndScale() throws {
    try #require(!Self.keyFrames.isEmpty)
    let pattern = try Regex(#"^scenes/[a-z0-9-]+/[a-z0-9]+(-[a-z0-9]+)*\.(light|dark)\.[0-9]+x$"#)
    for frame in Self.keyFrames {
      #expect(frame.goldenName.wholeMatch(of: pattern) != nil, "\(frame.goldenName)")
      #expect(frame.goldenName.hasPrefix("scenes/\(frame.scene)/\(frame.momentName)."))
    }
    let hero = Self.keyFrames.filter { $0.scene == "hero" && $0.appearance == .light && $0.scale == 1 }
    #expect(hero.first?.goldenName == "scenes/hero/rest.light.1x")
  }

  /// The ten README scenes (and every other scene) have dark frames at scale 1 and a light frame at scale 2.
  @Test func readmeScenesHaveDarkAndScale2Frames() throws {
    #expect(SwipeScene.readmeScenes.count == 10)
    for scene in SceneCatalog.standard.scenes {
      let frames = Self.keyFrames.filter { $0.scene == scene.name }
      #expect(frames.contains { $0.appearance == .dark && $0.scale == 1 }, "\(scene.name)")
      #expect(frames.contains { $0.appearance == .light && $0.scale == 2 }, "\(scene.name)")
    }
  }

  /// A scene drawn dark by default keeps its scale-2 frame dark: that frame is in the scene's own appearance.
  @Test func aDarkScenesScale2FrameIsDark() throws {
    let context = try #require(Self.context)
    var scene = try #require(SceneCatalog.standard.scene(named: "transition-border") as? SwipeScene)
    scene.renderingDefaults.appearance = .dark
    let scale2 = try CatalogKeyFrame.all(of: scene, in: context).filter { $0.scale == 2 }
    #expect(scale2.map(\.goldenName) == ["scenes/transition-border/open.dark.2x"])
  }

  /// The same check as `render-gifs golden verify SCENE`, one test per scene.
  @Test(arguments: SceneCatalog.standard.names)
  func matchesGoldens(_ name: String) throws {
    let context = try #require(Self.context)
    let scene = try #require(SceneCatalog.standard.scene(named: name))
    let images = try GoldenSuite.keyFrames(of: [scene], typography: context.typography)
    try #require(!images.isEmpty)
    let store = try GoldenStore.forPackage(containing: #filePath)
    for check in try store.check(images) {
      #expect(check.outcome.passed, "\(check.outcome.message)")
    }
  }
}

/// Moment names in file names: kebab-case, unique within a scene, and independent of later moments.
struct KeyMomentNameTests {
  func names(_ names: [String]) -> [String] {
    CatalogKeyFrame.momentNames(of: names.enumerated().map { KeyMoment(name: $1, time: Double($0)) })
  }

  @Test func repeatedNamesGetOrdinals() {
    #expect(names(["rest", "open", "rest", "rest"]) == ["rest", "open", "rest-2", "rest-3"])
  }

  /// A scene that numbers its own repeats ("open-2") does not collide with the ordinals added here.
  @Test func ordinalsSkipNamesAlreadyTaken() {
    #expect(names(["open", "open-2", "open"]) == ["open", "open-2", "open-3"])
  }

  @Test func namesAreKebabCase() {
    #expect(names(["Expanded Fill", "to.state_B", "fullyExpanded", "", "¶"]) == [
      "expanded-fill", "to-state-b", "fully-expanded", "moment", "moment-2",
    ])
  }

  /// Adding a moment at the end leaves every earlier name as it was.
  @Test func earlierNamesAreStable() {
    #expect(names(["rest", "open", "rest"]) == Array(names(["rest", "open", "rest", "open"]).prefix(3)))
  }

  /// Scale 2 keeps the first `open`, or the middle moment of a scene that has none.
  @Test func oneMomentAtScale2() {
    let choice = CatalogKeyFrame.MomentChoice.firstNamed("open")
    #expect(choice.kept(momentNames: ["rest", "reveal", "open", "open-2", "end"]) == [2])
    #expect(choice.kept(momentNames: ["wait", "hold", "close", "done"]) == [2])
    #expect(choice.kept(momentNames: []) == [])
    #expect(CatalogKeyFrame.MomentChoice.every.kept(momentNames: ["a", "b"]) == [0, 1])
  }

  @Test func scaleLabels() {
    #expect(CatalogKeyFrame.scaleLabel(1) == "1x")
    #expect(CatalogKeyFrame.scaleLabel(2) == "2x")
    #expect(CatalogKeyFrame.scaleLabel(1.5) == "1.5x")
  }
}
