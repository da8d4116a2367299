import Testing
@testable import Drawing
@testable import TextShaping

/// Bidirectional text against visual orders derived by hand from UAX #9 (the rules each case
/// exercises are named beside it), and line breaking by UAX #14.
@Suite struct TextBidiTests {
  /// The characters of `run` from left to right on screen: each glyph's cluster's first character.
  func visual(_ run: GlyphRun, of paragraph: String) -> String {
    let bytes = Array(paragraph.utf8)
    var shown = ""
    var lastCluster: Int?
    for glyph in run.glyphs where glyph.cluster != lastCluster {
      lastCluster = glyph.cluster
      var end = glyph.cluster + 1
      while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
      shown += String(decoding: bytes[glyph.cluster..<end], as: UTF8.self)
    }
    return shown
  }

  /// Hebrew with a number: the paragraph is right to left (P2–P3), the digits are a
  /// left-to-right run inside it at level 2 (W rules, I2) and keep their order (L2).
  @Test func hebrewOrderNumberKeepsItsDigitsInOrder() throws {
    let text = "הזמנה 4821 נשלחה"
    let run = try Font(size: 17).shape(text)
    #expect(run.direction == .rightToLeft)
    #expect(visual(run, of: text) == "החלשנ 4821 הנמזה")
    #expect(run.glyphs.allSatisfy { $0.id != 0 })
  }

  /// A date with no strong character takes the layout direction; the European number with its
  /// common separator stays one left-to-right run (W4, W5), so it reads 12/05.
  @Test func dateInARightToLeftLayoutReadsLeftToRight() throws {
    let text = "12/05"
    let run = try Font(size: 17).shape(text, direction: .rightToLeft)
    #expect(run.direction == .rightToLeft)
    #expect(visual(run, of: text) == "12/05")
    let layout = TextLayout(text, font: try Font(size: 17), width: 200, direction: .rightToLeft)
    // Natural alignment follows the layout direction: flush right.
    #expect(abs(layout.lines[0].origin.x + layout.lines[0].run.width - 200) < 1e-9)
  }

  /// An Arabic time: the first strong character is Arabic (AL), so the paragraph is right to
  /// left; "10:24" stays in order left of the letter and the space between them is right to left (N1).
  @Test func arabicTimeKeepsItsDigits() throws {
    let text = "10:24 ص"
    let run = try Font(size: 17).shape(text)
    #expect(run.direction == .rightToLeft)
    #expect(visual(run, of: text) == "ص 10:24")
  }

  /// An English sentence in a right-to-left table: its first strong character is Latin, so it is
  /// a left-to-right paragraph and its full stop stays at its right end; it aligns right.
  @Test func englishInARightToLeftTableKeepsItsOrder() throws {
    let text = "Order ML4XQ2."
    let layout = TextLayout(text, font: try Font(size: 17), width: 300, direction: .rightToLeft)
    let run = layout.lines[0].run
    #expect(run.direction == .leftToRight)
    #expect(visual(run, of: text) == text)
    #expect(abs(layout.lines[0].origin.x + run.width - 300) < 1e-9)
  }

  /// Hebrew in brackets inside English: the brackets take the embedding direction (N0 b), the
  /// Hebrew word alone is reversed.
  @Test func hebrewInBracketsInsideEnglish() throws {
    let text = "Call (שלום) now"
    let run = try Font(size: 17).shape(text)
    #expect(run.direction == .leftToRight)
    #expect(visual(run, of: text) == "Call (םולש) now")
  }

  /// Latin in brackets inside Hebrew: the brackets resolve to the paragraph's right-to-left
  /// direction (N0 c.2), so they are drawn mirrored: the character ")" shows the glyph of "(".
  @Test func bracketsInsideHebrewAreMirrored() throws {
    let text = "שלום (Ada) עולם"
    let run = try Font(size: 17).shape(text)
    #expect(run.direction == .rightToLeft)
    #expect(visual(run, of: text) == "םלוע )Ada( םולש")
    let bytes = Array(text.utf8)
    for glyph in run.glyphs where bytes[glyph.cluster] == UInt8(ascii: ")") || bytes[glyph.cluster] == UInt8(ascii: "(") {
      let font = run.fonts[glyph.fontIndex]
      let mirror = bytes[glyph.cluster] == UInt8(ascii: ")") ? "(" : ")"
      #expect(glyph.id == font.shape(mirror).glyphs.first?.id)
    }
  }

  /// Lines are broken in reading order first, then each is reordered (UAX #9 §3.4): the first
  /// line of a wrapped Hebrew paragraph holds its first words, its first letter rightmost.
  @Test func wrappedRightToLeftLinesHoldTheirFirstWordsFirst() throws {
    let text = "אחת שתיים שלוש ארבע חמש"
    let font = try Font(size: 17)
    let layout = TextLayout(text, font: font, width: font.measure("אחת שתיים") + 1)
    #expect(layout.lines.count >= 2)
    #expect(visual(layout.lines[0].run, of: text) == "םייתש תחא")
    #expect(layout.lines[0].origin.x + layout.lines[0].run.width > font.measure("אחת שתיים"))
  }

  /// UAX #14: ideographs and kana break between any two characters (ID), so Japanese wraps
  /// inside a sentence with no spaces; Latin words still wrap only at spaces.
  @Test func cjkWrapsBetweenCharacters() throws {
    let text = "東京都渋谷区神南一丁目の本社へ"
    let font = try Font(size: 17)
    let width = font.measure("東京都渋") + 0.5
    let layout = TextLayout(text, font: font, width: width)
    #expect(layout.lines.count == 4)
    #expect(layout.lines.allSatisfy { $0.run.width <= width })
    #expect(layout.lines.map { visual($0.run, of: text) }.joined() == text)
    let latin = TextLayout("alpha beta gamma", font: font, width: font.measure("alpha be"))
    #expect(latin.lines.map { visual($0.run, of: "alpha beta gamma") } == ["alpha", "beta", "gamma"])
  }

  /// Korean wraps at spaces, as UILabel's standard strategy (`hangulWordPriority`) does
  /// (docs/text.md §6): no line ends inside a word, though UAX #14 would break between syllables.
  @Test func koreanWrapsAtSpaces() throws {
    let font = try Font(size: 15).addingFallbacks([try FallbackFont(family: "Noto Sans CJK KR")])
    let text = "내일 오전 열 시 회의에서 사용할 발표 자료를 첨부했습니다"
    let words = text.split(separator: " ").map(String.init)
    let width = font.measure("내일 오전 열 시 회의에") + 0.5
    let layout = TextLayout(text, font: font, width: width)
    #expect(layout.lines.count > 1)
    let lines = layout.lines.map { visual($0.run, of: text) }
    #expect(lines.flatMap { $0.split(separator: " ").map(String.init) } == words, "\(lines)")
    #expect(layout.lines.allSatisfy { $0.run.width <= width })
    // A word wider than the line is still cut, between syllables.
    let long = TextLayout("첨부했습니다", font: font, width: font.measure("첨부") + 0.5)
    #expect(long.lines.count == 3)
  }

  /// A grapheme cluster is never split by a break: a flag (two regional indicators) stays whole.
  /// (libunibreak 1.1 aborts on regional indicators and U+FFFF unless they are stood in for.)
  @Test func breaksNeverSplitAGraphemeCluster() throws {
    let text = "🇯🇵🇯🇵🇯🇵"
    let font = try Font(size: 17)
    let layout = TextLayout(text, font: font, width: 1)
    let bytes = Array(text.utf8)
    for line in layout.lines {
      let clusters = Set(line.run.glyphs.map(\.cluster))
      // Each line starts at a flag: a multiple of 8 UTF-8 bytes (two 4-byte indicators).
      #expect(clusters.allSatisfy { $0 % 8 == 0 && $0 < bytes.count })
    }
    #expect(TextLayout("a\u{FFFF}b \u{1F1E6}", font: font, width: 1).lines.count >= 2)
  }
}

/// Fallback fonts found through fontconfig (Debian's fonts-noto-cjk, installed by the set-up).
@Suite struct TextFallbackTests {
  /// Japanese set in Noto Sans CJK JP wraps between characters and every glyph is real.
  @Test func cjkFallbackWrapsInsideTheWidth() throws {
    let cjk = try FallbackFont(family: "Noto Sans CJK JP")
    let font = try Font(size: 15).addingFallbacks([cjk])
    let text = "東京都渋谷区神南一丁目の本社へようこそ"
    let width = 100.0
    let layout = TextLayout(text, font: font, width: width)
    #expect(layout.lines.count > 1)
    for line in layout.lines {
      #expect(line.run.width <= width)
      #expect(line.run.glyphs.allSatisfy { $0.id != 0 && $0.fontIndex == 1 })
    }
    // Every line but the last is full: the next character would not have fitted.
    for (line, next) in zip(layout.lines, layout.lines.dropFirst()) {
      #expect(line.run.width + (next.run.glyphs.first?.advance ?? 0) > width)
    }
    #expect(font.missingCharacters(in: text).isEmpty)
    #expect(try Font(size: 15).missingCharacters(in: "東京東") == ["東", "京"])
  }

  /// A cluster is never split across fonts: an ideograph with an enclosing circle (U+20DD)
  /// stays in one font, and the letters around it in Inter.
  @Test func aClusterStaysInOneFont() throws {
    let cjk = try FallbackFont(family: "Noto Sans CJK JP")
    let font = try Font(size: 15).addingFallbacks([cjk])
    let run = font.shape("a東\u{20DD}b")
    let clusterFonts = Dictionary(grouping: run.glyphs, by: \.cluster).mapValues { Set($0.map(\.fontIndex)) }
    #expect(clusterFonts.values.allSatisfy { $0.count == 1 })
    #expect(run.glyphs.first?.fontIndex == 0 && run.glyphs.last?.fontIndex == 0)
  }

  /// An unknown family is an error, never fontconfig's default font.
  @Test func anUnknownFamilyIsRefused() {
    #expect(throws: FallbackFontError.self) { try FallbackFont(family: "No Such Family 123") }
  }
}
