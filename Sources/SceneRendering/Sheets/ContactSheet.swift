import Drawing
import Raster
import SwipeScenes
import TextShaping

// A contact sheet: frames of one size in a grid, row by row, each framed by a
// one-pixel border and captioned underneath, on a light grey ground (dark grey
// in dark appearance). Margins, gaps and the caption are given in points and
// drawn at the frames' scale, so a sheet of 2× frames has 2× captions.

/// Rendered frames laid out in a captioned grid, for documentation and for reviewing goldens.
///
/// ```swift
/// let sheet = ContactSheet(cells: cells, scale: 2)
/// let pixmap = try sheet.render(font: typography.font(.medium, 13), appearance: .light)
/// ```
public struct ContactSheet: Sendable {
  /// One frame and the line of text under it.
  public struct Cell: Sendable {
    /// The frame; every cell of a sheet has the same size.
    public var image: Pixmap
    /// The caption, e.g. "1.20 s · open".
    public var caption: String

    /// Creates a cell.
    public init(image: Pixmap, caption: String) {
      self.image = image
      self.caption = caption
    }
  }

  /// The space around the grid and between cells, in points.
  public static let gap = 12.0
  /// The height of a caption's band under its frame, in points.
  public static let captionHeight = 22.0

  /// The cells, row by row.
  public var cells: [Cell]
  /// How many cells a row holds.
  public var columns: Int
  /// The pixels per point of the frames, which margins and captions follow.
  public var scale: Double

  /// Creates a sheet.
  ///
  /// - Parameters:
  ///   - cells: At least one cell; all images must have the first one's size.
  ///   - scale: The frames' pixels per point.
  ///   - columns: Cells per row, or `nil` for ``squarestColumns(count:cellWidth:cellHeight:scale:)``. Default: `nil`.
  /// - Throws: ``RenderError`` for no cells, cells of different sizes or a sheet beyond the pixmap limits.
  public init(cells: [Cell], scale: Double, columns: Int? = nil) throws {
    guard let first = cells.first?.image else {
      throw RenderError(description: "A contact sheet needs at least one frame: give at least one time.")
    }
    guard cells.allSatisfy({ $0.image.width == first.width && $0.image.height == first.height }) else {
      throw RenderError(description: "Every frame of a contact sheet must have one size: render them at one scale.")
    }
    self.cells = cells
    self.scale = scale
    self.columns = Swift.max(
      1,
      Swift.min(
        cells.count,
        columns
          ?? Self.squarestColumns(count: cells.count, cellWidth: first.width, cellHeight: first.height, scale: scale)))
    let (w, h) = size
    guard w <= Pixmap.maximumSide, h <= Pixmap.maximumSide, w * h * 4 <= Pixmap.maximumBytes else {
      throw RenderError(description: "A contact sheet of \(w)×\(h) pixels is too large: choose fewer frames or a lower scale.")
    }
  }

  /// The column count, 1…`count`, whose sheet is closest to square (ties go to fewer columns).
  ///
  /// - Parameters:
  ///   - count: How many cells.
  ///   - cellWidth: A frame's width in pixels.
  ///   - cellHeight: A frame's height in pixels.
  ///   - scale: The frames' pixels per point.
  public static func squarestColumns(count: Int, cellWidth: Int, cellHeight: Int, scale: Double) -> Int {
    var best = 1, bestRatio = Double.infinity
    for columns in 1...Swift.max(1, count) {
      let rows = (count + columns - 1) / columns
      let (w, h) = sheetSize(columns: columns, rows: rows, cellWidth: cellWidth, cellHeight: cellHeight, scale: scale)
      let ratio = Swift.max(Double(w) / Double(h), Double(h) / Double(w))
      if ratio < bestRatio - 1e-9 {
        best = columns
        bestRatio = ratio
      }
    }
    return best
  }

  /// The number of rows.
  public var rows: Int { (cells.count + columns - 1) / columns }

  /// The sheet's size in pixels.
  public var size: (width: Int, height: Int) {
    let image = cells[0].image
    return Self.sheetSize(columns: columns, rows: rows, cellWidth: image.width, cellHeight: image.height, scale: scale)
  }

  /// The size in pixels of a sheet of `count` cells of `cellWidth` × `cellHeight` pixels, before any is drawn.
  ///
  /// - Parameters:
  ///   - count: At least 1.
  ///   - columns: Cells per row, or `nil` for the squarest sheet; clamped to 1…`count` as the initializer does.
  ///   - cellWidth: Pixels.
  ///   - cellHeight: Pixels.
  ///   - scale: Pixels per point of the gaps and captions.
  public static func plannedSize(count: Int, columns: Int?, cellWidth: Int, cellHeight: Int, scale: Double) -> (
    width: Int, height: Int
  ) {
    let columns = Swift.max(
      1, Swift.min(count, columns ?? squarestColumns(count: count, cellWidth: cellWidth, cellHeight: cellHeight, scale: scale)))
    return sheetSize(columns: columns, rows: (count + columns - 1) / columns, cellWidth: cellWidth, cellHeight: cellHeight, scale: scale)
  }

  /// A length in points as whole pixels at `scale`.
  private static func pixels(_ points: Double, scale: Double) -> Int { Int((points * scale).rounded()) }

  private static func sheetSize(columns: Int, rows: Int, cellWidth: Int, cellHeight: Int, scale: Double) -> (Int, Int) {
    let gap = pixels(gap, scale: scale), caption = pixels(captionHeight, scale: scale)
    return (gap + columns * (cellWidth + gap), gap + rows * (cellHeight + caption + gap))
  }

  /// The top-left pixel of cell `index`'s frame.
  public func origin(ofCell index: Int) -> (x: Int, y: Int) {
    let gap = Self.pixels(Self.gap, scale: scale), caption = Self.pixels(Self.captionHeight, scale: scale)
    let image = cells[0].image
    return (gap + (index % columns) * (image.width + gap), gap + (index / columns) * (image.height + caption + gap))
  }

  /// Draws the sheet.
  ///
  /// - Parameters:
  ///   - font: The captions' font, sized in points.
  ///   - appearance: Light (light grey ground, dark text) or dark (dark grey ground, light text).
  /// - Returns: An opaque pixmap of ``size``.
  /// - Throws: ``PixmapSizeError`` if the pixmap cannot be made.
  public func render(font: Font, appearance: Appearance) throws -> Pixmap {
    let (w, h) = size
    let canvas = try Canvas(width: w, height: h)
    let dark = appearance == .dark
    canvas.clear(dark ? Color(red255: 28, green255: 28, blue255: 30) : Color(red255: 242, green255: 242, blue255: 247))
    let border = dark ? Color(red255: 72, green255: 72, blue255: 74) : Color(red255: 199, green255: 199, blue255: 204)
    let ink = dark ? Color(red255: 235, green255: 235, blue255: 245) : Color(red255: 60, green255: 60, blue255: 67)
    for (index, cell) in cells.enumerated() {
      let (x, y) = origin(ofCell: index)
      let frame = Rect(x: Double(x), y: Double(y), width: Double(cell.image.width), height: Double(cell.image.height))
      canvas.fill(
        Rect(x: frame.minX - 1, y: frame.minY - 1, width: frame.width + 2, height: frame.height + 2), color: border)
      canvas.draw(cell.image, at: Point(x: frame.minX, y: frame.minY))
      // Captions are laid out in points and drawn scaled, from the cell's bottom edge.
      let text = TextLayout(cell.caption, font: font, width: frame.width / scale, maxLines: 1, alignment: .center)
      canvas.save()
      canvas.scale(x: scale, y: scale)
      let top = frame.maxY / scale + (Self.captionHeight - text.size.height) / 2
      canvas.draw(text.glyphText, at: Point(x: frame.minX / scale, y: top), color: ink)
      canvas.restore()
    }
    return canvas.pixmap
  }
}
