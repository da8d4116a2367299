// A strict RFC 8259 parser that keeps positions.
//
// The parser reads UTF-8 bytes with one byte of lookahead and builds a
// `JSONNode` tree. It accepts exactly RFC 8259's grammar: no comments, no
// trailing commas, no single quotes, no NaN or Infinity, no leading zeros, and
// strings that are valid UTF-8 with every control character escaped. It adds
// three rules of its own, each checked before anything is allocated for what it
// guards: a document is at most 16 MB, containers nest at most 64 deep (the
// top-level object is depth 1), and a key appears at most once per object. A
// byte-order mark at the start is skipped, as RFC 8259 section 8.1 allows. Numbers
// are converted by Swift's `Double(String)`, which rounds correctly, and must
// be finite, so `1e400` is an error rather than infinity.
//
// Lines end at LF, CRLF or a lone CR; columns count Unicode scalars. The
// parser recurses once per nesting level, so the depth limit also bounds its
// stack.

/// Reads a JSON document into a tree of positioned values.
struct JSONParser {
  /// The largest document read: 16 MB.
  static let maximumBytes = 16 << 20
  /// The deepest nesting of arrays and objects; the top-level value is at depth 1.
  static let maximumDepth = 64

  let bytes: [UInt8]
  var index = 0
  var line = 1
  var column = 1

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Parses a whole document.
  ///
  /// - Parameter bytes: The document as UTF-8.
  /// - Returns: The top-level value.
  /// - Throws: ``Diagnostic`` at the first byte that breaks the grammar or a limit.
  static func parse(_ bytes: [UInt8]) throws -> JSONNode {
    guard bytes.count <= maximumBytes else {
      throw Diagnostic(
        at: SourcePosition(line: 1, column: 1), path: .root,
        "the file is \(bytes.count) bytes, over the limit of 16 MB (\(maximumBytes) bytes)",
        fix: "keep a scene file under 16 MB, e.g. give long pans as fewer points with interpolation")
    }
    if let encoding = otherEncoding(of: bytes) {
      throw Diagnostic(
        at: SourcePosition(line: 1, column: 1), path: .root, "the file is \(encoding) text, not UTF-8",
        fix: "save the file as UTF-8")
    }
    var parser = JSONParser(bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < bytes.count else {
      throw Diagnostic(
        at: parser.position, path: .root, "the file is empty", fix: "write a scene as a JSON object: { \"version\": 1, … }")
    }
    let node = try parser.value(path: .root, depth: 0)
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      if parser.current == UInt8(ascii: "/") { throw parser.comment(path: .root) }
      throw Diagnostic(
        at: parser.position, path: .root, "\(parser.found) after the end of the top-level value",
        fix: "a file holds one JSON value: remove what follows it")
    }
    return node
  }

  // MARK: - Cursor

  var position: SourcePosition { SourcePosition(line: line, column: column) }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past one byte, keeping the line and column.
  mutating func advance() {
    let byte = bytes[index]
    index += 1
    if byte == 0x0A || (byte == 0x0D && current != 0x0A) {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 && byte != 0x0D {
      column += 1
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
  }

  /// What is at the cursor, for messages: a quoted character or "the end of the file".
  var found: String {
    guard index < bytes.count else { return "the end of the file" }
    guard let character = currentCharacter else {
      return "the byte 0x" + String(bytes[index], radix: 16, uppercase: true) + " (not UTF-8)"
    }
    return Diagnostic.quoted(character)
  }

  /// The character at the cursor, or nil at the end or at invalid UTF-8.
  var currentCharacter: String? {
    guard index < bytes.count, let scalar = Self.scalar(in: bytes, at: index)?.scalar else { return nil }
    return String(Character(scalar))
  }

  // MARK: - Values

  private mutating func value(path: JSONPath, depth: Int) throws -> JSONNode {
    let start = position
    guard let byte = current else { throw notAValue(path: path) }
    switch byte {
    case UInt8(ascii: "{"): return try object(path: path, depth: depth + 1)
    case UInt8(ascii: "["): return try array(path: path, depth: depth + 1)
    case UInt8(ascii: "\""): return JSONNode(value: .string(try string(path: path)), position: start, path: path)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return JSONNode(value: .number(try number(path: path)), position: start, path: path)
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
      if let literal = literal() { return JSONNode(value: literal, position: start, path: path) }
      throw notAValue(path: path)
    default: throw notAValue(path: path)
    }
  }

  /// The error for text that starts no JSON value.
  private func notAValue(path: JSONPath) -> Diagnostic {
    let start = position
    switch current {
    case nil:
      return Diagnostic(at: start, path: path, "the file ends where a value should be", fix: "complete the value")
    case UInt8(ascii: "/"):
      return comment(path: path)
    case UInt8(ascii: "'"):
      return Diagnostic(
        at: start, path: path, "strings must be in double quotes, not single quotes", fix: "write \"text\" instead of 'text'")
    case UInt8(ascii: "]"), UInt8(ascii: "}"):
      return Diagnostic(
        at: start, path: path, "expected a value, found \(found)", fix: "write a value or remove the comma before it")
    default:
      var end = index
      while end < bytes.count, end - index < 30, Self.isWordByte(bytes[end]) { end += 1 }
      let word = String(decoding: bytes[index..<end], as: UTF8.self)
      let fix: String
      switch word.lowercased() {
      case "nan", "infinity", "inf": fix = "JSON numbers are finite: write a number such as 0 or 1e6"
      case "true", "false", "null": fix = "write \(word.lowercased()) in lower case"
      default: fix = "write a string in double quotes, a number, an object, an array, true, false or null"
      }
      let what = word.isEmpty ? found : Diagnostic.quoted(word)
      return Diagnostic(at: start, path: path, "expected a value, found \(what)", fix: fix)
    }
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "_")
  }

  /// Reads `true`, `false` or `null` when the bytes spell one of them exactly.
  private mutating func literal() -> JSONNode.Value? {
    for (word, value) in [("true", JSONNode.Value.bool(true)), ("false", .bool(false)), ("null", .null)] {
      let utf8 = Array(word.utf8)
      let end = index + utf8.count
      guard end <= bytes.count, bytes[index..<end].elementsEqual(utf8) else { continue }
      if end < bytes.count, Self.isWordByte(bytes[end]) { return nil }
      for _ in utf8 { advance() }
      return value
    }
    return nil
  }

  private mutating func object(path: JSONPath, depth: Int) throws -> JSONNode {
    let start = position
    guard depth <= Self.maximumDepth else { throw tooDeep(path: path) }
    advance()
    var object = JSONNodeObject()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      return JSONNode(value: .object(object), position: start, path: path)
    }
    while true {
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}") && !object.members.isEmpty {
          throw Diagnostic(at: position, path: path, "trailing comma before '}'", fix: "remove the comma after the last member")
        }
        if current == nil {
          throw Diagnostic(at: start, path: path, "the object is not closed", fix: "add '}' at its end")
        }
        if current == UInt8(ascii: "/") { throw comment(path: path) }
        throw Diagnostic(
          at: position, path: path, "expected a key in double quotes, found \(found)",
          fix: "write each member as \"key\": value")
      }
      let keyPosition = position
      let key = try string(path: path)
      let memberPath = path.appending(key)
      if let first = object.indices[key] {
        let earlier = object.members[first].keyPosition
        throw Diagnostic(
          at: keyPosition, path: memberPath, "duplicate key (first at line \(earlier.line), column \(earlier.column))",
          fix: "keep one of the two")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw Diagnostic(
          at: position, path: memberPath, "expected ':' after the key, found \(found)", fix: "write \"key\": value")
      }
      advance()
      skipWhitespace()
      let value = try value(path: memberPath, depth: depth)
      object.indices[key] = object.members.count
      object.members.append(JSONNodeObject.Member(key: key, keyPosition: keyPosition, value: value))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "}"):
        advance()
        return JSONNode(value: .object(object), position: start, path: path)
      case nil:
        throw Diagnostic(at: start, path: path, "the object is not closed", fix: "add '}' at its end")
      case UInt8(ascii: "/"):
        throw comment(path: memberPath)
      default:
        throw Diagnostic(
          at: position, path: memberPath, "expected ',' or '}' after the member, found \(found)",
          fix: "separate members with commas")
      }
    }
  }

  private mutating func array(path: JSONPath, depth: Int) throws -> JSONNode {
    let start = position
    guard depth <= Self.maximumDepth else { throw tooDeep(path: path) }
    advance()
    var elements: [JSONNode] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      return JSONNode(value: .array(elements), position: start, path: path)
    }
    while true {
      if current == UInt8(ascii: "]") {
        throw Diagnostic(at: position, path: path, "trailing comma before ']'", fix: "remove the comma after the last element")
      }
      if current == nil {
        throw Diagnostic(at: start, path: path, "the array is not closed", fix: "add ']' at its end")
      }
      elements.append(try value(path: path.appending(elements.count), depth: depth))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","):
        advance()
        skipWhitespace()
      case UInt8(ascii: "]"):
        advance()
        return JSONNode(value: .array(elements), position: start, path: path)
      case nil:
        throw Diagnostic(at: start, path: path, "the array is not closed", fix: "add ']' at its end")
      case UInt8(ascii: "/"):
        throw comment(path: path.appending(elements.count - 1))
      default:
        throw Diagnostic(
          at: position, path: path.appending(elements.count - 1), "expected ',' or ']' after the element, found \(found)",
          fix: "separate elements with commas")
      }
    }
  }

  private func comment(path: JSONPath) -> Diagnostic {
    Diagnostic(at: position, path: path, "comments are not allowed in JSON", fix: "remove the comment")
  }

  private func tooDeep(path: JSONPath) -> Diagnostic {
    Diagnostic(
      at: position, path: path, "arrays and objects nest deeper than \(Self.maximumDepth) levels",
      fix: "a scene file needs only a few levels, so flatten the value")
  }
}
