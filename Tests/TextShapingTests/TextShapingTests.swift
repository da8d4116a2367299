import Foundation
import Testing
@testable import Drawing
@testable import TextShaping

/// Shaping and metrics, checked against HarfBuzz used directly (``ReferenceFont``).
@Suite struct TextShapingTests {
  static let samples = [
    "Video: Operators and Strong Opinions with Erica Sadun",
    "AVATAR Type Wave fi ffl To. Yo, 1/2",
    "Sphinx of black quartz, judge my vow.",
  ]

  @Test(arguments: [(FontWeight.regular, 15.0), (.semibold, 17), (.bold, 13), (.medium, 11)])
  func advancesMatchHarfBuzzShape(weight: FontWeight, size: Double) throws {
    let font = try Font(weight: weight, size: size)
    let reference = try #require(ReferenceFont(file: "Inter-\(weight.rawValue).otf", size: size))
    for text in Self.samples {
      let run = font.shape(text)
      let expected = reference.penPositions(text)
      #expect(run.glyphs.map(\.id) == expected.glyphs)
      // HarfBuzz rounds each advance to 1/64 pt in the reference, so allow that much per glyph.
      let tolerance = Double(run.glyphs.count) / 64
      #expect(abs(run.width - expected.width) <= tolerance, "\(text): \(run.width) vs \(expected.width)")
      #expect(abs(font.measure(text) - expected.width) <= tolerance)
      for (glyph, x) in zip(run.glyphs, expected.xs) {
        #expect(abs(glyph.position.x - x) <= tolerance)
      }
    }
  }

  @Test func kerningNarrowsPairs() throws {
    // Inter kerns "AV" and "To": the pair is narrower than its letters measured apart.
    let font = try Font(size: 17)
    #expect(font.measure("AV") < font.measure("A") + font.measure("V") - 0.5)
    #expect(font.measure("To") < font.measure("T") + font.measure("o") - 0.5)
  }

  @Test func metricsMatchTheFont() throws {
    let font = try Font(size: 15)
    let reference = try #require(ReferenceFont(file: "Inter-Regular.otf", size: 15))
    // Flat tops of H and x sit at the cap height and x-height (overshoot-free letters).
    let hTop = try #require(reference.inkTop(of: "H"))
    let xTop = try #require(reference.inkTop(of: "x"))
    #expect(abs(font.capHeight - hTop) <= 1.0 / 64)
    #expect(abs(font.xHeight - xTop) <= 1.0 / 64)
    // Inter 3.x: 2816 units per em, hhea ascender 2728, descender −680, no line gap.
    #expect(abs(font.ascent - 15 * 2728 / 2816) < 1e-9)
    #expect(abs(font.descent - 15 * 680 / 2816) < 1e-9)
    #expect(abs(font.lineHeight - 15 * 3408 / 2816) < 1e-9)
  }

  @Test func metricsScaleWithSize() throws {
    let small = try Font(weight: .semibold, size: 10)
    let large = small.withSize(30)
    #expect(abs(large.lineHeight - 3 * small.lineHeight) < 1e-9)
    #expect(abs(large.measure("Archive") - 3 * small.measure("Archive")) < 1e-9)
  }

  @Test func rightToLeftTextRunsRightToLeft() throws {
    let font = try Font(size: 15)
    // Hebrew is read right to left: the first letter's glyph is the rightmost.
    let hebrew = "שלום"
    let run = font.shape(hebrew)
    #expect(run.direction == .rightToLeft)
    let clusters = run.glyphs.map(\.cluster)
    #expect(clusters == clusters.sorted(by: >))
    #expect(clusters.last == 0)
    let xs = run.glyphs.map(\.position.x)
    #expect(xs == xs.sorted() && Set(xs).count == xs.count)
    // A right-to-left layout direction does not turn Latin text around: its first strong
    // character makes it a left-to-right paragraph (UAX #9 P2–P3).
    let ltr = font.shape("Inbox")
    let inRightToLeft = font.shape("Inbox", direction: .rightToLeft)
    #expect(inRightToLeft.direction == .leftToRight)
    #expect(inRightToLeft.glyphs == ltr.glyphs)
  }

  /// Inter has no Hebrew or Arabic: such letters are set in the bundled fallback face, with
  /// real glyphs, while Latin letters beside them stay in Inter.
  @Test func hebrewAndArabicUseTheFallbackFace() throws {
    let font = try Font(size: 15)
    for text in ["שלום", "مرحبا", "Ada שלום"] {
      let run = font.shape(text)
      #expect(run.glyphs.allSatisfy { $0.id != 0 }, "\(text)")
      let bytes = Array(text.utf8)
      for glyph in run.glyphs where bytes[glyph.cluster] != 0x20 {
        #expect((glyph.fontIndex == 0) == (bytes[glyph.cluster] < 0x80), "\(text)")
        #expect(run.fonts[glyph.fontIndex].size == 15)
      }
    }
    #expect(font.shape("Inbox – café").glyphs.allSatisfy { $0.fontIndex == 0 })
    #expect(font.missingCharacters(in: "a😀b😀") == ["😀"])
  }

  @Test func unknownCharactersDrawNotdef() throws {
    let font = try Font(size: 15)
    let run = font.shape("a😀b")
    #expect(run.glyphs.count == 3)
    #expect(run.glyphs[1].id == 0)
    #expect(run.glyphs[0].id != 0 && run.glyphs[2].id != 0)
    #expect(run.glyphs[1].advance > 0)
  }

  @Test func degenerateSizesAndStringsGiveEmptyMeasures() throws {
    for size in [0, -4, .nan, .infinity] as [Double] {
      let font = try Font(size: size)
      #expect(font.size == 0)
      #expect(font.measure("Inbox") == 0)
      #expect(font.lineHeight == 0)
    }
    let font = try Font(size: 15)
    #expect(font.shape("").isEmpty)
    #expect(font.measure("") == 0)
  }

  @Test func missingOrBrokenFontFilesAreErrors() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("raster-font-\(getpid())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
    let broken = root.appendingPathComponent("Fonts/Inter-Medium.otf")
    try Data("not a font".utf8).write(to: broken)
    let bundle = try #require(Bundle(path: root.path))
    #expect(throws: FontError(file: "Fonts/Inter-Bold.otf", reason: .missingResource)) {
      try FontFace.read(.bold, in: bundle)
    }
    #expect(throws: FontError(file: broken.path, reason: .unreadable)) {
      try FontFace.read(.medium, in: bundle)
    }
  }

  @Test func fontErrorSaysWhatToRestore() {
    let error = FontError(file: "Fonts/Inter-Bold.otf", reason: .missingResource)
    #expect(error.description.contains("Sources/TextShaping/Fonts/Inter-Bold.otf"))
    #expect(error.description.contains("missing"))
  }
}
