import SwipeScenes

// A StateAnimator file's `transitions` object: name → transition, whose `after` and `nested`
// lists name other transitions. A transition is a value holding the ones it names, so names are
// resolved depth first, each once; a name met again while it is still being resolved closes a
// cycle, which would start transitions without end, and is refused at the name that closes it.
// The resolution recurses once per link of an `after` or `nested` chain, so chains are at most
// ``maximumTransitionChain`` long, and a file defines at most ``maximumTransitions`` transitions
// (docs/scene-file.md §14).

extension SceneDecoder {
  /// The transitions of a file, resolved on demand by name.
  final class TransitionTable {
    let decoder: SceneDecoder
    /// The views' ids, which changes must name.
    let views: [String]
    /// The transitions' definitions by name, in file order.
    let definitions: [(name: String, node: JSONNode)]
    /// The transitions resolved so far.
    private var resolved: [String: StateAnimator.Transition] = [:]
    /// The longest chain of after and nested transitions each resolved transition starts, itself included.
    private var chainLengths: [String: Int] = [:]
    /// The names being resolved, outermost first.
    private var resolving: [String] = []

    init(node: JSONNode, views: [String], decoder: SceneDecoder) throws {
      guard case .object(let object) = node.value else {
        throw node.wrongType("an object of transition names to transitions", example: "{ \"card\": { \"endState\": […] } }")
      }
      guard object.members.count <= SceneDecoder.maximumTransitions else {
        throw Diagnostic(
          node, "too many transitions: \(object.members.count), over the limit of \(SceneDecoder.maximumTransitions)",
          fix: "define at most \(SceneDecoder.maximumTransitions) transitions")
      }
      self.decoder = decoder
      self.views = views
      self.definitions = object.members.map { ($0.key, $0.value) }
      for definition in definitions { _ = try transition(definition.name, definition.node) }
    }

    /// The transition a string value names.
    func transition(named node: JSONNode) throws -> StateAnimator.Transition {
      let name = try node.string(example: "\"card\"")
      guard let definition = definitions.first(where: { $0.name == name }) else {
        throw Diagnostic(
          node, "no transition is named \(Diagnostic.quoted(name))",
          fix: Suggestion.fix(for: name, in: definitions.map(\.name)))
      }
      if let done = resolved[name] { return done }
      guard resolving.count < SceneDecoder.maximumTransitionChain else {
        throw Diagnostic(
          node, "\(Diagnostic.quoted(resolving[0])) starts a chain of more than \(resolving.count) after and nested "
            + "transitions, over the limit of \(SceneDecoder.maximumTransitionChain)",
          fix: "start the later transitions from a gesture's setState instead of chaining them")
      }
      if resolving.contains(name) {
        let cycle = (resolving.drop { $0 != name } + [name]).joined(separator: " → ")
        throw Diagnostic(
          node, "the transitions form a cycle: \(cycle)",
          fix: "remove \(Diagnostic.quoted(name)) from this list: a transition cannot lead back to itself")
      }
      return try transition(name, definition.node)
    }

    private func transition(_ name: String, _ node: JSONNode) throws -> StateAnimator.Transition {
      if let done = resolved[name] { return done }
      resolving.append(name)
      defer { resolving.removeLast() }
      let fields = try Fields(node, keys: SceneFileKeys.transition, example: "{ \"endState\": [{ \"view\": \"card\", \"alpha\": 1 }] }")
      var transition = StateAnimator.Transition(
        name: name, before: try changes(fields["before"]),
        endState: try changes(try fields.required("endState", example: "[{ \"view\": \"card\", \"alpha\": 1 }]")))
      transition.details = try fields["animation"].map(details) ?? StateAnimator.AnimationDetails()
      transition.nested = try names(fields["nested"])
      transition.after = try names(fields["after"])
      let length = 1 + (transition.nested + transition.after).map { chainLengths[$0.name] ?? 0 }.reduce(0, Swift.max)
      guard length <= SceneDecoder.maximumTransitionChain else {
        throw Diagnostic(
          node, "\(Diagnostic.quoted(name)) starts a chain of \(length) after and nested transitions, over the limit of "
            + "\(SceneDecoder.maximumTransitionChain)",
          fix: "start the later transitions from a gesture's setState instead of chaining them")
      }
      chainLengths[name] = length
      resolved[name] = transition
      return transition
    }

    private func names(_ node: JSONNode?) throws -> [StateAnimator.Transition] {
      guard let node else { return [] }
      return try node.array(count: 0...1000, of: "transitions", example: "[\"badge\"]").map(transition(named:))
    }

    private func changes(_ node: JSONNode?) throws -> [StateAnimator.ViewChange] {
      guard let node else { return [] }
      return try node.array(count: 0...1000, of: "changes", example: "[{ \"view\": \"card\", \"alpha\": 1 }]").map { element in
        let fields = try Fields(element, keys: SceneFileKeys.change, example: "{ \"view\": \"card\", \"alpha\": 1 }")
        let viewNode = try fields.required("view", example: "\"\(views[0])\"")
        let view = try viewNode.string(example: "\"\(views[0])\"")
        guard views.contains(view) else {
          throw Diagnostic(viewNode, "no view has the id \(Diagnostic.quoted(view))", fix: Suggestion.fix(for: view, in: views))
        }
        let properties = try decoder.properties(fields)
        guard !properties.isEmpty else {
          throw Diagnostic(
            element, "this change sets nothing", fix: "add a property to set, e.g. \"alpha\": 1, or remove the change")
        }
        return StateAnimator.ViewChange(view, properties)
      }
    }

    private func details(_ node: JSONNode) throws -> StateAnimator.AnimationDetails {
      let fields = try Fields(node, keys: SceneFileKeys.animation, example: "{ \"curve\": \"easeInOut\", \"duration\": 0.3 }")
      var details = StateAnimator.AnimationDetails()
      if let curve = fields["curve"] { details.curve = try self.curve(curve) }
      details.duration = try fields.number("duration", .seconds(), example: "0.3") ?? 0
      details.delayFactor = try fields.number("delayFactor", .factor(upTo: 1), example: "0.5") ?? 0
      return details
    }

    private func curve(_ node: JSONNode) throws -> TimingCurve {
      if case .array = node.value {
        let values = try node.array(count: 4...4, of: "control point coordinates", example: "[0.25, 0.1, 0.25, 1]")
        let x1 = try values[0].number(.factor(upTo: 1)), y1 = try values[1].number(.coordinate)
        let x2 = try values[2].number(.factor(upTo: 1)), y2 = try values[3].number(.coordinate)
        return .bezier(CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2))
      }
      return try node.choice([
        ("linear", TimingCurve.linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
      ])
    }
  }
}
