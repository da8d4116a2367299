import SwipeScenes
import TextShaping

// Which characters of a file's text no font has. Every string the scene draws
// (the values of the keys in `drawnTextKeys`, wherever they are) is checked
// against the cascade of the scene's regular font; the weights share their
// coverage. Each missing character is reported once, at the first text that
// has it, in the order of the file.

extension SceneDecoder {
  /// Keys whose string values are drawn as text.
  static let drawnTextKeys: Set<String> = [
    "title", "subtitle", "detail", "body", "text", "label", "badge", "header", "footer", "description",
  ]

  /// The characters of `root`'s drawn text that `font`'s cascade lacks, each once.
  static func missingCharacters(in root: JSONNode, font: Font, file: String) -> [MissingCharacterWarning] {
    var warnings: [MissingCharacterWarning] = []
    var seen = Set<Unicode.Scalar>()
    func visit(_ node: JSONNode, key: String?) {
      switch node.value {
      case .string(let text) where key.map(drawnTextKeys.contains) == true && !text.unicodeScalars.allSatisfy(\.isASCII):
        for scalar in font.missingCharacters(in: text) where seen.insert(scalar).inserted {
          warnings.append(
            MissingCharacterWarning(
              file: file, line: node.position.line, column: node.position.column, path: node.path.description,
              character: scalar))
        }
      case .array(let elements): for element in elements { visit(element, key: key) }
      case .object(let object): for member in object.members { visit(member.value, key: member.key) }
      default: break
      }
    }
    visit(root, key: nil)
    return warnings
  }
}
