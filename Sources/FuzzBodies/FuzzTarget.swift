import Benchmarks
import Drawing
import Foundation
import ImageFormats
import Raster
import SceneFiles

/// The parsers of outside bytes that the fuzzers drive, one case per fuzz target.
///
/// ``run(_:)`` is the body of the libFuzzer target of the same name in `Fuzz/` and of the
/// regression replay in `Tests/FuzzTests`, so an input that crashed a fuzzer fails `swift test`
/// the same way. Errors are the expected answer to bad bytes; a trap, a sanitizer report, a leak or
/// an allocation past the fuzzer's memory limit is the bug.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// `Path(svgPathData:)`: the path data in scene files' icons and in the workloads file.
  case svgPath = "svg-path"
  /// `Pixmap(pngData:)`: the reader of goldens and of the images a scene file names.
  case png
  /// giflib's decoder, as the tests read the encoder's GIFs back. The product writes GIFs and reads none.
  case gif
  /// `SceneFile.decode`: the JSON scene files `render-gifs render` reads.
  case sceneFile = "scene-file"
  /// `WorkloadsFile`: the file `render-gifs bench --workloads` reads, entries checked.
  case workloads
  /// `Font(fontData:size:)`: a user's font file (`font`, `fallbackFonts`) read by HarfBuzz, then shaped,
  /// laid out and drawn, its colour glyphs (CBDT and sbix PNG strikes, COLR layers) included.
  case font
  /// `SVGIcon.parse`: an SVG icon file's shapes, strokes and transforms, then the icon filled.
  case svgIcon = "svg-icon"
  /// A scene file decoded and its model evaluated: content trees, sections, StateAnimator and
  /// collection-preview kinds, MGSwipe settings and the goldens key, drawn into display lists.
  case sceneModel = "scene-model"

  /// The target's name: its fuzzer's and its folders' under `Fuzz/Corpus` and `Fuzz/Regressions`.
  public var name: String { rawValue }

  /// Hands `bytes` to the target's parser and drops the answer, value or error.
  public func run(_ bytes: [UInt8]) {
    switch self {
    case .svgPath:
      _ = try? Path(svgPathData: String(decoding: bytes, as: UTF8.self))
    case .png:
      _ = try? Pixmap(pngData: bytes)
    case .gif:
      _ = GIFWalk.opaquePixels(bytes)
    case .sceneFile:
      _ = try? SceneFile.decode(bytes, file: "fuzz.json", folder: URL(fileURLWithPath: "/nonexistent"))
    case .workloads:
      _ = try? WorkloadsFile(data: Data(bytes), source: "fuzz.json").checkEntries()
    case .font:
      Self.drawFont(bytes)
    case .svgIcon:
      Self.drawSVGIcon(bytes)
    case .sceneModel:
      Self.evaluateScene(bytes)
    }
  }

  /// libFuzzer's `LLVMFuzzerTestOneInput` for this target: runs `size` bytes at `data` and returns 0.
  public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
  }
}
