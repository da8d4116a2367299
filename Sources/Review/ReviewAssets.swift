import Foundation

/// The pages' own CSS and JavaScript, kept as files of this target and written into each page,
/// so that a page needs no network, no server and no file beside it but its images.
enum ReviewAssets {
  /// The text of `Assets/<name>`.
  ///
  /// - Throws: ``ReviewError`` when the package was installed without its resources.
  static func text(_ name: String) throws -> String {
    let parts = name.split(separator: ".")
    guard let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "Assets"),
      let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
    else {
      throw ReviewError(description: "The page asset '\(name)' is missing from the Review resources: rebuild the package.")
    }
    return text
  }

  /// `text` safe inside an HTML element or attribute.
  static func escaped(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  /// `value` as JSON that can sit inside a `<script>` element: `/` is escaped, so `</script>` cannot occur.
  static func scriptJSON<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}

/// A page that could not be written, with what to do.
public struct ReviewError: Error, CustomStringConvertible, Equatable {
  /// What went wrong and what to do.
  public var description: String

  /// Creates an error.
  public init(description: String) { self.description = description }
}
