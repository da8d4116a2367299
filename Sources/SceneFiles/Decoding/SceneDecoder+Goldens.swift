import JSONText
import SwipeScenes

// The top-level `goldens` key: which frames `render-gifs golden record|verify` keep for the
// scene (docs/scene-file.md, "Goldens"). Moment names are checked against the scene's key
// moments when goldens are drawn, since key moments need the scene's fonts; times are checked
// against the scene's duration here, once the scene is read.

extension SceneDecoder {
  /// The scales a golden may be drawn at.
  static let goldenScales: [Double] = [1, 2, 3]

  /// The selection the file's `goldens` key makes, or nil without one. A file that sets
  /// `canvas.appearance` keeps goldens in that appearance only, unless `goldens.appearances` says otherwise.
  func goldens(_ node: JSONNode?, canvas: Canvas) throws -> GoldenSelection? {
    let ownAppearance = canvas.fields?.has("appearance") == true ? [canvas.rendering.appearance] : nil
    guard let node else { return ownAppearance.map { GoldenSelection(appearances: $0) } }
    let example = "{ \"times\": [1.25], \"appearances\": [\"light\"] }"
    let fields = try Fields(node, keys: SceneFileKeys.goldens, example: example)
    var selection = GoldenSelection()
    selection.moments = try fields["moments"].map { list in
      try distinct(list, what: "moments") { try $0.string(example: "\"open\"") }
    }
    selection.times = try fields["times"].map { list in
      try distinct(list, what: "times") { try $0.number(.seconds(), example: "1.25") }
    }
    selection.appearances =
      try fields["appearances"].map { list in
        try distinct(list, what: "appearances") { try $0.choice([("light", Appearance.light), ("dark", .dark)]) }
      } ?? ownAppearance
    selection.scales = try fields["scales"].map { list in
      try distinct(list, what: "scales") { item in
        let scale = try item.number(.factor(upTo: 3), example: "2")
        guard Self.goldenScales.contains(scale) else {
          throw Diagnostic(item, "scale \(JSONValue.exactNumber(scale)) is not a golden scale", fix: "give 1, 2 or 3")
        }
        return scale
      }
    }
    return selection
  }

  /// Throws when a time of `selection` is past the scene's end, pointing at that time in the file.
  func checkGoldenTimes(_ selection: GoldenSelection?, of scene: any CatalogScene, in node: JSONNode?) throws {
    guard let times = selection?.times, let node, let list = try Fields(node, keys: SceneFileKeys.goldens)["times"]
    else { return }
    for (time, item) in zip(times, try list.array()) where time > scene.duration {
      throw Diagnostic(
        item, "the golden time \(JSONValue.exactNumber(time)) s is past the scene's end (\(JSONValue.exactNumber(scene.duration)) s)",
        fix: "give a time from 0 to \(JSONValue.exactNumber(scene.duration))")
    }
  }

  /// The values of a non-empty array, each read by `read`, refusing one given twice.
  private func distinct<T: Equatable>(_ node: JSONNode, what: String, _ read: (JSONNode) throws -> T) throws -> [T] {
    var values: [T] = []
    for item in try node.array(count: 1...1000, of: what) {
      let value = try read(item)
      guard !values.contains(value) else {
        throw Diagnostic(item, "this value is given twice in goldens.\(what)", fix: "list each value once")
      }
      values.append(value)
    }
    return values
  }
}
