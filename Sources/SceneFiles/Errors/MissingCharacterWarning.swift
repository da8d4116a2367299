/// A character of a scene file's text that no font of the scene has: it is drawn as the
/// font's `.notdef` box, and the run goes on.
///
/// The description is one line in the form of ``SceneFileError``'s,
/// `FILE:LINE:COLUMN: JSON.PATH: …; the fix`, naming the character as `U+XXXX`.
public struct MissingCharacterWarning: Equatable, Sendable, CustomStringConvertible {
  /// The file as the caller named it.
  public var file: String
  /// The line of the first text that has the character, from 1.
  public var line: Int
  /// The column of that text, from 1, in Unicode scalars.
  public var column: Int
  /// The JSON path of that text, e.g. `rows[0].title`.
  public var path: String
  /// The character.
  public var character: Unicode.Scalar

  /// The character as `U+XXXX` (four to six hex digits).
  public var codePoint: String {
    let hex = String(character.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// One line: where, which character, and the fix.
  public var description: String {
    "\(file):\(line):\(column): \(path): no font of the scene has \(codePoint), drawn as a box; "
      + "add a font that has it to \"fallbackFonts\" (a font file or a family such as \"Noto Color Emoji\")"
  }
}
