import Testing
@testable import Drawing
@testable import TextShaping

/// Wrapping, truncation and alignment of ``TextLayout``.
@Suite struct TextLayoutTests {
  static let subject = "Video: Operators and Strong Opinions with Erica Sadun"

  /// The text a line shows, read back from its glyph clusters in `paragraph`.
  func text(of run: GlyphRun, in paragraph: String, ellipsisID: UInt32) -> String {
    let bytes = Array(paragraph.utf8)
    let body = run.glyphs.filter { $0.id != ellipsisID }
    guard let first = body.map(\.cluster).min(), let last = body.map(\.cluster).max() else {
      return run.glyphs.isEmpty ? "" : "…"
    }
    // The last cluster runs to the next character boundary.
    var end = last + 1
    while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
    let shown = String(decoding: bytes[first..<end], as: UTF8.self)
    return body.count == run.glyphs.count ? shown : shown + "…"
  }

  func ellipsisID(_ font: Font) throws -> UInt32 {
    try #require(font.shape("…").glyphs.first).id
  }

  @Test func mailSubjectTruncatesTo350Points() throws {
    let font = try Font(size: 15)
    #expect(font.measure(Self.subject) > 350)
    let line = font.line(Self.subject, truncatedTo: 350)
    #expect(line.width <= 350)
    let dots = try ellipsisID(font)
    #expect(line.glyphs.last?.id == dots)
    let shown = text(of: line, in: Self.subject, ellipsisID: dots)
    // Independent check: the longest character prefix that fits with "…", spaces dropped.
    var expected = ""
    for end in Self.subject.indices.dropFirst() {
      let prefix = String(Self.subject[..<end])
      let trimmed = String(prefix.reversed().drop(while: { $0 == " " }).reversed())
      if font.measure(trimmed + "…") <= 350 { expected = trimmed + "…" }
    }
    #expect(shown == expected)
    #expect(shown.hasPrefix("Video: Operators and Strong Opinions with Eri"))
  }

  @Test func mailSubjectWrapsInTwoLinesAtASpace() throws {
    let font = try Font(size: 15)
    let layout = TextLayout(Self.subject, font: font, width: 350, maxLines: 2)
    #expect(layout.lines.count == 2)
    let dots = try ellipsisID(font)
    let texts = layout.lines.map { text(of: $0.run, in: Self.subject, ellipsisID: dots) }
    #expect(texts == ["Video: Operators and Strong Opinions with Erica", "Sadun"])
    #expect(layout.lines.allSatisfy { $0.run.width <= 350 })
    #expect(abs(layout.lines[1].origin.y - layout.lines[0].origin.y - font.lineHeight) < 1e-9)
    #expect(abs(layout.lines[0].origin.y - font.ascent) < 1e-9)
    #expect(abs(layout.size.height - 2 * font.lineHeight) < 1e-9)
  }

  @Test(arguments: [120.0, 200, 260, 333.3])
  func wrappingBreaksAtSpacesGreedily(width: Double) throws {
    let font = try Font(weight: .medium, size: 13)
    let text = "The quick brown fox jumps over the lazy dog while Erica reads her mail about Swift operators"
    let layout = TextLayout(text, font: font, width: width)
    let dots = try ellipsisID(font)
    let lines = layout.lines.map { self.text(of: $0.run, in: text, ellipsisID: dots) }
    // Every line is whole words, and the lines joined give the text back.
    #expect(lines.joined(separator: " ") == text)
    #expect(layout.lines.allSatisfy { $0.run.width <= width })
    // Greedy: the next line's first word would not have fitted on the line before.
    for (line, next) in zip(lines, lines.dropFirst()) {
      let firstWord = next.split(separator: " ").first.map(String.init) ?? ""
      #expect(font.measure(line + " " + firstWord) > width)
    }
  }

  @Test func aTallerLineHeightAddsSpaceAboveEachLine() throws {
    // The Mail cell's body lines are 20 pt apart in 15 pt text.
    let font = try Font(size: 15)
    let text = "Swift operators are flexible and powerful. They’re symbols that behave like functions"
    let layout = TextLayout(text, font: font, width: 300, maxLines: 2, lineHeight: 20)
    #expect(layout.lines.count == 2)
    #expect(abs(layout.lines[1].origin.y - layout.lines[0].origin.y - 20) < 1e-9)
    #expect(abs(layout.lines[0].origin.y - (font.ascent + 20 - font.lineHeight)) < 1e-9)
    #expect(abs(layout.size.height - 40) < 1e-9)
    let natural = TextLayout(text, font: font, width: 300, maxLines: 2, lineHeight: .nan)
    #expect(abs(natural.lines[0].origin.y - font.ascent) < 1e-9)
  }

  @Test func lineLimitTruncatesTheLastLine() throws {
    let font = try Font(size: 15)
    let text = String(repeating: "Swipe to reveal the actions of a cell. ", count: 6)
    let layout = TextLayout(text, font: font, width: 200, maxLines: 3)
    #expect(layout.lines.count == 3)
    let dots = try ellipsisID(font)
    #expect(layout.lines[2].run.glyphs.last?.id == dots)
    #expect(layout.lines[0].run.glyphs.last?.id != dots)
    #expect(layout.lines.allSatisfy { $0.run.width <= 200 })
    let plain = TextLayout(text, font: font, width: 200, maxLines: 3, truncation: .none)
    #expect(plain.lines.count == 3)
    #expect(!plain.lines[2].run.glyphs.contains { $0.id == dots })
  }

  @Test func laterParagraphsLeftOutAreMarked() throws {
    let font = try Font(size: 15)
    let layout = TextLayout("Inbox\nArchive", font: font, width: 300, maxLines: 1)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].run.glyphs.last?.id == (try ellipsisID(font)))
    let both = TextLayout("Inbox\n\nArchive", font: font, width: 300)
    #expect(both.lines.count == 3)
    #expect(both.lines[1].run.isEmpty)
  }

  @Test func aWordWiderThanTheLineIsCutBetweenCharacters() throws {
    let font = try Font(size: 17)
    let word = "Supercalifragilisticexpialidocious"
    let layout = TextLayout(word, font: font, width: 60)
    #expect(layout.lines.count >= Int((font.measure(word) / 60).rounded(.up)))
    #expect(layout.lines.allSatisfy { $0.run.width <= 60 && !$0.run.isEmpty })
    let glyphs = layout.lines.flatMap { $0.run.glyphs.map(\.id) }
    #expect(glyphs == font.shape(word).glyphs.map(\.id))
  }

  @Test(arguments: [TextLayout.Alignment.left, .center, .right])
  func alignmentPlacesLinesInTheWidth(alignment: TextLayout.Alignment) throws {
    let font = try Font(size: 15)
    let layout = TextLayout("Edit", font: font, width: 100, alignment: alignment)
    let width = font.measure("Edit")
    let expected = alignment == .left ? 0 : alignment == .center ? (100 - width) / 2 : 100 - width
    #expect(abs(layout.lines[0].origin.x - expected) < 1e-9)
  }

  @Test func rightToLeftParagraphsAlignRightByDefault() throws {
    let font = try Font(size: 15)
    let layout = TextLayout("שלום עולם", font: font, width: 300)
    let line = try #require(layout.lines.first)
    #expect(line.run.direction == .rightToLeft)
    #expect(abs(line.origin.x + line.run.width - 300) < 1e-9)
    // The first word's glyphs (clusters before the space) are on the right.
    let firstWord = line.run.glyphs.filter { $0.cluster < 8 }.map(\.position.x)
    let secondWord = line.run.glyphs.filter { $0.cluster > 8 }.map(\.position.x)
    #expect((firstWord.min() ?? 0) > (secondWord.max() ?? .infinity))
  }

  @Test(arguments: [0.0, -10, .nan, 3])
  func degenerateWidthsNeverCrash(width: Double) throws {
    let font = try Font(size: 15)
    let layout = TextLayout("Inbox 😀 x", font: font, width: width, maxLines: 2)
    #expect(layout.lines.count <= 2)
    #expect(layout.lines.allSatisfy { $0.run.isEmpty || $0.run.width > 0 })
    // No room for "…" means a truncated line is empty, never wider than asked.
    #expect(font.line("Inbox", truncatedTo: width).isEmpty)
    let unlimited = TextLayout("ab", font: font, width: width)
    #expect(unlimited.lines.count == 2)
  }

  @Test func emptyStringHasNoLines() throws {
    let font = try Font(size: 15)
    let layout = TextLayout("", font: font, width: 100, maxLines: 2)
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
    #expect(font.line("", truncatedTo: 100).isEmpty)
  }
}
