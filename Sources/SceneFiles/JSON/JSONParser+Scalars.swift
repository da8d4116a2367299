// Numbers and strings of the JSON parser: RFC 8259's number grammar read into
// a correctly rounded Double, and strings with their escapes, surrogate pairs
// and raw UTF-8 checked byte by byte, so an error points at the bad character.

extension JSONParser {
  // MARK: - Numbers

  mutating func number(path: JSONPath) throws -> Double {
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

  mutating func string(path: JSONPath) throws -> String {
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
          at: position, path: path, "a line break inside a string",
          fix: "close the string on its line, or write \\n for a line break")
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
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
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
