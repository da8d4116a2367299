/// An error raised when SVG path data does not follow the path-data grammar.
///
/// The message names where reading stopped and what the grammar allowed there,
/// for example `path data is malformed at offset 12 ('x'): expected a number
/// after 'L'`. Offsets count Unicode scalars from the start of the data, so for
/// ASCII data they are character offsets.
public struct PathDataError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The offset of the offending character, in Unicode scalars from 0.
  ///
  /// It equals the length of the data when the data ended too early.
  public var offset: Int
  /// The offending character, or `nil` when the data ended too early.
  public var found: Character?
  /// What the grammar allowed at ``offset``, as a phrase such as "a number after 'L'".
  public var expected: String

  /// Creates an error at `offset`.
  ///
  /// - Parameters:
  ///   - offset: Where reading stopped, in Unicode scalars.
  ///   - found: The character there, or `nil` at the end of the data.
  ///   - expected: What would have been valid there.
  public init(offset: Int, found: Character?, expected: String) {
    self.offset = offset
    self.found = found
    self.expected = expected
  }

  /// A sentence naming the offset, the character found there and what was expected.
  public var description: String {
    let what = found.map { "'\($0)'" } ?? "end of data"
    return "path data is malformed at offset \(offset) (\(what)): expected \(expected)"
  }
}
