import ArgumentParser
import Foundation
import Raster
import SceneRendering
import SwipeScenes

extension RenderGifs {
  /// `render-gifs sheet`: chosen frames of a scene in a captioned grid, as one PNG.
  struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Draw chosen frames of a scene in a grid, each captioned with its time and phase.",
      discussion: """
        By default the frames are the scene's key moments (for swipe scenes: rest, reveal, \
        open, expanded, fill, delete). --times picks times in seconds; --count N spreads N \
        frames evenly over the scene at 30 fps. The grid has as many columns as make the sheet \
        closest to square, or --columns.
        """)

    @Argument(help: ArgumentHelp("A built-in scene (\(RenderGifs.catalog.names.joined(separator: ", "))) or a scene file."))
    var scene: String

    @Option(parsing: .unconditional, help: "Times in seconds, separated by commas, e.g. 0.5,1.2,2.")
    var times: String?

    @Option(help: "Spread this many frames evenly over the scene (1…64).")
    var count: Int?

    @Option(help: "Cells per row. Default: whatever makes the sheet closest to square.")
    var columns: Int?

    @Option(help: "Where to write the PNG.")
    var out: String

    @OptionGroup var output: OutputOptions

    /// The most cells a sheet holds.
    static let maximumCells = 64

    func validate() throws {
      let scene = try RenderGifs.scene(self.scene)
      if times != nil && count != nil { throw ValidationError("Give --times or --count, not both.") }
      if let count, !(1...Self.maximumCells).contains(count) {
        throw ValidationError("Give --count a whole number from 1 to \(Self.maximumCells) (got '\(count)').")
      }
      if let columns, columns < 1 { throw ValidationError("Give --columns a whole number of 1 or more (got '\(columns)').") }
      let times = try chosenTimes(for: scene)
      try output.checkSize(of: scene)
      try checkSheetSize(of: scene, times: times)
    }

    /// Refuses, before any cell is drawn, a sheet beyond the pixmap limits or over --memory-limit.
    func checkSheetSize(of scene: any CatalogScene, times: [Double]?) throws {
      let renderer = try FrameRenderer(scene: scene, fps: ContactSheet.frameRate, appearance: output.appearance)
      let count = times?.count ?? scene.keyMoments(in: renderer.context).count
      let (cell, sheet) = try ContactSheet.plannedSize(
        of: scene, count: count, columns: columns, scale: output.scale(for: scene))
      guard FrameRenderer.fitsPixmap(width: Double(sheet.width), height: Double(sheet.height)) else {
        throw ValidationError(
          "A sheet of \(count) frames of '\(scene.name)' would be \(sheet.width)×\(sheet.height) pixels, over the "
            + "\(Pixmap.maximumSide)-pixel side or \(Pixmap.maximumBytes >> 20) MiB limit: lower --scale or --count, or change --columns.")
      }
      try output.checkMemory(
        .contactSheet(cellCount: count, cell: cell, sheet: sheet),
        for: "A sheet of \(count) frames of '\(scene.name)' at \(output.scale(for: scene))×",
        reduce: "lower --scale or --count")
    }

    /// The times from --times or --count, or `nil` for the key moments.
    func chosenTimes(for scene: any CatalogScene) throws -> [Double]? {
      if let count { return ContactSheet.evenTimes(count: count, duration: scene.duration) }
      guard let times else { return nil }
      guard let values = ContactSheet.times(times, duration: scene.duration), values.count <= Self.maximumCells else {
        throw ValidationError(
          "Give --times up to \(Self.maximumCells) comma-separated seconds from 0 to \(String(format: "%.2f", scene.duration)), e.g. 0.5,1.2 (got '\(times)').")
      }
      return values
    }

    func run() throws {
      let scene = try RenderGifs.scene(self.scene)
      let renderer = try FrameRenderer(scene: scene, fps: ContactSheet.frameRate, appearance: output.appearance)
      let sheet = try renderer.writeContactSheet(
        of: scene, times: chosenTimes(for: scene), columns: columns, scale: output.scale(for: scene), to: out)
      let (w, h) = sheet.size
      print("wrote \(out) (\(sheet.cells.count) frames, \(sheet.columns) × \(sheet.rows), \(w)×\(h) pixels)")
    }
  }
}
