/// Text broken into lines that fit a width, like a multi-line `UILabel`.
///
/// The string is split into paragraphs at newlines; each paragraph is shaped
/// once (fonts from the cascade, bidi runs by UAX #9, HarfBuzz) and broken
/// greedily at UAX #14 opportunities (a word too wide for a line on its own is
/// cut between characters); each line is then put in visual order. At most `maxLines` lines are
/// kept; with ``Truncation/tail`` the last kept line ends in "…" when text
/// was left out. Lines are `font.lineHeight` (or a given line height) apart,
/// the first baseline `font.ascent` below the top plus any extra line height,
/// and each line is aligned within the width.
///
/// ```swift
/// let body = try Font(size: 15)
/// let layout = TextLayout(preview, font: body, width: 350, maxLines: 2)
/// displayList.draw(layout, at: Point(x: 16, y: 40), color: .black)
/// ```

import Drawing
public struct TextLayout: Sendable, Equatable {
  /// Where lines sit horizontally within the layout width.
  public enum Alignment: Sendable, Hashable {
    /// UIKit's `.natural`: the leading edge of the layout direction (the `direction` the layout
    /// is given), or of each paragraph's direction when none is given.
    case natural
    /// Flush with the left edge.
    case left
    /// Centred.
    case center
    /// Flush with the right edge.
    case right
  }

  /// What happens to text beyond the last allowed line.
  public enum Truncation: Sendable, Hashable {
    /// The last line ends in "…" when text was left out (`.byTruncatingTail`).
    case tail
    /// Text that does not fit is dropped without a mark.
    case none
  }

  /// One laid-out line.
  ///
  /// Its glyphs are drawn at `layoutOrigin + origin + glyph.position`.
  public struct Line: Sendable, Equatable {
    /// The glyphs of the line, positioned from its origin.
    public var run: GlyphRun
    /// The left end of the line's baseline, in points from the layout's top-left corner.
    public var origin: Point
  }

  /// The font whose metrics space the lines: of the fonts the glyphs use, the one with the
  /// greatest line height (the font asked for on a tie, or when there is no glyph), as
  /// CoreText makes a line tall enough for each of its fonts.
  public let font: Font
  /// The lines from top to bottom.
  public let lines: [Line]
  /// The size the lines occupy: the widest line by `lines.count` × the line height.
  public let size: Size

  /// The box the lines' advances span, from the layout's top-left corner.
  ///
  /// Wider than ``size`` when alignment moves lines within a wider layout
  /// width: a centred line starts right of the corner and may end past
  /// `size.width`. Glyph ink can overhang it by a fraction of the em.
  public var lineBounds: Rect {
    guard let first = lines.first else { return Rect(x: 0, y: 0, width: 0, height: 0) }
    var minX = first.origin.x, maxX = first.origin.x + first.run.width
    for line in lines.dropFirst() {
      minX = Swift.min(minX, line.origin.x)
      maxX = Swift.max(maxX, line.origin.x + line.run.width)
    }
    return Rect(minX: minX, minY: 0, maxX: maxX, maxY: size.height)
  }

  /// Lays out `string` in lines no wider than `width`.
  ///
  /// A width that is zero, negative or NaN leaves room for no glyph: words are
  /// cut to one character per line, and a truncated line has no room for "…"
  /// and comes out empty. An empty string gives no line.
  ///
  /// - Parameters:
  ///   - string: The text; newlines start new paragraphs.
  ///   - font: The font; characters it lacks are set in the first font of its cascade that has
  ///     them (``Font/cascade``).
  ///   - width: The line width in points. Default: `.infinity` (no wrapping).
  ///   - maxLines: The most lines to keep, 0 for no limit (UIKit's `numberOfLines`). Default: 0.
  ///   - alignment: Horizontal placement of each line. Default: `.natural`.
  ///   - truncation: How text beyond the last line is shown. Default: `.tail`.
  ///   - direction: The layout direction: the direction of a paragraph with no strong
  ///     character, and the side `.natural` aligns to; `nil` for left to right and each
  ///     paragraph's own side. Default: `nil`.
  ///   - lineHeight: The distance between baselines in points, or `nil` for `font.lineHeight`.
  ///     Space beyond the font's own line height goes above each line, as
  ///     `NSParagraphStyle.minimumLineHeight` places it. Default: `nil`.
  public init(
    _ string: String, font: Font, width: Double = .infinity, maxLines: Int = 0,
    alignment: Alignment = .natural, truncation: Truncation = .tail, direction: TextDirection? = nil,
    lineHeight: Double? = nil
  ) {
    let available = width.isNaN ? 0 : Swift.max(0, width)
    let runs = TextLayout.breakLines(
      string, font: font, width: available, maxLines: Swift.max(0, maxLines), truncation: truncation,
      direction: direction)
    let widest = runs.reduce(0) { Swift.max($0, $1.width) }
    let font = TextLayout.metricsFont(font, runs)
    let box = available.isFinite ? available : widest
    let pitch = lineHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? font.lineHeight
    let firstBaseline = pitch - font.descent - font.leading
    var lines: [Line] = []
    for (i, run) in runs.enumerated() {
      let x: Double
      switch alignment {
      case .left: x = 0
      case .right: x = box - run.width
      case .center: x = (box - run.width) / 2
      case .natural: x = (direction ?? run.direction) == .rightToLeft ? box - run.width : 0
      }
      lines.append(Line(run: run, origin: Point(x: x, y: firstBaseline + Double(i) * pitch)))
    }
    self.font = font
    self.lines = lines
    self.size = Size(width: widest, height: Double(lines.count) * pitch)
  }

  /// The font of `font`'s cascade used by `runs` with the greatest line height.
  private static func metricsFont(_ font: Font, _ runs: [GlyphRun]) -> Font {
    var used = Set<Int>()
    for run in runs { for glyph in run.glyphs { used.insert(glyph.fontIndex) } }
    guard let fonts = runs.first?.fonts, !used.isEmpty else { return font }
    return used.sorted().map { fonts[$0] }.max { $0.lineHeight < $1.lineHeight } ?? font
  }

  /// The lines' runs, paragraph by paragraph, within the line budget.
  private static func breakLines(
    _ string: String, font: Font, width: Double, maxLines: Int, truncation: Truncation, direction: TextDirection?
  ) -> [GlyphRun] {
    guard !string.isEmpty else { return [] }
    let paragraphs = string.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    var runs: [GlyphRun] = []
    for (index, paragraph) in paragraphs.enumerated() {
      let text = font.shapedText(String(paragraph), direction: direction)
      let count = text.glyphs.count
      var start = 0
      repeat {
        if maxLines > 0 && runs.count == maxLines - 1 {
          let isCut = index < paragraphs.count - 1
          switch truncation {
          case .tail:
            runs.append(text.truncatedRun(start..<count, width: width, forceEllipsis: isCut))
          case .none:
            let end = start < count ? text.lineEnd(from: start, width: width) : count
            runs.append(text.run(start..<text.trimmingTrailingSpaces(start, end)))
          }
          return runs
        }
        let end = start < count ? text.lineEnd(from: start, width: width) : count
        runs.append(text.run(start..<text.trimmingTrailingSpaces(start, end)))
        start = end
      } while start < count
    }
    return runs
  }
}

extension Font {
  /// `string` on one line, cut at the tail with "…" when wider than `width`.
  ///
  /// Like a one-line `UILabel` with `.byTruncatingTail`: only the first
  /// paragraph is shown, and an ellipsis marks any text left out.
  ///
  /// - Parameters:
  ///   - string: The text.
  ///   - width: The width available in points.
  /// - Returns: A run no wider than `width` (empty when not even "…" fits).
  public func line(_ string: String, truncatedTo width: Double) -> GlyphRun {
    TextLayout(string, font: self, width: width, maxLines: 1).lines.first?.run
      ?? GlyphRun(font: self, glyphs: [], direction: .leftToRight)
  }
}
