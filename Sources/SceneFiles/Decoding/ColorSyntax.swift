import Drawing
import JSONText
import SwipeScenes

// Colours in scene files: every colour of a file is read by `ColorSyntax.color`.
//
// The forms: "#RRGGBB" and "#RRGGBBAA" (hexadecimal, either case), the name of
// an iOS system colour ("systemRed", "secondaryLabel", "clear" or "transparent",
// …, docs/ios-metrics.md §1), and, so that any `Color` can be exported exactly, an object of straight
// components in 0…1, `{"red": 1, "green": 0.5, "blue": 0, "alpha": 1}` (alpha
// defaults to 1). A system colour reads as its light value and brings its dark
// value with it; the decoder puts the pair in the scene's dark colours, which
// is how the model changes colours with the appearance. Export writes the hex
// form whenever it reads back to the same doubles, which it does for every
// colour made from 8-bit components.

enum ColorSyntax {
  /// The names of iOS system colours, in UIKit's order.
  static var systemColorNames: [String] { SystemColor.names }

  /// An example colour for messages.
  static let example = "\"#FF3B30\""

  /// The colour a value names, and the system colour when it is one.
  ///
  /// - Parameter node: A colour string or a components object.
  /// - Returns: The colour (a system colour's light value) and the system colour, if named.
  /// - Throws: For another type, a malformed string, an unknown name or a component outside 0…1.
  static func color(_ node: JSONNode) throws -> (color: Color, system: SystemColor?) {
    if case .object = node.value { return (try components(node), nil) }
    let text = try node.string(example: example)
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let color = try? Color(hex: text) else {
        throw Diagnostic(
          node, "\(Diagnostic.quoted(text)) is not a colour", fix: "write #RRGGBB or #RRGGBBAA in hexadecimal, e.g. #FF3B30")
      }
      return (color, nil)
    }
    if let system = SystemColor.named(text) { return (system.light, system) }
    let names = closestNames(to: text)
    let fix =
      names.isEmpty
      ? "write #RRGGBB, #RRGGBBAA or an iOS system colour such as systemRed"
      : "did you mean " + names.map { "'\($0)'" }.joined(separator: ", ") + "? Or write #RRGGBB"
    throw Diagnostic(node, "\(Diagnostic.quoted(text)) is not a colour", fix: fix)
  }

  /// Up to three system colour names closest to `text`: names ending in it ("blue" → systemBlue)
  /// first; otherwise those nearest in edit distance, when within half its length (at least 3).
  static func closestNames(to text: String) -> [String] {
    let typed = Array(text.lowercased().unicodeScalars)
    guard !typed.isEmpty, typed.count <= 64 else { return [] }
    let limit = Swift.max(3, typed.count / 2)
    let ranked = systemColorNames.compactMap { name -> (String, Int)? in
      let lower = name.lowercased()
      if lower.hasSuffix(text.lowercased()) { return (name, 0) }
      let distance = Suggestion.editDistance(typed, Array(lower.unicodeScalars))
      return distance <= limit ? (name, distance) : nil
    }
    guard let best = ranked.map(\.1).min() else { return [] }
    let near = ranked.enumerated().filter { $0.element.1 == best }
    return near.sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }.prefix(3).map(\.element.0)
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
  static func json(_ color: Color) -> JSONValue {
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
