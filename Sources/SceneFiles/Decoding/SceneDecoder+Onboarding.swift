import Drawing
import JSONText
import SwipeScenes

// `kind: onboarding` (docs/scene-file.md §7): TableViewCellOnboarding's swipe
// hint on one row. `hint` gives the timings and the time of a tap that cancels
// the hint; `trailing` gives the row actions the hint reveals (default: the
// demo's Delete and Amend), each a title, an image, a style and colours. The
// top level, canvas and font are read as for a swipe scene. With `rows` the hint
// plays on the file's own table (row `swipeRow`, on a canvas of the file's width,
// height, background and chrome); without them on the demo app's table, whose
// 375 × 667 screen is fixed, so the keys that shape a table are rejected then.
// The keys that script a swipe (the other sides, gestures, a length, the swiped
// cell's geometry, the 2017 button placements) are rejected in either case: the
// hint has no finger and lasts until it ends, plus 0.5 s.

extension SceneDecoder {
  /// The top-level keys an onboarding scene does not take, with the fix.
  private static let swipeOnly: [(String, String)] = [
    ("left", "give the hint's actions as \"trailing\""),
    ("right", "give the hint's actions as \"trailing\""),
    ("leading", "give the hint's actions as \"trailing\""),
    ("gestures", "remove it: an onboarding scene plays its \"hint\""),
    ("duration", "remove it: the scene lasts until the hint ends, plus 0.5 s"),
    ("buttonContentPlacement", "remove it: the hint's blocks centre their content"),
    ("actionColorsFillRow", "remove it: the hint's blocks are as tall as the row"),
    ("departures", "remove it"),
    ("swipeRowY", "remove it: the hinted row sits where the rows put it"),
    ("visibleRect", "remove it"),
    ("cellHeight", "remove it: the hinted cell is as tall as its row"),
    ("tableStyle", "remove it: the hint plays on a plain table"),
    ("sections", "give the rows as \"rows\": the hint plays on a plain table"),
    ("rowSpacing", "remove it: the hint plays on rows that touch"),
    ("separatorStyle", "remove it, or give a row \"separator\": \"none\""),
  ]

  /// The keys of an action the hint's blocks show.
  private static let blockKeys = ["title", "image", "style", "backgroundColor", "textColor"]

  func onboardingScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> OnboardingScene {
    for (key, fix) in Self.swipeOnly {
      if let node = top[key] { throw Diagnostic(node, "\(key) is not used by onboarding scenes", fix: fix) }
    }
    var scene = OnboardingScene(
      name: name, summary: summary, config: OnboardingHint.Config(),
      direction: canvas.direction == .leftToRight ? .leftToRight : .rightToLeft)
    scene.renderingDefaults = canvas.rendering
    scene.typography = try typography(top)
    if let rowsNode = top["rows"] {
      scene.rows = try onboardingRows(rowsNode, top: top, canvas: canvas)
    } else {
      try checkDemoCanvas(canvas, top: top)
    }
    if let trailing = top["trailing"] { scene.actions = try rowActions(trailing) }
    if let hintNode = top["hint"] { try readHint(hintNode, into: &scene) }
    scene.darkColors = try top["darkColors"].map(darkColors) ?? [:]
    for (light, dark) in systemColors.dark where scene.darkColors[light] == nil { scene.darkColors[light] = dark }
    try checkPixels(scene.size, canvas: canvas, at: canvas.fields?.node ?? top["rows"] ?? top.node)
    return scene
  }

  /// The file's own table: its rows, the hinted row and the stage around them.
  private func onboardingRows(_ node: JSONNode, top: Fields, canvas: Canvas) throws -> OnboardingRows {
    let nodes = try node.array(count: 1...100, of: "rows")
    for rowNode in nodes {
      guard case .object(let object) = rowNode.value else { continue }
      for key in ["insets", "cornerRadius"] {
        if let value = object[key] {
          throw Diagnostic(value, "an onboarding row fills its slot square", fix: "remove \"\(key)\"")
        }
      }
    }
    let typography = try top["font"].map(font) ?? Typography()
    let width = canvas.width ?? Self.defaultWidth(canvas.chrome)
    let rows = try nodes.map(row).map { $0.sizedToContent(width: width, typography: typography) }
    let swipeRow = try top.integer("swipeRow", in: 0...(rows.count - 1)) ?? 0
    if ![.none, .phone].contains(canvas.chrome), let chrome = canvas.fields?["chrome"] {
      throw Diagnostic(
        chrome, "the \(canvas.chrome.rawValue) chrome does not carry the onboarding hint",
        fix: "use \"none\" or \"phone\": the hint needs rows that stay in place")
    }
    var stage = SwipeStage(
      chrome: canvas.chrome, title: canvas.title, height: canvas.height, lightPalette: canvas.tableColors,
      background: canvas.background)
    stage.statusBar = try statusBar(canvas)
    return OnboardingRows(
      rows: rows, swipeRow: swipeRow, width: canvas.width ?? Self.defaultWidth(canvas.chrome), stage: stage)
  }

  /// Throws when a file without rows shapes the demo table's fixed screen.
  private func checkDemoCanvas(_ canvas: Canvas, top: Fields) throws {
    if let node = top["swipeRow"] {
      throw Diagnostic(node, "swipeRow needs rows", fix: "add \"rows\", or remove it: the demo table's hint plays on its first row")
    }
    guard let fields = canvas.fields else { return }
    let screen = OnboardingDemoTable.canvasSize
    for (key, fixed) in [("width", screen.width), ("height", screen.height)] {
      if let node = fields[key], try node.number(.positivePoints(upTo: 100_000)) != fixed {
        throw Diagnostic(
          node, "the onboarding demo screen is \(JSONValue.exactNumber(fixed)) pt \(key == "width" ? "wide" : "tall")",
          fix: "remove \"\(key)\", or add \"rows\" to draw a table of your own")
      }
    }
    for key in ["chrome", "title", "tableColors", "background", "statusBar"] {
      if let node = fields[key], !(key == "chrome" && canvas.chrome == .none) {
        throw Diagnostic(
          node, "\(key) needs rows in an onboarding scene",
          fix: "add \"rows\" to draw a table of your own, or remove it: the demo screen has its own status bar")
      }
    }
  }

  /// Reads `hint`: the timings and the time of a tap that cancels the hint.
  private func readHint(_ node: JSONNode, into scene: inout OnboardingScene) throws {
    let hint = try Fields(node, keys: SceneFileKeys.hint, example: "{ \"initialDelay\": 1, \"duration\": 2.5 }")
    let base = OnboardingHint.Config()
    scene.config = OnboardingHint.Config(
      initialDelay: try hint.number("initialDelay", .seconds(), example: "1") ?? base.initialDelay,
      duration: try hint.number("duration", .seconds(), example: "2.5") ?? base.duration,
      halfwayDelay: try hint.number("halfwayDelay", .seconds(), example: "0.5") ?? base.halfwayDelay)
    if scene.config.halfwayDelay > scene.config.duration {
      throw Diagnostic(
        hint["halfwayDelay"] ?? node,
        "the halfway delay (\(JSONValue.exactNumber(scene.config.halfwayDelay)) s) is longer than the duration (\(JSONValue.exactNumber(scene.config.duration)) s)",
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
  }

  /// The hint's row actions: `{"actions": [{"title": …, "image": …, "style": …, "backgroundColor": …, "textColor": …}]}`.
  private func rowActions(_ node: JSONNode) throws -> [OnboardingHint.RowAction] {
    let side = try Fields(node, keys: SceneFileKeys.side, example: "{ \"actions\": [{ \"title\": \"Delete\" }] }")
    if let extra = side.object.members.first(where: { $0.key != "actions" }) {
      throw Diagnostic(
        extra.value, "\(extra.key) is not used by the onboarding hint", fix: "remove it: the hint takes only actions")
    }
    let actionsNode = try side.required("actions", example: "[{ \"title\": \"Delete\", \"style\": \"destructive\" }]")
    return try actionsNode.array(count: 1...8, of: "actions").map { element in
      let fields = try Fields(element, keys: SceneFileKeys.action, example: "{ \"title\": \"Delete\" }")
      if let extra = fields.object.members.first(where: { !Self.blockKeys.contains($0.key) }) {
        throw Diagnostic(
          extra.value, "\(extra.key) is not used by the onboarding hint",
          fix: "remove it: the hint's blocks take title, image, style, backgroundColor and textColor")
      }
      let picture = try fields["image"].map(image)
      let titleNode = picture == nil ? try fields.required("title", example: "\"Delete\"") : fields["title"]
      let style =
        try fields.choice("style", [("default", OnboardingHint.RowAction.Style.normal), ("destructive", .destructive)]) ?? .normal
      return OnboardingHint.RowAction(
        title: try titleNode?.string(example: "\"Delete\"") ?? "", style: style,
        backgroundColor: try fields["backgroundColor"].map(color), image: picture,
        textColor: try fields["textColor"].map(color) ?? .white)
    }
  }
}
