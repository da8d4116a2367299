import Foundation
import Testing

// Reading the pages back as a browser would see them, by routes of the tests' own: tags matched
// and balanced outside the raw-text elements (script and style end at the first `</script>` or
// `</style>`, as HTML parses them), attribute URLs, and the JSON of the pages' scripts.

enum PageReading {
  static let voidElements: Set = ["meta", "link", "img", "input", "br", "hr"]

  /// The problems of `html` as a document: tags that do not close in order, and any `src` or
  /// `href` that is not a `data:` URL, so that the page loads nothing from elsewhere.
  static func problems(_ html: String) -> [String] {
    var problems: [String] = []
    var open: [String] = []
    var rest = Substring(html)
    if !html.hasPrefix("<!doctype html>\n") { problems.append("no doctype") }
    while let start = rest.firstIndex(of: "<") {
      guard let end = rest[start...].firstIndex(of: ">") else { problems.append("unclosed tag"); break }
      let tag = rest[rest.index(after: start)..<end]
      rest = rest[rest.index(after: end)...]
      if tag.hasPrefix("!") { continue }
      let closing = tag.hasPrefix("/")
      let name = String(tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }).lowercased()
      for attribute in ["src=\"", "href=\""] {
        if let value = tag.range(of: attribute), !tag[value.upperBound...].hasPrefix("data:") {
          problems.append("<\(tag)> loads a URL")
        }
      }
      if closing {
        if open.last == name { open.removeLast() } else { problems.append("</\(name)> closes <\(open.last ?? "nothing")>") }
      } else if name == "script" || name == "style" {
        guard let close = rest.range(of: "</\(name)>") else { problems.append("<\(name)> never ends"); break }
        rest = rest[close.upperBound...]
      } else if !voidElements.contains(name) {
        open.append(name)
      }
    }
    if !open.isEmpty { problems.append("left open: \(open)") }
    for scheme in ["http:", "https:", "ftp:"] where html.contains(scheme) { problems.append("names a \(scheme) URL") }
    return problems
  }

  /// The text between `prefix` and the next `suffix`, decoded as JSON.
  static func json<T: Decodable>(_ type: T.Type, in text: String, after prefix: String, before suffix: String) throws -> T {
    let start = try #require(text.range(of: prefix))
    let end = try #require(text[start.upperBound...].range(of: suffix))
    return try JSONDecoder().decode(type, from: Data(text[start.upperBound..<end.lowerBound].utf8))
  }

  /// 64-bit FNV-1a (offset basis 14695981039346656037, prime 1099511628211), in hex.
  static func fnv1a(_ bytes: [UInt8]) -> String {
    var hash: UInt64 = 14_695_981_039_346_656_037
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
    return String(hash, radix: 16)
  }

  /// A fresh folder for one test, removed by the caller.
  static func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
