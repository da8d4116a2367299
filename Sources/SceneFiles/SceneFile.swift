import Foundation
import JSONText
import LocalFiles
import SwipeScenes
import TextShaping

/// Scene files: your own rows, actions and gestures as JSON, read into the scene model and written back.
///
/// The format, version 1, is defined in docs/scene-file.md; ``schema`` is its JSON Schema.
/// Reading is strict: the first problem ends it with a ``SceneFileError`` whose description is
/// one line naming the file, line, column and JSON path of the bad value, what is wrong and the
/// fix. Writing (`export`) produces a file that decodes to a scene drawing the same
/// pixels, so every built-in swipe and onboarding scene can serve as a starting point.
///
/// ```swift
/// let scene = try SceneFile.load(contentsOf: URL(fileURLWithPath: "Examples/archive.json"))
/// print(SceneFile.describe(scene))
/// ```
public enum SceneFile {
  /// The format version this package reads and writes.
  public static let version = 1

  /// Whether a command-line scene argument names a file rather than a built-in scene: it ends in
  /// `.json` or contains `/`.
  public static func isPath(_ argument: String) -> Bool { argument.hasSuffix(".json") || argument.contains("/") }
  /// The largest scene file read, in bytes: 16 MB.
  public static let maximumFileSize = JSONParser.maximumBytes

  // MARK: - Reading

  /// Reads the scene file at `url`, as ``load(atPath:)`` does; messages name it by its relative path.
  ///
  /// - Parameter url: A file URL; relative paths inside the file start at its folder.
  /// - Returns: A ``SwipeScenes/SwipeScene`` or an ``SwipeScenes/OnboardingScene``.
  /// - Throws: ``SceneFileError`` when the file cannot be read or is not a valid scene file.
  public static func load(contentsOf url: URL) throws -> any CatalogScene {
    try load(reading: url.path, named: url.isFileURL ? url.relativePath : url.absoluteString).scene
  }

  /// Reads the scene file at `path`, which messages show as given (`hero/` stays `hero/`).
  ///
  /// The path must name a regular file of at most ``maximumFileSize`` bytes; its kind and size
  /// are checked before it is read, so a FIFO, a device, a folder or a larger file is refused at
  /// once. The file's scale, appearance and frame rate are the scene's `renderingDefaults`.
  ///
  /// - Parameter path: The file, relative to the working folder unless it starts with `/`;
  ///   relative paths inside the file start at its folder.
  /// - Returns: A ``SwipeScenes/SwipeScene`` or an ``SwipeScenes/OnboardingScene``.
  /// - Throws: ``SceneFileError`` when the file cannot be read or is not a valid scene file.
  public static func load(atPath path: String) throws -> any CatalogScene {
    try load(reading: path, named: path).scene
  }

  /// Reads the scene file at `path` as ``load(atPath:)`` does, with `fallbackFonts` tried after
  /// the file's own, and says which characters of its text no font has.
  ///
  /// - Parameters:
  ///   - path: The file.
  ///   - fallbackFonts: Fallback fonts given outside the file (`--fallback-font`).
  /// - Returns: The scene and one warning per character no font has.
  /// - Throws: ``SceneFileError`` when the file cannot be read or is not a valid scene file.
  public static func read(atPath path: String, fallbackFonts: [FallbackFont] = []) throws -> LoadedScene {
    try load(reading: path, named: path, fallbackFonts: fallbackFonts)
  }

  private static func load(reading path: String, named file: String, fallbackFonts: [FallbackFont] = []) throws -> LoadedScene {
    func failure(_ problem: String, _ fix: String) -> SceneFileError {
      SceneFileError(file: file, line: 1, column: 1, path: "$", problem: problem, fix: fix)
    }
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: path, maximumBytes: maximumFileSize)
    } catch {
      switch error.problem {
      case .tooLarge(let size, _):
        throw failure("the file is \(size) bytes, over the limit of 16 MB", "keep a scene file under 16 MB")
      case .notRegular:
        throw failure("cannot read the file: \(error.reason)", "name a scene file (.json)")
      case .cannotOpen, .cannotRead:
        throw failure(error.isMissing ? "there is no such file" : "cannot read the file", "check the path and the file's permissions")
      }
    }
    return try decode(
      bytes, file: file, folder: URL(fileURLWithPath: PathText.parent(of: path), isDirectory: true), fallbackFonts: fallbackFonts)
  }

  /// Decodes a scene file's bytes.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8.
  ///   - file: The file's name as messages show it; its name without `.json`, in kebab case, is the
  ///     scene's name when the file gives none.
  ///   - folder: Where relative paths inside the file start.
  /// - Returns: A ``SwipeScenes/SwipeScene`` or an ``SwipeScenes/OnboardingScene``.
  /// - Throws: ``SceneFileError`` at the first problem.
  public static func decode(_ bytes: [UInt8], file: String, folder: URL) throws -> any CatalogScene {
    try decode(bytes, file: file, folder: folder, fallbackFonts: []).scene
  }

  /// Decodes a scene file's bytes with `fallbackFonts` after its own, and checks its text against its fonts.
  static func decode(_ bytes: [UInt8], file: String, folder: URL, fallbackFonts: [FallbackFont]) throws -> LoadedScene {
    var stem = PathText.fileName(of: file)
    if stem.lowercased().hasSuffix(".json") { stem.removeLast(5) }
    var decoder = SceneDecoder(folder: folder, defaultName: SceneDecoder.kebabCase(stem))
    decoder.commandLineFallbacks = fallbackFonts
    do {
      let root = try JSONParser.parse(bytes)
      let scene = try decoder.scene(root)
      let typography = try decoder.fonts.typography ?? Typography().addingFallbacks(fallbackFonts)
      return LoadedScene(
        scene: scene,
        warnings: SceneDecoder.missingCharacters(in: root, font: typography.font(.regular, 17), file: file))
    } catch let diagnostic as Diagnostic {
      throw SceneFileError(diagnostic, file: file)
    }
  }

  // MARK: - Writing

  /// A swipe scene as a scene file: pretty JSON, two spaces per level, keys in the format's order.
  ///
  /// The file decodes to a scene equal to `scene` that draws byte-identical frames. Pans are
  /// written as their exact samples. What the model keeps without its source cannot be written
  /// and is left out: a font of the scene's own and bitmap images (decoded pixels, not files),
  /// and delegates other than `ScaleAndAlphaExpansion` and `ScaleTransition`.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The file's text, ending in a newline.
  public static func export(_ scene: SwipeScene) -> String {
    SceneEncoder(scene: scene).document().exactText
  }

  /// An onboarding scene as a scene file: its direction, the hint's actions and timings.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The file's text, ending in a newline.
  public static func export(_ scene: OnboardingScene) -> String {
    OnboardingEncoder(scene: scene).document().exactText
  }

  /// A StateAnimator scene as a scene file: its views, transitions, states and requests.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The file's text, ending in a newline.
  public static func export(_ scene: StateAnimatorScene) -> String {
    StateAnimatorEncoder(scene: scene).document().exactText
  }

  /// A collection-preview scene as a scene file: its grid, preview page and gestures.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The file's text, ending in a newline.
  public static func export(_ scene: CollectionPreviewScene) -> String {
    CollectionPreviewEncoder(scene: scene).document().exactText
  }

  /// Any catalog scene as a scene file, or nil for kinds the format does not describe.
  ///
  /// - Parameter scene: The scene.
  /// - Returns: The file's text, or nil.
  public static func export(_ scene: any CatalogScene) -> String? {
    if let swipe = scene as? SwipeScene { return export(swipe) }
    if let onboarding = scene as? OnboardingScene { return export(onboarding) }
    if let component = scene as? StateAnimatorScene { return export(component) }
    if let preview = scene as? CollectionPreviewScene { return export(preview) }
    return nil
  }
}
