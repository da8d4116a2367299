extension String {
  /// The text safe inside a one-line message: line breaks, tabs and other control characters
  /// as escapes (`\n`, `\t`, `\u001B`), so that a name holding a newline cannot split an
  /// error line; cut with "…" after `limit` characters.
  public func oneLine(limit: Int = .max) -> String {
    var out = ""
    for (count, scalar) in unicodeScalars.enumerated() {
      if count == limit {
        out += "…"
        break
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}":
        out += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
