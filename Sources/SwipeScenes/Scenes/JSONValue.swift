import Foundation

/// A JSON document written deterministically: keys sorted, numbers in one fixed format.
///
/// Numbers are rounded to 6 decimals and printed without trailing zeros (and
/// without a sign on zero), so the same state always gives the same bytes.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number (non-finite numbers are written as `null`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object; written with its keys sorted.
  case object([String: JSONValue])

  /// A number, or null for nil.
  ///
  /// - Parameter value: The number.
  /// - Returns: The JSON value.
  public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

  /// The document as text, indented by two spaces per level, ending in a newline.
  public var text: String { write(indent: "") + "\n" }

  /// The fixed number format.
  ///
  /// - Parameter value: A number.
  /// - Returns: At most 6 decimals, trailing zeros removed; non-finite gives "null".
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    var text = String(format: "%.6f", value)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text == "-0" ? "0" : text
  }

  private func write(indent: String) -> String {
    let inner = indent + "  "
    switch self {
    case .null: return "null"
    case .bool(let value): return value ? "true" : "false"
    case .number(let value): return Self.format(value)
    case .string(let value): return Self.quoted(value)
    case .array(let values):
      if values.isEmpty { return "[]" }
      return "[\n" + values.map { inner + $0.write(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let members):
      if members.isEmpty { return "{}" }
      let lines = members.keys.sorted().map { key in
        inner + Self.quoted(key) + ": " + (members[key] ?? .null).write(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }

  /// `text` as a JSON string literal: quotes, backslashes and control characters escaped, the rest as is.
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 { out += String(format: "\\u%04X", scalar.value) } else { out.unicodeScalars.append(scalar) }
      }
    }
    return out + "\""
  }
}
