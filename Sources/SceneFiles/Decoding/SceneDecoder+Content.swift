import Drawing
import Layout
import SwipeScenes
import TextShaping

// A row's `content`: a tree of SwiftUI-style nodes (docs/scene-file.md,
// "Content"). A node is an object with exactly one node key — hstack, vstack,
// zstack, text, image, spacer, rectangle, circle, capsule, badge, toggle — its
// own keys, and any of the modifiers. A file cannot order modifiers, so they
// apply in one fixed order, innermost first: the text colour, padding, frame,
// background, cornerRadius, offset, opacity — so `padding` with `background`
// and `cornerRadius` draws a rounded chip, and `frame` with `background` fills
// the frame.

extension SceneDecoder {
  /// The node keys: exactly one of these names what a node is.
  static let contentNodeKeys = [
    "hstack", "vstack", "zstack", "text", "image", "spacer", "rectangle", "circle", "capsule", "badge", "toggle",
  ]
  /// The modifiers any node takes.
  static let contentModifierKeys = ["padding", "frame", "background", "foreground", "cornerRadius", "opacity", "offset"]
  /// The keys each node kind adds.
  static let contentNodeOwnKeys: [String: [String]] = [
    "hstack": ["spacing", "alignment"], "vstack": ["spacing", "alignment"], "zstack": ["alignment"],
    "text": ["font", "color", "lineLimit"], "image": ["size"],
  ]
  /// The deepest nesting of stacks a content tree may have.
  static let maximumContentDepth = 32

  /// A row whose `content` replaces the style's layout; the style's own keys have no effect there.
  func contentRow(_ content: JSONNode, _ fields: Fields) throws -> TableRow {
    for key in [
      "style", "title", "subtitle", "detail", "body", "image", "accessory", "accessories", "unread", "textProperties",
      "secondaryTextProperties", "imageProperties",
    ] {
      if let node = fields[key] {
        throw Diagnostic(
          node, "\(key) has no effect on a row with content: the content replaces the style's layout",
          fix: "remove \(key), or draw it inside the content")
      }
    }
    return TableRow(
      content: try contentNode(content), height: try fields.number("height", .positivePoints(upTo: 10_000), example: "72"),
      backgroundColor: try fields["backgroundColor"].map(color))
  }

  /// A content node and everything in it.
  func contentNode(_ node: JSONNode, depth: Int = 0) throws -> View {
    guard depth < Self.maximumContentDepth else {
      throw Diagnostic(node, "content is nested more than \(Self.maximumContentDepth) deep", fix: "flatten the stacks")
    }
    guard case .object(let object) = node.value else {
      throw node.wrongType("a content node", example: "{ \"text\": \"Hello\" }")
    }
    let kinds = Self.contentNodeKeys.filter { object[$0] != nil }
    guard kinds.count == 1, let kind = kinds.first, let value = object[kind] else {
      throw Diagnostic(
        node, kinds.isEmpty ? "a content node needs a node key" : "a content node has more than one node key (\(kinds.joined(separator: ", ")))",
        fix: "give exactly one of " + Self.contentNodeKeys.joined(separator: ", "))
    }
    let fields = try Fields(node, keys: [kind] + (Self.contentNodeOwnKeys[kind] ?? []) + Self.contentModifierKeys)
    var view = try contentBody(kind, value, fields, depth: depth)
    if kind == "text", let color = fields["color"] { view = view.modifier(.foreground(try self.color(color))) }
    return try modified(view, fields)
  }

  private func contentBody(_ kind: String, _ value: JSONNode, _ fields: Fields, depth: Int) throws -> View {
    func children() throws -> [View] {
      try value.array(count: 0...200, of: "content nodes", example: "[{ \"text\": \"Hello\" }]")
        .map { try contentNode($0, depth: depth + 1) }
    }
    let spacing = try fields.number("spacing", .points(upTo: 1000), example: "8")
    switch kind {
    case "hstack":
      let alignment = try fields.choice("alignment", VerticalAlignment.allCases.map { ($0.rawValue, $0) }) ?? .center
      return View(.hstack(try children(), alignment: alignment, spacing: spacing))
    case "vstack":
      let alignment = try fields.choice("alignment", HorizontalAlignment.allCases.map { ($0.rawValue, $0) }) ?? .center
      return View(.vstack(try children(), alignment: alignment, spacing: spacing))
    case "zstack":
      return View(.zstack(try children(), alignment: try fields.choice("alignment", Alignment.named) ?? .center))
    case "text":
      var view = View(.text(try value.string(example: "\"Hello\"")))
      if let font = fields["font"] { view = view.modifier(.font(try contentFont(font))) }
      if let limit = try fields.integer("lineLimit", in: 0...1000) { view = view.modifier(.lineLimit(limit == 0 ? nil : limit)) }
      return view
    case "image":
      let size = try fields["size"].map(contentSize)
      return View(.image(AnyImage(try image(value)), size: size))
    case "spacer":
      let spacer = try Fields(value, keys: ["minLength"], example: "{ \"minLength\": 8 }")
      return View(.spacer(minLength: try spacer.number("minLength", .points(upTo: 10_000), example: "8")))
    case "rectangle", "circle", "capsule":
      let shape = try Fields(value, keys: ["size"], example: "{ \"size\": [40, 40] }")
      return View(.shape(ShapeKind(rawValue: kind) ?? .rectangle, size: try shape["size"].map(contentSize)))
    case "badge":
      return View(.badge(try oneLine(value, what: "badge text")))
    default:
      return View(.toggle(try value.bool()))
    }
  }

  /// The modifiers of `fields` applied to `view` in the format's fixed order.
  private func modified(_ view: View, _ fields: Fields) throws -> View {
    var view = view
    if let node = fields["foreground"] { view = view.modifier(.foreground(try color(node))) }
    if let node = fields["padding"] { view = view.modifier(.padding(try contentPadding(node))) }
    if let node = fields["frame"] { view = view.modifier(try contentFrame(node)) }
    if let node = fields["background"] { view = view.modifier(.background(try color(node))) }
    if let radius = try fields.number("cornerRadius", .points(upTo: 10_000), example: "8") { view = view.modifier(.cornerRadius(radius)) }
    if let node = fields["offset"] {
      let values = try node.array(count: 2...2, of: "numbers", example: "[0, 2]")
      view = view.modifier(.offset(x: try values[0].number(.coordinate), y: try values[1].number(.coordinate)))
    }
    if let opacity = try fields.number("opacity", .factor(upTo: 1), example: "0.5") { view = view.modifier(.opacity(opacity)) }
    return view
  }

  /// `{ "size": pt, "weight": name }`; the weights iOS names map onto the bundled four.
  private func contentFont(_ node: JSONNode) throws -> SystemFont {
    let fields = try Fields(node, keys: ["size", "weight"], example: "{ \"size\": 15, \"weight\": \"semibold\" }")
    let weights: [(String, FontWeight)] = [
      ("ultraLight", .regular), ("thin", .regular), ("light", .regular), ("regular", .regular), ("medium", .medium),
      ("semibold", .semibold), ("bold", .bold), ("heavy", .bold), ("black", .bold),
    ]
    return .system(
      size: try fields.number("size", .positivePoints(upTo: 1000), example: "17") ?? 17,
      weight: try fields.choice("weight", weights) ?? .regular)
  }

  /// `[width, height]` in points.
  private func contentSize(_ node: JSONNode) throws -> Size {
    let values = try node.array(count: 2...2, of: "numbers", example: "[40, 40]")
    return Size(width: try values[0].number(.points()), height: try values[1].number(.points()))
  }

  /// A number of points on every side, or `{ "top", "leading", "bottom", "trailing" }`.
  private func contentPadding(_ node: JSONNode) throws -> EdgeInsets {
    if case .number = node.value { return EdgeInsets(try node.number(.points(upTo: 10_000))) }
    let fields = try Fields(node, keys: ["top", "leading", "bottom", "trailing"], example: "{ \"leading\": 8 }")
    func side(_ key: String) throws -> Double { try fields.number(key, .points(upTo: 10_000), example: "8") ?? 0 }
    return EdgeInsets(top: try side("top"), leading: try side("leading"), bottom: try side("bottom"), trailing: try side("trailing"))
  }

  /// A fixed frame (width, height) or a flexible one (min/max), with an alignment.
  private func contentFrame(_ node: JSONNode) throws -> Modifier {
    let keys = ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"]
    let fields = try Fields(node, keys: keys, example: "{ \"maxWidth\": \"infinity\" }")
    func length(_ key: String) throws -> Double? {
      guard let value = fields[key] else { return nil }
      if case .string(let text) = value.value {
        guard text == "infinity" else { throw Diagnostic(value, "unknown value \(Diagnostic.quoted(text))", fix: "write a number of points or \"infinity\"") }
        guard key.hasPrefix("max") else { throw Diagnostic(value, "\(key) cannot be infinity", fix: "give a number of points") }
        return .infinity
      }
      return try value.number(.points(upTo: 100_000))
    }
    let alignment = try fields.choice("alignment", Alignment.named) ?? .center
    let (width, height) = (try length("width"), try length("height"))
    let flexible = FlexibleFrame(
      minWidth: try length("minWidth"), maxWidth: try length("maxWidth"), minHeight: try length("minHeight"),
      maxHeight: try length("maxHeight"), alignment: alignment)
    let hasFlexible = [flexible.minWidth, flexible.maxWidth, flexible.minHeight, flexible.maxHeight].contains { $0 != nil }
    if hasFlexible, width != nil || height != nil {
      throw Diagnostic(node, "a frame is fixed (width, height) or flexible (min…, max…), not both", fix: "keep one kind")
    }
    return hasFlexible ? .flexibleFrame(flexible) : .frame(width: width, height: height, alignment: alignment)
  }
}
