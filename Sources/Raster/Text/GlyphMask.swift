// Glyph coverage masks.
//
// A glyph is drawn by rasterizing its outline once into an 8-bit coverage
// mask and compositing the mask with a colour, the way FreeType-based text
// stacks (Cairo's glyph cache, Skia's glyph atlas) do. The outline is placed
// with its origin at a whole pixel plus a quarter-pixel phase (0, ¼, ½, ¾)
// horizontally and on a whole pixel vertically, so four masks per glyph and
// size cover every position a line can put it at, with at most ⅛ px of
// horizontal error. Both cached and uncached drawing make masks with this one
// function, which is what makes their output identical. A glyph whose box is
// wider or taller than `maximumSide` (a font's outline may reach ±32,767 units
// on a 16-unit em) gets no mask: it is filled from its outline, clipped to the
// canvas, so no input makes a mask larger than a few megabytes.

import Drawing

/// 8-bit coverage of one glyph at one pixel size and quarter-pixel phase.
struct GlyphMask: Sendable {
  /// Columns from the glyph's origin pixel to the mask's first column.
  let left: Int
  /// Rows from the glyph's baseline pixel row to the mask's first row.
  let top: Int
  /// Columns in the mask.
  let width: Int
  /// Rows in the mask.
  let height: Int
  /// Coverage 0…255, `width × height` bytes, row by row.
  let coverage: [UInt8]
  /// Whether the glyph was too large for a mask and is filled from its outline instead.
  var isOversized = false

  /// A mask that covers nothing, for glyphs without ink such as the space.
  static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])

  /// Stands for a glyph whose box is beyond ``maximumSide``.
  static let oversized = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [], isOversized: true)

  /// The widest and tallest mask: 1,024 pixels, four ems at the largest masked pixel size.
  static let maximumSide = 1024

  /// Rasterizes `outline` (font units, y down) scaled by `pixelsPerUnit`, shifted right by `phase` quarter pixels.
  ///
  /// - Parameters:
  ///   - outline: The glyph outline.
  ///   - pixelsPerUnit: Device pixels per font unit.
  ///   - phase: The horizontal subpixel phase in quarter pixels, 0…3.
  ///   - raster: A rasterizer this thread owns.
  /// - Returns: The coverage mask, `empty` for an empty outline, ``oversized`` for one whose box
  ///   is wider or taller than ``maximumSide``.
  static func rasterize(_ outline: Path, pixelsPerUnit: Double, phase: Int, using raster: Rasterizer) -> GlyphMask {
    guard !outline.isEmpty else { return .empty }
    let placement = Transform(a: pixelsPerUnit, b: 0, c: 0, d: pixelsPerUnit, tx: Double(phase) / 4, ty: 0)
    let bounds = placement.apply(outline.controlBounds)
    guard bounds.width <= Double(maximumSide) - 2, bounds.height <= Double(maximumSide) - 2 else { return .oversized }
    let box = bounds.roundedOut
    guard !box.isEmpty else { return .empty }
    var coverage = [UInt8](repeating: 0, count: box.width * box.height)
    coverage.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var blitter = CoverageMaskBlitter(mask: base, rowStride: box.width, originX: box.minX, originY: box.minY)
      raster.fill(outline, transform: placement, rule: .nonZero, clip: box.rect, into: &blitter)
    }
    return GlyphMask(left: box.minX, top: box.minY, width: box.width, height: box.height, coverage: coverage)
  }
}

/// What identifies a glyph mask: the face, the pixel size, the phase and the glyph.
///
/// The key holds its face, so a cached mask never outlives the face it was
/// made from and a new face can never be mistaken for a freed one.
struct GlyphKey: Hashable, Sendable {
  /// The face the glyph comes from, compared by identity.
  var face: any GlyphOutlineSource
  /// The em size in device pixels.
  var pixelSize: Double
  /// The horizontal phase in quarter pixels, 0…3.
  var phase: UInt8
  /// The glyph index.
  var glyph: UInt32

  static func == (lhs: GlyphKey, rhs: GlyphKey) -> Bool {
    lhs.face === rhs.face && lhs.pixelSize.bitPattern == rhs.pixelSize.bitPattern && lhs.phase == rhs.phase
      && lhs.glyph == rhs.glyph
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(face))
    hasher.combine(pixelSize.bitPattern)
    hasher.combine(phase)
    hasher.combine(glyph)
  }
}
