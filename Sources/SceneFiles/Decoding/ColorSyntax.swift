import Drawing

// Colours in scene files: every colour of a file is read by `ColorSyntax.color`.
//
// The forms: "#RRGGBB" and "#RRGGBBAA" (hexadecimal, either case), and, so that
// any `Color` can be exported exactly, an object of straight components in 0…1,
// `{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}` (alpha defaults to 1). The
// names of iOS system colours are part of format version 1 but resolve by
// appearance, which scenes do not model yet: they are recognised and reported
// as not supported yet, so that adding them later changes this one function.
// Export writes the hex form whenever it reads back to the same doubles, which
// it does for every colour made from 8-bit components.

enum ColorSyntax {
  /// The iOS system colour names the format defines (UIKit's, light and dark by appearance).
  static let systemColorNames = [
    "systemRed", "systemOrange", "systemYellow", "systemGreen", "systemMint", "systemTeal", "systemCyan", "systemBlue",
    "systemIndigo", "systemPurple", "systemPink", "systemBrown", "systemGray", "systemGray2", "systemGray3",
    "systemGray4", "systemGray5", "systemGray6", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "label", "secondaryLabel", "tertiaryLabel",
    "quaternaryLabel", "separator", "opaqueSeparator", "link", "placeholderText", "systemFill", "tint",
  ]

  /// An example colour for messages.
  static let example = "\"#FF3B30\""

  /// The colour a value names.
  ///
  /// - Parameter node: A colour string or a components object.
  /// - Returns: The colour.
  /// - Throws: For another type, a malformed string, a system colour name (not supported yet) or a component outside 0…1.
  static func color(_ node: JSONNode) throws -> Color {
    if case .object = node.value { return try components(node) }
    let text = try node.string(example: example)
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let color = try? Color(hex: text) else {
        throw Diagnostic(
          node, "\(Diagnostic.quoted(text)) is not a colour", fix: "write #RRGGBB or #RRGGBBAA in hexadecimal, e.g. #FF3B30")
      }
      return color
    }
    if systemColorNames.contains(text) {
      throw Diagnostic(
        node, "system colour names such as \(Diagnostic.quoted(text)) are not supported yet",
        fix: "write the colour as #RRGGBB, e.g. #FF3B30 for systemRed in light appearance")
    }
    let fix =
      Suggestion.closest(to: text, in: systemColorNames).map { "did you mean '\($0)'? Or write #RRGGBB" }
      ?? "write #RRGGBB or #RRGGBBAA, e.g. #FF3B30"
    throw Diagnostic(node, "\(Diagnostic.quoted(text)) is not a colour", fix: fix)
  }

  private static func components(_ node: JSONNode) throws -> Color {
    let fields = try Fields(node, keys: ["red", "green", "blue", "alpha"])
    let unit = NumberRule(minimum: 0, maximum: 1)
    func component(_ key: String) throws -> Double {
      try fields.required(key, example: "0.5").number(unit, example: "0.5")
    }
    return Color(
      red: try component("red"), green: try component("green"), blue: try component("blue"),
      alpha: try fields.number("alpha", unit) ?? 1)
  }

  /// The colour as a scene file writes it: "#RRGGBB", "#RRGGBBAA" or, when no hex form reads back
  /// to the same components, the components object.
  static func json(_ color: Color) -> OrderedJSON {
    let values = [color.red, color.green, color.blue, color.alpha]
    let bytes = values.map { value -> Int? in
      guard value >= 0, value <= 1 else { return nil }
      let byte = (value * 255).rounded()
      return byte / 255 == value ? Int(byte) : nil
    }
    if bytes.allSatisfy({ $0 != nil }) {
      let hex = bytes.map { String($0 ?? 0, radix: 16, uppercase: true).leftPadded(to: 2) }
      return .string("#" + hex[0] + hex[1] + hex[2] + (color.alpha == 1 ? "" : hex[3]))
    }
    return .object([
      ("red", .number(color.red)), ("green", .number(color.green)), ("blue", .number(color.blue)),
      ("alpha", .number(color.alpha)),
    ])
  }
}
