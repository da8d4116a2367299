import ArgumentParser
import Foundation
import SwipeScenes

/// How `frame` picks the moment to inspect.
enum FrameMoment: Equatable {
  /// A time in seconds.
  case time(Double)
  /// The cell held at an offset, with an optional finger x.
  case offset(Double, touchX: Double?)
}

extension RenderGifs {
  /// `render-gifs frame`: one moment of a scene, as JSON.
  struct Frame: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print the state of a scene at one moment as JSON.",
      discussion: """
        Pick the moment with exactly one of --time, --frame (with --fps) or --offset. \
        --offset places the cell at that many points as if a finger held it there, every \
        animation settled.
        """)

    @Argument(help: ArgumentHelp("The scene: \(SceneCatalog.standard.names.joined(separator: ", "))."))
    var scene: String

    @Option(parsing: .unconditional, help: "The time in seconds.")
    var time: String?

    @Option(parsing: .unconditional, help: "The frame index; the time is index / fps.")
    var frame: String?

    @Option(parsing: .unconditional, help: "Frames per second for --frame and for the events of a frame.")
    var fps: String = "60"

    @Option(parsing: .unconditional, help: "Hold the cell at this offset in points (negative shows the right-side actions).")
    var offset: String?

    @Option(name: .customLong("touch-x"), parsing: .unconditional, help: "With --offset: the finger's x in points.")
    var touchX: String?

    @Option(help: "Where to write the JSON: a path, or - for standard output.")
    var json: String


    func validate() throws {
      _ = try resolvedScene()
      _ = try moment()
      if json.isEmpty { throw ValidationError("Give --json a file path, or - to print to standard output.") }
    }

    func run() throws {
      let scene = try resolvedScene()
      let moment = try moment()
      let frameDuration = 1 / (try number(fps, "--fps"))
      let measurer = try InterTextMeasurer()
      let document: JSONValue
      switch moment {
      case .time(let time):
        document = scene.state(at: time, frameDuration: frameDuration, measurer: measurer).json(
          scene: scene.name, time: time)
      case .offset(let offset, let touchX):
        document = scene.heldState(offset: offset, touchX: touchX, measurer: measurer).json(
          scene: scene.name, time: nil)
      }
      try write(document.text)
    }

    /// The named swipe scene.
    func resolvedScene() throws -> SwipeScene {
      guard let scene = SceneCatalog.standard.scene(named: scene) as? SwipeScene else {
        let names = SceneCatalog.standard.names.joined(separator: ", ")
        throw ValidationError("Unknown scene '\(scene)': use one of \(names).")
      }
      return scene
    }

    /// The moment from --time, --frame/--fps or --offset/--touch-x.
    func moment() throws -> FrameMoment {
      let given = [time, frame, offset].compactMap { $0 }.count
      guard given == 1 else {
        throw ValidationError("Give exactly one of --time, --frame or --offset.")
      }
      let rate = try number(fps, "--fps")
      guard rate > 0 else { throw ValidationError("Give --fps a positive number of frames per second, e.g. 60.") }
      if touchX != nil && offset == nil { throw ValidationError("Use --touch-x only together with --offset.") }
      if let time { return .time(try number(time, "--time")) }
      if let frame {
        guard let index = Int(frame), index >= 0 else {
          throw ValidationError("Give --frame a whole number of frames, 0 or more.")
        }
        return .time(Double(index) / rate)
      }
      return .offset(try number(offset ?? "", "--offset"), touchX: try touchX.map { try number($0, "--touch-x") })
    }

    /// A finite number from an option's text.
    func number(_ text: String, _ option: String) throws -> Double {
      guard let value = Double(text), value.isFinite else {
        throw ValidationError("Give \(option) a finite number, e.g. 1.5 (got '\(text)').")
      }
      return value
    }

    /// Writes to standard output for "-", else to the file.
    func write(_ text: String) throws {
      if json == "-" {
        FileHandle.standardOutput.write(Data(text.utf8))
        return
      }
      do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: json))
      } catch {
        throw ValidationError("Cannot write '\(json)': choose a path in an existing, writable directory.")
      }
    }
  }
}
