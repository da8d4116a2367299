import Foundation

// The state-dump form: object keys sorted and numbers rounded to 6 decimals, so the same state
// gives the same bytes whatever order its members were added in and whatever noise lies below a
// millionth of a point. Every array and object puts one element on a line.

extension JSONValue {
  /// The document with keys sorted and numbers rounded, indented by two spaces per level, ending
  /// in a newline: the form of `frame --json`.
  public var text: String { write(indent: "") + "\n" }

  /// The rounded number format of ``text``.
  ///
  /// - Parameter value: A number.
  /// - Returns: At most 6 decimals, trailing zeros removed, no sign on zero; non-finite gives "null".
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
    case .object(let object):
      if object.isEmpty { return "{}" }
      let lines = object.members.sorted { $0.key < $1.key }.map { member in
        inner + Self.quoted(member.key) + ": " + member.value.write(indent: inner)
      }
      return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
    }
  }
}
