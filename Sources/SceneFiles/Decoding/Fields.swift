import JSONText

// Typed reading of JSON values, each failure a diagnostic at the value.
//
// `Fields` opens an object, rejecting keys it does not know (with the closest
// known key as the suggestion) before any value is read, so a typo is reported
// as a typo rather than as the missing key it was meant to be. Its accessors
// return nil for an absent key and throw for a value of the wrong type or out
// of its range.

/// The limits of a number: its range, whether it must be whole, and its unit for messages.
struct NumberRule {
  /// The least value allowed.
  var minimum: Double
  /// The greatest value allowed.
  var maximum: Double
  /// Whether ``minimum`` itself is excluded.
  var excludesMinimum = false
  /// Whether the value must be a whole number.
  var integral = false
  /// The unit written after numbers in messages: " pt", " s" or "".
  var unit = ""

  /// A length in points from 0 to `maximum`.
  static func points(upTo maximum: Double = 10_000) -> NumberRule { NumberRule(minimum: 0, maximum: maximum, unit: " pt") }
  /// A length in points greater than 0, up to `maximum`.
  static func positivePoints(upTo maximum: Double = 10_000) -> NumberRule {
    NumberRule(minimum: 0, maximum: maximum, excludesMinimum: true, unit: " pt")
  }
  /// An offset or a coordinate in points, negative or positive.
  static let coordinate = NumberRule(minimum: -100_000, maximum: 100_000, unit: " pt")
  /// A time in scene seconds.
  static let time = NumberRule(minimum: -3600, maximum: 3600, unit: " s")
  /// A duration in seconds from 0.
  static func seconds(upTo maximum: Double = 3600) -> NumberRule { NumberRule(minimum: 0, maximum: maximum, unit: " s") }
  /// A factor from 0 to `maximum`.
  static func factor(upTo maximum: Double) -> NumberRule { NumberRule(minimum: 0, maximum: maximum) }
  /// A whole number in a range.
  static func whole(_ range: ClosedRange<Int>) -> NumberRule {
    NumberRule(minimum: Double(range.lowerBound), maximum: Double(range.upperBound), integral: true)
  }

  /// The range as a phrase: "from 0 to 10000 pt", "greater than 0 and at most 60 s".
  var rangeText: String {
    let low = JSONValue.exactNumber(minimum)
    let high = JSONValue.exactNumber(maximum)
    return excludesMinimum ? "greater than \(low) and at most \(high)\(unit)" : "from \(low) to \(high)\(unit)"
  }

  /// Throws unless `value` obeys the rule.
  func check(_ value: Double, _ node: JSONNode) throws {
    let text = JSONValue.exactNumber(value) + unit
    if integral && value.rounded() != value {
      throw Diagnostic(
        node, "expected a whole number, found \(JSONValue.exactNumber(value))", fix: "give a whole number \(rangeText)")
    }
    if value < minimum || (excludesMinimum && value == minimum) {
      let problem =
        minimum == 0 && value < 0
        ? "\(text) is negative"
        : excludesMinimum ? "\(text) is too small" : "\(text) is below \(JSONValue.exactNumber(minimum))\(unit)"
      throw Diagnostic(node, problem, fix: "give a value \(rangeText)")
    }
    if value > maximum {
      throw Diagnostic(
        node, "\(text) is above the limit of \(JSONValue.exactNumber(maximum))\(unit)", fix: "give a value \(rangeText)")
    }
  }
}

extension JSONNode {
  /// The error for a value of the wrong type.
  ///
  /// - Parameters:
  ///   - what: The type expected, e.g. "a string".
  ///   - example: A value of that type, e.g. "\"Archive\"".
  func wrongType(_ what: String, example: String) -> Diagnostic {
    Diagnostic(self, "expected \(what), found \(typeName)", fix: "write \(what), e.g. \(example)")
  }

  /// The string, or an error.
  func string(example: String = "\"text\"") throws -> String {
    guard case .string(let text) = value else { throw wrongType("a string", example: example) }
    return text
  }

  /// The Boolean, or an error.
  func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw wrongType("true or false", example: "true") }
    return flag
  }

  /// The number within `rule`, or an error.
  func number(_ rule: NumberRule, example: String = "1") throws -> Double {
    guard case .number(let number) = value else { throw wrongType("a number", example: example) }
    try rule.check(number, self)
    return number
  }

  /// The whole number in `range`, or an error.
  func integer(_ range: ClosedRange<Int>) throws -> Int {
    Int(try number(.whole(range), example: "\(range.lowerBound)"))
  }

  /// The elements, or an error.
  func array(example: String = "[…]") throws -> [JSONNode] {
    guard case .array(let elements) = value else { throw wrongType("an array", example: example) }
    return elements
  }

  /// The elements when there are `count...maximum` of them, or an error naming `what` they are.
  func array(count: ClosedRange<Int>, of what: String, example: String = "[…]") throws -> [JSONNode] {
    let elements = try array(example: example)
    guard count.contains(elements.count) else {
      let limits =
        count.lowerBound == count.upperBound ? "exactly \(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
      let problem =
        elements.count < count.lowerBound ? "too few \(what): \(elements.count)" : "too many \(what): \(elements.count)"
      throw Diagnostic(self, problem, fix: "give \(limits) \(what)")
    }
    return elements
  }

  /// Whether the value is `null`.
  var isNull: Bool {
    if case .null = value { return true }
    return false
  }
}

/// An object being read: its known keys, its members, and typed accessors.
struct Fields {
  /// The object's node.
  let node: JSONNode
  /// Its members.
  let object: JSONNodeObject

  /// Opens `node` as an object whose keys are all in `keys`.
  ///
  /// - Parameters:
  ///   - node: The value.
  ///   - keys: Every key the object may have.
  ///   - example: An example object for the wrong-type message.
  /// - Throws: When the value is no object or has a key not in `keys`.
  init(_ node: JSONNode, keys: [String], example: String = "{ … }") throws {
    guard case .object(let object) = node.value else { throw node.wrongType("an object", example: example) }
    for member in object.members where !keys.contains(member.key) {
      throw Diagnostic(
        at: member.keyPosition, path: node.path.appending(member.key), "unknown key",
        fix: Suggestion.fix(for: member.key, in: keys))
    }
    self.node = node
    self.object = object
  }

  /// The value of `key`, or nil when absent.
  subscript(key: String) -> JSONNode? { object[key] }

  /// Whether `key` is present.
  func has(_ key: String) -> Bool { object[key] != nil }

  /// The value of `key`, or an error naming the missing key.
  func required(_ key: String, example: String) throws -> JSONNode {
    guard let value = object[key] else { throw missing(key, example: example) }
    return value
  }

  /// The error for a missing key, at this object.
  func missing(_ key: String, example: String) -> Diagnostic {
    Diagnostic.missingKey(key, in: node, example: example)
  }

  /// A string member.
  func string(_ key: String) throws -> String? { try object[key]?.string() }

  /// A Boolean member.
  func bool(_ key: String) throws -> Bool? { try object[key]?.bool() }

  /// A number member within `rule`.
  func number(_ key: String, _ rule: NumberRule, example: String = "1") throws -> Double? {
    try object[key]?.number(rule, example: example)
  }

  /// A whole-number member in `range`.
  func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? { try object[key]?.integer(range) }

  /// A string member naming one of `options`; names in `unsupported` are the format's but not the model's yet.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - options: The accepted names and their values.
  ///   - unsupported: Names the format defines that cannot be rendered yet.
  /// - Returns: The value, or nil when the key is absent.
  func choice<T>(_ key: String, _ options: [(String, T)], unsupported: [String] = []) throws -> T? {
    guard let node = object[key] else { return nil }
    return try node.choice(options, unsupported: unsupported)
  }
}

extension Diagnostic {
  /// A required key that is absent from `object`, reported at the object with the key's path.
  static func missingKey(_ key: String, in object: JSONNode, example: String) -> Diagnostic {
    Diagnostic(at: object.position, path: object.path.appending(key), "missing required key", fix: "add \"\(key)\": \(example)")
  }
}

extension JSONNode {
  /// The value of the string naming one of `options`.
  ///
  /// - Parameters:
  ///   - options: The accepted names and their values.
  ///   - unsupported: Names the format defines that cannot be rendered yet.
  /// - Returns: The value.
  /// - Throws: For another type, an unsupported name or an unknown one (with the closest name).
  func choice<T>(_ options: [(String, T)], unsupported: [String] = []) throws -> T {
    let names = options.map(\.0)
    let text = try string(example: "\"\(names.first ?? "")\"")
    if let match = options.first(where: { $0.0 == text }) { return match.1 }
    if unsupported.contains(text) {
      throw Diagnostic(
        self, "\(Diagnostic.quoted(text)) is not supported yet", fix: "use one of " + names.joined(separator: ", "))
    }
    throw Diagnostic(self, "unknown value \(Diagnostic.quoted(text))", fix: Suggestion.fix(for: text, in: names + unsupported))
  }
}
