import Drawing
import SwipeScenes

// A row's UIListContentConfiguration-like keys (docs/scene-file.md §20):
// `textProperties` and `secondaryTextProperties`, `imageProperties` and
// `accessories`. `accessory` and `accessories` together are refused: a row
// uses one or the other.

extension SceneDecoder {
  /// Reads a row's text, image and accessory keys into `row`.
  func rowContent(_ fields: Fields, into row: inout TableRow) throws {
    if let node = fields["textProperties"] { row.textProperties = try textProperties(node) }
    if let node = fields["secondaryTextProperties"] { row.secondaryTextProperties = try textProperties(node) }
    if let node = fields["imageProperties"] { row.imageProperties = try imageProperties(node) }
    if let node = fields["accessories"] {
      if let single = fields["accessory"] {
        throw Diagnostic(
          single, "a row has accessory or accessories, not both",
          fix: "move \"\(row.accessory.rawValue)\" into \"accessories\" and remove \"accessory\"")
      }
      row.accessories = try node.array(count: 0...8, of: "accessories", example: "[\"disclosureIndicator\"]").map(accessory)
    }
  }

  private func textProperties(_ node: JSONNode) throws -> TableRow.TextProperties {
    let fields = try Fields(node, keys: SceneFileKeys.textProperties, example: "{ \"font\": { \"size\": 17 } }")
    var properties = TableRow.TextProperties()
    if let font = fields["font"] {
      let fontFields = try Fields(font, keys: SceneFileKeys.font, example: "{ \"size\": 17, \"weight\": \"semibold\" }")
      properties.fontSize = try fontFields.number("size", .positivePoints(upTo: 200), example: "17")
      properties.fontWeight = try fontFields.choice("weight", TableRow.FontWeight.allCases.map { ($0.rawValue, $0) })
    }
    properties.color = try fields["color"].map(color)
    properties.numberOfLines = try fields.integer("numberOfLines", in: 0...1000)
    properties.alignment = try fields.choice("alignment", TableRow.TextAlignment.allCases.map { ($0.rawValue, $0) }) ?? .natural
    return properties
  }

  private func imageProperties(_ node: JSONNode) throws -> TableRow.ImageProperties {
    let fields = try Fields(node, keys: SceneFileKeys.imageProperties, example: "{ \"maximumSize\": [40, 40] }")
    var properties = TableRow.ImageProperties()
    if let size = fields["maximumSize"] {
      let values = try size.array(count: 2...2, of: "numbers", example: "[40, 40]")
      properties.maximumSize = Size(
        width: try values[0].number(.positivePoints(), example: "40"), height: try values[1].number(.positivePoints(), example: "40"))
    }
    if let corner = fields["cornerRadius"] {
      if case .string = corner.value {
        properties.cornerRadius = try corner.choice([("circle", TableRow.ImageCornerRadius.circle)])
      } else {
        properties.cornerRadius = .points(try corner.number(.points(upTo: 1000), example: "8"))
      }
    }
    properties.tintColor = try fields["tintColor"].map(color)
    return properties
  }

  private func accessory(_ node: JSONNode) throws -> CellAccessory {
    if case .string = node.value {
      return try node.choice([
        ("disclosureIndicator", CellAccessory.disclosureIndicator), ("checkmark", .checkmark), ("detail", .detail),
      ])
    }
    let example = "{ \"badge\": \"12\" }"
    guard case .object(let object) = node.value else { throw node.wrongType("a name or an object", example: example) }
    let kinds = ["label", "badge", "toggle", "image"]
    guard let kind = kinds.first(where: { object[$0] != nil }) else {
      let fields = try Fields(node, keys: kinds, example: example)
      throw Diagnostic(fields.node, "an accessory object needs one of label, badge, toggle or image", fix: "write e.g. \(example)")
    }
    let fields = try Fields(node, keys: kind == "badge" ? ["badge", "color", "textColor"] : [kind], example: example)
    let value = try fields.required(kind, example: example)
    switch kind {
    case "label": return .label(try oneLine(value, what: "label"))
    case "badge":
      return .badge(
        try oneLine(value, what: "badge"), color: try fields["color"].map(color), textColor: try fields["textColor"].map(color))
    case "toggle": return .toggle(try value.bool())
    default: return .image(try image(value))
    }
  }
}
