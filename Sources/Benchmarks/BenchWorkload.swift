// The fixed workloads `render-gifs bench` times. The three drawing workloads
// (rrects, circles, mailCell) come from the workloads file, the same shapes
// measured with Cairo, Skia and Blend2D: paths are built once and only the
// drawing is timed, on one thread, as the median of the runs after one
// untimed warm-up. text, png, catalog and animation draw the project's own
// scenes; gradient and photo draw `EncoderScenes` and time the encoders on them.

import Drawing
import Raster
import SwipeScenes

/// A workload `render-gifs bench` can time.
public enum BenchWorkload: String, CaseIterable, Sendable {
  /// Rounded rectangles of the workloads file, filled source-over on a 1000×1000 canvas.
  case rrects
  /// Circles of the workloads file.
  case circles
  /// The Mail cell of the workloads file: filled SVG paths, both fill rules.
  case mailCell
  /// Eight lines of the Mail demo's text drawn through the glyph cache.
  case text
  /// Paragraphs in five scripts with emoji and CJK fallbacks, laid out and drawn in Inter and in a user's font file.
  case scripts
  /// The hero frame at 2 s, scale 2, PNG-encoded by the project's encoder and by libpng.
  case png
  /// Every catalog frame at scale 2 and 30 fps, rendered and PNG-encoded on all cores and on one.
  case catalog
  /// Hero at scale 2 and 25 fps written as a PNG folder, a GIF and an APNG on all cores: frames/s and peak memory.
  case animation
  /// A chat list with gradient avatars (``EncoderScenes/gradientChat``), PNG- and GIF-encoded beside libpng, ffmpeg and gifsicle.
  case gradient
  /// Two rows with photos (``EncoderScenes/photoRows``), PNG- and GIF-encoded beside libpng, ffmpeg and gifsicle.
  case photo

  /// Runs the workload `runs` times after one warm-up and returns its figures by name.
  ///
  /// - Parameters:
  ///   - file: The drawing workloads.
  ///   - runs: Timed runs, at least 1; the median is reported.
  ///   - catalog: The scenes `png` (its `hero`) and `catalog` draw.
  /// - Returns: Figures such as `milliseconds` and `perSecond`, by name.
  /// - Throws: ``BenchError`` for a workloads file without a usable entry; drawing and encoding errors.
  public func measure(file: WorkloadsFile, runs: Int, catalog: SceneCatalog) throws -> [String: BenchFigure] {
    switch self {
    case .rrects:
      let scene = try file.shapes("rrects")
      let paths = scene.shapes.map { s in
        Path.roundedRect(Rect(x: s[0], y: s[1], width: s[2], height: s[3]), radius: s[4])
      }
      return try Self.measureFills(paths, of: scene, runs: runs)
    case .circles:
      let scene = try file.shapes("circles")
      let paths = scene.shapes.map { s in Path.circle(center: Point(x: s[0], y: s[1]), radius: s[2]) }
      return try Self.measureFills(paths, of: scene, runs: runs)
    case .mailCell:
      let cell = try file.mailCell()
      let seconds = try Self.medianSeconds(runs: runs, canvas: cell.canvas) { canvas in
        canvas.clear(cell.background)
        for i in cell.items.indices {
          canvas.fill(cell.items[i].path, color: cell.items[i].color, rule: cell.items[i].rule)
        }
      }
      return ["framesPerSecond": .number(1 / seconds), "milliseconds": .number(seconds * 1000)]
    case .text:
      return try Self.measureText(runs: runs)
    case .scripts:
      return try Self.measureScripts(runs: runs)
    case .png:
      return try Self.measurePNG(runs: runs, catalog: catalog)
    case .catalog:
      return try Self.measureCatalog(catalog)
    case .animation:
      return try Self.measureAnimation(runs: runs, catalog: catalog)
    case .gradient:
      return try Self.measureEncoders(of: EncoderScenes.gradientChat, runs: runs)
    case .photo:
      return try Self.measureEncoders(of: EncoderScenes.photoRows, runs: runs)
    }
  }

  /// Fills `paths` in one colour after a clear, as the shape workloads of the file do.
  static func measureFills(_ paths: [Path], of scene: WorkloadsFile.Shapes, runs: Int) throws -> [String: BenchFigure] {
    // By index: `for path in paths` copies each path out, a retain and a release per fill.
    let seconds = try medianSeconds(runs: runs, canvas: scene.canvas) { canvas in
      canvas.clear(scene.background)
      for i in paths.indices { canvas.fill(paths[i], color: scene.color) }
    }
    return ["perSecond": .number(Double(paths.count) / seconds), "milliseconds": .number(seconds * 1000)]
  }

  /// The median wall time of `draw` over `runs` runs, after one untimed warm-up run.
  ///
  /// `prepare` runs before each run, untimed: what the canvas must hold before the drawing that is measured.
  static func medianSeconds(
    runs: Int, canvas size: (Int, Int), prepare: (Canvas) -> Void = { _ in }, _ draw: (Canvas) -> Void
  ) throws -> Double {
    let canvas = try Canvas(width: size.0, height: size.1)
    prepare(canvas)
    draw(canvas)
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      prepare(canvas)
      let elapsed = clock.measure { draw(canvas) }
      times.append(elapsed.inSeconds)
    }
    times.sort()
    return times[times.count / 2]
  }
}
