import Drawing
import SwipeScenes

// Which top-level and canvas keys each kind reads. Every kind shares the document's version,
// name, summary, canvas, font, fps and gestures; a key another kind reads is refused with the
// kind that reads it, so a file never carries a key that has no effect.

extension SceneDecoder {
  /// Throws at the first top-level key the kind does not read.
  func checkKeys(_ top: Fields, for kind: Kind) throws {
    let (allowed, kindName): ([String], String) =
      switch kind {
      case .stateAnimator: (SceneFileKeys.stateAnimatorDocument, "stateAnimator")
      case .collectionPreview: (SceneFileKeys.collectionPreviewDocument, "collectionPreview")
      case .swipe, .onboarding: (SceneFileKeys.document.filter { !SceneFileKeys.componentDocument.contains($0) }, "")
      }
    for member in top.object.members where !allowed.contains(member.key) {
      let node = member.value
      if kindName.isEmpty {
        let owner = SceneFileKeys.stateAnimatorDocument.contains(member.key) ? "stateAnimator" : "collectionPreview"
        throw Diagnostic(
          node, "\(member.key) is read only by \(owner) scenes", fix: "add \"kind\": \"\(owner)\", or remove it")
      }
      throw Diagnostic(
        node, "\(member.key) is not used by \(kindName) scenes",
        fix: "remove it: a \(kindName) scene takes " + allowed.filter { !$0.hasPrefix("$") }.joined(separator: ", "))
    }
  }

  /// Throws at the first canvas key a StateAnimator or collection-preview scene does not read.
  func checkComponentCanvas(_ canvas: Canvas, kind: String) throws {
    guard let fields = canvas.fields else { return }
    for member in fields.object.members where !SceneFileKeys.componentCanvas.contains(member.key) {
      throw Diagnostic(
        member.value, "canvas.\(member.key) is not used by \(kind) scenes",
        fix: "remove it: their canvas takes " + SceneFileKeys.componentCanvas.joined(separator: ", "))
    }
  }

  /// A `[width, height]` or `[x, y]` pair of numbers within `rule`.
  func pair(_ node: JSONNode, _ rule: NumberRule, example: String) throws -> (Double, Double) {
    let values = try node.array(count: 2...2, of: "numbers", example: example)
    return (try values[0].number(rule), try values[1].number(rule))
  }

  /// A built-in picture: its name, or `{ "picture": name, "seed": n }`.
  func picture(_ node: JSONNode) throws -> Picture {
    let names = Picture.Kind.allCases.map { ($0.rawValue, $0) }
    if case .string = node.value { return Picture(try node.choice(names)) }
    let fields = try Fields(node, keys: SceneFileKeys.picture, example: "{ \"picture\": \"LandscapeArtwork\", \"seed\": 3 }")
    let kind = try fields.required("picture", example: "\"LandscapeArtwork\"").choice(names)
    return Picture(kind, seed: try fields.integer("seed", in: 0...1_000_000) ?? 0)
  }
}
