import Drawing
import JSONText
import SwipeScenes

/// A scene of the tests' own: its whole area in one colour that changes twice, so a page of it
/// has three distinct frames whose pixels are known without the renderer (red before 0.25 s,
/// blue before 0.65 s, green after), and key moments whose frames are computed by hand.
struct TinyScene: CatalogScene {
  var name = "tiny"
  var summary = "Three colours in turn."
  var duration = 1.0
  var size = Size(width: 30, height: 20)
  var renderingDefaults = RenderingDefaults(scale: 1, frameRate: 10, previewScale: 2)

  /// The colour at `time` as red, green, blue bytes, and its name.
  static func colour(at time: Double) -> (rgb: [UInt8], name: String) {
    time < 0.25 ? ([255, 0, 0], "red") : time < 0.65 ? ([0, 0, 255], "blue") : ([0, 255, 0], "green")
  }

  func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    .object(["colour": .string(Self.colour(at: time).name), "time": .number(time)])
  }

  func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    let rgb = Self.colour(at: time).rgb.map { Double($0) / 255 }
    var list = DisplayList(size: size, background: .white)
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: Color(red: rgb[0], green: rgb[1], blue: rgb[2]))
    return list
  }

  func keyMoments(in context: SceneContext) -> [KeyMoment] {
    [KeyMoment(name: "start", time: 0), KeyMoment(name: "blue", time: 0.34), KeyMoment(name: "end", time: 0.96)]
  }
}
