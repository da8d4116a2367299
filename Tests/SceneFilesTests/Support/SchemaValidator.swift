import Foundation

@testable import SceneFiles

/// A JSON Schema (draft 2020-12) validator for the keywords the scene-file schema uses, so the
/// tests can check files against `SceneFile.schema` without a Python or network dependency.
///
/// It follows the specification's assertion keywords: `type`, `enum`, `const`, `properties`,
/// `additionalProperties`, `required`, `minProperties`, `maxProperties`, `propertyNames`,
/// `prefixItems`, `items`, `minItems`, `maxItems`, `uniqueItems`, `minimum`, `maximum`, `exclusiveMinimum`,
/// `pattern`, `maxLength`, `minLength`, the applicators `allOf`, `anyOf`, `oneOf`, `not`, `if`/`then`/`else`,
/// and `$ref` to `#/$defs/…`. Any other keyword that is not an annotation is reported, so a
/// schema growing a keyword this validator does not know fails the tests rather than passing
/// unchecked.
struct SchemaValidator {
  /// Keywords that annotate and assert nothing.
  static let annotations: Set = ["$schema", "$id", "$defs", "title", "description", "default"]

  let root: JSONNode

  /// The violations of `instance`, each as "path: what"; empty when it is valid.
  func errors(_ instance: JSONNode) -> [String] {
    var errors: [String] = []
    check(instance, root, &errors)
    return errors
  }

  private func check(_ x: JSONNode, _ schema: JSONNode, _ errors: inout [String]) {
    if case .bool(let allowed) = schema.value {
      if !allowed { errors.append("\(x.path): not allowed") }
      return
    }
    guard case .object(let s) = schema.value else { return errors.append("\(schema.path): not a schema") }
    func fail(_ message: String) { errors.append("\(x.path): \(message)") }
    func valid(_ sub: JSONNode) -> Bool {
      var found: [String] = []
      check(x, sub, &found)
      return found.isEmpty
    }
    for member in s.members where !Self.annotations.contains(member.key) {
      let k = member.value
      switch (member.key, x.value) {
      case ("$ref", _):
        guard case .string(let ref) = k.value, ref.hasPrefix("#/$defs/"),
          case .object(let top) = root.value, case .object(let defs) = top["$defs"]?.value,
          let target = defs[String(ref.dropFirst(8))]
        else { return fail("unresolved $ref") }
        check(x, target, &errors)
      case ("type", _):
        let names = k.strings
        if !names.contains(where: { Self.has(x.value, type: $0) }) { fail("not of type \(names)") }
      case ("enum", _):
        if !(k.elements.contains { Self.same($0.value, x.value) }) { fail("not one of the enum's values") }
      case ("const", _):
        if !Self.same(k.value, x.value) { fail("not the constant") }
      case ("allOf", _): k.elements.forEach { check(x, $0, &errors) }
      case ("anyOf", _): if !k.elements.contains(where: valid) { fail("matches none of anyOf") }
      case ("oneOf", _):
        let count = k.elements.filter(valid).count
        if count != 1 { fail("matches \(count) of oneOf") }
      case ("not", _): if valid(k) { fail("matches what `not` forbids (\(k.path))") }
      case ("if", _):
        if valid(k) {
          if let then = s["then"] { check(x, then, &errors) }
        } else if let otherwise = s["else"] {
          check(x, otherwise, &errors)
        }
      case ("then", _), ("else", _): break
      case ("properties", .object(let o)):
        guard case .object(let properties) = k.value else { break }
        for m in o.members { if let sub = properties[m.key] { check(m.value, sub, &errors) } }
      case ("additionalProperties", .object(let o)):
        var named: Set<String> = []
        if case .object(let properties)? = s["properties"]?.value { named = Set(properties.members.map(\.key)) }
        for m in o.members where !named.contains(m.key) { check(m.value, k, &errors) }
      case ("required", .object(let o)):
        for key in k.strings where o[key] == nil { fail("lacks \(key)") }
      case ("minProperties", .object(let o)): if Double(o.members.count) < k.numberValue { fail("too few properties") }
      case ("maxProperties", .object(let o)): if Double(o.members.count) > k.numberValue { fail("too many properties") }
      case ("propertyNames", .object(let o)):
        for m in o.members {
          check(JSONNode(value: .string(m.key), position: m.keyPosition, path: m.value.path), k, &errors)
        }
      case ("prefixItems", .array(let a)):
        for (item, sub) in zip(a, k.elements) { check(item, sub, &errors) }
      case ("items", .array(let a)):
        let skipped = s["prefixItems"]?.elements.count ?? 0
        for item in a.dropFirst(skipped) { check(item, k, &errors) }
      case ("minItems", .array(let a)): if Double(a.count) < k.numberValue { fail("too few items") }
      case ("maxItems", .array(let a)): if Double(a.count) > k.numberValue { fail("too many items") }
      case ("uniqueItems", .array(let a)):
        guard case .bool(true) = k.value else { break }
        for (i, item) in a.enumerated() where a[..<i].contains(where: { Self.same($0.value, item.value) }) {
          fail("item \(i) repeats an earlier one")
        }
      case ("minimum", .number(let n)): if n < k.numberValue { fail("below the minimum") }
      case ("maximum", .number(let n)): if n > k.numberValue { fail("above the maximum") }
      case ("exclusiveMinimum", .number(let n)): if n <= k.numberValue { fail("not above the exclusive minimum") }
      case ("maxLength", .string(let text)): if Double(text.unicodeScalars.count) > k.numberValue { fail("too long") }
      case ("minLength", .string(let text)): if Double(text.unicodeScalars.count) < k.numberValue { fail("too short") }
      case ("pattern", .string(let text)):
        guard case .string(let pattern) = k.value, let regex = try? NSRegularExpression(pattern: pattern) else {
          return fail("bad pattern")
        }
        if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) == nil { fail("does not match \(pattern)") }
      case ("properties", _), ("additionalProperties", _), ("required", _), ("minProperties", _), ("maxProperties", _),
        ("propertyNames", _), ("prefixItems", _), ("items", _), ("minItems", _), ("maxItems", _), ("uniqueItems", _), ("minimum", _),
        ("maximum", _), ("exclusiveMinimum", _), ("maxLength", _), ("minLength", _), ("pattern", _):
        break  // These apply to one type only; an instance of another type passes them.
      default:
        errors.append("\(schema.path): the validator does not know \(member.key)")
      }
    }
  }

  /// Whether `value` is of the JSON Schema type `name`; "integer" is a number without a fraction.
  static func has(_ value: JSONNode.Value, type name: String) -> Bool {
    switch (name, value) {
    case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
      ("object", .object):
      return true
    case ("integer", .number(let n)): return n.rounded() == n
    default: return false
    }
  }

  /// JSON equality of two values, regardless of where they were written.
  static func same(_ a: JSONNode.Value, _ b: JSONNode.Value) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0.value, $1.value) }
    case (.object(let x), .object(let y)):
      return x.members.count == y.members.count
        && x.members.allSatisfy { m in y[m.key].map { same(m.value.value, $0.value) } ?? false }
    default: return false
    }
  }
}

extension JSONNode {
  /// The elements of an array, or none.
  fileprivate var elements: [JSONNode] { if case .array(let a) = value { a } else { [] } }
  /// A string, or the strings of an array.
  fileprivate var strings: [String] {
    switch value {
    case .string(let text): [text]
    case .array(let a): a.compactMap { if case .string(let text) = $0.value { text } else { nil } }
    default: []
    }
  }
  /// A number, or NaN (which every comparison fails).
  fileprivate var numberValue: Double { if case .number(let n) = value { n } else { .nan } }
}
