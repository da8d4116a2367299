import Drawing
import JSONText
import Layout
import SwipeScenes

// A row's content written back as the format's nodes (docs/scene-file.md §17).
// A node takes one modifier of each kind, applied in the format's fixed order;
// a view built in Swift with modifiers in another order or repeated is written
// as nested stacks of one child, which lay out and draw the same.

extension SceneEncoder {
  /// A row whose content is a view.
  func contentRow(_ row: TableRow, _ content: View) -> JSONValue {
    var members: [(String, JSONValue)] = [("content", Self.node(content))]
    if let height = row.height { members.append(("height", .number(height))) }
    if let color = row.backgroundColor { members.append(("backgroundColor", ColorSyntax.json(color))) }
    return .object(JSONObject(members))
  }

  /// The modifier kinds in the order the decoder applies them.
  private static let modifierOrder = ["foreground", "padding", "frame", "background", "cornerRadius", "offset", "opacity"]

  /// A node with its modifiers, as the decoder reads it back.
  static func node(_ view: View) -> JSONValue {
    // Font and line limit are the text's own keys; other modifiers go on in the format's order,
    // and a modifier out of that order starts a new wrapping stack.
    var members = body(view)
    var rank = -1
    var used: Set<String> = []
    var wrapped: JSONValue?
    for modifier in view.modifiers {
      guard let (key, value) = member(modifier) else { continue }
      let order = modifierOrder.firstIndex(of: key) ?? 0
      if order <= rank || used.contains(key) {
        wrapped = .object(JSONObject(members))
        members = [("zstack", .array([wrapped ?? .null]))]
        rank = -1
        used = []
      }
      members.append((key, value))
      rank = order
      used.insert(key)
    }
    return .object(JSONObject(members))
  }

  private static func body(_ view: View) -> [(String, JSONValue)] {
    switch view.content {
    case .hstack(let views, let alignment, let spacing):
      return [("hstack", .array(views.map(node)))] + stackKeys(alignment.rawValue, spacing)
    case .vstack(let views, let alignment, let spacing):
      return [("vstack", .array(views.map(node)))] + stackKeys(alignment.rawValue, spacing)
    case .zstack(let views, let alignment):
      let name = Alignment.named.first { $0.alignment == alignment }?.name ?? "center"
      return [("zstack", .array(views.map(node)))] + (name == "center" ? [] : [("alignment", .string(name))])
    case .text(let text):
      var members: [(String, JSONValue)] = [("text", .string(text))]
      for modifier in view.modifiers {
        if case .font(let font) = modifier {
          members.append(("font", .object([("size", .number(font.size)), ("weight", .string(weightName(font)))])))
        }
        if case .lineLimit(let limit) = modifier { members.append(("lineLimit", .number(Double(limit ?? 0)))) }
      }
      return members
    case .image(let image, let size):
      let json = (image.base as? ActionImage).flatMap(SceneEncoder.image) ?? .null
      return [("image", json)] + (size.map { [("size", numbers($0))] } ?? [])
    case .spacer(let minLength):
      return [("spacer", .object(JSONObject(minLength.map { [("minLength", .number($0))] } ?? [])))]
    case .shape(let kind, let size):
      return [(kind.rawValue, .object(JSONObject(size.map { [("size", numbers($0))] } ?? [])))]
    case .badge(let text):
      return [("badge", .string(text))]
    case .toggle(let isOn):
      return [("toggle", .bool(isOn))]
    }
  }

  private static func stackKeys(_ alignment: String, _ spacing: Double?) -> [(String, JSONValue)] {
    (alignment == "center" ? [] : [("alignment", .string(alignment))]) + (spacing.map { [("spacing", .number($0))] } ?? [])
  }

  private static func weightName(_ font: SystemFont) -> String {
    switch font.weight {
    case .regular: "regular"
    case .medium: "medium"
    case .semibold: "semibold"
    case .bold: "bold"
    }
  }

  /// A modifier as a node key, or nil for the text's own font and line limit.
  private static func member(_ modifier: Modifier) -> (String, JSONValue)? {
    func length(_ value: Double?) -> JSONValue? {
      value.map { $0 == .infinity ? .string("infinity") : .number($0) }
    }
    switch modifier {
    case .font, .lineLimit:
      return nil
    case .padding(let i):
      if i.top == i.leading && i.leading == i.bottom && i.bottom == i.trailing { return ("padding", .number(i.top)) }
      return ("padding", .object([("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)), ("trailing", .number(i.trailing))]))
    case .frame(let width, let height, let alignment):
      var members: [(String, JSONValue)] = []
      if let width { members.append(("width", .number(width))) }
      if let height { members.append(("height", .number(height))) }
      members += alignmentMember(alignment)
      return ("frame", .object(JSONObject(members)))
    case .flexibleFrame(let f):
      var members: [(String, JSONValue)] = []
      for (key, value) in [("minWidth", f.minWidth), ("maxWidth", f.maxWidth), ("minHeight", f.minHeight), ("maxHeight", f.maxHeight)] {
        if let json = length(value) { members.append((key, json)) }
      }
      members += alignmentMember(f.alignment)
      return ("frame", .object(JSONObject(members)))
    case .background(let color): return ("background", ColorSyntax.json(color))
    case .foreground(let color): return ("foreground", ColorSyntax.json(color))
    case .cornerRadius(let r): return ("cornerRadius", .number(r))
    case .opacity(let o): return ("opacity", .number(o))
    case .offset(let x, let y): return ("offset", .array([.number(x), .number(y)]))
    }
  }

  private static func alignmentMember(_ alignment: Alignment) -> [(String, JSONValue)] {
    let name = Alignment.named.first { $0.alignment == alignment }?.name ?? "center"
    return name == "center" ? [] : [("alignment", .string(name))]
  }
}
