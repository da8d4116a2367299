// swift-tools-version:6.0
//
// render-gifs: iOS-style list interactions rendered by our own software
// rasterizer. Data flows one way: scene state at time t → display list →
// pixels → PNG, APNG or GIF.

import PackageDescription

let package = Package(
  name: "render-gifs",
  platforms: [.macOS(.v13)],
  products: [
    .library(name: "LocalFiles", targets: ["LocalFiles"]),
    .library(name: "Drawing", targets: ["Drawing"]),
    .library(name: "JSONText", targets: ["JSONText"]),
    .library(name: "PNGDecoding", targets: ["PNGDecoding"]),
    .library(name: "TextShaping", targets: ["TextShaping"]),
    .library(name: "Raster", targets: ["Raster"]),
    .library(name: "ImageFormats", targets: ["ImageFormats"]),
    .library(name: "Layout", targets: ["Layout"]),
    .library(name: "SwipeScenes", targets: ["SwipeScenes"]),
    .library(name: "BuiltInScenes", targets: ["BuiltInScenes"]),
    .library(name: "SceneRendering", targets: ["SceneRendering"]),
    .library(name: "SceneFiles", targets: ["SceneFiles"]),
    .library(name: "GoldenTesting", targets: ["GoldenTesting"]),
    .library(name: "Review", targets: ["Review"]),
    .library(name: "Benchmarks", targets: ["Benchmarks"]),
    // The fuzz targets' bodies, for the libFuzzer package in Fuzz/ and the replay in FuzzTests.
    .library(name: "FuzzBodies", targets: ["FuzzBodies"]),
    .executable(name: "render-gifs", targets: ["render-gifs"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
  ],
  targets: [
    // MARK: - Public API

    // Paths as typed text, and whole reads of regular files of bounded size: what every reader
    // of a user's file and every writer of an output path shares, with no image or font knowledge.
    .target(name: "LocalFiles"),
    // Geometry, paths, colours and display lists: the drawing vocabulary, with no pixels.
    .target(name: "Drawing"),
    // JSON values and the two deterministic texts the package writes them as: `frame --json`'s
    // model state (keys sorted, numbers rounded) and exported scene files (members in order,
    // numbers exact).
    .target(name: "JSONText"),
    // PNG bytes decoded by libpng into a plain `Bitmap` or pixel words, with the size checked from
    // the header first: what colour glyphs' strikes and image files share, below both.
    .target(name: "PNGDecoding", dependencies: ["Drawing", "CPNG"]),
    // HarfBuzz shaping, FriBidi reordering, libunibreak line breaking, glyph outlines, fallback
    // fonts (files, or families through fontconfig), colour glyphs (PNG strikes decoded by
    // PNGDecoding, COLR layers), and the bundled Inter faces.
    .target(
      name: "TextShaping",
      dependencies: ["Drawing", "LocalFiles", "PNGDecoding", "CHarfBuzz", "CFriBidi", "CUnibreak", "CFontconfig"],
      resources: [.copy("Fonts")]
    ),
    // Pixmaps, scan conversion, compositing, glyph masks and the display-list executor.
    .target(name: "Raster", dependencies: ["Drawing", "CRasterKernels"]),
    // PNG, APNG and GIF: encoders, PNG files as pixmaps and atomic file output.
    .target(name: "ImageFormats", dependencies: ["Drawing", "Raster", "LocalFiles", "PNGDecoding", "CPNG", "CRasterKernels"]),
    // SwiftUI's stacks, text, shapes and modifiers laid out by SwiftUI's rules into display-list
    // items, with iOS's badge and switch: view content for rows and components alike.
    .target(name: "Layout", dependencies: ["Drawing", "TextShaping"]),
    .target(
      name: "SwipeScenes",
      dependencies: ["Drawing", "JSONText", "TextShaping", "Layout"]
    ),
    // The scenes the package ships: the Mail demo, the README scenes and the catalog.
    .target(name: "BuiltInScenes", dependencies: ["Drawing", "SwipeScenes"]),
    // Scenes to files: frames, sequences, PNG folders, GIFs, APNGs and contact sheets, one call each.
    .target(
      name: "SceneRendering",
      dependencies: ["Drawing", "JSONText", "LocalFiles", "TextShaping", "Raster", "ImageFormats", "SwipeScenes"]
    ),
    // Scene files: the JSON a user writes, read into the scene model with errors that name the
    // line, column and JSON path, and any swipe or onboarding scene written back as such a file.
    .target(
      name: "SceneFiles",
      dependencies: ["Drawing", "JSONText", "LocalFiles", "TextShaping", "ImageFormats", "Layout", "SwipeScenes"]),
    // Pages for looking at results in a browser from file://: the golden report and a scene's
    // live preview, with their own small CSS and JavaScript as resources.
    .target(
      name: "Review",
      dependencies: ["LocalFiles", "ImageFormats", "SwipeScenes", "SceneRendering", "SceneFiles"],
      resources: [.copy("Assets")]
    ),
    // Reference images: the store, record modes, the one list of every golden the suite draws,
    // sequence manifests (with the scene file they were recorded from, to draw a changed frame as
    // it was), `assertGoldens` for a user's own tests, and the report they write.
    .target(
      name: "GoldenTesting",
      dependencies: ["Drawing", "TextShaping", "Raster", "ImageFormats", "SwipeScenes", "SceneRendering", "SceneFiles", "Review"]
    ),
    // The timed workloads of `render-gifs bench`, with the workloads file as a resource.
    .target(
      name: "Benchmarks",
      dependencies: [
        "Drawing", "LocalFiles", "TextShaping", "Raster", "ImageFormats", "SwipeScenes", "BuiltInScenes", "SceneRendering",
      ],
      resources: [.copy("Resources/workloads.json")]
    ),
    // One body per parser of outside bytes, shared by the libFuzzer targets (Fuzz/, `make fuzz`)
    // and the replay of their seeds and crashes under `swift test`.
    .target(
      name: "FuzzBodies",
      dependencies: ["Drawing", "Raster", "ImageFormats", "TextShaping", "SwipeScenes", "SceneFiles", "Benchmarks", "CGIF"]),
    // The command line: parses, validates, calls one library function per subcommand, prints.
    .executableTarget(
      name: "render-gifs",
      dependencies: [
        "LocalFiles",
        "Drawing",
        "ImageFormats",
        "SwipeScenes",
        "BuiltInScenes",
        "SceneFiles",
        "SceneRendering",
        "GoldenTesting",
        "Review",
        "Benchmarks",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),

    // MARK: - Implementation details

    // Compositing loops in C: Swift cannot name PMULHUW or build a function for AVX2 and pick
    // it at run time; these kernels do both and compute the same integers on every CPU.
    // No unsafe flags here, so that a package may depend on this one by version; to profile with
    // valgrind 3.19, which rejects clang's DWARF 5, build with `-Xcc -gdwarf-4` (README, Performance).
    .target(name: "CRasterKernels"),

    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // Debian's libgif-dev has no pkg-config file: the module map links "gif" by name.
    .systemLibrary(
      name: "CGIF",
      providers: [.apt(["libgif-dev"])]
    ),
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    // The Unicode Bidirectional Algorithm (UAX #9) for right-to-left and mixed text.
    .systemLibrary(
      name: "CFriBidi",
      pkgConfig: "fribidi",
      providers: [.apt(["libfribidi-dev"])]
    ),
    // Installed fonts by family name, read only when a scene names one as a fallback font.
    .systemLibrary(
      name: "CFontconfig",
      pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]
    ),
    // Line break opportunities (UAX #14), so that CJK text wraps between characters.
    .systemLibrary(
      name: "CUnibreak",
      pkgConfig: "libunibreak",
      providers: [.apt(["libunibreak-dev"])]
    ),

    // MARK: - Unit test bundles

    // Decoders the test bundles share: PNG chunks, APNG and GIF read back independently of the encoders.
    .target(name: "AnimationReading", dependencies: ["CPNG", "CGIF"], path: "Tests/AnimationReading"),
    // libraqm, the reference layout engine (HarfBuzz + FriBidi via FreeType) that the bidi tests
    // compare visual glyph order with; test-only, installed by scripts/install-system-packages.sh.
    .systemLibrary(name: "CRaqm", path: "Tests/CRaqm", pkgConfig: "raqm", providers: [.apt(["libraqm-dev"])]),
    // A seeded random generator the bundles share for generated cases.
    .target(name: "TestSupport", path: "Tests/TestSupport"),

    // One bundle per target; a bundle may use other targets to set up its cases or read results
    // back by an independent route (HarfBuzz for shaping, libpng and giflib for the encoders).
    .testTarget(name: "LocalFilesTests", dependencies: ["LocalFiles"]),
    .testTarget(name: "JSONTextTests", dependencies: ["JSONText", "TestSupport"]),
    .testTarget(name: "DrawingTests", dependencies: ["Drawing", "TestSupport"]),
    // Its own PNG writer (stored deflate, CRC-32, Adler-32) makes the images, so the pixels are known.
    .testTarget(name: "PNGDecodingTests", dependencies: ["Drawing", "PNGDecoding"]),
    .testTarget(name: "TextShapingTests", dependencies: ["Drawing", "TextShaping", "CHarfBuzz", "CRaqm"]),
    // Also the C kernels' bodies, each checked against the portable one at every instruction-set level.
    .testTarget(
      name: "RasterTests",
      dependencies: ["Drawing", "TextShaping", "Raster", "CRasterKernels", "CPNG", "GoldenTesting", "TestSupport"]),
    .testTarget(
      name: "ImageFormatsTests",
      dependencies: ["Drawing", "Raster", "ImageFormats", "CGIF", "AnimationReading"]),
    .testTarget(
      name: "GoldenTestingTests",
      dependencies: ["Drawing", "JSONText", "Raster", "ImageFormats", "SwipeScenes", "BuiltInScenes", "SceneFiles", "SceneRendering", "GoldenTesting"]),
    .testTarget(name: "LayoutTests", dependencies: ["Drawing", "TextShaping", "Layout"]),
    .testTarget(
      name: "SwipeScenesTests",
      dependencies: [
        "Drawing", "JSONText", "TextShaping", "Raster", "SwipeScenes", "BuiltInScenes", "SceneRendering",
      ]),
    .testTarget(
      name: "BuiltInScenesTests",
      dependencies: ["Drawing", "Raster", "TextShaping", "SwipeScenes", "BuiltInScenes", "SceneRendering", "GoldenTesting"]),
    .testTarget(
      name: "SceneRenderingTests",
      dependencies: [
        "Drawing", "JSONText", "Raster", "ImageFormats", "TextShaping", "SwipeScenes", "BuiltInScenes", "SceneRendering",
      ]),
    .testTarget(name: "BenchmarksTests", dependencies: ["SwipeScenes", "Benchmarks", "Raster"]),
    .testTarget(
      name: "SceneFilesTests",
      dependencies: [
        "Drawing", "JSONText", "Raster", "ImageFormats", "SwipeScenes", "BuiltInScenes", "SceneRendering", "SceneFiles",
        "CPNG", "TextShaping",
      ]),
    // A scene of the tests' own on the pages; their frames read back by libpng (PNGDecoding).
    .testTarget(
      name: "ReviewTests",
      dependencies: ["Drawing", "JSONText", "PNGDecoding", "SwipeScenes", "SceneRendering", "Review"]),
    // Runs the built binary; decodes and edits PNGs to set up the golden command's cases.
    .testTarget(
      name: "RenderGifsTests",
      dependencies: [
        "render-gifs", "AnimationReading", "Drawing", "Raster", "ImageFormats", "CPNG", "TestSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    // Every seed in Fuzz/Corpus and every crash in Fuzz/Regressions through its fuzz target's body.
    .testTarget(name: "FuzzTests", dependencies: ["FuzzBodies"]),
  ]
)
