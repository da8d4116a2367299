import JSONText
import SwipeScenes

// An onboarding scene as a scene file, for `scene export`. A scene with rows
// of its own writes its canvas and rows as a swipe scene does (SceneEncoder,
// through OnboardingScene.rowsScene); the demo table's scene writes only the
// canvas keys its fixed screen takes, and no rows. As for swipe scenes, a font
// of the scene's own and bitmap images cannot be written (the model keeps what
// was decoded, not its file); no scene of the package has either.

/// Writes onboarding scenes as ordered JSON: the canvas, the rows, the hint's actions and its timings.
struct OnboardingEncoder {
  let scene: OnboardingScene

  /// The whole document.
  func document() -> JSONValue {
    var members: [(String, JSONValue)] = [("version", .number(1)), ("name", .string(scene.name))]
    if !scene.summary.isEmpty { members.append(("summary", .string(scene.summary))) }
    members.append(("kind", .string("onboarding")))
    let table = scene.rowsScene.map(SceneEncoder.init)
    let canvas = table?.canvas() ?? demoCanvas()
    if !canvas.isEmpty { members.append(("canvas", .object(JSONObject(canvas)))) }
    if let table {
      members.append(("rows", .array(table.scene.rows.map(table.row))))
      if table.scene.swipeRow != 0 { members.append(("swipeRow", .number(Double(table.scene.swipeRow)))) }
    }
    members.append(("trailing", .object([("actions", .array(scene.actions.map(action)))])))
    var hint: [(String, JSONValue)] = [
      ("initialDelay", .number(scene.config.initialDelay)), ("duration", .number(scene.config.duration)),
      ("halfwayDelay", .number(scene.config.halfwayDelay)),
    ]
    if let tap = scene.tapTime { hint.append(("leaveEarlyAt", .number(tap))) }
    if scene.renderingDefaults.frameRate != 30 { members.append(("fps", .number(scene.renderingDefaults.frameRate))) }
    members.append(("hint", .object(JSONObject(hint))))
    let dark = SceneEncoder.darkColors(scene.darkColors)
    if !dark.isEmpty { members.append(("darkColors", .object(JSONObject(dark)))) }
    if let goldens = SceneEncoder.goldensMember(scene.renderingDefaults) { members.append(goldens) }
    return .object(JSONObject(members))
  }

  /// The canvas of the demo table's fixed screen: scale, appearance, direction and preview scale.
  private func demoCanvas() -> [(String, JSONValue)] {
    let rendering = scene.renderingDefaults
    var canvas: [(String, JSONValue)] = []
    if rendering.scale != 2 { canvas.append(("scale", .number(rendering.scale))) }
    if rendering.appearance != .light { canvas.append(("appearance", .string(rendering.appearance.rawValue))) }
    if scene.direction == .rightToLeft { canvas.append(("layoutDirection", .string("rightToLeft"))) }
    if rendering.previewScale != 1 { canvas.append(("previewScale", .number(rendering.previewScale))) }
    return canvas
  }

  /// One of the hint's actions, the defaults (no image, the style's colour, white text) left out.
  private func action(_ action: OnboardingHint.RowAction) -> JSONValue {
    var fields: [(String, JSONValue)] = []
    if !action.title.isEmpty || action.image == nil { fields.append(("title", .string(action.title))) }
    if let image = action.image, let json = SceneEncoder.image(image) { fields.append(("image", json)) }
    if action.style == .destructive { fields.append(("style", .string("destructive"))) }
    if action.backgroundColor != action.style.defaultColor {
      fields.append(("backgroundColor", ColorSyntax.json(action.backgroundColor)))
    }
    if action.textColor != .white { fields.append(("textColor", ColorSyntax.json(action.textColor))) }
    return .object(JSONObject(fields))
  }
}
