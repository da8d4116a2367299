import Drawing
import Foundation
import SwipeScenes

// A scene file's top level: version, name, kind and the render settings, then
// the scene of its kind (SceneDecoder+Swipe, SceneDecoder+Onboarding).
//
// Keys the format defines but the scene model cannot show yet (a custom font,
// row images, system colour names, …) are read and checked like any other, then
// reported as "not supported yet", so a file never renders differently from
// what it says.

/// Reads the scene of a parsed scene file.
struct SceneDecoder {
  /// The folder relative paths start from.
  let folder: URL
  /// The name a scene gets when the file gives none: the file's name in kebab case.
  let defaultName: String

  /// What the file asks of the rendering, besides the scene.
  struct Canvas {
    var fields: Fields?
    var width: Double?
    var height: Double?
    var scale = 2.0
    var appearance = Appearance.light
    var direction = OnboardingHint.Direction.leftToRight
    var chrome = SwipeStage.Kind.row
    var tableColors: TablePalette?
  }

  enum Kind { case swipe, onboarding }

  /// The document at `root`.
  func document(_ root: JSONNode) throws -> SceneDocument {
    let top = try Fields(root, keys: SceneFileKeys.document, example: "{ \"version\": 1, \"rows\": […] }")
    let version = try top.required("version", example: "1")
    guard case .number(let number) = version.value else { throw version.wrongType("the number 1", example: "1") }
    guard number == 1 else {
      throw Diagnostic(
        version, "version \(JSONWriter.number(number)) is not supported", fix: "this render-gifs reads version 1: write \"version\": 1")
    }
    if let schema = top["$schema"] { _ = try schema.string(example: "\"scene.schema.json\"") }
    let name = try top["name"].map(sceneName) ?? defaultName
    let summary = try top["summary"].map { try oneLine($0, what: "summary") } ?? ""
    let kind = try top.choice("kind", [("swipe", Kind.swipe), ("onboarding", .onboarding)]) ?? .swipe
    let fps = try top.number("fps", NumberRule(minimum: 0, maximum: 240, excludesMinimum: true)) ?? 30
    if let font = top["font"] {
      _ = try font.string(example: "\"fonts/Inter.ttf\"")
      throw Diagnostic(font, "custom fonts are not supported yet", fix: "remove \"font\" (scenes use the bundled Inter)")
    }
    let canvas = try self.canvas(top["canvas"])
    let scene: any CatalogScene
    switch kind {
    case .swipe: scene = try swipeScene(top, name: name, summary: summary, canvas: canvas)
    case .onboarding: scene = try onboardingScene(top, name: name, summary: summary, canvas: canvas)
    }
    return SceneDocument(scene: scene, scale: canvas.scale, fps: fps, appearance: canvas.appearance)
  }

  /// A one-line string.
  func oneLine(_ node: JSONNode, what: String) throws -> String {
    let text = try node.string()
    guard !text.contains(where: \.isNewline) else {
      throw Diagnostic(node, "the \(what) has a line break", fix: "keep the \(what) on one line")
    }
    return text
  }

  /// A kebab-case scene name.
  func sceneName(_ node: JSONNode) throws -> String {
    let text = try node.string(example: "\"my-scene\"")
    guard Self.isKebabCase(text) else {
      let suggestion = Self.kebabCase(text)
      throw Diagnostic(
        node, "\(Diagnostic.quoted(text)) is not a kebab-case name",
        fix: "use lower-case letters, digits and single hyphens, e.g. '\(suggestion)'")
    }
    return text
  }

  /// Whether `text` is lower-case letters and digits in hyphen-separated runs, at most 100 characters.
  static func isKebabCase(_ text: String) -> Bool {
    guard !text.isEmpty, text.count <= 100 else { return false }
    return text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { part in
      !part.isEmpty && part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
    }
  }

  /// `text` in kebab case: lower case, every run of other characters one hyphen; "scene" if nothing is left.
  static func kebabCase(_ text: String) -> String {
    var out = ""
    for scalar in text.lowercased().unicodeScalars {
      if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
        out.unicodeScalars.append(scalar)
      } else if !out.isEmpty, !out.hasSuffix("-") {
        out += "-"
      }
    }
    while out.hasSuffix("-") { out.removeLast() }
    return out.isEmpty ? "scene" : String(out.prefix(100))
  }

  // MARK: - Canvas

  private func canvas(_ node: JSONNode?) throws -> Canvas {
    var canvas = Canvas()
    guard let node else { return canvas }
    let fields = try Fields(node, keys: SceneFileKeys.canvas, example: "{ \"width\": 390 }")
    canvas.fields = fields
    canvas.width = try fields.number("width", .positivePoints(upTo: 16_384), example: "390")
    canvas.height = try fields.number("height", .positivePoints(upTo: 100_000), example: "192")
    canvas.scale = try fields.number("scale", NumberRule(minimum: 0, maximum: 16, excludesMinimum: true), example: "2") ?? 2
    canvas.appearance = try fields.choice("appearance", [("light", Appearance.light), ("dark", .dark)]) ?? .light
    if let background = fields["background"] {
      if (try? background.string()) != "transparent" { _ = try ColorSyntax.color(background) }
      throw Diagnostic(
        background, "a canvas background of its own is not supported yet",
        fix: "remove it: canvas.tableColors.background colours the table and its rows")
    }
    canvas.direction =
      try fields.choice("layoutDirection", [("leftToRight", .leftToRight), ("rightToLeft", OnboardingHint.Direction.rightToLeft)])
      ?? .leftToRight
    canvas.chrome = try fields.choice("chrome", [("none", SwipeStage.Kind.row), ("phone", .phone), ("tallCell", .tallCell)]) ?? .row
    if let title = fields["title"] {
      let text = try oneLine(title, what: "title")
      guard canvas.chrome != .row else {
        throw Diagnostic(title, "a title needs a navigation bar", fix: "remove it, or set \"chrome\": \"phone\"")
      }
      guard text == "Inbox" else {
        throw Diagnostic(title, "navigation titles other than 'Inbox' are not supported yet", fix: "write \"title\": \"Inbox\" or remove it")
      }
    }
    if let colors = fields["tableColors"] { canvas.tableColors = try tableColors(colors) }
    return canvas
  }

  private func tableColors(_ node: JSONNode) throws -> TablePalette {
    let fields = try Fields(node, keys: SceneFileKeys.tableColors, example: "{ \"background\": \"#FFFFFF\" }")
    var palette = TablePalette.standard(.light)
    let members: [(String, WritableKeyPath<TablePalette, Color>)] = [
      ("background", \.background), ("label", \.label), ("secondaryLabel", \.secondaryLabel), ("chevron", \.chevron),
      ("separator", \.separator), ("tint", \.tint), ("bar", \.bar), ("barHairline", \.barHairline),
    ]
    for (key, keyPath) in members {
      if let value = fields[key] { palette[keyPath: keyPath] = try ColorSyntax.color(value) }
    }
    return palette
  }

  /// Throws unless a canvas of `size` points at the file's scale fits a pixmap.
  func checkPixels(_ size: Size, canvas: Canvas, at node: JSONNode) throws {
    let w = (size.width * canvas.scale).rounded(), h = (size.height * canvas.scale).rounded()
    let side = 16_384.0
    guard w >= 1, h >= 1 else {
      throw Diagnostic(
        node, "the canvas would be \(JSONWriter.number(w)) × \(JSONWriter.number(h)) px at scale \(JSONWriter.number(canvas.scale))",
        fix: "make it at least one pixel each way: raise the scale or the size")
    }
    guard w <= side, h <= side, w * h * 4 <= Double(512 << 20) else {
      throw Diagnostic(
        node,
        "the canvas would be \(JSONWriter.number(w)) × \(JSONWriter.number(h)) px at scale \(JSONWriter.number(canvas.scale)), "
          + "beyond the pixmap limit of 16384 px a side and 512 MB",
        fix: "lower canvas.scale or the canvas size")
    }
  }
}
