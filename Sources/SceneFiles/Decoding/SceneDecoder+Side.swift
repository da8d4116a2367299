import Drawing
import SwipeScenes

// A side: SwipeOptions and its actions (docs/scene-file.md §5).
//
// The side's background defaults to the first action's colour, as the format
// says (docs/scene-file.md §5), except around rounded buttons, where it is the
// row's (§8), and behind circles, where it is SwipeCellKit's actions-view
// background, since the action colours go to the discs. When that action has no colour of its own, its colour is its style's
// system colour, which differs by appearance: the side then takes the light
// value, and the scene's dark colours gain the dark value of the same system
// colour (as for any system colour the file names), so both appearances match
// the action.

extension SceneDecoder {
  /// The transition styles format version 1 defines.
  static let transitionStyleNames = ["border", "drag", "reveal", "static", "clipCenter", "rotate3D"]

  func side(_ node: JSONNode) throws -> SwipeSide {
    let fields = try Fields(node, keys: SceneFileKeys.side, example: "{ \"actions\": [{ \"title\": \"Delete\" }] }")
    let actionsNode = try fields.required("actions", example: "[{ \"title\": \"Delete\", \"style\": \"destructive\" }]")
    let actions = try actionsNode.array(count: 1...8, of: "actions").map(action)
    let toggled = try fields["toggledActions"].map { try $0.array(count: 1...8, of: "actions").map(action) }
    var options = SwipeOptions()
    let styles = SwipeTransitionStyle.allCases.map { ($0.rawValue, $0) }
    options.transitionStyle =
      try fields.choice(
        "transitionStyle", styles, unsupported: Self.transitionStyleNames.filter { SwipeTransitionStyle(rawValue: $0) == nil })
      ?? .border
    if let style = fields["expansionStyle"], !style.isNull { options.expansionStyle = try expansionStyle(style) }
    if let delegate = fields["expansionDelegate"], !delegate.isNull {
      options.expansionDelegate = try expansionDelegate(delegate)
    }
    try buttonShape(fields, into: &options)
    try mgswipe(fields, actionCount: actions.count, into: &options)
    if let color = fields["backgroundColor"] {
      options.backgroundColor = color.isNull ? nil : try self.color(color)
    } else if options.buttonShape == .rectangle, options.mgswipe == nil, let first = actions.first {
      if let color = first.backgroundColor {
        options.backgroundColor = color
      } else {
        let light = first.resolvedBackgroundColor(.light)
        options.backgroundColor = light
        systemColors.dark[light] = first.resolvedBackgroundColor(.dark)
      }
    }
    options.buttonSpacing = try fields.number("buttonSpacing", .points(), example: "8")
    options.buttonPadding = try fields.number("buttonPadding", .points(), example: "8")
    options.minimumButtonWidth = try fields.number("minimumButtonWidth", .points(), example: "74")
    options.maximumButtonWidth = try fields.number("maximumButtonWidth", .points(), example: "120")
    options.buttonVerticalAlignment =
      try fields.choice("buttonVerticalAlignment", SwipeVerticalAlignment.allCases.map { ($0.rawValue, $0) })
      ?? .centerFirstBaseline
    return SwipeSide(actions: actions, options: options, toggledActions: toggled)
  }

  /// Reads `buttonShape`, `cornerRadius` and `buttonInsets` into `options`; the last two go with rounded buttons only.
  private func buttonShape(_ fields: Fields, into options: inout SwipeOptions) throws {
    options.buttonShape =
      try fields.choice("buttonShape", SwipeButtonShape.allCases.map { ($0.rawValue, $0) }) ?? .rectangle
    let rounded = options.buttonShape == .roundedRectangle
    if let radius = fields["cornerRadius"] {
      options.cornerRadius = try radius.number(.points(), example: "12")
      if !rounded {
        throw Diagnostic(
          radius, "cornerRadius applies only to rounded buttons", fix: "remove it, or set \"buttonShape\": \"roundedRectangle\"")
      }
    }
    if let insets = fields["buttonInsets"] {
      if case .object = insets.value {
        let inner = try Fields(insets, keys: SceneFileKeys.buttonInsets, example: "{ \"top\": 8, \"between\": 4 }")
        func inset(_ key: String) throws -> Double {
          try inner.number(key, .points(), example: "8") ?? SwipeOptions.defaultButtonInsets.top
        }
        options.buttonInsets = SwipeButtonInsets(
          top: try inset("top"), left: try inset("left"), bottom: try inset("bottom"), right: try inset("right"),
          between: try inset("between"))
      } else {
        options.buttonInsets = SwipeButtonInsets(try insets.number(.points(), example: "8"))
      }
      if !rounded {
        throw Diagnostic(
          insets, "buttonInsets applies only to rounded buttons", fix: "remove it, or set \"buttonShape\": \"roundedRectangle\"")
      }
    }
  }

  // MARK: - Expansion

  private func expansionStyle(_ node: JSONNode) throws -> SwipeExpansionStyle {
    if case .string = node.value {
      return try node.choice([
        ("selection", SwipeExpansionStyle.selection), ("destructive", .destructive),
        ("destructiveAfterFill", .destructiveAfterFill), ("fill", .fill),
      ])
    }
    let fields = try Fields(node, keys: SceneFileKeys.expansionStyle, example: "\"destructive\"")
    let targetNode = try fields.required("target", example: "{ \"edgeInset\": 30 }")
    var style = SwipeExpansionStyle(target: try target(targetNode))
    if let triggers = fields["additionalTriggers"] {
      style.additionalTriggers = try triggers.array(count: 0...8, of: "triggers").map(trigger)
    }
    style.elasticOverscroll = try fields.bool("elasticOverscroll") ?? false
    if let completion = fields["completionAnimation"] { style.completionAnimation = try completionAnimation(completion) }
    style.minimumTargetOverscroll = try fields.number("minimumTargetOverscroll", .points(), example: "20") ?? 20
    style.targetOverscrollElasticity =
      try fields.number("targetOverscrollElasticity", .factor(upTo: 10), example: "0.2") ?? 0.2
    return style
  }

  /// An object with exactly one of `keys`, and that key's value.
  private func single(_ node: JSONNode, keys: [String], example: String) throws -> (String, JSONNode) {
    let fields = try Fields(node, keys: keys, example: example)
    guard fields.object.members.count == 1, let member = fields.object.members.first else {
      throw Diagnostic(node, "expected exactly one of " + keys.joined(separator: ", "), fix: "write e.g. \(example)")
    }
    return (member.key, member.value)
  }

  private func target(_ node: JSONNode) throws -> SwipeExpansionStyle.Target {
    let (key, value) = try single(node, keys: SceneFileKeys.target, example: "{ \"edgeInset\": 30 }")
    if key == "percentage" { return .percentage(try value.number(.factor(upTo: 10), example: "0.5")) }
    return .edgeInset(try value.number(.points(upTo: 100_000), example: "30"))
  }

  private func trigger(_ node: JSONNode) throws -> SwipeExpansionStyle.Trigger {
    let (key, value) = try single(node, keys: SceneFileKeys.trigger, example: "{ \"touchThreshold\": 0.8 }")
    if key == "touchThreshold" { return .touchThreshold(try value.number(.factor(upTo: 1), example: "0.8")) }
    return .overscroll(try value.number(.points(upTo: 100_000), example: "20"))
  }

  private func completionAnimation(_ node: JSONNode) throws -> SwipeExpansionStyle.CompletionAnimation {
    if case .string = node.value { return try node.choice([("bounce", .bounce)]) }
    let fields = try Fields(node, keys: SceneFileKeys.completionAnimation, example: "\"bounce\"")
    let fill = try Fields(
      try fields.required("fill", example: "{ \"autoFulfillmentStyle\": \"delete\", \"timing\": \"with\" }"),
      keys: SceneFileKeys.fillOptions)
    let auto: ExpansionFulfillmentStyle?
    if let style = fill["autoFulfillmentStyle"], !style.isNull {
      auto = try style.choice([("delete", .delete), ("reset", .reset)])
    } else {
      auto = nil
    }
    let timing = try fill.choice("timing", [("with", SwipeExpansionStyle.HandlerInvocationTiming.with), ("after", .after)])
    return .fill(SwipeExpansionStyle.FillOptions(autoFulfillmentStyle: auto, timing: timing ?? .with))
  }

  private func expansionDelegate(_ node: JSONNode) throws -> any SwipeExpanding {
    if case .string = node.value { return try node.choice([("scaleAndAlpha", ScaleAndAlphaExpansion.default)]) }
    let fields = try Fields(node, keys: SceneFileKeys.scaleAndAlpha, example: "\"scaleAndAlpha\"")
    let base = ScaleAndAlphaExpansion.default
    return ScaleAndAlphaExpansion(
      duration: try fields.number("duration", .seconds(upTo: 60), example: "0.15") ?? base.duration,
      scale: try fields.number("scale", .factor(upTo: 10), example: "0.8") ?? base.scale,
      interButtonDelay: try fields.number("interButtonDelay", .seconds(upTo: 60), example: "0.1") ?? base.interButtonDelay)
  }
}
