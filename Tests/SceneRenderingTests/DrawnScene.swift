import Drawing
import JSONText
import SwipeScenes

/// A test scene drawn by a closure of the time, with no state to inspect.
struct DrawnScene: CatalogScene {
  let name: String
  let duration: Double
  let size: Size
  let draw: @Sendable (Double, inout DisplayList) -> Void
  var background: Color = .white

  var summary: String { "A test scene." }
  func inspection(at time: Double, in context: SceneContext) -> JSONValue { .null }
  func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: background)
    draw(time, &list)
    return list
  }
}
