internal import CHarfBuzz
import Foundation
import Synchronization

// Text in a script the font has no glyphs for.
//
// The bundled Inter covers Latin, Greek and Cyrillic but not Hebrew or Arabic.
// A layout whose text has characters the font lacks is set instead in the
// bundled fallback face, DejaVu Sans cut down to Latin, Hebrew and Arabic, when
// that face has every such character; otherwise it stays in its own font and
// draws `.notdef` for what is missing. The switch is per layout, not per
// character: a title is one run in one face, so mixed Latin and Hebrew text
// comes out entirely in the fallback face. Text that is all ASCII never looks
// at the fallback, so nothing Inter can set changes.

extension FontFace {
  /// The bundled fallback face's resource name (in `Fonts/`, TrueType).
  static let fallbackResourceName = "DejaVuSans-HebrewArabic"

  private static let fallbackFace = Mutex<FontFace??>(nil)

  /// The bundled fallback face, loaded on first use; nil when the resource is missing or unreadable.
  static var fallback: FontFace? {
    fallbackFace.withLock { cached in
      if let cached { return cached }
      let url = Bundle.module.url(forResource: fallbackResourceName, withExtension: "ttf", subdirectory: "Fonts")
      let face = url.flatMap { try? read($0.path, missing: .missingResource, bundledWeight: nil) }
      cached = .some(face)
      return face
    }
  }

  /// Whether the face maps `scalar` to a glyph of its own.
  func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0 && glyph != 0
  }
}

extension Font {
  /// The font to set `string` in: this one, or the bundled fallback face at the same size when
  /// this face lacks some of the string's characters and the fallback has them all.
  ///
  /// - Parameter string: The text to be shaped.
  /// - Returns: This font or the fallback.
  public func covering(_ string: String) -> Font {
    guard !string.utf8.allSatisfy({ $0 < 0x80 }) else { return self }
    let needed = string.unicodeScalars.filter { !$0.properties.isWhitespace && $0.properties.generalCategory != .control }
    guard needed.contains(where: { !face.hasGlyph(for: $0) }), let fallback = FontFace.fallback,
      needed.allSatisfy({ face.hasGlyph(for: $0) || fallback.hasGlyph(for: $0) })
    else { return self }
    return Font(weight: weight, sanitizedSize: size, face: fallback)
  }
}
