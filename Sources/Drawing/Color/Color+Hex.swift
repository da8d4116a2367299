/// An error raised when a colour string cannot be read.
public struct ColorParseError: Error, CustomStringConvertible, Equatable {
  /// The text that was given.
  public var text: String
  /// A sentence saying what is wrong and what form is expected.
  public var description: String {
    "'\(text)' is not a colour: write it as #RRGGBB or #RRGGBBAA with hexadecimal digits, e.g. #FF3B30."
  }
}

extension Color {
  /// Creates a colour from `#RRGGBB` or `#RRGGBBAA` (the `#` is optional, case ignored).
  ///
  /// - Parameter hex: The colour string.
  /// - Throws: ``ColorParseError`` when the string has another length or a non-hex digit.
  public init(hex: String) throws {
    var digits = Substring(hex)
    if digits.hasPrefix("#") { digits = digits.dropFirst() }
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16),
      digits.allSatisfy(\.isHexDigit)
    else { throw ColorParseError(text: hex) }
    let rgba = digits.count == 6 ? (value << 8 | 0xFF) : value
    self.init(
      red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
      blue: Double(rgba >> 8 & 0xFF) / 255, alpha: Double(rgba & 0xFF) / 255)
  }
}
