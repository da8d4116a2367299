import CRaqm
import Foundation
import Testing
@testable import TextShaping

/// Visual glyph order checked against libraqm (HarfBuzz + FriBidi over FreeType), the reference
/// layout engine: the bundled DejaVu Sans subset draws every character of these strings (Hebrew,
/// Arabic, Latin, digits, punctuation), so both engines shape with one face and their glyph ids,
/// left to right on the line, must be the same.
///
/// The paragraph direction is UAX #9's P2–P3 (the first strong character), else the layout
/// direction (docs/text.md): libraqm's default direction does P2–P3 and falls back to left to
/// right, so a string without a letter is given libraqm's explicit direction of the layout.
struct BidiReferenceTests {
  static let fontPath: String = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Sources/TextShaping/Fonts/\(FontFace.fallbackResourceName).ttf").path
  }()

  /// Rows of order lists, chats and receipts in Hebrew and Arabic: digits, dates, times, prices,
  /// phone numbers, punctuation at either end, brackets and quotes, and Latin inside RTL.
  static let strings = [
    "הזמנה 4821 נשלחה", "12/05", "10:24 ص", "Order ML4XQ2.", "הזמנה (4821) נשלחה!",
    "שולם 129.90$ ב-12/05/2024", "תאריך: 12/05, 10:24", "Order #4821 (שולם).", "مرحبا [عالم]!",
    "الطلب 4821 تم شحنه.", "الساعة 10:24 ص", "٤٨٢١ طلب", "٣٤٥ + 12", "(1)!", "— 12 – 15 —", "12 – 15",
    "Call 555-0199 (מחר)", "הוא אמר \"hello world\" ויצא.", "The title is \"שלום (world)\" [ok].",
    "50%", "-5", "+972 3-555-0199", "1) פריט ראשון", "גרסה v1.2.3", "?מה", "!", "(12:30)", "12/05 - 14/05",
    "נשלח ב-10:24, 12/05", "سعر: 12.50$ (خصم 10%)", "a (b) c", "[שלום] {עולם} <x>",
  ]

  /// Whether UAX #9's P2 finds a strong character: for these strings, whether any is a letter.
  static func hasStrongCharacter(_ s: String) -> Bool { s.unicodeScalars.contains { $0.properties.isAlphabetic } }

  /// libraqm's glyph ids in visual order for `text` at 17 px per em.
  static func raqmGlyphs(_ text: String, direction: raqm_direction_t) throws -> [UInt32] {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { throw ReferenceError.freeType }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, fontPath, 0, &face) == 0, let face else { throw ReferenceError.freeType }
    defer { FT_Done_Face(face) }
    FT_Set_Pixel_Sizes(face, 0, 17)
    guard let rq = raqm_create() else { throw ReferenceError.raqm }
    defer { raqm_destroy(rq) }
    let utf8 = Array(text.utf8)
    let ok = utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) {
        raqm_set_text_utf8(rq, $0.baseAddress, $0.count) && raqm_set_freetype_face(rq, face)
          && raqm_set_par_direction(rq, direction) && raqm_layout(rq)
      }
    }
    guard ok else { throw ReferenceError.raqm }
    var count = 0
    guard let glyphs = raqm_get_glyphs(rq, &count) else { throw ReferenceError.raqm }
    return (0..<count).map { UInt32(glyphs[$0].index) }
  }

  enum ReferenceError: Error { case freeType, raqm }

  /// The package's glyph ids, left to right, for `text` laid out on one line in `direction`.
  static func ourGlyphs(_ text: String, direction: TextDirection) throws -> [UInt32] {
    let font = try Font(contentsOf: URL(fileURLWithPath: fontPath), size: 17)
    let layout = TextLayout(text, font: font, maxLines: 1, direction: direction)
    #expect(layout.lines.count == 1)
    let glyphs = layout.lines.flatMap { $0.run.glyphs }
    #expect(glyphs.allSatisfy { $0.fontIndex == 0 }, "every character in the DejaVu face")
    return glyphs.map(\.id)
  }

  @Test(arguments: strings, [TextDirection.leftToRight, .rightToLeft])
  func visualOrderMatchesLibraqm(text: String, layout: TextDirection) throws {
    let reference: raqm_direction_t =
      Self.hasStrongCharacter(text) ? RAQM_DIRECTION_DEFAULT : layout == .rightToLeft ? RAQM_DIRECTION_RTL : RAQM_DIRECTION_LTR
    let expected = try Self.raqmGlyphs(text, direction: reference)
    #expect(expected.count > 0)
    #expect(try Self.ourGlyphs(text, direction: layout) == expected, "\(text) in a \(layout) layout")
  }

  /// The reference is not blind to direction: a neutral string reads differently in the two
  /// directions ("12 – 15" shows as "15 – 12" right to left), and the package follows.
  @Test func neutralTextTakesTheLayoutDirection() throws {
    let ltr = try Self.raqmGlyphs("12 – 15", direction: RAQM_DIRECTION_LTR)
    let rtl = try Self.raqmGlyphs("12 – 15", direction: RAQM_DIRECTION_RTL)
    #expect(ltr != rtl)
    #expect(try Self.ourGlyphs("12 – 15", direction: .rightToLeft) == rtl)
    #expect(try Self.ourGlyphs("12 – 15", direction: .leftToRight) == ltr)
  }
}
