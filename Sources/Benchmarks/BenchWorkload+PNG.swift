import ImageFormats
import Raster
import SceneRendering
import SwipeScenes

extension BenchWorkload {
  /// Hero at t = 2 s at scale 2, PNG-encoded by our encoder and by libpng's defaults in the same run.
  ///
  /// libpng is called once per encoding, into a buffer of its worst-case size.
  static func measurePNG(runs: Int, catalog: SceneCatalog) throws -> [String: BenchFigure] {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    guard let hero = catalog.scene(named: "hero") else {
      throw BenchError(description: "The png workload draws the scene 'hero', which this catalog lacks: bench a catalog that has it.")
    }
    let frame = try renderer.render(hero, at: 2, scale: 2)
    func median(_ body: () throws -> [UInt8]) throws -> (seconds: Double, bytes: Int) {
      var bytes = try body().count
      var times: [Double] = []
      for _ in 0..<runs {
        let start = ContinuousClock.now
        bytes = try body().count
        let d = ContinuousClock.now - start
        times.append(d.inSeconds)
      }
      return (times.sorted()[times.count / 2], bytes)
    }
    let ours = try median { try frame.pngData() }
    let libpng = try median { try frame.pngDataUsingLibpngDefaults() }
    return [
      "milliseconds": .number(ours.seconds * 1000), "bytes": .number(Double(ours.bytes)),
      "libpngDefaultMilliseconds": .number(libpng.seconds * 1000), "libpngDefaultBytes": .number(Double(libpng.bytes)),
      "width": .number(Double(frame.width)), "height": .number(Double(frame.height)),
    ]
  }
}
