internal import CHarfBuzz
import Foundation
import Synchronization

// Which font sets each character: the cascade.
//
// A font's cascade is the font itself, then the fallback fonts it was given
// (``Font/addingFallbacks(_:)``: a scene's `fallbackFonts`) in order, then the
// fonts the package bundles: Inter at the font's weight (when the font is a
// user's file) and DejaVu Sans cut down to Latin, Hebrew and Arabic. Each
// grapheme cluster takes the first font that has a glyph for every character
// of it that is drawn (format characters such as ZWJ and variation selectors
// need none), so a cluster is never split across fonts. Characters of no
// script of their own (spaces, digits, punctuation) stay in the font of the
// cluster before them when it has them, as CoreText and Pango keep them in
// the run around them: a Hebrew title's spaces and digits keep the Hebrew
// face's widths. A colour font takes no such character, so digits after an
// emoji are not drawn as the emoji font's keycap bases. A cluster no font has
// is set in the first font, which draws `.notdef`.

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
  /// The fonts tried in order for each character, at this font's size: this font, its
  /// fallbacks, then the bundled faces it is not already.
  public var cascade: [Font] {
    var faces = [face] + fallbackFaces
    if face.bundledWeight == nil, let inter = try? FontFace.load(weight) { faces.append(inter) }
    if let dejaVu = FontFace.fallback { faces.append(dejaVu) }
    var seen = Set<ObjectIdentifier>()
    return faces.filter { seen.insert(ObjectIdentifier($0)).inserted }.map {
      Font(weight: weight, sanitizedSize: size, face: $0, fallbackFaces: fallbackFaces)
    }
  }

  /// This font with `fonts` tried, in order, for the characters it lacks, before the bundled faces.
  ///
  /// - Parameter fonts: The fallback fonts (their sizes are ignored: every glyph is set at this font's size).
  /// - Returns: A font with the fallbacks appended to any it had.
  public func addingFallbacks(_ fonts: [FallbackFont]) -> Font {
    Font(weight: weight, sanitizedSize: size, face: face, fallbackFaces: fallbackFaces + fonts.map(\.face))
  }

  /// The characters of `string` that no font of the cascade has, each once, in order of first appearance.
  ///
  /// They are drawn as `.notdef`; a caller that shows text from a user says which (a scene
  /// file's run prints one warning for each).
  public func missingCharacters(in string: String) -> [Unicode.Scalar] {
    FontChoice(string, fonts: cascade).missing
  }
}

/// The font of every grapheme cluster of one paragraph, by the cascade's rules.
struct FontChoice {
  /// The cascade index of each scalar's font.
  private(set) var fontOfScalar: [Int] = []
  /// Whether each scalar starts a grapheme cluster.
  private(set) var clusterStarts: [Bool] = []
  /// Scalars no font has, each once.
  private(set) var missing: [Unicode.Scalar] = []

  init(_ string: String, fonts: [Font]) {
    fontOfScalar.reserveCapacity(string.utf8.count)
    var previous: Int?
    var seen = Set<Unicode.Scalar>()
    for character in string {
      let drawn = character.unicodeScalars.filter(FontChoice.needsGlyph)
      func covers(_ f: Int) -> Bool { drawn.allSatisfy { fonts[f].face.hasGlyph(for: $0) } }
      let isCommon = drawn.allSatisfy { Font.script(of: $0.value) == HB_SCRIPT_COMMON }
      let chosen: Int
      if let previous, isCommon, !fonts[previous].face.isColor, covers(previous) {
        chosen = previous
      } else if let first = fonts.indices.first(where: covers) {
        chosen = first
      } else {
        chosen = 0
        for scalar in drawn where !fonts.contains(where: { $0.face.hasGlyph(for: scalar) }) && seen.insert(scalar).inserted {
          missing.append(scalar)
        }
      }
      previous = chosen
      for (i, _) in character.unicodeScalars.enumerated() {
        fontOfScalar.append(chosen)
        clusterStarts.append(i == 0)
      }
    }
  }

  /// Whether a scalar is drawn with a glyph of its own: not a control, format or other
  /// default-ignorable character (ZWJ, variation selectors, tags), which a font may lack.
  static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    return !properties.isDefaultIgnorableCodePoint && properties.generalCategory != .control
      && properties.generalCategory != .format
  }
}
