import Drawing
import Foundation
import ImageFormats
import Raster

/// A folder of reference PNGs and the checks that compare rendered pixmaps with them.
///
/// Goldens are compared on decoded pixels, never on PNG bytes, exactly by
/// default. On a mismatch the expected and actual images and a difference map
/// (``GoldenStore/differenceMap(expected:actual:difference:)``: the changed pixels in red on a
/// faded copy of the golden, their bounding box outlined) are written under the artifacts
/// folder with the golden's relative path. Writing a golden, in any record
/// mode, makes that check fail with the path written, so a recording run
/// never passes silently.
public struct GoldenStore: Sendable {
  /// The folder holding the goldens (e.g. `Goldens/`).
  public var root: URL
  /// Where actual images and difference maps go on a mismatch: the report's folder.
  public var artifacts: URL
  /// When goldens may be written.
  public var mode: GoldenRecordMode

  /// Creates a store.
  public init(root: URL, artifacts: URL, mode: GoldenRecordMode) {
    self.root = root
    self.artifacts = artifacts
    self.mode = mode
  }

  /// The result of checking one image.
  public enum Outcome: Equatable, Sendable {
    /// The image equals its golden.
    case matched
    /// A golden was written (the check fails so that recording never passes silently).
    case recorded(path: String, reason: String)
    /// There is no golden and the mode forbids writing one.
    case missing(path: String)
    /// The image differs from its golden. `diffPath` is nil when the difference map would be
    /// larger than a pixmap may be (a golden far larger than the image): none is written. The
    /// golden's copy is at `actualPath` with `.expected.png` for `.actual.png`.
    case mismatch(path: String, difference: PixmapDifference, actualPath: String, diffPath: String?)
    /// The golden exists but is not a PNG that decodes (truncated, overwritten with other bytes),
    /// and the mode forbids rewriting it.
    case unreadable(path: String)

    /// Whether the check passed.
    public var passed: Bool { self == .matched }

    /// A sentence describing a failure (empty when matched), naming `render-gifs golden record`
    /// as the way to re-record.
    public var message: String { message(recording: "render-gifs golden record") }

    /// A sentence describing a failure (empty when matched), naming `command` as the way to
    /// record or rewrite the golden.
    public func message(recording command: String) -> String {
      switch self {
      case .matched:
        return ""
      case .recorded(let path, let reason):
        return "Recorded golden \(path) (\(reason)); check the image, then run again with GOLDEN_RECORD=never or missing."
      case .missing(let path):
        return "No golden at \(path); record it (`\(command)`) and check the image it writes."
      case .unreadable(let path):
        return "'\(path)' is not a readable PNG; run `\(command)` to rewrite it"
      case .mismatch(let path, let d, let actual, let diff):
        let size =
          d.sizesDiffer
          ? "the sizes differ (golden \(d.size.width)×\(d.size.height), actual \(d.otherSize.width)×\(d.otherSize.height)); "
          : ""
        let box = d.bounds.map { " in x \($0.minX)..<\($0.maxX), y \($0.minY)..<\($0.maxY)" } ?? ""
        let panels = diff.map { "diff (changed pixels in red, their box outlined): \($0)" } ?? "no diff image: it would be larger than a pixmap may be"
        return "\(path) differs: \(size)\(d.differingPixels) pixels\(box), largest channel difference \(d.largestChannelDifference). Actual: \(actual); \(panels). If the change is intended, re-record it: \(command)"
      }
    }
  }

  /// Compares `actual` with the golden at `name` (a relative path without `.png`, e.g. `raster/fill/star`).
  ///
  /// A golden that exists but does not decode is ``Outcome/unreadable(path:)`` in modes
  /// `never` and `missing`, and is rewritten in `failed` and `all`.
  ///
  /// - Parameters:
  ///   - actual: The rendered image.
  ///   - name: The golden's path under ``root``, without the extension.
  ///   - tolerance: The largest channel difference that still counts as equal. Default: 0.
  /// - Throws: File errors while reading or writing.
  public func check(_ actual: Pixmap, named name: String, tolerance: Int = 0) throws -> Outcome {
    let golden = root.appendingPathComponent(name + ".png")
    let exists = FileManager.default.fileExists(atPath: golden.path)
    if !exists {
      guard mode != .never else {
        try write(actual, to: artifacts.appendingPathComponent(name + ".actual.png"))
        return .missing(path: golden.path)
      }
      try write(actual, to: golden)
      return .recorded(path: golden.path, reason: "no golden existed")
    }
    if mode == .all {
      try write(actual, to: golden)
      return .recorded(path: golden.path, reason: "GOLDEN_RECORD=all")
    }
    let expected: Pixmap
    do {
      expected = try Pixmap(pngFile: golden.path)
    } catch is PNGError {
      guard mode == .failed else { return .unreadable(path: golden.path) }
      try write(actual, to: golden)
      return .recorded(path: golden.path, reason: "it was not a readable PNG")
    }
    let difference = expected.difference(from: actual, tolerance: tolerance)
    if difference.isEmpty { return .matched }
    if mode == .failed {
      try write(actual, to: golden)
      return .recorded(path: golden.path, reason: "it differed by \(difference.differingPixels) pixels")
    }
    let actualURL = artifacts.appendingPathComponent(name + ".actual.png")
    let diffURL = artifacts.appendingPathComponent(name + ".diff.png")
    try write(actual, to: actualURL)
    try write(expected, to: artifacts.appendingPathComponent(name + ".expected.png"))
    guard let map = try? Self.differenceMap(expected: expected, actual: actual, difference: difference, tolerance: tolerance)
    else {
      return .mismatch(path: golden.path, difference: difference, actualPath: actualURL.path, diffPath: nil)
    }
    try write(map, to: diffURL)
    return .mismatch(path: golden.path, difference: difference, actualPath: actualURL.path, diffPath: diffURL.path)
  }

  private func write(_ pixmap: Pixmap, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try pixmap.writePNG(to: url.path)
  }
}

extension GoldenStore {
  /// The store of the package containing `filePath`: `Goldens/` at its root, artifacts in
  /// `golden-report/files/` beside it, where `render-gifs golden verify` writes its report and images.
  ///
  /// The package root is the nearest folder above `filePath` holding `Package.swift`;
  /// the mode comes from `GOLDEN_RECORD`.
  ///
  /// - Parameter filePath: A source file of the package, usually `#filePath`.
  /// - Throws: ``GoldenError`` when no package root is found or the mode is invalid.
  public static func forPackage(containing filePath: String) throws -> GoldenStore {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      guard parent.path != folder.path else {
        throw GoldenError(description: "No Package.swift above \(filePath): run the tests from the package checkout.")
      }
      folder = parent
    }
    return GoldenStore(
      root: folder.appendingPathComponent("Goldens"),
      artifacts: folder.appendingPathComponent("golden-report/files"),
      mode: try GoldenRecordMode.fromEnvironment())
  }
}
