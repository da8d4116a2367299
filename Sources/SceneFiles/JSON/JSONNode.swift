// A JSON document as a tree in which every value remembers where it was written.
//
// Foundation's JSONSerialization forgets positions, so a scene file's errors could
// not say "line 14, column 23". Here each value carries its 1-based line and
// column (columns count Unicode scalars, so "é" is one column whatever its bytes)
// and its JSON path from the document's root, e.g. `right.actions[1].title`.
// Objects keep their members in the order written, for messages and for the
// unknown-key check, which reports the first stray key of the file.

/// A place in a source file: 1-based line and column, the column counted in Unicode scalars.
struct SourcePosition: Hashable, Sendable {
  /// The line, from 1.
  var line: Int
  /// The column, from 1, in Unicode scalars.
  var column: Int
}

/// One step from a value to a value inside it.
enum JSONPathComponent: Hashable, Sendable {
  /// A member of an object.
  case key(String)
  /// An element of an array.
  case index(Int)
}

/// The steps from a document's root to one of its values, written `right.actions[1].title`.
///
/// The root itself is written `$`. A key that is not a plain identifier is written in
/// brackets and quotes, `darkColors["#2A88FF"]`.
struct JSONPath: Hashable, Sendable, CustomStringConvertible {
  /// The steps, outermost first.
  var components: [JSONPathComponent] = []

  /// The path of the root.
  static let root = JSONPath()

  /// This path followed by an object member.
  func appending(_ key: String) -> JSONPath { JSONPath(components: components + [.key(key)]) }

  /// This path followed by an array element.
  func appending(_ index: Int) -> JSONPath { JSONPath(components: components + [.index(index)]) }

  var description: String {
    guard !components.isEmpty else { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where Self.isIdentifier(key): text += text.isEmpty ? key : "." + key
      case .key(let key): text += "[\(Diagnostic.quotedJSON(key))]"
      }
    }
    return text
  }

  /// Whether `key` can be written after a dot: a letter, `_` or `$`, then letters, digits, `_`, `$`.
  static func isIdentifier(_ key: String) -> Bool {
    guard let first = key.unicodeScalars.first, first.isASCII, !("0"..."9").contains(first) else { return false }
    return key.unicodeScalars.allSatisfy { scalar in
      scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$")
    }
  }
}

/// A parsed object's members in the order written, with their positions and a lookup by key.
struct JSONNodeObject: Sendable {
  /// One `"key": value` pair.
  struct Member: Sendable {
    /// The key.
    var key: String
    /// Where the key's opening quote is.
    var keyPosition: SourcePosition
    /// The value.
    var value: JSONNode
  }

  /// The members in the order written; keys are unique (the parser rejects duplicates).
  var members: [Member] = []
  /// Each key's index in ``members``.
  var indices: [String: Int] = [:]

  /// The value of `key`, or nil when the object has no such member.
  subscript(key: String) -> JSONNode? { indices[key].map { members[$0].value } }
}

/// One JSON value with its position and path.
struct JSONNode: Sendable {
  /// What the value is.
  indirect enum Value: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A finite number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object.
    case object(JSONNodeObject)
  }

  /// The value.
  var value: Value
  /// Where its first character is.
  var position: SourcePosition
  /// Where it is in the document.
  var path: JSONPath

  /// The value's JSON type as a message names it: "a string", "an object", …
  var typeName: String {
    switch value {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
