// What the reader found wrong, before the file name is known.
//
// The parser and the decoders throw a `Diagnostic`: a position, a JSON path, what
// is wrong and how to fix it. `SceneFile` adds the file's name and turns it into
// the public `SceneFileError`. Every text that comes from the file (keys, strings)
// passes through `quoted`, which escapes line breaks and shortens long text, so
// that the message stays on one line.

/// A problem at one place of a scene file, with the fix to suggest.
struct Diagnostic: Error, Sendable {
  /// Where the bad value (or the object missing a key) starts.
  var position: SourcePosition
  /// The JSON path of the bad value (or of the missing key).
  var path: JSONPath
  /// What is wrong.
  var problem: String
  /// How to fix it.
  var fix: String

  /// A problem with a value.
  init(_ node: JSONNode, _ problem: String, fix: String) {
    self.init(at: node.position, path: node.path, problem, fix: fix)
  }

  /// A problem at a place.
  init(at position: SourcePosition, path: JSONPath, _ problem: String, fix: String) {
    self.position = position
    self.path = path
    self.problem = problem
    self.fix = fix
  }

  /// Text from the file, in single quotes, safe to put in a one-line message.
  ///
  /// Control characters are escaped and text longer than 60 characters is cut with "…".
  static func quoted(_ text: String) -> String {
    "'" + escaped(text, upTo: 60) + "'"
  }

  /// Text in JSON's double quotes, for paths.
  static func quotedJSON(_ text: String) -> String {
    "\"" + escaped(text, upTo: 60).replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// `text` with line breaks and other control characters written as escapes (`\n`, `\u001B`),
  /// so that it stays on one line; cut with "…" after `limit` characters when one is given.
  static func escaped(_ text: String, upTo limit: Int? = nil) -> String {
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == limit {
        out += "…"
        break
      }
      count += 1
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
          out += "\\u" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}

extension String {
  /// The string with zeros in front up to `width` characters.
  func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
