/// The direction in which a run of text reads.

import Drawing
public enum TextDirection: Sendable, Hashable {
  /// Left to right, as Latin, Greek and Cyrillic.
  case leftToRight
  /// Right to left, as Hebrew and Arabic.
  case rightToLeft
}

/// Glyphs positioned on one baseline: the output of shaping, ready to draw.
///
/// Positions are in points relative to the run's origin, the left end of its
/// baseline, with y pointing down. Glyphs are in visual order, left to right,
/// whatever the reading direction; for right-to-left text the first character
/// of the string is therefore the last glyph.
public struct GlyphRun: Sendable, Equatable {
  /// One glyph of a run.
  public struct Glyph: Sendable, Equatable {
    /// The glyph's index in the font (0 is `.notdef`, drawn for characters the font lacks).
    public var id: UInt32
    /// The UTF-8 offset, in the shaped string, of the first character this glyph shows.
    ///
    /// Several glyphs share a cluster when one character needs several glyphs,
    /// and a ligature's cluster is that of its first character.
    public var cluster: Int
    /// Where the glyph's origin sits, in points from the run's origin (y down).
    public var position: Point
    /// How far the pen moves after this glyph, in points.
    public var advance: Double
    /// The glyph's font, as an index into the run's ``GlyphRun/fonts`` (0: the font asked for).
    public var fontIndex: Int

    /// Creates a positioned glyph.
    ///
    /// Runs normally come from shaping; this is for callers that position glyphs themselves.
    ///
    /// - Parameters:
    ///   - id: The glyph index in the font.
    ///   - cluster: The UTF-8 offset of the first character the glyph shows.
    ///   - position: The glyph origin in points from the run's origin (y down).
    ///   - advance: The pen movement after the glyph, in points.
    ///   - fontIndex: The glyph's font in the run's ``GlyphRun/fonts``. Default: 0.
    public init(id: UInt32, cluster: Int, position: Point, advance: Double, fontIndex: Int = 0) {
      self.id = id
      self.cluster = cluster
      self.position = position
      self.advance = advance
      self.fontIndex = fontIndex
    }
  }

  /// The fonts the glyphs belong to: the font asked for, then its cascade (``Font/cascade``).
  public let fonts: [Font]
  /// The font asked for, first of ``fonts``.
  public var font: Font { fonts[0] }
  /// The glyphs in visual order, left to right.
  public let glyphs: [Glyph]
  /// The sum of the advances, in points: the run's typographic width.
  public let width: Double
  /// The paragraph direction (UAX #9): the reading direction of the text's first strong character.
  public let direction: TextDirection

  /// Creates a run from glyphs already positioned left to right.
  ///
  /// The width is the sum of the glyphs' advances.
  ///
  /// - Parameters:
  ///   - font: The font of the glyphs.
  ///   - glyphs: The glyphs, in visual order.
  ///   - direction: The reading direction.
  public init(font: Font, glyphs: [Glyph], direction: TextDirection) {
    self.fonts = [font]
    self.glyphs = glyphs
    self.direction = direction
    self.width = glyphs.reduce(0) { $0 + $1.advance }
  }

  /// Creates a run whose width was summed exactly by the caller.
  init(fonts: [Font], glyphs: [Glyph], direction: TextDirection, width: Double) {
    self.fonts = fonts
    self.glyphs = glyphs
    self.direction = direction
    self.width = width
  }

  /// Whether the run has no glyph.
  public var isEmpty: Bool { glyphs.isEmpty }
}
