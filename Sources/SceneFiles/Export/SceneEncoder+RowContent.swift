import Drawing
import JSONText
import SwipeScenes

// A row's UIListContentConfiguration-like keys as a scene file (docs/scene-file.md §20):
// `textProperties`, `secondaryTextProperties`, `imageProperties` and `accessories`,
// each written only when it differs from the style's, as the decoder reads them.

extension SceneEncoder {
  /// The row's text, image and accessory members.
  func contentMembers(_ row: TableRow) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if row.textProperties != TableRow.TextProperties() {
      members.append(("textProperties", Self.textProperties(row.textProperties)))
    }
    if row.secondaryTextProperties != TableRow.TextProperties() {
      members.append(("secondaryTextProperties", Self.textProperties(row.secondaryTextProperties)))
    }
    if row.imageProperties != TableRow.ImageProperties() {
      members.append(("imageProperties", Self.imageProperties(row.imageProperties)))
    }
    if !row.accessories.isEmpty {
      members.append(("accessories", .array(row.accessories.compactMap(Self.accessory))))
    }
    return members
  }

  static func textProperties(_ properties: TableRow.TextProperties) -> JSONValue {
    var members: [(String, JSONValue)] = []
    var font: [(String, JSONValue)] = []
    if let size = properties.fontSize { font.append(("size", .number(size))) }
    if let weight = properties.fontWeight { font.append(("weight", .string(weight.rawValue))) }
    if !font.isEmpty { members.append(("font", .object(JSONObject(font)))) }
    if let color = properties.color { members.append(("color", ColorSyntax.json(color))) }
    if let lines = properties.numberOfLines { members.append(("numberOfLines", .number(Double(lines)))) }
    if properties.alignment != .natural { members.append(("alignment", .string(properties.alignment.rawValue))) }
    return .object(JSONObject(members))
  }

  static func imageProperties(_ properties: TableRow.ImageProperties) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let size = properties.maximumSize {
      members.append(("maximumSize", .array([.number(size.width), .number(size.height)])))
    }
    switch properties.cornerRadius {
    case .circle: members.append(("cornerRadius", .string("circle")))
    case .points(let radius): members.append(("cornerRadius", .number(radius)))
    case nil: break
    }
    if let tint = properties.tintColor { members.append(("tintColor", ColorSyntax.json(tint))) }
    return .object(JSONObject(members))
  }

  /// An accessory, or nil for an image a file cannot name (a PNG's pixels; ``SceneFile/leftOutOnExport(_:)``).
  static func accessory(_ accessory: CellAccessory) -> JSONValue? {
    switch accessory {
    case .disclosureIndicator: return .string("disclosureIndicator")
    case .checkmark: return .string("checkmark")
    case .detail: return .string("detail")
    case .label(let text): return .object([("label", .string(text))])
    case .toggle(let isOn): return .object([("toggle", .bool(isOn))])
    case .image(let image): return Self.image(image).map { .object([("image", $0)]) }
    case .badge(let text, let color, let textColor):
      var members: [(String, JSONValue)] = [("badge", .string(text))]
      if let color { members.append(("color", ColorSyntax.json(color))) }
      if let textColor { members.append(("textColor", ColorSyntax.json(textColor))) }
      return .object(JSONObject(members))
    }
  }
}
