import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes

extension BenchWorkload {
  /// The frame rate of the encoder workloads.
  static let encoderRate = 25

  /// One of ``EncoderScenes``' scenes at scale 2 and 25 fps, encoded by both of the project's
  /// encoders and by their peers in the same run.
  ///
  /// PNG: the middle frame, by the project's encoder and by libpng's defaults, medians over `runs`.
  /// GIF: every frame, by ``GIFEncoder`` at `--quality balanced` and `best` (median of up to three
  /// runs each), by ffmpeg's recipe and then `gifsicle -O3` when they are installed (one run);
  /// bytes, and the ``GIFFidelity`` figures of each GIF as ffmpeg decodes it.
  static func measureEncoders(of scene: SwipeScene, runs: Int) throws -> [String: BenchFigure] {
    let fps = Double(encoderRate)
    let renderer = FrameRenderer(context: SceneContext(typography: try Typography(), frameDuration: 1 / fps))
    let count = FrameSelection.all(duration: scene.duration, fps: fps).indices.count
    let frames = try (0..<count).map { try renderer.render(scene, at: Double($0) / fps, scale: 2) }
    var figures: [String: BenchFigure] = [
      "frames": .number(Double(count)), "width": .number(Double(frames[0].width)), "height": .number(Double(frames[0].height)),
    ]
    func median(_ runs: Int, _ body: () throws -> [UInt8]) throws -> (seconds: Double, bytes: [UInt8]) {
      var bytes = try body()
      var times: [Double] = []
      for _ in 0..<Swift.max(1, runs) {
        let start = ContinuousClock.now
        bytes = try body()
        times.append((ContinuousClock.now - start).inSeconds)
      }
      return (times.sorted()[times.count / 2], bytes)
    }
    let still = frames[count / 2]
    let png = try median(runs) { try still.pngData() }, libpng = try median(runs) { try still.pngDataUsingLibpngDefaults() }
    figures["pngMilliseconds"] = .number(png.seconds * 1000)
    figures["pngBytes"] = .number(Double(png.bytes.count))
    figures["libpngDefaultMilliseconds"] = .number(libpng.seconds * 1000)
    figures["libpngDefaultBytes"] = .number(Double(libpng.bytes.count))

    let tools = PeerGIFTools()
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-encoders-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func fidelity(of path: String, as name: String) throws {
      guard let shown = try tools.decodedFrames(of: path, width: still.width, height: still.height) else { return }
      let f = GIFFidelity(sources: frames, shown: shown)
      figures[name + "MeanError"] = .number(f.meanError)
      figures[name + "P99Error"] = .number(f.p99Error)
      figures[name + "GradientError"] = .number(f.gradientError)
      figures[name + "BandStep"] = .number(f.bandStep)
    }
    for quality in GIFQuality.allCases {
      let encoder = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: encoderRate), options: GIFOptions(quality: quality))
      let gif = try median(Swift.min(runs, 3)) { try encoder.data(for: frames) }
      let name = "gif" + quality.rawValue.prefix(1).uppercased() + quality.rawValue.dropFirst()
      figures[name + "Milliseconds"] = .number(gif.seconds * 1000)
      figures[name + "Bytes"] = .number(Double(gif.bytes.count))
      let path = "\(folder)/\(quality.rawValue).gif"
      try Data(gif.bytes).write(to: URL(fileURLWithPath: path))
      try fidelity(of: path, as: name)
    }
    if let ffmpeg = try tools.ffmpegGIF(frames, fps: encoderRate, in: folder) {
      figures["ffmpegMilliseconds"] = .number(ffmpeg.seconds * 1000)
      if let size = try FileManager.default.attributesOfItem(atPath: ffmpeg.path)[.size] as? Int {
        figures["ffmpegBytes"] = .number(Double(size))
      }
      if let optimised = try tools.gifsicleBytes(of: ffmpeg.path) { figures["ffmpegGifsicleO3Bytes"] = .number(Double(optimised)) }
      try fidelity(of: ffmpeg.path, as: "ffmpeg")
    }
    return figures
  }
}
