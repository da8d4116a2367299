import Benchmarks
import Drawing
import Foundation
import ImageFormats
import Raster
import SceneFiles
import Testing

/// Every parser of outside bytes, fed mutations of the seeds in `Fuzz/Corpus/<target>/`.
///
/// Errors are the expected answer to bad bytes; a trap (overflow, out-of-range
/// index, failed unwrap) fails the run. `make fuzz` sets `FUZZ_RUNS`.
struct FuzzTests {
  static let targets: [FuzzTarget] = [
    FuzzTarget(
      name: "svg-path",
      dictionary: ["M", "m", "L", "l", "H", "h", "V", "v", "C", "c", "S", "s", "Q", "q", "T", "t", "A", "a", "Z", "z",
        "1e308", "-1e308", "1e-320", "NaN", "inf", ".", "-", ",", " ", "0 0 0 1 1", "9999999999999999999"],
      maximumLength: 1024
    ) { bytes in
      _ = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self))
    },
    FuzzTarget(name: "png", dictionary: ["IHDR", "IDAT", "IEND", "PLTE", "tRNS", "acTL", "fcTL", "fdAT"]) { bytes in
      _ = try? Pixmap(pngData: bytes)
    },
    FuzzTarget(name: "gif", dictionary: ["GIF89a", "GIF87a", "NETSCAPE2.0", "!\u{F9}\u{4}", ",", ";"]) { bytes in
      _ = decodeGIF(bytes)
    },
    FuzzTarget(
      name: "scene-file",
      dictionary: ["{", "}", "[", "]", "\"", ":", ",", "null", "true", "1e308", "-1", "\"rows\"", "\"actions\"",
        "\"duration\"", "\"size\"", "\"gesture\"", "\\u0000", "\\ud800"]
    ) { bytes in
      _ = try? SceneFile.decode(bytes, file: "fuzz.json", folder: URL(fileURLWithPath: "/nonexistent"))
    },
    FuzzTarget(
      name: "workloads",
      dictionary: ["{", "}", "[", "]", ":", ",", "\"canvas\"", "\"shapes\"", "\"items\"", "\"d\"", "1e308", "-1",
        "\"rrects\"", "\"circles\"", "\"mailCell\"", "[1e9, 1e9]", "[]"]
    ) { bytes in
      _ = try? WorkloadsFile(data: Data(bytes), source: "fuzz.json").checkEntries()
    },
  ]

  @Test(arguments: targets)
  func survivesMutations(_ target: FuzzTarget) throws {
    let started = ContinuousClock.now
    let tried = try target.fuzz(runs: fuzzRuns)
    print("fuzz \(target.name): \(tried) inputs in \(ContinuousClock.now - started)")
    #expect(tried > fuzzRuns)
  }
}
