import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes

extension BenchWorkload {
  /// The frame rate of the animation workload: GIF's default, so all three outputs take the same frames.
  static let animationRate = FrameDelay.defaultGIFRate

  /// Hero at scale 2 and 25 fps written as a PNG folder, a GIF and an APNG on all cores, as `render` writes them.
  ///
  /// Each output is timed on its own over `runs` runs (at most 3; the median is reported) after one
  /// untimed PNG run, into a folder in memory (`/dev/shm`, where there is one, so that the disk does
  /// not time the PNG files) that is removed afterwards. The peak resident memory of each output's runs
  /// is read from the kernel after resetting the process's peak, so it includes what the process held
  /// before (the catalog and fonts, a few tens of MB).
  static func measureAnimation(runs: Int, catalog: SceneCatalog) throws -> [String: BenchFigure] {
    guard let hero = catalog.scene(named: "hero") else {
      throw BenchError(description: "The animation workload draws the scene 'hero', which this catalog lacks: bench a catalog that has it.")
    }
    let frames = FrameSelection.all(duration: hero.duration, fps: animationRate)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography(), frameDuration: 1 / animationRate))
    let sequences = SequenceRenderer(renderer: renderer)
    let memory = FileManager.default.isWritableFile(atPath: "/dev/shm")
    let base = memory ? URL(fileURLWithPath: "/dev/shm") : FileManager.default.temporaryDirectory
    let folder = base.appendingPathComponent("bench-animation-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try sequences.render(hero, frames: frames, to: SequenceOutput(folder: folder, format: .png, scale: 2))
    var figures: [String: BenchFigure] = ["frames": .number(Double(frames.indices.count))]
    for (name, format) in [("png", OutputFormat.png), ("gif", .gif), ("apng", .apng)] {
      let output = SequenceOutput(folder: folder, format: format, scale: 2)
      let peakIsOwn = PeakMemory.reset()
      var times: [Double] = []
      var report: SequenceReport?
      for _ in 0..<Swift.max(1, Swift.min(runs, 3)) {
        let start = ContinuousClock.now
        report = try sequences.render(hero, frames: frames, to: output)
        times.append((ContinuousClock.now - start).inSeconds)
      }
      times.sort()
      figures[name + "FramesPerSecond"] = .number(Double(frames.indices.count) / times[times.count / 2])
      if let peak = PeakMemory.bytes { figures[name + "PeakMegabytes"] = .number(Double(peak) / 1_048_576) }
      figures["peakIsPerOutput"] = .flag(peakIsOwn)
      if let file = report?.gif ?? report?.apng { figures[name + "Bytes"] = .number(Double(file.byteCount)) }
    }
    return figures
  }
}
