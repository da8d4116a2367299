import Drawing
import JSONText
import SwipeScenes

// The parts StateAnimator and collection-preview files share when exported: the document's
// head, the canvas of a fixed size, pictures, `[x, y, w, h]` frames and the tail (fps, dark
// colours, goldens).

/// Shared writers for the StateAnimator and collection-preview encoders.
enum ComponentEncoding {
  /// `version`, `name`, `summary` and `kind`.
  static func head(name: String, summary: String, kind: String) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [("version", .number(1)), ("name", .string(name))]
    if !summary.isEmpty { members.append(("summary", .string(summary))) }
    members.append(("kind", .string(kind)))
    return members
  }

  /// The canvas: its size always, the rendering defaults that differ from the format's.
  static func canvas(_ size: Size, _ rendering: RenderingDefaults) -> JSONValue {
    var members: [(String, JSONValue)] = [("width", .number(size.width)), ("height", .number(size.height))]
    if rendering.scale != 2 { members.append(("scale", .number(rendering.scale))) }
    if rendering.appearance != .light { members.append(("appearance", .string(rendering.appearance.rawValue))) }
    if rendering.previewScale != 1 { members.append(("previewScale", .number(rendering.previewScale))) }
    return .object(JSONObject(members))
  }

  /// `[x, y, width, height]`.
  static func frame(_ rect: Rect) -> JSONValue {
    .array([rect.x, rect.y, rect.width, rect.height].map(JSONValue.number))
  }

  /// A picture: its name, or `{ "picture", "seed" }` for a variant other than 0.
  static func picture(_ picture: Picture) -> JSONValue {
    picture.seed == 0
      ? .string(picture.kind.rawValue)
      : .object([("picture", .string(picture.kind.rawValue)), ("seed", .number(Double(picture.seed)))])
  }

  /// `duration`, `fps` when not 30, `darkColors` when there are any, and `goldens` when the scene chooses.
  static func tail(duration: Double, rendering: RenderingDefaults, darkColors: [Color: Color]) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = [("duration", .number(duration))]
    if rendering.frameRate != 30 { members.append(("fps", .number(rendering.frameRate))) }
    let dark = SceneEncoder.darkColors(darkColors)
    if !dark.isEmpty { members.append(("darkColors", .object(JSONObject(dark)))) }
    if let goldens = SceneEncoder.goldensMember(rendering) { members.append(goldens) }
    return members
  }
}
