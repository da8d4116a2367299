import ArgumentParser
import Foundation
import Raster

/// The workloads `render-gifs bench` can time.
enum BenchWorkload: String, CaseIterable, ExpressibleByArgument {
  case rrects
  case circles

  /// Runs the workload `runs` times after one warm-up and returns its figures.
  func measure(file: WorkloadsFile, runs: Int) throws -> [String: Double] {
    switch self {
    case .rrects:
      let scene = try file.shapes("rrects")
      let paths = scene.shapes.map { s in
        Path.roundedRect(Rect(x: s[0], y: s[1], width: s[2], height: s[3]), radius: s[4])
      }
      let seconds = try BenchWorkload.medianSeconds(runs: runs, canvas: scene.canvas) { canvas in
        canvas.clear(scene.background)
        for path in paths { canvas.fill(path, color: scene.color) }
      }
      return ["perSecond": Double(paths.count) / seconds, "milliseconds": seconds * 1000]
    case .circles:
      let scene = try file.shapes("circles")
      let paths = scene.shapes.map { s in Path.circle(center: Point(x: s[0], y: s[1]), radius: s[2]) }
      let seconds = try BenchWorkload.medianSeconds(runs: runs, canvas: scene.canvas) { canvas in
        canvas.clear(scene.background)
        for path in paths { canvas.fill(path, color: scene.color) }
      }
      return ["perSecond": Double(paths.count) / seconds, "milliseconds": seconds * 1000]
    }
  }

  /// The median wall time of `draw` over `runs` runs, after one untimed warm-up run.
  static func medianSeconds(runs: Int, canvas size: (Int, Int), _ draw: (Canvas) -> Void) throws -> Double {
    let canvas = try Canvas(width: size.0, height: size.1)
    draw(canvas)
    let clock = ContinuousClock()
    var times: [Double] = []
    for _ in 0..<runs {
      let elapsed = clock.measure { draw(canvas) }
      times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    times.sort()
    return times[times.count / 2]
  }

  /// A figure printed with four significant digits.
  static func format(_ value: Double) -> String {
    value >= 1000 ? String(Int(value.rounded())) : String(format: "%.4g", value)
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

  /// A straight RGBA 0–255 list as a colour.
  static func color(_ value: Any?) -> Color? {
    guard let c = value as? [Double], c.count == 4 else { return nil }
    return Color(red255: c[0], green255: c[1], blue255: c[2], alpha: c[3] / 255)
  }
}
