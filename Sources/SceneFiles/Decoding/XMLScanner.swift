// The tags of an XML document, one at a time, for reading SVG icons.
//
// The scanner yields start tags (with their attributes, entity references
// decoded) and end tags. It skips character data, comments, processing
// instructions (the XML declaration), CDATA sections and the DOCTYPE, with its
// internal subset. It checks what a tag needs to be read unambiguously: names,
// quoted attribute values, no attribute twice, and constructs that end before
// the file does. Nesting is checked by the caller, which knows the names.

/// Reads tags from XML text.
struct XMLScanner {
  /// One tag.
  enum Item {
    /// `<name attributes…>` or, self-closing, `<name … />`.
    case open(String, [String: String], selfClosing: Bool)
    /// `</name>`.
    case close(String)
  }

  private let bytes: [UInt8]
  private var index = 0
  /// The line of the tag last read, from 1.
  private(set) var line = 1

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// An error on the current line.
  func problem(_ problem: String, fix: String) -> SVGIcon.Problem {
    SVGIcon.Problem(line: line, problem: problem, fix: fix)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func advance(_ count: Int = 1) {
    for _ in 0..<count where index < bytes.count {
      if bytes[index] == UInt8(ascii: "\n") { line += 1 }
      index += 1
    }
  }

  private func starts(with text: String) -> Bool {
    let utf8 = Array(text.utf8)
    return index + utf8.count <= bytes.count && bytes[index..<index + utf8.count].elementsEqual(utf8)
  }

  /// Moves past the next occurrence of `end`, or fails naming `what` was not closed.
  private mutating func skip(past end: String, what: String) throws {
    while index < bytes.count {
      if starts(with: end) {
        advance(end.utf8.count)
        return
      }
      advance()
    }
    throw problem("\(what) is not closed", fix: "end it with \(end)")
  }

  /// The next tag, or nil at the end of the document.
  mutating func next() throws -> Item? {
    while index < bytes.count {
      guard current == UInt8(ascii: "<") else {
        if current == UInt8(ascii: "&") { try skipEntity() } else { advance() }
        continue
      }
      if starts(with: "<!--") {
        try skip(past: "-->", what: "a comment")
      } else if starts(with: "<?") {
        try skip(past: "?>", what: "a processing instruction")
      } else if starts(with: "<![CDATA[") {
        try skip(past: "]]>", what: "a CDATA section")
      } else if starts(with: "<!DOCTYPE") {
        try skipDoctype()
      } else if starts(with: "</") {
        advance(2)
        let name = try self.name()
        skipSpace()
        guard current == UInt8(ascii: ">") else { throw problem("the end tag </\(name) is not closed", fix: "end it with >") }
        advance()
        return .close(name)
      } else {
        return try startTag()
      }
    }
    return nil
  }

  private mutating func skipEntity() throws {
    _ = try entity()
  }

  private mutating func skipDoctype() throws {
    var bracket = false
    while let byte = current {
      advance()
      if byte == UInt8(ascii: "[") { bracket = true }
      if byte == UInt8(ascii: "]") { bracket = false }
      if byte == UInt8(ascii: ">") && !bracket { return }
    }
    throw problem("the DOCTYPE is not closed", fix: "end it with >")
  }

  private mutating func startTag() throws -> Item {
    advance()
    let name = try self.name()
    var attributes: [String: String] = [:]
    while true {
      let hadSpace = skipSpace()
      switch current {
      case UInt8(ascii: ">"):
        advance()
        return .open(name, attributes, selfClosing: false)
      case UInt8(ascii: "/"):
        advance()
        guard current == UInt8(ascii: ">") else { throw problem("expected > after / in <\(name)>", fix: "write <\(name) … />") }
        advance()
        return .open(name, attributes, selfClosing: true)
      case nil:
        throw problem("the tag <\(name)> is not closed", fix: "end it with >")
      default:
        guard hadSpace else {
          throw problem("expected a space before an attribute of <\(name)>", fix: "separate attributes by spaces")
        }
        let key = try self.name()
        skipSpace()
        guard current == UInt8(ascii: "=") else {
          throw problem("the attribute \(key) of <\(name)> has no value", fix: "write \(key)=\"…\"")
        }
        advance()
        skipSpace()
        let value = try quotedValue(of: key)
        guard attributes.updateValue(value, forKey: key) == nil else {
          throw problem("<\(name)> has the attribute \(key) twice", fix: "keep one")
        }
      }
    }
  }

  @discardableResult
  private mutating func skipSpace() -> Bool {
    var skipped = false
    while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
      advance()
      skipped = true
    }
    return skipped
  }

  private mutating func name() throws -> String {
    let start = index
    while let byte = current,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        || byte >= 0x80
    {
      advance()
    }
    guard index > start else { throw problem("expected a name after <", fix: "check the file is valid XML") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private mutating func quotedValue(of key: String) throws -> String {
    guard let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
      throw problem("the value of \(key) is not in quotes", fix: "write \(key)=\"…\"")
    }
    advance()
    var value = String.UnicodeScalarView()
    var run: [UInt8] = []
    while let byte = current, byte != quote {
      if byte == UInt8(ascii: "<") { throw problem("'<' inside the value of \(key)", fix: "write it as &lt;") }
      if byte == UInt8(ascii: "&") {
        value.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
        value.append(try entity())
      } else {
        run.append(byte)
        advance()
      }
    }
    guard current == quote else { throw problem("the value of \(key) is not closed", fix: "end it with a quote") }
    advance()
    value.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
    return String(value)
  }

  /// Reads `&name;`, `&#n;` or `&#xh;` and returns the character it stands for.
  private mutating func entity() throws -> Unicode.Scalar {
    advance()
    let start = index
    while let byte = current, byte != UInt8(ascii: ";"), index - start < 12 { advance() }
    guard current == UInt8(ascii: ";") else { throw problem("an & that starts no entity", fix: "write & as &amp;") }
    let name = String(decoding: bytes[start..<index], as: UTF8.self)
    advance()
    let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
    if let scalar = named[name] { return scalar }
    if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
      return scalar
    }
    if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) { return scalar }
    throw problem(
      "the entity '\(name)' is not one of XML's", fix: "use amp, lt, gt, quot, apos or a character reference such as &#233;")
  }
}
