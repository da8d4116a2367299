/// A typeface as drawing sees it: glyph outlines by id, in font units.
///
/// Text shaping produces glyph ids; the rasterizer needs only their outlines.
/// A face is a reference type so that a display list can name it cheaply and
/// a glyph cache can key masks by its identity: two faces are the same face
/// only when they are the same object.
public protocol GlyphOutlineSource: AnyObject, Sendable {
  /// Font units per em.
  var unitsPerEm: Int { get }
  /// The outline of glyph `id` in font units, y down, its origin on the baseline at the pen.
  ///
  /// Glyphs without ink, and ids the face does not have, give the empty path.
  func outline(of id: UInt32) -> Path
}

/// Text ready to draw: glyph ids at positions in one face and size, line by line.
///
/// This is what a display list records for text: plain data that a rasterizer
/// can draw without shaping anything. Positions are in points; each glyph's
/// pen position is `origin + line.origin + glyph.position` for the origin the
/// text is drawn at.
public struct GlyphText: Equatable, Sendable {
  /// One glyph and where its pen position sits, in points from its line's origin (y down).
  public struct PlacedGlyph: Equatable, Sendable {
    /// The glyph's id in the face.
    public var id: UInt32
    /// The pen position, from the line's origin.
    public var position: Point

    /// Creates a positioned glyph.
    public init(id: UInt32, position: Point) {
      self.id = id
      self.position = position
    }
  }

  /// One line of text: glyphs on a baseline.
  public struct Baseline: Equatable, Sendable {
    /// The left end of the baseline, in points from the text's origin.
    public var origin: Point
    /// The glyphs, in visual order.
    public var glyphs: [PlacedGlyph]

    /// Creates a line.
    public init(origin: Point, glyphs: [PlacedGlyph]) {
      self.origin = origin
      self.glyphs = glyphs
    }
  }

  /// The face that outlines the glyphs.
  public var face: any GlyphOutlineSource
  /// The em size in points.
  public var size: Double
  /// The lines, top to bottom.
  public var lines: [Baseline]
  /// The box the lines' advances span, from the text's origin.
  ///
  /// Glyph ink can overhang it by a fraction of the em.
  public var bounds: Rect

  /// Creates text from positioned glyphs.
  ///
  /// - Parameters:
  ///   - face: The face of every glyph.
  ///   - size: The em size in points.
  ///   - lines: The lines of glyphs.
  ///   - bounds: The box the lines' advances span, from the text's origin.
  public init(face: any GlyphOutlineSource, size: Double, lines: [Baseline], bounds: Rect) {
    self.face = face
    self.size = size
    self.lines = lines
    self.bounds = bounds
  }

  /// Whether two texts draw the same glyphs of the same face at the same places.
  public static func == (lhs: GlyphText, rhs: GlyphText) -> Bool {
    lhs.face === rhs.face && lhs.size == rhs.size && lhs.lines == rhs.lines && lhs.bounds == rhs.bounds
  }
}
