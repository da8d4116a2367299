import ArgumentParser
import Foundation
import GoldenTesting
import SceneFiles

extension RenderGifs {
  /// `render-gifs golden`: check or write the goldens the test suite checks, or a scene file's.
  struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "golden",
      abstract: "Check or record the goldens: the raster and text cases and the catalog's key frames, or SCENEs'.",
      discussion: """
        With no SCENE, every golden the test suite checks. With SCENEs, their key frames \
        (scenes/SCENE/MOMENT.APPEARANCE.SCALEx.png: each key moment in light and dark at scale 1 and \
        one at scale 2, or what a scene file's "goldens" key chooses, times named t-1.250) and, with \
        --sequence, a digest of every frame (scenes/SCENE/sequence.json). A goldens folder remembers \
        which scene file recorded each scene and refuses another file of the same name.
        """,
      subcommands: [Verify.self, Record.self])

    /// Options shared by verify and record.
    struct Options: ParsableArguments {
      @Argument(help: "Built-in scenes or scene files whose goldens to check (default: every golden of the suite).")
      var scenes: [String] = []

      @Option(help: "The goldens folder.")
      var goldens = "Goldens"

      @Option(help: "Where the report (index.html, report.json and the failures' images) goes (default: golden-report beside --goldens).")
      var report: String?

      @Flag(help: "Also check every frame of each scene against its digest manifest.")
      var sequence = false

      @OptionGroup var fonts: FallbackFontOption
      @OptionGroup var memory: MemoryLimitOption

      func validate() throws {
        if goldens.isEmpty || report?.isEmpty == true { throw ValidationError("Give --goldens and --report a folder path; '' names none.") }
      }

      /// Checks or records the chosen goldens in `mode`, on all cores.
      func run(mode: GoldenRecordMode, prune: Bool = false) throws -> (GoldenRun, GoldenReport) {
        let subjects = try scenes.map { GoldenRun.Subject(try RenderGifs.scene($0, fonts.names), file: SceneFile.isPath($0) ? $0 : nil) }
        let run = GoldenRun(
          folder: URL(fileURLWithPath: goldens), scenes: scenes.isEmpty ? nil : subjects, catalog: RenderGifs.catalog,
          mode: mode, sequence: sequence, prune: prune, reportFolder: report.map { URL(fileURLWithPath: $0) },
          recordCommand: GoldenRun.recordCommand(scenes: scenes, goldens: goldens, sequence: sequence), memoryLimit: memory.memoryLimit)
        return (run, try run.run())
      }
    }

    /// `render-gifs golden verify`: exit 1 when a golden differs, 2 when one cannot be read.
    struct Verify: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare the goldens with fresh renderings (exit status 1 on a difference).",
        discussion: """
          On a failure, or with --report, writes a report page (index.html) with each golden's expected, \
          actual and difference images and prints its path. A stale golden (a PNG no checked golden \
          names) is a failure. Exit status: 0 when all match; 1 when one differs, is missing or is \
          stale; 2 when one is not a readable PNG.
          """)

      @OptionGroup var options: Options

      func run() throws {
        let (run, report) = try options.run(mode: .never)
        if let message = report.unreadableMessage { Console.note("error: \(message.oneLine())\n") }
        for message in report.failureMessages { print(message) }
        print("\(report.matchedCount) of \(report.checks.count) \(options.scenes.isEmpty ? "goldens" : "key frames") match \(options.goldens).")
        if report.failed || options.report != nil { print("Report: \(try report.writePage(to: run.reportFolder).path)") }
        if report.unreadableMessage != nil { throw ExitCode(RenderGifs.usageErrorStatus) }
        if report.failed { throw ExitCode.failure }
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

      @Flag(help: "Delete stale goldens: PNGs under the checked scenes' folders (or, without SCENEs, the whole folder) that nothing draws.")
      var prune = false

      func run() throws {
        let (run, report) = try options.run(mode: all ? .all : .failed, prune: prune)
        for (path, reason) in report.recorded { print("wrote \(path) (\(reason))") }
        for name in report.pruned { print("pruned \(run.folder.appendingPathComponent(name + ".png").path)") }
        for message in report.staleMessages { print(message) }
        print("\(report.recorded.count) of \(report.checks.count + report.sequences.count) goldens written to \(options.goldens).")
        if options.report != nil { print("Report: \(try report.writePage(to: run.reportFolder).path)") }
      }
    }
  }
}
