import ArgumentParser
import Benchmarks
import Drawing
import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes
import TextShaping

extension RenderGifs {
  /// `render-gifs demo`: renders the demo output that `make demo` produces.
  struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "demo",
      abstract: "Render the demo output into a folder (what `make demo` runs).",
      discussion: """
        For every catalog scene: a PNG frame folder at scale 2 and 30 fps (DIR/SCENE/), a GIF at \
        25 fps (DIR/SCENE.gif) and a contact sheet of its key moments (DIR/SCENE-sheet.png). GIFs \
        and sheets are drawn at the README GIFs' widths (440 px for the single-cell swipe scenes, \
        494 for hero, 376 for vertical-centering) and at scale 1 for the other scenes. Also \
        writes DIR/raster-showcase.png.
        """
    )

    @Option(help: "The output folder; it is created if missing.")
    var out = "out"

    /// The pixels per point and rate of the PNG frame folders.
    static let frameScale = 2.0, frameRate = 30.0

    /// The width in pixels of each README swipe scene's GIF on SwipeCellKit's page.
    static let readmeWidths: [String: Double] = Dictionary(
      uniqueKeysWithValues: SwipeScene.readmeScenes.map { scene in
        (scene.name, scene.name == "hero" ? 494 : scene.name == "vertical-centering" ? 376 : 440)
      })

    /// The pixels per point of `scene`'s GIF and contact sheet.
    static func smallScale(of scene: any CatalogScene) -> Double {
      readmeWidths[scene.name].map { $0 / scene.size.width } ?? 1
    }

    func run() throws {
      do {
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
      } catch {
        throw ValidationError("Cannot create '\(out)': choose an --out folder you can write to.")
      }
      let showcase = (out as NSString).appendingPathComponent("raster-showcase.png")
      try RasterShowcase.render().writePNG(to: showcase)
      print("wrote \(showcase)")
      let typography = try Typography()
      for scene in RenderGifs.catalog.scenes {
        let started = ContinuousClock.now
        let base = (out as NSString).appendingPathComponent(scene.name)
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        let frames = FrameSelection.all(duration: scene.duration, fps: Self.frameRate)
        let large = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1 / Self.frameRate))
        try SequenceRenderer(renderer: large).render(scene, frames: frames, scale: Self.frameScale, into: base)
        let gifBytes = try writeGIF(of: scene, typography: typography, to: base + ".gif")
        let sheetRenderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1 / ContactSheet.frameRate))
        let sheet = try ContactSheet.of(scene, times: nil, renderer: sheetRenderer, scale: Self.smallScale(of: scene))
        try sheet.render(font: typography.font(.medium, 13), appearance: .light).writePNG(to: base + "-sheet.png")
        let seconds = (ContinuousClock.now - started).inSeconds
        print(
          String(
            format: "%@: %d PNG frames, GIF %d KB, sheet of %d frames (%.1f s)", scene.name, frames.indices.count,
            (gifBytes + 512) / 1024, sheet.cells.count, seconds))
      }
    }

    /// Renders `scene` at 25 fps and its small scale and writes the GIF; returns its size in bytes.
    func writeGIF(of scene: any CatalogScene, typography: Typography, to path: String) throws -> Int {
      let rate = AnimationTiming.defaultGIFRate
      let renderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1 / rate))
      let frames = FrameSelection.all(duration: scene.duration, fps: rate)
      let pixmaps = try SequenceRenderer(renderer: renderer).render(
        scene, frames: frames, scale: Self.smallScale(of: scene), into: nil, keepFrames: true)
      let last = try AnimationTiming.lastFrameDelay(of: frames, delay: 1 / rate, duration: scene.duration)
      let gif = try GIFEncoder(frameDelay: AnimationTiming.frameDelay(fps: rate)).data(for: pixmaps, lastFrameDelay: last)
      try writeFileAtomically(gif, to: path)
      return gif.count
    }
  }
}
