import SwipeScenes

/// Writes onboarding scenes as ordered JSON: the direction, the hint's actions and its timings.
struct OnboardingEncoder {
  let scene: OnboardingScene

  /// The whole document.
  func document() -> OrderedJSON {
    var members: [(String, OrderedJSON)] = [("version", .number(1)), ("name", .string(scene.name))]
    if !scene.summary.isEmpty { members.append(("summary", .string(scene.summary))) }
    members.append(("kind", .string("onboarding")))
    let rendering = scene.renderingDefaults
    var canvas: [(String, OrderedJSON)] = []
    if rendering.scale != 2 { canvas.append(("scale", .number(rendering.scale))) }
    if rendering.appearance != .light { canvas.append(("appearance", .string(rendering.appearance.rawValue))) }
    if scene.direction == .rightToLeft { canvas.append(("layoutDirection", .string("rightToLeft"))) }
    if rendering.previewScale != 1 { canvas.append(("previewScale", .number(rendering.previewScale))) }
    if !canvas.isEmpty { members.append(("canvas", .object(canvas))) }
    let actions = scene.actions.map { action -> OrderedJSON in
      var fields: [(String, OrderedJSON)] = [("title", .string(action.title))]
      if action.style == .destructive { fields.append(("style", .string("destructive"))) }
      if action.backgroundColor != action.style.defaultColor {
        fields.append(("backgroundColor", ColorSyntax.json(action.backgroundColor)))
      }
      return .object(fields)
    }
    members.append(("trailing", .object([("actions", .array(actions))])))
    var hint: [(String, OrderedJSON)] = [
      ("initialDelay", .number(scene.config.initialDelay)), ("duration", .number(scene.config.duration)),
      ("halfwayDelay", .number(scene.config.halfwayDelay)),
    ]
    if let tap = scene.tapTime { hint.append(("leaveEarlyAt", .number(tap))) }
    if rendering.frameRate != 30 { members.append(("fps", .number(rendering.frameRate))) }
    members.append(("hint", .object(hint)))
    return .object(members)
  }
}
