import ArgumentParser
import Benchmarks
import Foundation
import ImageFormats
import SceneRendering

extension RenderGifs {
  /// `render-gifs demo`: renders the demo output that `make demo` produces.
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Render the demo output into a folder (what `make demo` runs).",
      discussion: """
        For every catalog scene (or each of --scenes): a PNG frame folder at scale 2 and 30 fps \
        (DIR/SCENE/), a GIF at 25 fps (DIR/SCENE.gif) and a contact sheet of its key moments \
        (DIR/SCENE-sheet.png). GIFs \
        and sheets are drawn at the README GIFs' widths (440 px for the single-cell swipe scenes, \
        494 for hero, 376 for vertical-centering) and at scale 1 for the other scenes. Also \
        writes DIR/raster-showcase.png.
        """
    )

    @Option(help: "The output folder; it is created if missing.")
    var out = "out"

    @Option(parsing: .upToNextOption, help: "Render only these scenes (default: every catalog scene).")
    var scenes: [String] = []

    func run() throws {
      let chosen = scenes.isEmpty ? RenderGifs.catalog.scenes : try scenes.map { try RenderGifs.scene($0) }
      try createFolder(atPath: out)
      let showcase = out + "/raster-showcase.png"
      try RasterShowcase.render().writePNG(to: showcase)
      print("wrote \(showcase)")
      for scene in chosen { print(try scene.writeDemo(into: out)) }
    }
  }
}
