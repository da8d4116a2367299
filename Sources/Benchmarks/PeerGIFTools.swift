// The peers the encoder workloads compare against, run as the commands a user
// would type: ffmpeg's two-pass recipe (palettegen, then paletteuse with
// Sierra-2-4A dithering and diff_mode=rectangle, docs/gif-palettes.md §1) on
// the same frames written as PNG files, then `gifsicle -O3` on its output.
// ffmpeg also decodes every GIF the workloads measure, ours included, into
// raw RGB frames (one per image, `-fps_mode passthrough`), so both sides'
// fidelity is read by the same decoder. A tool that is not on PATH is skipped
// and its figures are left out.

import Foundation
import ImageFormats
import Raster

/// ffmpeg and gifsicle, when installed.
struct PeerGIFTools {
  /// The ffmpeg executable, or `nil` when PATH has none.
  let ffmpeg: String?
  /// The gifsicle executable, or `nil` when PATH has none.
  let gifsicle: String?

  /// Looks both tools up on PATH.
  init() {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    func find(_ name: String) -> String? {
      path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
    ffmpeg = find("ffmpeg")
    gifsicle = find("gifsicle")
  }

  /// Runs `tool` with `arguments`; returns its standard output, or throws with its standard error.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    let output = Pipe(), errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError(
        description: "\(tool) failed (\(String(decoding: message, as: UTF8.self).prefix(200))): check that it runs on its own.")
    }
    return data
  }

  /// ffmpeg's recipe on `frames` (written as PNGs in `folder`) at `fps`: the GIF's path and the seconds it took.
  func ffmpegGIF(_ frames: [Pixmap], fps: Int, in folder: String) throws -> (path: String, seconds: Double)? {
    guard let ffmpeg else { return nil }
    for (i, frame) in frames.enumerated() {
      let name = "\(folder)/frame-\(String(repeating: "0", count: Swift.max(0, 4 - String(i).count)))\(i).png"
      try Data(frame.pngData()).write(to: URL(fileURLWithPath: name))
    }
    let gif = "\(folder)/ffmpeg.gif"
    let start = ContinuousClock.now
    try Self.run(ffmpeg, [
      "-y", "-loglevel", "error", "-framerate", "\(fps)", "-i", "\(folder)/frame-%04d.png", "-vf",
      "split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=sierra2_4a:diff_mode=rectangle", gif,
    ])
    return (gif, (ContinuousClock.now - start).inSeconds)
  }

  /// `gifsicle -O3` of the GIF at `path`: the optimised file's bytes, or `nil` without gifsicle.
  func gifsicleBytes(of path: String) throws -> Int? {
    guard let gifsicle else { return nil }
    let out = path + ".O3.gif"
    try Self.run(gifsicle, ["-O3", path, "-o", out])
    return try FileManager.default.attributesOfItem(atPath: out)[.size] as? Int
  }

  /// Every image of the GIF at `path` as ffmpeg shows it, RGB packed `r | g << 8 | b << 16`; `nil` without ffmpeg.
  func decodedFrames(of path: String, width: Int, height: Int) throws -> [[UInt32]]? {
    guard let ffmpeg else { return nil }
    let raw = try Self.run(ffmpeg, [
      "-loglevel", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgb24", "-",
    ])
    let frameBytes = width * height * 3
    return raw.withUnsafeBytes { bytes in
      stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).map { start in
        (0..<(width * height)).map { i in
          let o = start + 3 * i
          return UInt32(bytes[o]) | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o + 2]) << 16
        }
      }
    }
  }
}
