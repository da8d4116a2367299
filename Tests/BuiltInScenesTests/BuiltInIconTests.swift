import Drawing
import Testing

@testable import BuiltInScenes
@testable import SwipeScenes

/// The icons the built-in scenes draw from path data: each parses, and none falls back to an empty
/// path (the scenes build them with `try?`, so a typo in the data would draw a blank button).
struct BuiltInIconTests {
  @Test func theMGSwipeDemoIconsParse() throws {
    #expect(MGSwipeDemo.icons.map(\.name) == ["check", "fav", "menu"])
    for icon in MGSwipeDemo.icons {
      let path = try Path(svgPathData: icon.pathData)
      #expect(!path.isEmpty, "\(icon.name)")
    }
  }

  /// Every action image given as a path, in every swipeable row of every built-in scene, encloses
  /// an area inside its view box.
  @Test func everyPathIconInTheCatalogHasAnArea() throws {
    var checked = 0
    for case let scene as SwipeScene in SceneCatalog.standard.scenes {
      let timelines = [scene.timeline] + scene.otherSwipeRows.keys.sorted().compactMap { scene.otherSwipeRows[$0] }
      let actions = timelines.flatMap { timeline in
        [timeline.configuration.left, timeline.configuration.right].compactMap { $0 }.flatMap(\.actions)
      }
      for action in actions {
        guard case .path(let path, let viewBox) = action.image?.source else { continue }
        checked += 1
        let box = path.controlBounds
        #expect(!path.isEmpty && box.width > 0 && box.height > 0, "\(scene.name): \(action.identifier ?? "an unnamed action")")
        #expect(
          box.minX >= viewBox.minX && box.minY >= viewBox.minY && box.maxX <= viewBox.maxX && box.maxY <= viewBox.maxY,
          "\(scene.name): \(action.identifier ?? "an unnamed action") spills out of \(viewBox)")
      }
    }
    // mgswipe-demo's two rows carry the three icons each.
    #expect(checked >= 6)
  }
}
