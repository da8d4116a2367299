import Drawing
import Foundation
import JSONText
import SwipeScenes
import TextShaping

// A scene file's top level: version, name, kind, font and canvas, then the
// scene of its kind (SceneDecoder+Swipe, SceneDecoder+Onboarding, Components/).
//
// Values the scene model cannot show (an SVG's even-odd fill) or would ignore
// (a fulfilment SwipeCellKit never invokes, a value2 row's subtitle) are read and
// checked like any other, then refused with a diagnostic, so a file never
// renders differently from what it says.

/// Reads the scene of a parsed scene file.
struct SceneDecoder {
  /// The folder relative paths start from.
  let folder: URL
  /// The name a scene gets when the file gives none: the file's name in kebab case.
  let defaultName: String
  /// The dark values of the system colours the file names, keyed by their light values.
  let systemColors = SystemColorTable()
  /// The PNG images decoded so far, shared by every value that names the same file.
  let bitmaps = BitmapCache()
  /// Fallback fonts given outside the file (`--fallback-font`), tried after the file's own.
  var commandLineFallbacks: [FallbackFont] = []
  /// The fonts the scene's text is set in, once read (nil: the bundled ones).
  let fonts = FontsRead()

  /// The typography read from `font` and `fallbackFonts`.
  final class FontsRead {
    var typography: Typography?
  }

  /// The dark counterparts of the system colours read so far.
  final class SystemColorTable {
    var dark: [Color: Color] = [:]
  }

  /// What the canvas object says.
  struct Canvas {
    var fields: Fields?
    var width: Double?
    var height: Double?
    var rendering = RenderingDefaults()
    var direction = LayoutDirection.leftToRight
    var chrome = SwipeStage.Chrome.none
    var title = ""
    var tableColors: TablePalette?
    var background: Color?
    var statusBar: SwipeStage.StatusBarStyle?
  }

  enum Kind { case swipe, onboarding, stateAnimator, collectionPreview }

  /// The scene of the document at `root`.
  func scene(_ root: JSONNode) throws -> any CatalogScene {
    let top = try Fields(root, keys: SceneFileKeys.document, example: "{ \"version\": 1, \"rows\": […] }")
    let version = try top.required("version", example: "1")
    guard case .number(let number) = version.value else { throw version.wrongType("the number 1", example: "1") }
    guard number == 1 else {
      throw Diagnostic(
        version, "version \(JSONValue.exactNumber(number)) is not supported",
        fix: "this render-gifs reads version 1: write \"version\": 1")
    }
    if let schema = top["$schema"] { _ = try schema.string(example: "\"scene.schema.json\"") }
    let name = try top["name"].map(sceneName) ?? defaultName
    let summary = try top["summary"].map { try oneLine($0, what: "summary") } ?? ""
    let kind =
      try top.choice(
        "kind",
        [("swipe", Kind.swipe), ("onboarding", .onboarding), ("stateAnimator", .stateAnimator),
         ("collectionPreview", .collectionPreview)]
      ) ?? .swipe
    try checkKeys(top, for: kind)
    var canvas = try self.canvas(top["canvas"])
    canvas.rendering.frameRate = try top.number("fps", NumberRule(minimum: 0.1, maximum: 240)) ?? 30
    canvas.rendering.goldens = try goldens(top["goldens"], canvas: canvas)
    let scene: any CatalogScene
    switch kind {
    case .swipe: scene = try swipeScene(top, name: name, summary: summary, canvas: canvas)
    case .onboarding: scene = try onboardingScene(top, name: name, summary: summary, canvas: canvas)
    case .stateAnimator: scene = try stateAnimatorScene(top, name: name, summary: summary, canvas: canvas)
    case .collectionPreview: scene = try collectionPreviewScene(top, name: name, summary: summary, canvas: canvas)
    }
    try checkGoldenTimes(canvas.rendering.goldens, of: scene, in: top["goldens"])
    return scene
  }

  /// A colour, its dark counterpart recorded when it is a system colour.
  ///
  /// The scene maps light colours to dark ones, and some system colours share a light value
  /// with different dark ones (systemBackground and secondarySystemGroupedBackground are both
  /// white in light). A system colour whose light value is already taken by another dark value
  /// gets a light value that differs from it by a few billionths in blue, which draws the same
  /// 8-bit pixels and keeps its own dark counterpart.
  func color(_ node: JSONNode) throws -> Color {
    var (color, system) = try ColorSyntax.color(node)
    guard let system, system.light != system.dark else { return color }
    var step = 0.0
    while let taken = systemColors.dark[color], taken != system.dark {
      step += 1
      color = system.light
      color.blue += (system.light.blue < 0.5 ? 1 : -1) * step * 1e-9
    }
    systemColors.dark[color] = system.dark
    return color
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

  /// A file named by a value, relative to the scene file's folder unless absolute.
  func url(of node: JSONNode, example: String) throws -> (name: String, url: URL) {
    let name = try node.string(example: example)
    guard !name.isEmpty else { throw Diagnostic(node, "the file name is empty", fix: "name a file, e.g. \(example)") }
    return (name, name.hasPrefix("/") ? URL(fileURLWithPath: name) : folder.appendingPathComponent(name))
  }

  /// The error for a file that cannot be read: one that is not there gets the fix of checking
  /// its path; one that is there, `reason` and `fix` when they are given.
  func unreadable(
    _ node: JSONNode, _ what: String, _ name: String, _ url: URL, reason: String? = nil, fix: String? = nil
  ) -> Diagnostic {
    let pathFix = "check the path (a relative path starts at the scene file's folder, \(folder.path))"
    guard FileManager.default.fileExists(atPath: url.path) else {
      return Diagnostic(node, "cannot read the \(what) \(Diagnostic.quoted(name)): there is no such file", fix: pathFix)
    }
    return Diagnostic(
      node, "cannot read the \(what) \(Diagnostic.quoted(name))" + (reason.map { ": " + $0 } ?? ""), fix: fix ?? pathFix)
  }

  // MARK: - Canvas

  private func canvas(_ node: JSONNode?) throws -> Canvas {
    var canvas = Canvas()
    guard let node else { return canvas }
    let fields = try Fields(node, keys: SceneFileKeys.canvas, example: "{ \"width\": 390 }")
    canvas.fields = fields
    canvas.width = try fields.number("width", .positivePoints(upTo: 16_384), example: "390")
    canvas.height = try fields.number("height", .positivePoints(upTo: 100_000), example: "192")
    let scaleRule = NumberRule(minimum: 0, maximum: 16, excludesMinimum: true)
    canvas.rendering.scale = try fields.number("scale", scaleRule, example: "2") ?? 2
    canvas.rendering.previewScale = try fields.number("previewScale", scaleRule, example: "1") ?? 1
    canvas.rendering.appearance = try fields.choice("appearance", [("light", Appearance.light), ("dark", .dark)]) ?? .light
    if let background = fields["background"] {
      canvas.background = try background.value.isString("transparent") ? Color.clear : color(background)
    }
    canvas.direction = try fields.choice("layoutDirection", LayoutDirection.allCases.map { ($0.rawValue, $0) }) ?? .leftToRight
    canvas.chrome = try fields.choice("chrome", SwipeStage.Chrome.allCases.map { ($0.rawValue, $0) }) ?? .none
    canvas.title = try fields["title"].map { try oneLine($0, what: "title") } ?? ""
    if let colors = fields["tableColors"] { canvas.tableColors = try tableColors(colors) }
    canvas.statusBar = try fields.choice("statusBar", SwipeStage.StatusBarStyle.allCases.map { ($0.rawValue, $0) })
    return canvas
  }

  /// The phone chrome's status bar: the file's, or modern; only the phone chrome takes the key.
  func statusBar(_ canvas: Canvas) throws -> SwipeStage.StatusBarStyle {
    if let node = canvas.fields?["statusBar"], canvas.chrome != .phone {
      throw Diagnostic(
        node, "the \(canvas.chrome.rawValue) chrome shows no status bar of the file's choosing",
        fix: "remove \"statusBar\", or set \"chrome\": \"phone\"")
    }
    return canvas.chrome == .phone ? canvas.statusBar ?? .modern : .classic
  }

  private func tableColors(_ node: JSONNode) throws -> TablePalette {
    let fields = try Fields(node, keys: SceneFileKeys.tableColors, example: "{ \"background\": \"#FFFFFF\" }")
    var palette = TablePalette.standard(.light)
    let members: [(String, WritableKeyPath<TablePalette, Color>)] = [
      ("background", \.background), ("label", \.label), ("secondaryLabel", \.secondaryLabel), ("chevron", \.chevron),
      ("separator", \.separator), ("tint", \.tint), ("bar", \.bar), ("barHairline", \.barHairline),
    ]
    for (key, keyPath) in members {
      if let value = fields[key] { palette[keyPath: keyPath] = try ColorSyntax.color(value).color }
    }
    return palette
  }

  /// Throws unless a canvas of `size` points at the file's scale fits a pixmap.
  func checkPixels(_ size: Size, canvas: Canvas, at node: JSONNode) throws {
    let scale = canvas.rendering.scale
    let w = (size.width * scale).rounded()
    let h = (size.height * scale).rounded()
    let pixels = "\(JSONValue.exactNumber(w)) × \(JSONValue.exactNumber(h)) px at scale \(JSONValue.exactNumber(scale))"
    guard w >= 1, h >= 1 else {
      throw Diagnostic(
        node, "the canvas would be \(pixels)", fix: "make it at least one pixel each way: raise the scale or the size")
    }
    guard w <= 16_384, h <= 16_384, w * h * 4 <= Double(512 << 20) else {
      throw Diagnostic(
        node, "the canvas would be \(pixels), beyond the pixmap limit of 16384 px a side and 512 MB",
        fix: "lower canvas.scale or the canvas size")
    }
  }
}

extension JSONNode.Value {
  /// Whether the value is the string `text`.
  func isString(_ text: String) -> Bool {
    if case .string(let value) = self { return value == text }
    return false
  }
}
