import Drawing
import Raster
import SwipeScenes

/// One contact sheet to draw: a scene's frames at chosen times, or its key moments, in a grid.
///
/// The request is checked whole before any cell is drawn (``check(budget:)``): the sheet's size
/// against the pixmap limits and what drawing it holds against a ``MemoryBudget``.
///
/// ```swift
/// let request = try SheetRequest(scene: scene, count: 6, scale: 2)
/// try request.check(budget: MemoryBudget())
/// let sheet = try request.write(to: "hero-sheet.png")
/// ```
public struct SheetRequest: Sendable {
  /// The scene.
  public var scene: any CatalogScene
  /// The times shown, in seconds, or `nil` for the scene's key moments.
  public var times: [Double]?
  /// Cells per row, or `nil` for the squarest sheet.
  public var columns: Int?
  /// Pixels per point of the frames.
  public var scale: Double
  /// Light or dark, or `nil` for the scene's own.
  public var appearance: Appearance?

  /// The most cells a sheet holds.
  public static let maximumCells = 64

  /// A sheet of `scene` at the times a person writes (`times`: seconds separated by commas,
  /// ``ContactSheet/times(_:duration:)``), or `count` times spread evenly over it
  /// (``ContactSheet/evenTimes(count:duration:)``), or, with neither, its key moments.
  ///
  /// - Throws: ``RenderError`` for both `times` and `count`, a count outside 1…``maximumCells``,
  ///   columns under 1, or times that are not such a list within the scene.
  public init(
    scene: any CatalogScene, times text: String? = nil, count: Int? = nil, columns: Int? = nil, scale: Double,
    appearance: Appearance? = nil
  ) throws {
    if text != nil && count != nil { throw RenderError(description: "Give --times or --count, not both.") }
    if let count, !(1...Self.maximumCells).contains(count) {
      throw RenderError(description: "Give --count a whole number from 1 to \(Self.maximumCells) (got '\(count)').")
    }
    if let columns, columns < 1 {
      throw RenderError(description: "Give --columns a whole number of 1 or more (got '\(columns)').")
    }
    self.scene = scene
    self.columns = columns
    self.scale = scale
    self.appearance = appearance
    if let count {
      times = ContactSheet.evenTimes(count: count, duration: scene.duration)
    } else if let text {
      guard let values = ContactSheet.times(text, duration: scene.duration), values.count <= Self.maximumCells else {
        throw RenderError(
          description: "Give --times up to \(Self.maximumCells) comma-separated seconds from 0 to "
            + "\(String(format: "%.2f", scene.duration)), e.g. 0.5,1.2 (got '\(text)').")
      }
      times = values
    }
  }

  /// The renderer the cells are drawn with, at ``ContactSheet/frameRate``.
  ///
  /// - Throws: A font error when the bundled fonts are missing.
  public func renderer() throws -> FrameRenderer {
    try FrameRenderer(scene: scene, fps: ContactSheet.frameRate, appearance: appearance)
  }

  /// Refuses, before any cell is drawn, a sheet beyond the pixmap limits or over `budget`
  /// (``MemorySize/contactSheet(cellCount:cell:sheet:layers:)``).
  ///
  /// - Throws: ``RenderError`` naming the size and the options that lower it.
  public func check(budget: MemoryBudget) throws {
    let count = try times?.count ?? scene.keyMoments(in: renderer().context).count
    let (cell, sheet) = try ContactSheet.plannedSize(of: scene, count: count, columns: columns, scale: scale)
    guard FrameRenderer.fitsPixmap(width: Double(sheet.width), height: Double(sheet.height)) else {
      throw RenderError(
        description: "A sheet of \(count) frames of '\(scene.name)' would be \(sheet.width)×\(sheet.height) pixels, over the "
          + "\(Pixmap.maximumSide)-pixel side or \(Pixmap.maximumBytes >> 20) MiB limit: lower --scale or --count, or change --columns.")
    }
    let layers = MemorySize.layerDepth(of: scene)
    try budget.check(
      .contactSheet(cellCount: count, cell: cell, sheet: sheet, layers: layers),
      for: "A sheet of \(count) frames of '\(scene.name)' at \(scale)×", reduce: "lower --scale or --count")
  }

  /// Draws the sheet and writes it as a PNG file at `path`, creating its folder
  /// (``FrameRenderer/writeContactSheet(of:times:columns:scale:to:)``).
  ///
  /// - Returns: The sheet that was drawn.
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits, `FileWriteError` when the file cannot be written.
  @discardableResult
  public func write(to path: String) throws -> ContactSheet {
    try renderer().writeContactSheet(of: scene, times: times, columns: columns, scale: scale, to: path)
  }
}
