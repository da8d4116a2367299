// A strict RFC 8259 parser that keeps positions.
//
// The parser reads UTF-8 bytes with one byte of lookahead and builds a
// `JSONNode` tree. It accepts exactly RFC 8259's grammar: no comments, no
// trailing commas, no single quotes, no NaN or Infinity, no leading zeros, and
// strings that are valid UTF-8 with every control character escaped. It adds
// three rules of its own, each checked before anything is allocated for what it
// guards: a document is at most 16 MB, containers nest at most 64 deep (the
// top-level object is depth 1), and a key appears at most once per object. A
// byte-order mark at the start is skipped, as RFC 8259 §8.1 allows. Numbers
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

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var column = 1

  private init(_ bytes: [UInt8]) {
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

  private var position: SourcePosition { SourcePosition(line: line, column: column) }
  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Moves past one byte, keeping the line and column.
  private mutating func advance() {
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
  private var found: String {
    guard index < bytes.count else { return "the end of the file" }
    guard let character = currentCharacter else {
      return "the byte 0x" + String(bytes[index], radix: 16, uppercase: true) + " (not UTF-8)"
    }
    return Diagnostic.quoted(character)
  }

  /// The character at the cursor, or nil at the end or at invalid UTF-8.
  private var currentCharacter: String? {
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
      return Diagnostic(at: start, path: path, "expected a value, found \(found)", fix: "write a value or remove the comma before it")
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

  private static func isWordByte(_ byte: UInt8) -> Bool {
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
    var object = JSONObject()
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
        throw Diagnostic(at: position, path: memberPath, "expected ':' after the key, found \(found)", fix: "write \"key\": value")
      }
      advance()
      skipWhitespace()
      let value = try value(path: memberPath, depth: depth)
      object.indices[key] = object.members.count
      object.members.append(JSONObject.Member(key: key, keyPosition: keyPosition, value: value))
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

  // MARK: - Numbers

  private mutating func number(path: JSONPath) throws -> Double {
    let start = index
    let startPosition = position
    if current == UInt8(ascii: "-") { advance() }
    guard let first = current, Self.isDigit(first) else {
      throw Diagnostic(at: position, path: path, "expected a digit after '-', found \(found)", fix: "complete the number")
    }
    advance()
    if first == UInt8(ascii: "0") {
      if let next = current, Self.isDigit(next) {
        throw Diagnostic(
          at: startPosition, path: path, "numbers cannot start with a 0 followed by digits",
          fix: "remove the leading zeros, e.g. write 7 instead of 07")
      }
    } else {
      skipDigits()
    }
    if current == UInt8(ascii: ".") {
      advance()
      try requireDigits(path: path, after: "the decimal point", fix: "write 1.0 or 1, not 1.")
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      try requireDigits(path: path, after: "the exponent's 'e'", fix: "write e.g. 1e6")
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Diagnostic(
        at: startPosition, path: path, "the number \(Diagnostic.quoted(text)) is too large to be finite",
        fix: "write a number between -1.7e308 and 1.7e308")
    }
    return value
  }

  private mutating func skipDigits() {
    while let byte = current, Self.isDigit(byte) { advance() }
  }

  /// Reads one or more digits.
  private mutating func requireDigits(path: JSONPath, after what: String, fix: String) throws {
    guard let first = current, Self.isDigit(first) else {
      throw Diagnostic(at: position, path: path, "expected a digit after \(what), found \(found)", fix: fix)
    }
    skipDigits()
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  // MARK: - Strings

  private mutating func string(path: JSONPath) throws -> String {
    let start = position
    advance()
    var scalars = String.UnicodeScalarView()
    while true {
      guard let byte = current else {
        throw Diagnostic(at: start, path: path, "the string is not closed", fix: "end it with a double quote")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return String(scalars)
      case UInt8(ascii: "\\"):
        scalars.append(try escape(path: path))
      case 0x0A, 0x0D:
        throw Diagnostic(
          at: position, path: path, "a line break inside a string", fix: "close the string on its line, or write \\n for a line break")
      case 0..<0x20:
        throw Diagnostic(
          at: position, path: path,
          "an unescaped control character U+" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4) + " in a string",
          fix: "write it as \\u" + String(byte, radix: 16, uppercase: true).leftPadded(to: 4))
      case 0..<0x80:
        scalars.append(Unicode.Scalar(byte))
        advance()
      default:
        guard let (scalar, length) = Self.scalar(in: bytes, at: index) else {
          throw Diagnostic(
            at: position, path: path, "the byte 0x" + String(byte, radix: 16, uppercase: true) + " is not valid UTF-8",
            fix: "save the file as UTF-8")
        }
        scalars.append(scalar)
        for _ in 0..<length { advance() }
      }
    }
  }

  /// Reads an escape sequence after its backslash, joining a surrogate pair into one scalar.
  private mutating func escape(path: JSONPath) throws -> Unicode.Scalar {
    let start = position
    advance()
    guard let letter = current else {
      throw Diagnostic(at: start, path: path, "the string is not closed", fix: "end it with a double quote")
    }
    let simple: [UInt8: Unicode.Scalar] = [
      UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
      UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]
    if let scalar = simple[letter] {
      advance()
      return scalar
    }
    guard letter == UInt8(ascii: "u") else {
      throw Diagnostic(
        at: start, path: path, "\(Diagnostic.quoted("\\" + (currentCharacter ?? "?"))) is not a JSON escape",
        fix: "use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
    }
    advance()
    let unit = try hexUnit(path: path, escapeStart: start)
    switch unit {
    case 0xD800...0xDBFF:
      let low = position
      guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
        throw loneSurrogate(unit, at: start, path: path)
      }
      advance()
      advance()
      let second = try hexUnit(path: path, escapeStart: low)
      guard (0xDC00...0xDFFF).contains(second) else { throw loneSurrogate(unit, at: start, path: path) }
      let value = 0x10000 + ((unit - 0xD800) << 10) + (second - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    case 0xDC00...0xDFFF:
      throw loneSurrogate(unit, at: start, path: path)
    default:
      return Unicode.Scalar(unit) ?? "\u{FFFD}"
    }
  }

  /// Reads the four hexadecimal digits of a `\u` escape.
  private mutating func hexUnit(path: JSONPath, escapeStart: SourcePosition) throws -> UInt32 {
    var unit: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = UInt32(String(UnicodeScalar(byte)), radix: 16) else {
        throw Diagnostic(
          at: escapeStart, path: path, "\\u must be followed by four hexadecimal digits", fix: "write e.g. \\u00E9 for é")
      }
      unit = unit << 4 | digit
      advance()
    }
    return unit
  }

  private func loneSurrogate(_ unit: UInt32, at start: SourcePosition, path: JSONPath) -> Diagnostic {
    Diagnostic(
      at: start, path: path,
      "\\u" + String(unit, radix: 16, uppercase: true) + " is half of a surrogate pair with no other half",
      fix: "write both halves (e.g. \\uD83D\\uDE00) or the character itself")
  }

  /// The Unicode scalar whose UTF-8 encoding starts at `index`, and its length; nil for invalid UTF-8.
  static func scalar(in bytes: [UInt8], at index: Int) -> (scalar: Unicode.Scalar, length: Int)? {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    let length: Int
    var value: UInt32
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { secondRange = 0xA0...0xBF } else if lead == 0xED { secondRange = 0x80...0x9F }
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { secondRange = 0x90...0xBF } else if lead == 0xF4 { secondRange = 0x80...0x8F }
    default: return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard (offset == 1 ? secondRange : 0x80...0xBF).contains(byte) else { return nil }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }
}
