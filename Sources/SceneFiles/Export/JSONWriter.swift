// Pretty JSON with the keys in a chosen order and numbers that read back exactly.
//
// Exported scene files must decode to the very same doubles, so a number is
// written as Swift's `description` of the Double, the shortest text that
// parses back to the same bits, except that whole numbers below 2^53 lose their
// ".0" and negative zero is "-0" (both parse back exactly). Objects put one
// member per line at two spaces per level; an array of scalars (a point, a
// size, a view box) stays on one line, so a pan of a hundred samples takes a
// hundred lines rather than four hundred.

import SwipeScenes

/// A JSON value whose object members keep the order they were added in.
enum OrderedJSON: Equatable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A finite number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([OrderedJSON])
  /// An object, members in order.
  case object([(String, OrderedJSON)])

  static func == (a: OrderedJSON, b: OrderedJSON) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x.bitPattern == y.bitPattern
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// Whether the value is a number, string, Boolean or null.
  var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }
}

/// Writes ``OrderedJSON`` as text.
enum JSONWriter {
  /// The document, indented by two spaces per level, ending in a newline.
  static func text(_ value: OrderedJSON) -> String {
    var out = ""
    write(value, indent: "", into: &out)
    return out + "\n"
  }

  /// A number as text that parses back to the same Double.
  ///
  /// - Parameter value: A finite number (a non-finite one is written as `null`).
  /// - Returns: e.g. "96", "-0", "0.48", "1e-05".
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value.rounded() == value, value.magnitude < 9_007_199_254_740_992 { return String(Int64(value)) }
    return value.description
  }

  private static func write(_ value: OrderedJSON, indent: String, into out: inout String) {
    let inner = indent + "  "
    switch value {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += Self.number(number)
    case .string(let text): out += JSONValue.quoted(text)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
      } else if elements.allSatisfy(\.isScalar) {
        out += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { out += ", " }
          write(element, indent: inner, into: &out)
        }
        out += "]"
      } else {
        out += "[\n"
        for (index, element) in elements.enumerated() {
          out += inner
          write(element, indent: inner, into: &out)
          out += index == elements.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
      }
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (key, member)) in members.enumerated() {
        out += inner + JSONValue.quoted(key) + ": "
        write(member, indent: inner, into: &out)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}
