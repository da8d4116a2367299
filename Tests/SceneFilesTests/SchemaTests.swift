import SwipeScenes
import Testing

@testable import SceneFiles

/// The JSON Schema describes exactly the keys the decoder accepts, each with a description.
struct SchemaTests {
  let root: JSONNode

  init() throws {
    root = try JSONParser.parse(Array(SceneFile.schema.utf8))
  }

  /// The node at a path of keys and indices.
  func node(_ steps: [JSONPathComponent]) throws -> JSONNode {
    var current = root
    for step in steps {
      switch (step, current.value) {
      case (.key(let key), .object(let object)):
        guard let next = object[key] else { throw Failure("no \(key) at \(current.path)") }
        current = next
      case (.index(let index), .array(let elements)) where elements.indices.contains(index):
        current = elements[index]
      default: throw Failure("cannot follow \(step) at \(current.path)")
      }
    }
    return current
  }

  func keys(of steps: [JSONPathComponent]) throws -> [String] {
    guard case .object(let properties) = try node(steps + [.key("properties")]).value else { throw Failure("no properties") }
    return properties.members.map(\.key)
  }

  static func def(_ name: String, _ more: JSONPathComponent...) -> [JSONPathComponent] {
    [.key("$defs"), .key(name)] + more
  }

  @Test func isDraft202012() throws {
    guard case .string(let dialect) = try node([.key("$schema")]).value else { throw Failure("no $schema") }
    #expect(dialect == "https://json-schema.org/draft/2020-12/schema")
  }

  /// For every object the decoder reads, the schema lists the same keys.
  @Test func propertiesAreTheAcceptedKeys() throws {
    let def = Self.def
    let pairs: [([JSONPathComponent], [String])] =
      [
        ([], SceneFileKeys.document),
        (def("canvas"), SceneFileKeys.canvas),
        (def("tableColors"), SceneFileKeys.tableColors),
        (def("row"), SceneFileKeys.row),
        (def("side"), SceneFileKeys.side),
        (def("action"), SceneFileKeys.action),
        (def("action", .key("properties"), .key("font")), SceneFileKeys.font),
        (def("image", .key("oneOf"), .index(1)), SceneFileKeys.image),
        (def("expansionStyle", .key("oneOf"), .index(2)), SceneFileKeys.expansionStyle),
        (
          def(
            "expansionStyle", .key("oneOf"), .index(2), .key("properties"), .key("completionAnimation"), .key("oneOf"), .index(1)),
          SceneFileKeys.completionAnimation
        ),
        (
          def(
            "expansionStyle", .key("oneOf"), .index(2), .key("properties"), .key("completionAnimation"), .key("oneOf"), .index(1),
            .key("properties"), .key("fill")),
          SceneFileKeys.fillOptions
        ),
        (def("side", .key("properties"), .key("expansionDelegate"), .key("oneOf"), .index(2)), SceneFileKeys.scaleAndAlpha),
        (
          def("action", .key("properties"), .key("transitionDelegate"), .key("oneOf"), .index(2)),
          SceneFileKeys.transitionDelegate
        ),
        (
          def(
            "action", .key("properties"), .key("transitionDelegate"), .key("oneOf"), .index(2), .key("properties"), .key("scale")),
          SceneFileKeys.scaleTransition
        ),
        (def("color", .key("oneOf"), .index(2)), SceneFileKeys.colorComponents),
        ([.key("properties"), .key("buttonContentPlacement"), .key("oneOf"), .index(1)], SceneFileKeys.buttonContentPlacement),
        (def("hint"), SceneFileKeys.hint),
        (def("side", .key("properties"), .key("buttonInsets"), .key("oneOf"), .index(1)), SceneFileKeys.buttonInsets),
        (def("gesture"), SceneFileKeys.gestureNames),
        (def("tableSection"), SceneFileKeys.tableSection),
        (def("row", .key("properties"), .key("insets")), SceneFileKeys.rowInsets),
        (def("row", .key("properties"), .key("separator"), .key("oneOf"), .index(1)), SceneFileKeys.rowSeparator),
        (def("textProperties"), SceneFileKeys.textProperties),
        (def("textProperties", .key("properties"), .key("font")), SceneFileKeys.font),
        (def("row", .key("properties"), .key("imageProperties")), SceneFileKeys.imageProperties),
        (def("view"), SceneFileKeys.view),
        (def("shadow"), SceneFileKeys.shadow),
        (def("viewText"), SceneFileKeys.text),
        (def("picture", .key("oneOf"), .index(1)), SceneFileKeys.picture),
        (def("transition"), SceneFileKeys.transition),
        (def("transition", .key("properties"), .key("animation")), SceneFileKeys.animation),
        (def("change"), SceneFileKeys.change),
        (def("setState", .key("properties"), .key("setState")), SceneFileKeys.componentGestures[0].keys),
        (def("grid"), SceneFileKeys.grid),
        (def("grid", .key("properties"), .key("cell")), SceneFileKeys.gridCell),
        (def("grid", .key("properties"), .key("sections"), .key("items")), SceneFileKeys.gridSection),
        (
          def("grid", .key("properties"), .key("sections"), .key("items"), .key("properties"), .key("items"), .key("items")),
          SceneFileKeys.item
        ),
        ([.key("properties"), .key("preview")], SceneFileKeys.preview),
        (def("previewGesture"), ["open", "page", "close"]),
      ] + SceneFileKeys.componentGestures.dropFirst().map { (def("previewGesture", .key("properties"), .key($0.name)), $0.keys) } + SceneFileKeys.gestures.map { (def("gesture", .key("properties"), .key($0.name)), $0.keys) }
    for (steps, expected) in pairs {
      #expect(try keys(of: steps) == expected, "\(JSONPath(components: steps))")
    }
    // Targets and triggers are one-key objects, one per alternative.
    for (name, expected) in [("target", SceneFileKeys.target), ("additionalTriggers", SceneFileKeys.trigger)] {
      var steps = Self.def("expansionStyle", .key("oneOf"), .index(2), .key("properties"), .key(name))
      if name == "additionalTriggers" { steps.append(.key("items")) }
      let alternatives = try node(steps + [.key("oneOf")]).array()
      let found = try alternatives.indices.flatMap { try keys(of: steps + [.key("oneOf"), .index($0)]) }
      #expect(found == expected)
    }
  }

  /// Every object closes its properties and every property says what it is, itself or through its definition.
  @Test func closedAndDescribed() throws {
    var undescribed: [String] = []
    var open: [String] = []
    func describes(_ node: JSONNode) -> Bool {
      guard case .object(let object) = node.value else { return true }
      if object["description"] != nil { return true }
      if case .string(let ref) = object["$ref"]?.value, ref.hasPrefix("#/$defs/"),
        let target = try? self.node([.key("$defs"), .key(String(ref.dropFirst(8)))]),
        case .object(let definition) = target.value
      {
        return definition["description"] != nil || ["points", "coordinate"].contains(String(ref.dropFirst(8)))
      }
      return false
    }
    func walk(_ node: JSONNode) {
      switch node.value {
      case .object(let object):
        if case .object(let properties) = object["properties"]?.value {
          if case .bool(false) = object["additionalProperties"]?.value {} else { open.append(node.path.description) }
          for member in properties.members where !describes(member.value) { undescribed.append(member.value.path.description) }
        }
        // `if` is a condition on the kind, not a description of keys.
        for member in object.members where member.key != "if" { walk(member.value) }
      case .array(let elements): elements.forEach(walk)
      default: break
      }
    }
    walk(root)
    #expect(open == [])
    #expect(undescribed == [])
  }

  /// Enums that follow the model list exactly what it has.
  @Test func enumsFollowTheModel() throws {
    func strings(_ steps: [JSONPathComponent]) throws -> [String] {
      try node(steps).array().compactMap { if case .string(let text) = $0.value { text } else { nil } }
    }
    #expect(
      try strings(Self.def("row", .key("properties"), .key("style"), .key("enum"))) == TableRow.Style.allCases.map(\.rawValue))
    #expect(
      try strings(Self.def("side", .key("properties"), .key("transitionStyle"), .key("enum")))
        == SwipeTransitionStyle.allCases.map(\.rawValue))
    #expect(
      try strings(Self.def("row", .key("properties"), .key("accessory"), .key("enum")))
        == TableRow.Accessory.allCases.map(\.rawValue))
    #expect(
      try strings(Self.def("canvas", .key("properties"), .key("chrome"), .key("enum")))
        == SwipeStage.Chrome.allCases.map(\.rawValue))
    #expect(try strings(Self.def("color", .key("oneOf"), .index(1), .key("enum"))) == SystemColor.names)
    #expect(
      try strings(Self.def("side", .key("properties"), .key("buttonShape"), .key("enum")))
        == SwipeButtonShape.allCases.map(\.rawValue))
    let glyphs = try strings(Self.def("image", .key("oneOf"), .index(0), .key("enum")))
    #expect(Set(ActionGlyph.names).isSubset(of: Set(glyphs)))
  }
}
