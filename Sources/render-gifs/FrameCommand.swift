import ArgumentParser
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes

extension RenderGifs {
  /// `render-gifs frame`: one moment of a scene, as a PNG and/or its state as JSON.
  struct Frame: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "frame",
      abstract: "Render one moment of a scene as a PNG, or print its state as JSON.",
      discussion: """
        Pick the moment with exactly one of --time, --frame (with --fps) or --offset. \
        --offset places a swipe cell at that many points as if a finger held it there, every \
        animation settled. Give --out, --json or both. A frame is byte-identical to the same \
        frame inside `render`.
        """)

    @Argument(help: ArgumentHelp("A built-in scene (\(RenderGifs.catalog.names.joined(separator: ", "))) or a scene file."))
    var scene: String

    @Option(help: "The time in seconds.")
    var time: Double?

    @Option(help: "The frame index; the time is index / fps.")
    var frame: Int?

    @Option(help: "Frames per second for --frame and for the events of a frame.")
    var fps: Double = 30

    @Option(help: "Hold the cell at this offset in points (negative shows the right-side actions).")
    var offset: Double?

    @Option(name: .customLong("touch-x"), help: "With --offset: the finger's x in points.")
    var touchX: Double?

    @Option(help: "Where to write the JSON: a path, or - for standard output.")
    var json: String?

    @Option(help: "Where to write the PNG.")
    var out: String?

    @OptionGroup var output: OutputOptions

    func validate() throws {
      try FrameRateLimits.check(fps)
    }

    func run() throws {
      let scene = try RenderGifs.scene(scene, output.fonts.names)
      let moment = try moment()
      if case .time(let t) = moment, !(-SceneTime.tolerance...scene.duration + SceneTime.tolerance).contains(t) {
        let given = time.map { "--time \($0)" } ?? "--frame \(frame ?? 0) at \(fps) fps (\((t * 1000).rounded() / 1000) s)"
        throw ValidationError("\(given) is outside '\(scene.name)', which lasts \(scene.duration) s: give a time from 0 to \(scene.duration).")
      }
      if json == nil && out == nil { throw ValidationError("Give --out FILE.png, --json PATH|- or both.") }
      if json?.isEmpty == true { throw ValidationError("Give --json a file path, or - to print to standard output.") }
      if let out, let json, URL(fileURLWithPath: out).standardized == URL(fileURLWithPath: json).standardized {
        throw ValidationError("--out and --json both name '\(out)': give the PNG and the JSON different paths.")
      }
      if case .offset = moment, !(scene is SwipeScene) {
        throw ValidationError("--offset works with swipe scenes only; use --time or --frame for '\(scene.name)'.")
      }
      if out != nil {
        try output.checkSize(of: scene)
        try FrameRenderer.checkWritingFrame(of: scene, scale: output.scale(for: scene), budget: output.memory.budget)
      }
      let renderer = try FrameRenderer(scene: scene, fps: fps, appearance: output.appearance)
      let document = try renderer.inspection(of: scene, at: moment)
      if let out { try renderer.writeFrame(of: scene, at: moment, scale: output.scale(for: scene), to: out) }
      if json != nil { try write(document.text) }
    }

    /// The moment from --time, --frame/--fps or --offset/--touch-x.
    func moment() throws -> FrameMoment {
      guard [time, frame.map(Double.init), offset].compactMap({ $0 }).count == 1 else {
        throw ValidationError("Give exactly one of --time, --frame or --offset.")
      }
      if touchX != nil && offset == nil { throw ValidationError("Use --touch-x only together with --offset.") }
      for (option, value) in [("--time", time), ("--offset", offset), ("--touch-x", touchX)] where !(abs(value ?? 0) <= 1e9) {
        throw ValidationError("Give \(option) a number within ±1e9, e.g. 1.5 (got '\(value ?? 0)').")
      }
      if let time { return .time(time) }
      if let frame {
        guard (0...Self.maximumFrameIndex).contains(frame) else {
          throw ValidationError("Give --frame a whole number of frames from 0 to \(Self.maximumFrameIndex) (got '\(frame)').")
        }
        return .time(Double(frame) / fps)
      }
      return .offset(offset ?? 0, touchX: touchX)
    }

    /// The largest --frame: an hour at 1000 fps.
    static let maximumFrameIndex = 3_600_000

    /// Writes to standard output for "-", else to the file (through a temporary file and a rename).
    func write(_ text: String) throws {
      guard let json else { return }
      if json == "-" {
        print(text, terminator: "")
        return
      }
      try createFolder(containingFile: json)
      try writeFileAtomically(Array(text.utf8), to: json)
    }
  }
}
