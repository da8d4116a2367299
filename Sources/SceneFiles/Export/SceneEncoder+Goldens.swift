import JSONText
import SwipeScenes

// The top-level `goldens` key written back (docs/scene-file.md §15), for every kind of scene.

extension SceneEncoder {
  /// The `goldens` member that reads back as the scene's selection, or nil when the exported
  /// canvas alone gives it: no choice, or a dark canvas's goldens in dark only. The exported
  /// canvas names its appearance only when it is dark, so a light-only choice, or light and dark
  /// under a dark canvas, is written out.
  static func goldensMember(_ rendering: RenderingDefaults) -> (String, JSONValue)? {
    let darkCanvas = rendering.appearance != .light
    let implied = darkCanvas ? GoldenSelection(appearances: [rendering.appearance]) : nil
    guard rendering.goldens != implied else { return nil }
    let selection = rendering.goldens ?? GoldenSelection()
    var members: [(String, JSONValue)] = []
    if let moments = selection.moments { members.append(("moments", .array(moments.map(JSONValue.string)))) }
    if let times = selection.times { members.append(("times", .array(times.map(JSONValue.number)))) }
    if let appearances = selection.appearances ?? (darkCanvas ? [.light, .dark] : nil) {
      members.append(("appearances", .array(appearances.map { .string($0.rawValue) })))
    }
    if let scales = selection.scales { members.append(("scales", .array(scales.map(JSONValue.number)))) }
    return ("goldens", .object(JSONObject(members)))
  }
}
