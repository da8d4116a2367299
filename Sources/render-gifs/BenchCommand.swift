import ArgumentParser
import Benchmarks
import Foundation

extension BenchWorkload: ExpressibleByArgument {}

extension RenderGifs {
  /// `render-gifs bench`: times the fixed drawing workloads, one thread each, medians over runs.
  struct Bench: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "bench",
      abstract: "Time the fixed drawing workloads (medians over runs).",
      discussion: """
        rrects, circles and mailCell come from the workloads file: by default the one built into \
        render-gifs, the shapes also measured with Cairo, Skia and Blend2D. Paths are built once; \
        only drawing is timed, on one thread. text draws the Mail cell's lines through the glyph \
        cache (the clear before each run is not timed). png encodes the hero frame at 2 s, scale \
        2, two ways: with the project's own PNG writer (a row that repeats the row above is filtered Up, \
        a photographic row by prediction, others None, then one zlib stream of the project's own) and with libpng's simplified \
        writer at its defaults (adaptive filters, zlib level 6), called once per encoding into a \
        buffer of PNG_IMAGE_PNG_SIZE_MAX bytes. catalog renders and encodes every catalog frame \
        at scale 2 on all cores and again on one, as render does (a frame whose display list \
        repeats the previous one reuses its PNG), and compares the bytes. animation writes hero \
        at scale 2 and 25 fps as a PNG folder, a GIF and an APNG on all cores and reports each \
        one's frames/s and peak memory (the process's VmHWM, reset before each). gradient and photo encode \
        EncoderScenes' frames as PNG beside libpng and as GIF beside ffmpeg and gifsicle -O3 when installed \
        (docs/gif-palettes.md). Build in release (swift build -c release) for meaningful figures.
        """
    )

    @Argument(help: "Workloads to run (default: all). One of: \(BenchWorkload.allCases.map(\.rawValue).joined(separator: ", ")).")
    var workloads: [BenchWorkload] = []

    @Option(help: "Timed runs per workload; the median is reported.")
    var runs = 15

    @Option(help: "A workloads file of your own, with rrects, circles and mailCell entries. Default: the built-in one.")
    var workloadsFile: String?

    @Flag(help: "Print the results as JSON.")
    var json = false

    func validate() throws {
      guard runs >= 1, runs <= 10_000 else {
        throw ValidationError("Give --runs a whole number from 1 to 10000, the timed repetitions, e.g. 15 (got '\(runs)').")
      }
    }

    func run() throws {
      do {
        let file = try workloadsFile.map(WorkloadsFile.init(path:)) ?? WorkloadsFile.bundled()
        let results = try BenchResults.measure(
          workloads.isEmpty ? BenchWorkload.allCases : workloads, file: file, runs: runs, catalog: RenderGifs.catalog)
        print(json ? try results.json() : results.lines.joined(separator: "\n"))
      } catch let error as BenchError {
        throw ValidationError(error.description)
      }
    }
  }
}
