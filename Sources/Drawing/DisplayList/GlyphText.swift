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
  /// Whether some glyphs of the face are drawn in colour (``colorGlyph(_:pixelSize:)``).
  var hasColorGlyphs: Bool { get }
  /// The colour drawing of glyph `id` at an em of `pixelSize` device pixels, or nil when the
  /// glyph is drawn from its outline in the text colour.
  func colorGlyph(_ id: UInt32, pixelSize: Double) -> ColorGlyph?
}

extension GlyphOutlineSource {
  /// No colour glyphs: every glyph is its outline in the text colour.
  public var hasColorGlyphs: Bool { false }
  /// Nil: the glyph is drawn from its outline.
  public func colorGlyph(_ id: UInt32, pixelSize: Double) -> ColorGlyph? { nil }
}

/// A glyph drawn in its own colours, which the text colour does not change (as iOS draws emoji).
public enum ColorGlyph: Sendable {
  /// A picture (a font's PNG strike) scaled into a rectangle in font units, y down from the pen.
  case bitmap(Bitmap, Rect)
  /// Outline glyphs of the same face filled one over another, bottom first (COLR version 0).
  case layers([ColorGlyphLayer])
}

/// One layer of a layered colour glyph.
public struct ColorGlyphLayer: Sendable, Equatable {
  /// The glyph whose outline is the layer's shape.
  public var glyph: UInt32
  /// The layer's colour, or nil for the text colour.
  public var color: Color?

  /// Creates a layer.
  public init(glyph: UInt32, color: Color?) {
    self.glyph = glyph
    self.color = color
  }
}

/// Text ready to draw: glyph ids at positions in one size, line by line, each glyph in one of
/// the text's faces (its face, or a fallback face for characters that one lacks).
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
    /// The glyph's face: 0 for ``GlyphText/face``, `i` for `fallbackFaces[i - 1]`.
    public var faceIndex: Int

    /// Creates a positioned glyph.
    ///
    /// - Parameters:
    ///   - id: The glyph's id in its face.
    ///   - position: The pen position, from the line's origin.
    ///   - faceIndex: 0 for the text's face, `i` for its `fallbackFaces[i - 1]`. Default: 0.
    public init(id: UInt32, position: Point, faceIndex: Int = 0) {
      self.id = id
      self.position = position
      self.faceIndex = faceIndex
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

  /// The face that outlines the glyphs whose `faceIndex` is 0.
  public var face: any GlyphOutlineSource
  /// The faces of the other glyphs: glyph `faceIndex` `i` is in `fallbackFaces[i - 1]`.
  public var fallbackFaces: [any GlyphOutlineSource]
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
  ///   - fallbackFaces: The faces of glyphs whose `faceIndex` is 1 or more. Default: none.
  public init(
    face: any GlyphOutlineSource, size: Double, lines: [Baseline], bounds: Rect,
    fallbackFaces: [any GlyphOutlineSource] = []
  ) {
    self.face = face
    self.fallbackFaces = fallbackFaces
    self.size = size
    self.lines = lines
    self.bounds = bounds
  }

  /// Whether two texts draw the same glyphs of the same faces at the same places.
  public static func == (lhs: GlyphText, rhs: GlyphText) -> Bool {
    lhs.face === rhs.face && lhs.size == rhs.size && lhs.lines == rhs.lines && lhs.bounds == rhs.bounds
      && lhs.fallbackFaces.elementsEqual(rhs.fallbackFaces, by: ===)
  }

  /// The face of `glyph`: ``face``, or the fallback its `faceIndex` names (``face`` for an index out of range).
  public func face(of glyph: PlacedGlyph) -> any GlyphOutlineSource {
    glyph.faceIndex > 0 && glyph.faceIndex <= fallbackFaces.count ? fallbackFaces[glyph.faceIndex - 1] : face
  }
}
