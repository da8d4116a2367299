import ImageFormats
import SwipeScenes
import TextShaping

extension FrameRenderer {
  /// Draws the contact sheet of `scene` and writes it as a PNG file at `path`, creating its folder.
  ///
  /// Captions are set in Inter Medium 13 pt, scaled with the frames, and the sheet's ground
  /// follows the renderer's appearance.
  ///
  /// - Parameters:
  ///   - scene: The scene.
  ///   - times: The times to show, in seconds, or `nil` for the scene's key moments. Default: `nil`.
  ///   - columns: Cells per row, or `nil` for the column count that makes the sheet closest to square.
  ///     Default: `nil`.
  ///   - scale: Pixels per point of the frames.
  ///   - path: Where the PNG goes.
  /// - Returns: The sheet that was drawn.
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits, `FileWriteError` when the file cannot be written.
  @discardableResult
  public func writeContactSheet(
    of scene: any CatalogScene, times: [Double]? = nil, columns: Int? = nil, scale: Double, to path: String
  ) throws -> ContactSheet {
    var sheet = try ContactSheet.of(scene, times: times, renderer: self, scale: scale)
    if let columns { sheet = try ContactSheet(cells: sheet.cells, scale: sheet.scale, columns: columns) }
    let pixmap = try sheet.render(font: context.typography.font(.medium, 13), appearance: context.appearance)
    try createFolder(containingFile: path)
    try pixmap.writePNG(to: path)
    return sheet
  }
}
