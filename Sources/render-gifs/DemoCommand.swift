import ArgumentParser
import Foundation
import Raster

extension RenderGifs {
  /// `render-gifs demo`: renders the demo output that `make demo` produces.
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Render the demo output into a folder (what `make demo` runs)."
    )

    @Option(help: "The output folder; it is created if missing.")
    var out = "out"

    func run() throws {
      try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      let path = (out as NSString).appendingPathComponent("raster-showcase.png")
      try RasterShowcase.render().writePNG(to: path)
      print("wrote \(path)")
    }
  }
}
