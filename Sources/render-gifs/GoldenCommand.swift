import ArgumentParser
import Foundation
import GoldenTesting
import SceneFiles
import SwipeScenes

extension RenderGifs {
  /// `render-gifs golden`: check or write the goldens the test suite checks.
  struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "golden",
      abstract: "Check or record the goldens: the raster and text cases and the catalog's key frames.",
      discussion: """
        With no SCENE, every golden the test suite checks: the raster and text cases \
        (raster/…) and every catalog scene's key frames (scenes/SCENE/MOMENT.APPEARANCE.SCALEx.png: \
        each key moment in light and dark at scale 1, and one moment, the first "open" or else the \
        middle one, in light at scale 2). With SCENEs, only those scenes' key frames.
        """,
      subcommands: [Verify.self, Record.self])

    /// Options shared by verify and record.
    struct Options: ParsableArguments {
      @Argument(help: "Built-in scenes or scene files whose key frames to check (default: every golden, raster and text cases included).")
      var scenes: [String] = []

      @Option(help: "The goldens folder.")
      var goldens = "Goldens"

      @Option(help: "Where actual images and difference panels go on a mismatch.")
      var artifacts = ".build/golden-artifacts"

      @OptionGroup var fonts: FallbackFontOption

      func validate() throws {
        if goldens.isEmpty || artifacts.isEmpty { throw ValidationError("Give --goldens and --artifacts a folder path; '' names none.") }
      }

      /// What the summary line counts: "goldens", or "key frames" when only scenes are checked.
      var noun: String { scenes.isEmpty ? "goldens" : "key frames" }

      /// The goldens chosen: the whole suite, or the named scenes' key frames.
      func images() throws -> [GoldenImage] {
        let typography = try Typography()
        guard !scenes.isEmpty else { return GoldenSuite(catalog: RenderGifs.catalog, typography: typography).images }
        return GoldenSuite.keyFrames(of: try scenes.map { try RenderGifs.scene($0, fonts.names) }, typography: typography)
      }

      /// Checks every chosen golden in `mode`, on all cores; orphans are looked for when every golden is checked.
      func report(mode: GoldenRecordMode, findingOrphans: Bool = false) throws -> GoldenReport {
        let store = GoldenStore(
          root: URL(fileURLWithPath: goldens), artifacts: URL(fileURLWithPath: artifacts), mode: mode)
        return try store.report(
          on: images(), threads: ProcessInfo.processInfo.activeProcessorCount, findingOrphans: findingOrphans)
      }
    }

    /// `render-gifs golden verify`: exit 1 when a golden differs, 2 when one cannot be read.
    struct Verify: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare the goldens with fresh renderings (exit status 1 on a difference).",
        discussion: """
          A golden that differs gets its actual image and a three-panel difference \
          (expected | changed pixels in red | actual) under --artifacts, with the golden's name. \
          Without SCENEs, a PNG under --goldens that no golden names (an orphan) is a failure too. \
          Exit status: 0 when every golden matches; 1 when one differs, is missing or is an \
          orphan; 2 when one is not a readable PNG (rewrite it with `render-gifs golden record`).
          """)

      @OptionGroup var options: Options

      /// The exit status when a golden is not a readable PNG.
      static let unreadableStatus: Int32 = 2

      func run() throws {
        let report = try options.report(mode: .never, findingOrphans: options.scenes.isEmpty)
        if let message = report.unreadableMessage { Console.note("error: \(message.oneLine())\n") }
        for message in report.failureMessages { print(message) }
        print("\(report.matchedCount) of \(report.checks.count) \(options.noun) match \(options.goldens).")
        if report.unreadableMessage != nil { throw ExitCode(Self.unreadableStatus) }
        if !report.failureMessages.isEmpty { throw ExitCode.failure }
      }
    }

    /// `render-gifs golden record`: writes goldens that are missing, differ or cannot be read.
    struct Record: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the goldens that are missing, differ or are not readable PNGs.",
        discussion: "Goldens that match are left as they are, byte for byte, unless --all is given.")

      @OptionGroup var options: Options

      @Flag(help: "Rewrite every golden, not only missing, differing and unreadable ones.")
      var all = false

      func run() throws {
        let report = try options.report(mode: all ? .all : .failed)
        for (path, reason) in report.recorded { print("wrote \(path) (\(reason))") }
        print("\(report.recorded.count) of \(report.checks.count) \(options.noun) written to \(options.goldens).")
      }
    }
  }
}
