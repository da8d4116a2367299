import ArgumentParser
import Drawing
import Foundation
import ImageFormats
import Raster
import TextShaping

extension RenderGifs {
  /// `render-gifs bench`: times the fixed drawing workloads, one thread each, medians over runs.
  struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "bench",
      abstract: "Time the fixed drawing workloads (medians over runs).",
      discussion: """
        Workloads come from the workloads file (default: ../shared/bench/workloads.json, as \
        measured with Cairo, Skia and Blend2D). Paths are built once; only drawing is timed, on \
        one thread. text draws the Mail cell's lines through the glyph cache (the clear before \
        each run is not timed); png encodes the hero frame at 2 s, scale 2, with our encoder and \
        with libpng's defaults; catalog renders and encodes every catalog frame at scale 2 on all \
        cores and again on one, as render does (a frame whose display list repeats the previous \
        one reuses its PNG), and compares the bytes. Build in release (swift build -c release) \
        for meaningful figures.
        """
    )

    @Argument(help: "Workloads to run (default: all). One of: \(BenchWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workloads: [BenchWorkload] = []

    @Option(help: "Timed runs per workload; the median is reported.")
    var runs = 15

    @Option(help: "The workloads file.", transform: { URL(fileURLWithPath: $0) })
    var workloadsFile = URL(fileURLWithPath: "../shared/bench/workloads.json")

    @Flag(help: "Print the results as JSON.")
    var json = false

    func validate() throws {
      guard runs >= 1, runs <= 10_000 else {
        throw ValidationError("--runs must be between 1 and 10000; give the number of timed repetitions, e.g. --runs 15.")
      }
      guard FileManager.default.isReadableFile(atPath: workloadsFile.path) else {
        throw ValidationError("Cannot read the workloads file '\(workloadsFile.path)': run from the project root (with ../shared beside it) or pass --workloads-file PATH.")
      }
    }

    func run() throws {
      let file = try WorkloadsFile(url: workloadsFile)
      let chosen = workloads.isEmpty ? BenchWorkload.allCases : workloads
      var results: [String: [String: BenchFigure]] = [:]
      for workload in chosen {
        results[workload.rawValue] = try workload.measure(file: file, runs: runs)
      }
      if json {
        let object = results.mapValues { $0.mapValues(\.jsonValue) }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
        print(String(decoding: data, as: UTF8.self))
      } else {
        for workload in chosen {
          let figures = results[workload.rawValue, default: [:]]
          let line = figures.keys.sorted().map { "\($0) \(figures[$0]?.text ?? "")" }
          print("\(workload.rawValue): " + line.joined(separator: ", "))
        }
      }
    }
  }
}
