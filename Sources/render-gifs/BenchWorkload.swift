import ArgumentParser
import Drawing
import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes
import Synchronization
import TextShaping

/// The workloads `render-gifs bench` can time.
enum BenchWorkload: String, CaseIterable, ExpressibleByArgument {
  case rrects
  case circles
  case mailCell
  case text
  case png
  case catalog

  /// Runs the workload `runs` times after one warm-up and returns its figures.
  func measure(file: WorkloadsFile, runs: Int) throws -> [String: BenchFigure] {
    switch self {
    case .rrects:
      let scene = try file.shapes("rrects")
      let paths = scene.shapes.map { s in
        Path.roundedRect(Rect(x: s[0], y: s[1], width: s[2], height: s[3]), radius: s[4])
      }
      // By index: `for path in paths` copies each path out, a retain and a release per fill.
      let seconds = try BenchWorkload.medianSeconds(runs: runs, canvas: scene.canvas) { canvas in
        canvas.clear(scene.background)
        for i in paths.indices { canvas.fill(paths[i], color: scene.color) }
      }
      return ["perSecond": .number(Double(paths.count) / seconds), "milliseconds": .number(seconds * 1000)]
    case .circles:
      let scene = try file.shapes("circles")
      let paths = scene.shapes.map { s in Path.circle(center: Point(x: s[0], y: s[1]), radius: s[2]) }
      let seconds = try BenchWorkload.medianSeconds(runs: runs, canvas: scene.canvas) { canvas in
        canvas.clear(scene.background)
        for i in paths.indices { canvas.fill(paths[i], color: scene.color) }
      }
      return ["perSecond": .number(Double(paths.count) / seconds), "milliseconds": .number(seconds * 1000)]
    case .mailCell:
      let cell = try file.mailCell()
      let seconds = try BenchWorkload.medianSeconds(runs: runs, canvas: cell.canvas) { canvas in
        canvas.clear(cell.background)
        for i in cell.items.indices {
          canvas.fill(cell.items[i].path, color: cell.items[i].color, rule: cell.items[i].rule)
        }
      }
      return ["framesPerSecond": .number(1 / seconds), "milliseconds": .number(seconds * 1000)]
    case .text:
      return try BenchWorkload.measureText(runs: runs)
    case .png:
      return try BenchWorkload.measurePNG(runs: runs)
    case .catalog:
      return try BenchWorkload.measureCatalog()
    }
  }

  /// Eight lines of the Mail demo's text at 15 pt on a 2× Mail-cell canvas, shaped once, drawn through the glyph cache.
  static func measureText(runs: Int) throws -> [String: BenchFigure] {
    let typography = try Typography()
    let font = typography.font(.regular, 15)
    let lines = MailMessage.inbox.prefix(4).flatMap { [$0.subject, $0.body] }.prefix(8).map {
      TextLayout($0, font: font, width: 420, maxLines: 1).glyphText
    }
    let glyphs = lines.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.glyphs.count } }
    // Only the text is timed: the white clear before each run is not text drawing.
    let seconds = try medianSeconds(runs: runs, canvas: (880, 204), prepare: { $0.clear(.white) }) { canvas in
      canvas.save()
      canvas.scale(x: 2, y: 2)
      for (k, line) in lines.enumerated() { canvas.draw(line, at: Point(x: 8, y: 4 + Double(k) * 12), color: .black) }
      canvas.restore()
    }
    return [
      "glyphsPerSecond": .number(Double(glyphs) / seconds), "glyphs": .number(Double(glyphs)),
      "milliseconds": .number(seconds * 1000),
    ]
  }

  /// Hero at t = 2 s at scale 2, PNG-encoded by our encoder and by libpng's defaults in the same run.
  static func measurePNG(runs: Int) throws -> [String: BenchFigure] {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    guard let hero = RenderGifs.catalog.scene(named: "hero") else { return [:] }
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

  /// Every catalog scene at scale 2 and 30 fps, rendered and PNG-encoded on all cores, then on one.
  ///
  /// Frames go through ``SequenceRenderer/renderRuns(_:frames:scale:encode:deliver:)``, as `render` and `demo`
  /// write them: a frame whose display list equals the previous frame's reuses that frame's PNG.
  /// `distinctFrames` counts the frames whose PNG differs from the previous frame's.
  static func measureCatalog() throws -> [String: BenchFigure] {
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography()))
    let scenes = RenderGifs.catalog.scenes
    let selections = scenes.map { FrameSelection.all(duration: $0.duration, fps: 30) }
    let frameCount = selections.reduce(0) { $0 + $1.indices.count }
    func renderAll(threads: Int) throws -> (seconds: Double, files: [[[UInt8]]], distinct: Int) {
      let sequences = SequenceRenderer(renderer: renderer, threads: threads)
      var files: [[[UInt8]]] = []
      var distinct = 0
      let clock = ContinuousClock()
      let start = clock.now
      do {
        for (scene, frames) in zip(scenes, selections) {
          let pngs = Mutex([[UInt8]](repeating: [], count: frames.indices.count))
          try sequences.renderRuns(scene, frames: frames, scale: 2, encode: true) { k, frame in
            pngs.withLock { $0[k] = frame.png }
          }
          let sceneFiles = pngs.withLock { $0 }
          distinct += 1 + zip(sceneFiles, sceneFiles.dropFirst()).filter { $0.0 != $0.1 }.count
          files.append(sceneFiles)
        }
      }
      let elapsed = clock.now - start
      return (elapsed.inSeconds, files, distinct)
    }
    let many = try renderAll(threads: ProcessInfo.processInfo.activeProcessorCount)
    let one = try renderAll(threads: 1)
    return [
      "frames": .number(Double(frameCount)), "framesPerSecond": .number(Double(frameCount) / many.seconds),
      "distinctFrames": .number(Double(many.distinct)),
      "oneThreadFramesPerSecond": .number(Double(frameCount) / one.seconds),
      "identicalToOneThread": .flag(many.files == one.files),
    ]
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

/// One figure of a workload: a number, or a yes/no that was checked in the run.
enum BenchFigure {
  case number(Double)
  case flag(Bool)

  /// The figure for JSON.
  var jsonValue: Any {
    switch self {
    case .number(let value): value
    case .flag(let value): value
    }
  }

  /// The figure for a line of text: four significant digits, or yes/no.
  var text: String {
    switch self {
    case .number(let value): value >= 1000 ? String(Int(value.rounded())) : String(format: "%.4g", value)
    case .flag(let value): value ? "yes" : "no"
    }
  }
}

/// The parsed workloads file (`../shared/bench/workloads.json`).
struct WorkloadsFile {
  /// A list-of-numbers workload: canvas size, background, colour, shapes.
  struct Shapes {
    var canvas: (Int, Int)
    var background: Color
    var color: Color
    var shapes: [[Double]]
  }

  let root: [String: Any]

  init(url: URL) throws {
    let data = try Data(contentsOf: url)
    guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw ValidationError("The workloads file '\(url.path)' is not a JSON object; restore it from ../shared/bench.")
    }
    root = object
  }

  func shapes(_ name: String) throws -> Shapes {
    guard let entry = root[name] as? [String: Any], let canvas = entry["canvas"] as? [Double],
      canvas.count == 2, let shapes = entry["shapes"] as? [[Double]]
    else { throw ValidationError("The workloads file has no usable '\(name)' entry; restore it from ../shared/bench.") }
    return Shapes(
      canvas: (Int(canvas[0]), Int(canvas[1])),
      background: WorkloadsFile.color(entry["background"]) ?? .white,
      color: WorkloadsFile.color(entry["color"]) ?? .black,
      shapes: shapes)
  }

  /// The `mailCell` workload: a clear and filled items parsed from SVG path data.
  struct MailCell {
    var canvas: (Int, Int)
    var background: Color
    var items: [(path: Path, color: Color, rule: FillRule)]
  }

  func mailCell() throws -> MailCell {
    guard let entry = root["mailCell"] as? [String: Any], let canvas = entry["canvas"] as? [Double], canvas.count == 2,
      let items = entry["items"] as? [[String: Any]]
    else { throw ValidationError("The workloads file has no usable 'mailCell' entry; restore it from ../shared/bench.") }
    return MailCell(
      canvas: (Int(canvas[0]), Int(canvas[1])), background: WorkloadsFile.color(entry["background"]) ?? .white,
      items: try items.map { item in
        (
          try Path(svgPathData: item["d"] as? String ?? ""), WorkloadsFile.color(item["color"]) ?? .black,
          (item["rule"] as? String) == "evenodd" ? FillRule.evenOdd : .nonZero
        )
      })
  }

  /// A straight RGBA 0–255 list as a colour.
  static func color(_ value: Any?) -> Color? {
    guard let c = value as? [Double], c.count == 4 else { return nil }
    return Color(red255: c[0], green255: c[1], blue255: c[2], alpha: c[3] / 255)
  }
}
