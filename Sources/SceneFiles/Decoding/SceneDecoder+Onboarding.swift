import Drawing
import SwipeScenes

// `kind: onboarding` (docs/scene-file.md §7): TableViewCellOnboarding's swipe
// hint on the first row of its demo table. `hint` gives the timings and the
// time of a tap that cancels the hint; `trailing` gives the row actions the
// hint reveals (default: the demo's Delete and Amend), each a title, a style
// and a colour. The demo table, its 375 × 667 screen and the hint's length
// are fixed, so the keys that shape swipe scenes are rejected here.

extension SceneDecoder {
  /// The top-level keys an onboarding scene does not take, with the fix.
  private static let swipeOnly: [(String, String)] = [
    ("rows", "remove it: an onboarding scene shows the demo app's table"),
    ("swipeRow", "remove it: the hint plays on the first row"),
    ("left", "give the hint's actions as \"trailing\""),
    ("right", "give the hint's actions as \"trailing\""),
    ("leading", "give the hint's actions as \"trailing\""),
    ("gestures", "remove it: an onboarding scene plays its \"hint\""),
    ("duration", "remove it: the scene lasts until the hint ends, plus 0.5 s"),
    ("darkColors", "remove it: the hint's colours are fixed in dark appearance"),
    ("buttonContentPlacement", "remove it: the hint's blocks show titles only"),
    ("departures", "remove it"),
    ("font", "remove it: the demo table is set in the bundled Inter"),
    ("swipeRowY", "remove it"),
    ("visibleRect", "remove it"),
  ]

  func onboardingScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> OnboardingScene {
    for (key, fix) in Self.swipeOnly {
      if let node = top[key] { throw Diagnostic(node, "\(key) is not used by onboarding scenes", fix: fix) }
    }
    try checkOnboardingCanvas(canvas)
    var scene = OnboardingScene(
      name: name, summary: summary, config: OnboardingHint.Config(),
      direction: canvas.direction == .leftToRight ? .leftToRight : .rightToLeft)
    scene.renderingDefaults = canvas.rendering
    if let trailing = top["trailing"] { scene.actions = try rowActions(trailing) }
    guard let hintNode = top["hint"] else { return scene }
    let hint = try Fields(hintNode, keys: SceneFileKeys.hint, example: "{ \"initialDelay\": 1, \"duration\": 2.5 }")
    let base = OnboardingHint.Config()
    scene.config = OnboardingHint.Config(
      initialDelay: try hint.number("initialDelay", .seconds(), example: "1") ?? base.initialDelay,
      duration: try hint.number("duration", .seconds(), example: "2.5") ?? base.duration,
      halfwayDelay: try hint.number("halfwayDelay", .seconds(), example: "0.5") ?? base.halfwayDelay)
    if scene.config.halfwayDelay > scene.config.duration {
      throw Diagnostic(
        hint["halfwayDelay"] ?? hintNode,
        "the halfway delay (\(JSONWriter.number(scene.config.halfwayDelay)) s) is longer than the duration (\(JSONWriter.number(scene.config.duration)) s)",
        fix: "shorten halfwayDelay or lengthen duration: the open and the close share what is left")
    }
    if let leave = hint["leaveEarlyAt"], !leave.isNull {
      let time = try leave.number(.seconds(), example: "2")
      var halfway = scene
      halfway.leavesEarly = true
      if halfway.tapTime == time {
        scene.leavesEarly = true
      } else {
        scene.leaveEarlyAt = time
      }
    }
    return scene
  }

  private func checkOnboardingCanvas(_ canvas: Canvas) throws {
    guard let fields = canvas.fields else { return }
    let screen = OnboardingDemoTable.canvasSize
    for (key, fixed) in [("width", screen.width), ("height", screen.height)] {
      if let node = fields[key], try node.number(.positivePoints(upTo: 100_000)) != fixed {
        throw Diagnostic(
          node, "the onboarding demo screen is \(JSONWriter.number(fixed)) pt \(key == "width" ? "wide" : "tall")",
          fix: "remove \"\(key)\"")
      }
    }
    for key in ["chrome", "title", "tableColors", "background"] {
      if let node = fields[key], !(key == "chrome" && canvas.chrome == .none) {
        throw Diagnostic(
          node, "\(key) is not used by onboarding scenes", fix: "remove it: the demo screen has its own status bar")
      }
    }
    try checkPixels(screen, canvas: canvas, at: fields.node)
  }

  /// The hint's row actions: `{"actions": [{"title": …, "style": …, "backgroundColor": …}]}`.
  private func rowActions(_ node: JSONNode) throws -> [OnboardingHint.RowAction] {
    let side = try Fields(node, keys: SceneFileKeys.side, example: "{ \"actions\": [{ \"title\": \"Delete\" }] }")
    if let extra = side.object.members.first(where: { $0.key != "actions" }) {
      throw Diagnostic(
        extra.value, "\(extra.key) is not used by the onboarding hint", fix: "remove it: the hint takes only actions")
    }
    let actionsNode = try side.required("actions", example: "[{ \"title\": \"Delete\", \"style\": \"destructive\" }]")
    return try actionsNode.array(count: 1...8, of: "actions").map { element in
      let fields = try Fields(element, keys: SceneFileKeys.action, example: "{ \"title\": \"Delete\" }")
      if let extra = fields.object.members.first(where: { !["title", "style", "backgroundColor"].contains($0.key) }) {
        throw Diagnostic(
          extra.value, "\(extra.key) is not used by the onboarding hint",
          fix: "remove it: the hint's blocks take title, style and backgroundColor")
      }
      let title = try fields.required("title", example: "\"Delete\"").string(example: "\"Delete\"")
      let style =
        try fields.choice("style", [("default", OnboardingHint.RowAction.Style.normal), ("destructive", .destructive)]) ?? .normal
      return OnboardingHint.RowAction(
        title: title, style: style, backgroundColor: try fields["backgroundColor"].map { try ColorSyntax.color($0).color })
    }
  }
}
