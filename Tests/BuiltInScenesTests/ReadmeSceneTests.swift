import Testing
import BuiltInScenes
import SwipeScenes

/// The ten README scenes: names, lengths and the story each GIF tells, measured with the bundled
/// font the scenes are drawn with.
struct ReadmeSceneTests {
  let measurer = try! Typography().measurer

  func scene(_ name: String) throws -> SwipeScene {
    try #require(SceneCatalog.standard.scene(named: name) as? SwipeScene)
  }

  @Test func tenScenesByNameFirst() {
    #expect(SceneCatalog.standard.names.prefix(10) == [
      "transition-border", "transition-drag", "transition-reveal", "transition-delegate", "expansion-none",
      "expansion-selection", "expansion-destructive", "expansion-delegate", "hero", "vertical-centering",
    ])
    #expect(SceneCatalog.standard.scene(named: "nope") == nil)
  }

  /// The GIF lengths of docs/readme-gif-measurements.md §1.
  @Test(arguments: [
    ("transition-border", 3.52), ("transition-drag", 3.76), ("transition-reveal", 4.0), ("transition-delegate", 7.52),
    ("expansion-none", 6.0), ("expansion-selection", 3.84), ("expansion-destructive", 4.08),
    ("expansion-delegate", 3.06), ("hero", 13.28), ("vertical-centering", 4.3),
  ])
  func durations(name: String, duration: Double) throws {
    #expect(try scene(name).duration == duration)
  }

  /// The transition GIFs open to −P = −222 and end closed.
  @Test(arguments: ["transition-border", "transition-drag", "transition-reveal"])
  func transitionsOpenAndClose(name: String) throws {
    let scene = try scene(name)
    #expect(scene.state(at: 0, measurer: measurer).offset == 0)
    #expect(abs(scene.state(at: 2.4, measurer: measurer).offset - -222) < 0.5)
    #expect(abs(scene.state(at: scene.duration, measurer: measurer).offset) < 2)
  }

  /// Expansion-None rests open at one button (74 pt) and the tap closes it.
  @Test func expansionNoneOpensAtOneButton() throws {
    let scene = try scene("expansion-none")
    #expect(abs(scene.state(at: 4.5, measurer: measurer).offset - 74) < 0.1)
    #expect(abs(scene.state(at: 6.0, measurer: measurer).offset) < 0.5)
  }

  /// Expansion-Selection expands past W/2 = 207 and its handler runs on release.
  @Test func expansionSelectionBounces() throws {
    let scene = try scene("expansion-selection")
    #expect(scene.state(at: 2.0, measurer: measurer).expanded)
    let handlers = stride(from: 0.0, through: scene.duration, by: 1.0 / 60).flatMap {
      scene.state(at: $0, measurer: measurer).events.map(\.name)
    }
    #expect(handlers.contains("handler:Unread"))
    #expect(scene.state(at: scene.duration, measurer: measurer).offset.magnitude < 1)
  }

  /// Expansion-Destructive and Hero end with the row deleted.
  @Test(arguments: ["expansion-destructive", "hero"])
  func rowDeleted(name: String) throws {
    let scene = try scene(name)
    #expect(scene.state(at: scene.duration, measurer: measurer).rowHeight == 0)
  }

  /// Hero: the Read button shows its pressed background just before the tap that marks the mail read.
  @Test func heroReadTap() throws {
    let scene = try scene("hero")
    #expect(scene.state(at: 5.9, measurer: measurer).actions.map(\.highlighted) == [true])
    #expect(scene.state(at: 5.9, measurer: measurer).actions.map(\.title) == ["Read"])
    #expect(scene.state(at: 5.98, measurer: measurer).actions.map(\.highlighted) == [false])
  }

  /// Vertical-Centering insets the wrappers to the visible part below the bar.
  @Test func verticalCenteringBand() throws {
    let state = try scene("vertical-centering").state(at: 4.0, measurer: measurer)
    #expect(state.wrapperBand.minY == 114)
    #expect(abs(state.offset - -222) < 0.5)
  }
}
