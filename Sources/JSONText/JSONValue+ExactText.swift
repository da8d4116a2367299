// The file form: members in the order they were added and numbers that read back exactly.
//
// Exported scene files must decode to the very same doubles, so a number is written as Swift's
// `description` of the Double, the shortest text that parses back to the same bits, except that
// whole numbers below 2^53 lose their ".0" and negative zero is "-0" (both parse back exactly).
// Objects put one member per line at two spaces per level; an array of scalars (a point, a size,
// a view box) stays on one line, so a pan of a hundred samples takes a hundred lines rather than
// four hundred.

extension JSONValue {
  /// The document with members in order and exact numbers, indented by two spaces per level,
  /// arrays of scalars on one line, ending in a newline: the form of exported scene files.
  public var exactText: String {
    var out = ""
    writeExactly(indent: "", into: &out)
    return out + "\n"
  }

  /// The exact number format of ``exactText``.
  ///
  /// - Parameter value: A finite number (a non-finite one is written as `null`).
  /// - Returns: e.g. "96", "-0", "0.48", "1e-05".
  public static func exactNumber(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return value.sign == .minus ? "-0" : "0" }
    if value.rounded() == value, value.magnitude < 9_007_199_254_740_992 { return String(Int64(value)) }
    return value.description
  }

  private func writeExactly(indent: String, into out: inout String) {
    let inner = indent + "  "
    switch self {
    case .null: out += "null"
    case .bool(let flag): out += flag ? "true" : "false"
    case .number(let number): out += Self.exactNumber(number)
    case .string(let text): out += Self.quoted(text)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
      } else if elements.allSatisfy(\.isScalar) {
        out += "["
        for (index, element) in elements.enumerated() {
          if index > 0 { out += ", " }
          element.writeExactly(indent: inner, into: &out)
        }
        out += "]"
      } else {
        out += "[\n"
        for (index, element) in elements.enumerated() {
          out += inner
          element.writeExactly(indent: inner, into: &out)
          out += index == elements.count - 1 ? "\n" : ",\n"
        }
        out += indent + "]"
      }
    case .object(let object):
      if object.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, member) in object.members.enumerated() {
        out += inner + Self.quoted(member.key) + ": "
        member.value.writeExactly(indent: inner, into: &out)
        out += index == object.members.count - 1 ? "\n" : ",\n"
      }
      out += indent + "}"
    }
  }
}
