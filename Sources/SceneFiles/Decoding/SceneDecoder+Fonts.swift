import Foundation
import SwipeScenes
import TextShaping

// The fonts a scene file asks for: `font` sets all text, `fallbackFonts` are
// tried in order for the characters it lacks, then any `--fallback-font` of
// the command line, then the bundled faces (docs/text.md §3). A fallback is a
// font file when it ends in .ttf, .otf or .ttc or contains a slash (relative
// to the scene file's folder), otherwise an installed family found through
// fontconfig; system fonts are read only when a file names them.

extension SceneDecoder {
  /// The most fallback fonts a file may name.
  static let maximumFallbackFonts = 16

  /// The scene's fonts, or nil for the bundled ones with no fallback.
  func typography(_ top: Fields) throws -> Typography? {
    let own = try top["font"].map(font)
    var fallbacks: [FallbackFont] = []
    if let node = top["fallbackFonts"] {
      let example = "[\"Noto Color Emoji\", \"fonts/NotoSansJP.otf\"]"
      for item in try node.array(count: 0...Self.maximumFallbackFonts, of: "fallback fonts", example: example) {
        fallbacks.append(try fallbackFont(item))
      }
    }
    fallbacks += commandLineFallbacks
    fonts.typography = fallbacks.isEmpty ? own : (try own ?? Typography()).addingFallbacks(fallbacks)
    return fonts.typography
  }

  /// One entry of `fallbackFonts`: a font file or a family name.
  private func fallbackFont(_ node: JSONNode) throws -> FallbackFont {
    let name = try node.string(example: "\"Noto Color Emoji\"")
    guard !name.isEmpty else {
      throw Diagnostic(node, "the fallback font is empty", fix: "name a font file (.ttf, .otf, .ttc) or a family such as \"Noto Color Emoji\"")
    }
    if FallbackFont.namesFile(name) {
      let (_, url) = try self.url(of: node, example: "\"fonts/NotoSansJP.otf\"")
      do {
        return try FallbackFont(contentsOf: url)
      } catch let error as FontError {
        throw unreadable(node, "fallback font file", name, url, reason: Self.reason(error), fix: "name a TrueType (.ttf), OpenType (.otf) or collection (.ttc) font file")
      }
    }
    do {
      return try FallbackFont(family: name)
    } catch is FallbackFontError {
      throw Diagnostic(
        node, "no installed font has the family \(Diagnostic.quoted(name))",
        fix: "check the name with fc-list, install the font, or name a font file (.ttf, .otf, .ttc) relative to the scene file")
    }
  }
}
