// Tokens of SVG path data: numbers, arc flags, separators and command letters.
//
// The grammar is the path-data BNF of SVG 1.1 (section 8.3.9) as restated by SVG 2
// (section 9.3.9). A number is `sign? (digits ('.' digits?)? | '.' digits)
// exponent?` with `exponent = ('e' | 'E') sign? digits`, and it ends at the
// first character that cannot continue it, so "1.5.5" is 1.5 then .5 and
// "-1-2" is -1 then -2. An arc flag is the single character 0 or 1, so flags
// may touch their neighbours ("a1 1 0 00 1 1"). White space is space, tab,
// CR, LF and form feed; a separator between arguments is white space with at
// most one comma. Reading works on UTF-8 bytes, since every valid character is
// ASCII; offsets are converted to Unicode scalars only when an error is made.

/// A cursor over SVG path data that reads one token at a time.
struct SVGPathScanner {
  /// The data as UTF-8.
  let bytes: [UInt8]
  /// The byte offset of the next unread character.
  var index = 0

  /// Creates a scanner at the start of `data`.
  init(_ data: String) {
    bytes = Array(data.utf8)
  }

  /// The next unread byte, or `nil` at the end.
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips white space.
  mutating func skipWhitespace() {
    while let b = current, SVGPathScanner.isWhitespace(b) { index += 1 }
  }

  /// Skips a separator (white space with at most one comma) and tells whether it held a comma.
  mutating func skipSeparator() -> Bool {
    skipWhitespace()
    guard current == UInt8(ascii: ",") else { return false }
    index += 1
    skipWhitespace()
    return true
  }

  /// Whether the next character can start a number.
  var isAtNumber: Bool {
    guard let b = current else { return false }
    return SVGPathScanner.isDigit(b) || b == UInt8(ascii: "+") || b == UInt8(ascii: "-")
      || b == UInt8(ascii: ".")
  }

  /// Reads a finite number.
  ///
  /// - Parameter command: The command letter the number belongs to, for the error message.
  /// - Returns: The number's value.
  /// - Throws: ``PathDataError`` when no number starts here, its exponent has no
  ///   digits, or its value is not finite.
  mutating func number(for command: UInt8) throws -> Double {
    let start = index
    var i = index
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    var digits = 0
    while i < bytes.count, SVGPathScanner.isDigit(bytes[i]) {
      i += 1
      digits += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      while i < bytes.count, SVGPathScanner.isDigit(bytes[i]) {
        i += 1
        digits += 1
      }
    }
    guard digits > 0 else { throw error(at: i, expected: "a number after '\(Character(Unicode.Scalar(command)))'") }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard i < bytes.count, SVGPathScanner.isDigit(bytes[i]) else {
        throw error(at: i, expected: "digits in the exponent of a number")
      }
      while i < bytes.count, SVGPathScanner.isDigit(bytes[i]) { i += 1 }
    }
    let text = String(decoding: bytes[start..<i], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw error(at: start, expected: "a finite number after '\(Character(Unicode.Scalar(command)))'")
    }
    index = i
    return value
  }

  /// Reads an arc flag, the single character 0 or 1.
  ///
  /// - Parameter command: The arc's command letter, for the error message.
  /// - Returns: Whether the flag is 1.
  /// - Throws: ``PathDataError`` when the next character is neither 0 nor 1.
  mutating func flag(for command: UInt8) throws -> Bool {
    guard let b = current, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else {
      throw error(at: index, expected: "a flag (0 or 1) after '\(Character(Unicode.Scalar(command)))'")
    }
    index += 1
    return b == UInt8(ascii: "1")
  }

  /// An error at byte offset `byteOffset`, reported in Unicode scalars.
  func error(at byteOffset: Int, expected: String) -> PathDataError {
    let end = Swift.min(byteOffset, bytes.count)
    var start = end
    // Back up to the first byte of the scalar that holds `end`.
    while start > 0, start < bytes.count, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    let offset = String(decoding: bytes[..<start], as: UTF8.self).unicodeScalars.count
    let found = String(decoding: bytes[start...], as: UTF8.self).unicodeScalars.first.map(Character.init)
    return PathDataError(offset: offset, found: found, expected: expected)
  }

  /// Whether `b` is SVG white space: space, tab, LF, form feed or CR.
  static func isWhitespace(_ b: UInt8) -> Bool {
    b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D
  }

  /// Whether `b` is an ASCII digit.
  static func isDigit(_ b: UInt8) -> Bool {
    b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
  }
}
