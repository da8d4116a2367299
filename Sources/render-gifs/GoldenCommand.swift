import ArgumentParser
import Foundation
import GoldenTesting
import SwipeScenes

extension RenderGifs {
  /// `render-gifs golden`: check or write the catalog's key frames.
  struct Golden: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Check or record the catalog's golden key frames.",
      subcommands: [Verify.self, Record.self])

    /// Options shared by verify and record.
    struct Options: ParsableArguments {
      @Argument(help: "Built-in scenes or scene files to check (default: every built-in scene).")
      var scenes: [String] = []

      @Option(help: "The goldens folder.")
      var goldens = "Goldens"

      @Option(help: "Where actual images and difference panels go on a mismatch.")
      var artifacts = ".build/golden-artifacts"

      func validate() throws {
        for name in scenes { _ = try RenderGifs.catalog.resolve(name) }
      }

      /// Checks every key frame of the chosen scenes in `mode`; returns the failure messages.
      func run(mode: GoldenRecordMode) throws -> (checked: Int, failures: [String]) {
        let chosen = scenes.isEmpty ? RenderGifs.catalog.scenes : try scenes.map { try RenderGifs.catalog.resolve($0) }
        let store = GoldenStore(
          root: URL(fileURLWithPath: goldens), artifacts: URL(fileURLWithPath: artifacts), mode: mode)
        let checks = try store.checkKeyFrames(of: chosen, typography: try Typography())
        return (checks.count, checks.map(\.outcome).filter { !$0.passed }.map(\.message))
      }
    }

    /// `render-gifs golden verify`: exits 1 when a key frame differs from its golden.
    struct Verify: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Compare the key frames with the goldens (exit status 1 on a difference).")

      @OptionGroup var options: Options

      func run() throws {
        let (checked, failures) = try options.run(mode: .never)
        for failure in failures { print(failure) }
        print("\(checked - failures.count) of \(checked) key frames match \(options.goldens).")
        if !failures.isEmpty { throw ExitCode.failure }
      }
    }

    /// `render-gifs golden record`: writes goldens that are missing or differ.
    struct Record: ParsableCommand {
      static let configuration = CommandConfiguration(
        abstract: "Write the key frames that are missing or differ into the goldens folder.")

      @OptionGroup var options: Options

      @Flag(help: "Rewrite every golden, not only missing and differing ones.")
      var all = false

      func run() throws {
        let (checked, written) = try options.run(mode: all ? .all : .failed)
        for line in written { print(line) }
        print("\(written.count) of \(checked) goldens written to \(options.goldens).")
      }
    }
  }
}
