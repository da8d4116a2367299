import Drawing
import SwipeScenes
import TextShaping

// `kind: stateAnimator` (docs/scene-file.md §14): a StateAnimator component of the file's own.
// Views come first (each id once, a parent before its subviews), then the transitions by name
// (SceneDecoder+Transitions), then the states, each a list of transition names, the initial
// state and the `setState` gestures. The scene lasts until the last group started has ended,
// plus one second, unless `duration` says otherwise.

extension SceneDecoder {
  func stateAnimatorScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> StateAnimatorScene {
    try checkComponentCanvas(canvas, kind: "stateAnimator")
    let size = Size(width: canvas.width ?? 390, height: canvas.height ?? 844)
    let viewsNode = try top.required("views", example: "[{ \"id\": \"card\", \"frame\": [20, 100, 335, 200] }]")
    let views = try self.views(viewsNode)
    let ids = views.map(\.id)
    let transitions = try top["transitions"].map { try TransitionTable(node: $0, views: ids, decoder: self) }
    let statesNode = try top.required("states", example: "{ \"expanded\": [\"card\"] }")
    guard case .object(let stateObject) = statesNode.value else {
      throw statesNode.wrongType("an object of state names to transition names", example: "{ \"expanded\": [\"card\"] }")
    }
    guard !stateObject.members.isEmpty else {
      throw Diagnostic(statesNode, "there are no states", fix: "name at least one state, e.g. { \"expanded\": [\"card\"] }")
    }
    let states = try stateObject.members.map { member in
      let names = try member.value.array(count: 0...1000, of: "transitions", example: "[\"card\", \"badge\"]")
      let list = try names.map { node -> StateAnimator.Transition in
        guard let table = transitions else {
          throw Diagnostic(node, "there are no transitions to name", fix: "add \"transitions\" that define it")
        }
        return try table.transition(named: node)
      }
      return StateAnimatorComponent.NamedState(member.key, list)
    }
    let stateNames = states.map(\.name)
    func stateName(_ node: JSONNode) throws -> String {
      let name = try node.string(example: "\"\(stateNames[0])\"")
      guard stateNames.contains(name) else {
        throw Diagnostic(
          node, "no state is named \(Diagnostic.quoted(name))", fix: Suggestion.fix(for: name, in: stateNames))
      }
      return name
    }
    let initial = try top["initialState"].map(stateName)
    let requests = try setStateGestures(top["gestures"], stateName: stateName)
    try checkScheduledWork(states: states, initialState: initial, requests: requests, at: top["gestures"] ?? top.node)
    var component = StateAnimatorComponent(
      size: size, views: views, states: states, initialState: initial, requests: requests)
    component.darkColors = try top["darkColors"].map(darkColors) ?? [:]
    for (light, dark) in systemColors.dark where component.darkColors[light] == nil { component.darkColors[light] = dark }
    let settled = component.playback.schedule.groups.map(\.end).max() ?? 0
    let duration =
      try top.number("duration", NumberRule(minimum: 0, maximum: 3600, excludesMinimum: true, unit: " s"))
      ?? Swift.max(settled, requests.map(\.time).max() ?? 0) + 1
    var scene = StateAnimatorScene(name: name, summary: summary, component: component, duration: duration)
    scene.renderingDefaults = canvas.rendering
    scene.typography = try typography(top)
    try checkPixels(size, canvas: canvas, at: canvas.fields?.node ?? top.node)
    return scene
  }

  /// The `setState` gestures: `[{ "setState": { "at": s, "state": name } }]`.
  private func setStateGestures(
    _ node: JSONNode?, stateName: (JSONNode) throws -> String
  ) throws -> [StateAnimatorComponent.Request] {
    guard let node else { return [] }
    return try node.array(count: 0...1000, of: "gestures").map { element in
      let (fields, gesture) = try componentGesture(element, allowed: ["setState"])
      _ = gesture
      return StateAnimatorComponent.Request(
        time: try fields.required("at", example: "0.5").number(.seconds(), example: "0.5"),
        state: try stateName(try fields.required("state", example: "\"expanded\"")))
    }
  }

  /// One gesture object of these kinds: its one key among `allowed`, and that key's fields.
  func componentGesture(_ element: JSONNode, allowed: [String]) throws -> (Fields, String) {
    let example = "{ \"\(allowed[0])\": { \"at\": 0.5 } }"
    guard case .object(let object) = element.value else { throw element.wrongType("an object", example: example) }
    guard object.members.count == 1, let member = object.members.first else {
      throw Diagnostic(
        element, "a gesture has exactly one key, found \(object.members.count)",
        fix: "write one of " + allowed.joined(separator: ", ") + ", e.g. \(example)")
    }
    guard allowed.contains(member.key) else {
      throw Diagnostic(
        at: member.keyPosition, path: element.path.appending(member.key), "unknown gesture",
        fix: Suggestion.fix(for: member.key, in: allowed))
    }
    let keys = SceneFileKeys.componentGestures.first { $0.name == member.key }?.keys ?? []
    return (try Fields(member.value, keys: keys, example: "{ \"at\": 0.5 }"), member.key)
  }

  /// The views, each id once and every parent listed before its subviews.
  private func views(_ node: JSONNode) throws -> [StateAnimator.View] {
    var ids: [String] = []
    return try node.array(count: 1...500, of: "views").map { element in
      let fields = try Fields(element, keys: SceneFileKeys.view, example: "{ \"id\": \"card\", \"frame\": [20, 100, 335, 200] }")
      let idNode = try fields.required("id", example: "\"card\"")
      let id = try idNode.string(example: "\"card\"")
      guard !id.isEmpty else { throw Diagnostic(idNode, "the id is empty", fix: "name the view, e.g. \"card\"") }
      guard !ids.contains(id) else {
        throw Diagnostic(idNode, "another view has the id \(Diagnostic.quoted(id))", fix: "give each view its own id")
      }
      var view = StateAnimator.View(id)
      if let parentNode = fields["parent"] {
        let parent = try parentNode.string(example: "\"card\"")
        guard ids.contains(parent) else {
          throw Diagnostic(
            parentNode, "no view before this one has the id \(Diagnostic.quoted(parent))",
            fix: ids.isEmpty ? "list the parent view first" : "list the parent first; " + Suggestion.fix(for: parent, in: ids))
        }
        view.parent = parent
      }
      ids.append(id)
      view.look = try look(fields, start: StateAnimator.ViewLook())
      if let mask = fields["autoresizingMask"] { view.autoresizingMask = try autoresizingMask(mask, hasParent: view.parent != nil) }
      view.content = try content(fields)
      return view
    }
  }

  /// The look a view or a change gives: every property key present, over `start`.
  func look(_ fields: Fields, start: StateAnimator.ViewLook) throws -> StateAnimator.ViewLook {
    try properties(fields).reduce(start) { look, property in property.applied(to: look) }
  }

  /// The view properties among `fields`' members, in the order the file gives them.
  func properties(_ fields: Fields) throws -> [StateAnimator.Property] {
    try fields.object.members.compactMap { member -> StateAnimator.Property? in
      let node = member.value
      switch member.key {
      case "frame": return .frame(try rect(node))
      case "alpha": return .alpha(try node.number(.factor(upTo: 1), example: "0.5"))
      case "hidden": return .isHidden(try node.bool())
      case "cornerRadius": return .cornerRadius(try node.number(.points(), example: "12"))
      case "backgroundColor": return .backgroundColor(try color(node))
      case "textColor": return .textColor(try color(node))
      case "shadow": return .shadow(try shadow(node))
      default: return nil
      }
    }
  }

  private func shadow(_ node: JSONNode) throws -> StateAnimator.Shadow {
    let fields = try Fields(node, keys: SceneFileKeys.shadow, example: "{ \"color\": \"#000000\", \"opacity\": 0.3, \"radius\": 8 }")
    let offset = try fields["offset"].map { try pair($0, .coordinate, example: "[0, 4]") } ?? (0, -3)
    return StateAnimator.Shadow(
      color: try fields["color"].map(color) ?? .black, opacity: try fields.number("opacity", .factor(upTo: 1)) ?? 0,
      offset: Size(width: offset.0, height: offset.1), radius: try fields.number("radius", .points(upTo: 1000)) ?? 3)
  }

  private func autoresizingMask(_ node: JSONNode, hasParent: Bool) throws -> StateAnimator.AutoresizingMask {
    guard hasParent else {
      throw Diagnostic(node, "a view of the canvas does not autoresize", fix: "give the view a \"parent\", or remove it")
    }
    let named = StateAnimator.AutoresizingMask.named.map { ($0.name, $0.option) }
    return try node.array(count: 0...6, of: "options", example: "[\"flexibleWidth\", \"flexibleHeight\"]")
      .reduce(into: StateAnimator.AutoresizingMask()) { $0.formUnion(try $1.choice(named)) }
  }

  /// What a view shows: at most one of `label`, `textView`, `image` and `content`.
  private func content(_ fields: Fields) throws -> StateAnimator.ViewContent {
    let given = ["label", "textView", "image", "content"].compactMap { key in fields[key].map { (key, $0) } }
    if given.count > 1 {
      throw Diagnostic(
        given[1].1, "a view shows one of label, textView, image and content; this one has \(given[0].0) too",
        fix: "keep one, or put the other in a subview")
    }
    guard let (key, node) = given.first else { return .none }
    switch key {
    case "label": return .label(try text(node, lines: 1))
    case "textView": return .textView(try text(node, lines: 0))
    case "image": return .picture(try picture(node))
    default: return .content(try contentNode(node))
    }
  }

  private func text(_ node: JSONNode, lines: Int) throws -> StateAnimator.Text {
    let fields = try Fields(node, keys: SceneFileKeys.text, example: "{ \"text\": \"New York\" }")
    var text = StateAnimator.Text(
      try fields.required("text", example: "\"New York\"").string(), numberOfLines: try fields.integer("numberOfLines", in: 0...10_000) ?? lines)
    if let font = fields["font"] {
      let spec = try Fields(font, keys: SceneFileKeys.font, example: "{ \"size\": 17, \"weight\": \"bold\" }")
      text.fontSize = try spec.number("size", .positivePoints(upTo: 500), example: "17") ?? text.fontSize
      let weights: [(String, FontWeight)] = [("regular", .regular), ("medium", .medium), ("semibold", .semibold), ("bold", .bold)]
      text.weight = try spec.choice("weight", weights) ?? .regular
    }
    let alignments: [(String, TextLayout.Alignment)] = [("natural", .natural), ("left", .left), ("center", .center), ("right", .right)]
    text.alignment = try fields.choice("alignment", alignments) ?? .natural
    return text
  }
}
