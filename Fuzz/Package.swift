// swift-tools-version:6.0
//
// Coverage-guided fuzzing of render-gifs' parsers of outside bytes with libFuzzer.
//
// Method: each executable here is one libFuzzer target whose `LLVMFuzzerTestOneInput` hands the
// input to one body of the root package's FuzzBodies library (SVG path data, PNG, GIF, scene
// file, bench workloads file, a user's font shaped and drawn, an SVG icon file, a scene file's
// model evaluated). The build instruments every Swift and C module, the root package's
// included, for coverage and AddressSanitizer (`-sanitize=fuzzer,address`); libpng and giflib are
// the system's, so libFuzzer sees only our side of those two. libFuzzer supplies `main`, so these
// targets link only in that build (the Makefile's FUZZ_BUILD). `make fuzz` builds them and
// runs each a fixed number of inputs from a scratch copy of its seeds in Corpus/<target>/, with
// the tokens in Dictionaries/<target>.dict. A crash it finds is fixed in Sources and its input kept
// in Regressions/<target>/, which `swift test --filter FuzzTests` replays through the same body.

import PackageDescription

let targets = ["svg-path", "png", "gif", "scene-file", "workloads", "font", "svg-icon", "scene-model"]

let package = Package(
  name: "render-gifs-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [.package(name: "render-gifs", path: "..")],
  targets: targets.map { name in
    .executableTarget(
      name: "fuzz-\(name)",
      dependencies: [.product(name: "FuzzBodies", package: "render-gifs")],
      path: "Targets/\(name)"
    )
  }
)
