// JSON form of the geometry values, for `frame --json` inspection of scene states.
//
// Each value encodes as an object with its field names as keys, e.g. a rectangle as
// `{"x": 0, "y": 48, "width": 375, "height": 126}`. Only encoding is offered: states are
// reported, never read back.

extension Point: Encodable {
  private enum CodingKeys: String, CodingKey { case x, y }

  /// Encodes the point as `{"x": …, "y": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }
}

extension Size: Encodable {
  private enum CodingKeys: String, CodingKey { case width, height }

  /// Encodes the size as `{"width": …, "height": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}

extension Rect: Encodable {
  private enum CodingKeys: String, CodingKey { case x, y, width, height }

  /// Encodes the rectangle as `{"x": …, "y": …, "width": …, "height": …}`, unstandardized.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: Whatever the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }
}
