import ArgumentParser
import Foundation
import SceneRendering
import SwipeScenes

extension RenderGifs {
  /// `render-gifs sheet`: chosen frames of a scene in a captioned grid, as one PNG.
  struct Sheet: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sheet",
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

    func run() throws {
      let scene = try RenderGifs.scene(self.scene, output.fonts.names)
      let request = try SheetRequest(
        scene: scene, times: times, count: count, columns: columns, scale: output.scale(for: scene),
        appearance: output.appearance)
      try output.checkSize(of: scene)
      try request.check(budget: output.memory.budget)
      let sheet = try request.write(to: out)
      let (w, h) = sheet.size
      print("wrote \(out) (\(sheet.cells.count) frames, \(sheet.columns) × \(sheet.rows), \(w)×\(h) pixels)")
    }
  }
}
