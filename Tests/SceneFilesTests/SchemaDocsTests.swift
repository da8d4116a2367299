import Foundation
import Testing

@testable import SceneFiles

/// docs/scene-file.md documents every key the published schema accepts: each property name of
/// every object of ``SceneFile/schema`` appears in the page in code, as `key` or as `"key"` inside
/// a code span.
struct SchemaDocsTests {
  /// The repository's docs/scene-file.md, found from this file's path.
  static var documentURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/scene-file.md")
  }

  /// Every property name in the schema, in the order first met.
  func schemaKeys() throws -> [String] {
    var keys: [String] = []
    func walk(_ node: JSONNode) {
      switch node.value {
      case .object(let object):
        if case .object(let properties) = object["properties"]?.value {
          for member in properties.members where !keys.contains(member.key) { keys.append(member.key) }
        }
        for member in object.members { walk(member.value) }
      case .array(let elements): elements.forEach(walk)
      default: break
      }
    }
    walk(try JSONParser.parse(Array(SceneFile.schema.utf8)))
    return keys
  }

  /// The text of every code span of the page.
  func codeSpans(_ text: String) -> [Substring] {
    text.split(separator: "`", omittingEmptySubsequences: false).enumerated().compactMap { $0.offset % 2 == 1 ? $0.element : nil }
  }

  @Test func everySchemaKeyIsDocumented() throws {
    let text = try String(contentsOf: Self.documentURL, encoding: .utf8)
    let spans = codeSpans(text)
    let keys = try schemaKeys()
    #expect(keys.count > 100, "the schema walk found only \(keys.count) keys")
    let missing = keys.filter { key in !spans.contains { $0 == key || $0.contains("\"\(key)\"") } }
    #expect(missing.isEmpty, "docs/scene-file.md does not document: \(missing.joined(separator: ", "))")
  }
}
