// JSON form of a colour, for `frame --json` inspection of scene states.

extension Color: Encodable {
  private enum CodingKeys: String, CodingKey { case red, green, blue, alpha }

  /// Encodes the colour as its straight components, `{"red": …, "green": …, "blue": …, "alpha": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(red, forKey: .red)
    try container.encode(green, forKey: .green)
    try container.encode(blue, forKey: .blue)
    try container.encode(alpha, forKey: .alpha)
  }
}
