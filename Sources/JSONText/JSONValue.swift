import Foundation

/// A JSON value, for documents this package writes: the model state of `frame --json` and
/// exported scene files.
///
/// An object keeps its members in the order they were added; ``text`` sorts them and
/// ``exactText`` keeps that order (see each for its number format).
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number (non-finite numbers are written as `null`).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object.
  case object(JSONObject)

  /// A number, or null for nil.
  ///
  /// - Parameter value: The number.
  /// - Returns: The JSON value.
  public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

  /// Whether the value is a number, string, Boolean or null.
  public var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
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
