// Which Unicode encoding a document that is not UTF-8 is in, from its first
// bytes. RFC 8259 section 8.1 requires UTF-8; RFC 4627 section 3 notes that
// the first two characters of a JSON text are ASCII, so the pattern of zero
// bytes among the first four tells UTF-16 and UTF-32 and their byte orders
// apart, with or without a byte-order mark. UTF-8 JSON never holds a zero byte
// outside a string escape, so the pattern cannot misname a UTF-8 file.

extension JSONParser {
  /// The encoding `bytes` start in when it is UTF-16 or UTF-32, e.g. "UTF-16 (little-endian)";
  /// `nil` for anything else, UTF-8 included.
  static func otherEncoding(of bytes: [UInt8]) -> String? {
    let head = Array(bytes.prefix(4))
    // `nil` in a pattern stands for any byte but zero.
    func starts(_ pattern: [UInt8?]) -> Bool {
      head.count >= pattern.count
        && zip(head, pattern).allSatisfy { byte, expected in expected.map { byte == $0 } ?? (byte != 0) }
    }
    if starts([0x00, 0x00, 0xFE, 0xFF]) || starts([0, 0, 0]) { return "UTF-32 (big-endian)" }
    if starts([0xFF, 0xFE, 0x00, 0x00]) || starts([nil, 0, 0, 0]) { return "UTF-32 (little-endian)" }
    if starts([0xFE, 0xFF]) || starts([0, nil]) { return "UTF-16 (big-endian)" }
    if starts([0xFF, 0xFE]) || starts([nil, 0]) { return "UTF-16 (little-endian)" }
    return nil
  }
}
