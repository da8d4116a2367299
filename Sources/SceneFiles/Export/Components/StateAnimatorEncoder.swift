import Drawing
import JSONText
import SwipeScenes
import TextShaping

// A StateAnimator scene as a scene file, for `scene export`. Views are written with the look they
// have before the initial state, leaving out the defaults (a zero frame, opaque, shown, square,
// clear, black text, no shadow). Every transition a state reaches, through `nested` and `after`
// too, is written once under its name, in the order the states first reach it; two different
// transitions of one name get the second a numbered name, since a file names each once.

/// Writes StateAnimator scenes as ordered JSON.
struct StateAnimatorEncoder {
  let scene: StateAnimatorScene

  /// The whole document.
  func document() -> JSONValue {
    let component = scene.component
    let table = TransitionNames(component.states.flatMap(\.transitions))
    var members = ComponentEncoding.head(name: scene.name, summary: scene.summary, kind: "stateAnimator")
    members.append(("canvas", ComponentEncoding.canvas(component.size, scene.renderingDefaults)))
    members.append(("views", .array(component.views.map(view))))
    members.append(("transitions", .object(JSONObject(table.entries.map { ($0.name, transition($0.transition, table)) }))))
    members.append(("states", .object(JSONObject(component.states.map { ($0.name, .array($0.transitions.map { .string(table.name(of: $0)) })) }))))
    if let initial = component.initialState { members.append(("initialState", .string(initial))) }
    if !component.requests.isEmpty {
      members.append(
        (
          "gestures",
          .array(
            component.requests.map {
              .object([("setState", .object([("at", .number($0.time)), ("state", .string($0.state))]))])
            })
        ))
    }
    members += ComponentEncoding.tail(
      duration: scene.duration, rendering: scene.renderingDefaults, darkColors: component.darkColors)
    return .object(JSONObject(members))
  }

  private func view(_ view: StateAnimator.View) -> JSONValue {
    var members: [(String, JSONValue)] = [("id", .string(view.id))]
    if let parent = view.parent { members.append(("parent", .string(parent))) }
    let look = view.look, plain = StateAnimator.ViewLook()
    if look.frame != plain.frame { members.append(("frame", ComponentEncoding.frame(look.frame))) }
    if look.backgroundColor != plain.backgroundColor { members.append(("backgroundColor", ColorSyntax.json(look.backgroundColor))) }
    if look.cornerRadius != plain.cornerRadius { members.append(("cornerRadius", .number(look.cornerRadius))) }
    if look.alpha != plain.alpha { members.append(("alpha", .number(look.alpha))) }
    if look.isHidden { members.append(("hidden", .bool(true))) }
    if look.shadow != plain.shadow { members.append(("shadow", Self.shadowJSON(look.shadow))) }
    if look.textColor != plain.textColor { members.append(("textColor", ColorSyntax.json(look.textColor))) }
    switch view.content {
    case .none: break
    case .picture(let picture): members.append(("image", ComponentEncoding.picture(picture)))
    case .label(let text): members.append(("label", self.text(text, lines: 1)))
    case .textView(let text): members.append(("textView", self.text(text, lines: 0)))
    case .content(let content): members.append(("content", SceneEncoder.node(content)))
    }
    if !view.autoresizingMask.isEmpty {
      let names = StateAnimator.AutoresizingMask.named.filter { view.autoresizingMask.contains($0.option) }
      members.append(("autoresizingMask", .array(names.map { .string($0.name) })))
    }
    return .object(JSONObject(members))
  }

  private func text(_ text: StateAnimator.Text, lines: Int) -> JSONValue {
    var font: [(String, JSONValue)] = [("size", .number(text.fontSize))]
    if text.weight != .regular { font.append(("weight", .string(text.weight.rawValue.lowercased()))) }
    var members: [(String, JSONValue)] = [("text", .string(text.string)), ("font", .object(JSONObject(font)))]
    let alignments: [TextLayout.Alignment: String] = [.natural: "natural", .left: "left", .center: "center", .right: "right"]
    if text.alignment != .natural { members.append(("alignment", .string(alignments[text.alignment] ?? "natural"))) }
    if text.numberOfLines != lines { members.append(("numberOfLines", .number(Double(text.numberOfLines)))) }
    return .object(JSONObject(members))
  }

  static func shadowJSON(_ shadow: StateAnimator.Shadow) -> JSONValue {
    .object([
      ("color", ColorSyntax.json(shadow.color)), ("opacity", .number(shadow.opacity)), ("radius", .number(shadow.radius)),
      ("offset", .array([.number(shadow.offset.width), .number(shadow.offset.height)])),
    ])
  }

  private func transition(_ transition: StateAnimator.Transition, _ table: TransitionNames) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if !transition.before.isEmpty { members.append(("before", changes(transition.before))) }
    members.append(("endState", changes(transition.endState)))
    if !transition.after.isEmpty { members.append(("after", .array(transition.after.map { .string(table.name(of: $0)) }))) }
    if !transition.nested.isEmpty { members.append(("nested", .array(transition.nested.map { .string(table.name(of: $0)) }))) }
    let details = transition.details
    if details != StateAnimator.AnimationDetails() {
      var animation: [(String, JSONValue)] = []
      switch details.curve {
      case .linear: animation.append(("curve", .string("linear")))
      case .bezier(let bezier):
        let name = details.curveName
        animation.append(
          ("curve", name.hasPrefix("bezier") ? .array([bezier.x1, bezier.y1, bezier.x2, bezier.y2].map(JSONValue.number)) : .string(name)))
      }
      animation.append(("duration", .number(details.duration)))
      if details.delayFactor != 0 { animation.append(("delayFactor", .number(details.delayFactor))) }
      members.append(("animation", .object(JSONObject(animation))))
    }
    return .object(JSONObject(members))
  }

  /// The changes, a view's properties split into several changes where one repeats, since an
  /// object names each key once.
  private func changes(_ changes: [StateAnimator.ViewChange]) -> JSONValue {
    var out: [JSONValue] = []
    for change in changes {
      var members: [(String, JSONValue)] = [("view", .string(change.view))]
      for property in change.properties {
        let member = Self.member(property)
        if members.contains(where: { $0.0 == member.0 }) {
          out.append(.object(JSONObject(members)))
          members = [("view", .string(change.view))]
        }
        members.append(member)
      }
      out.append(.object(JSONObject(members)))
    }
    return .array(out)
  }

  private static func member(_ property: StateAnimator.Property) -> (String, JSONValue) {
    switch property {
    case .frame(let rect): ("frame", ComponentEncoding.frame(rect))
    case .alpha(let value): ("alpha", .number(value))
    case .isHidden(let value): ("hidden", .bool(value))
    case .cornerRadius(let value): ("cornerRadius", .number(value))
    case .textColor(let color): ("textColor", ColorSyntax.json(color))
    case .shadow(let shadow): ("shadow", StateAnimatorEncoder.shadowJSON(shadow))
    case .backgroundColor(let color): ("backgroundColor", ColorSyntax.json(color))
    }
  }
}
