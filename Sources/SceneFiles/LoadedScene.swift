import Foundation
import SwipeScenes
import TextShaping

/// A scene read from a scene file or the catalog, with what its run should warn about.
public struct LoadedScene {
  /// The scene.
  public var scene: any CatalogScene
  /// One warning per character of the scene's text that no font has, in the order of the file.
  public var warnings: [MissingCharacterWarning]
}

extension SceneCatalog {
  /// The scene `nameOrPath` names (``resolve(_:)``), with `fallbackFonts` tried after its own
  /// fonts for the characters they lack, and the warnings of its text.
  ///
  /// The fallbacks apply to built-in scenes too, so `--fallback-font` gives the same frames
  /// as a file's `fallbackFonts` naming the same fonts.
  ///
  /// - Parameters:
  ///   - nameOrPath: A built-in scene's name or a scene file's path.
  ///   - fallbackFonts: Font files (relative to the working folder) or family names.
  /// - Throws: As ``resolve(_:)``; `FontError` or `FallbackFontError` for a fallback that cannot be read.
  public func resolve(_ nameOrPath: String, fallbackFonts: [String]) throws -> LoadedScene {
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    let fonts = try fallbackFonts.map { try FallbackFont(named: $0, relativeTo: folder) }
    if SceneFile.isPath(nameOrPath) { return try SceneFile.read(atPath: nameOrPath, fallbackFonts: fonts) }
    return LoadedScene(scene: try Self.adding(fonts, to: try resolve(nameOrPath)), warnings: [])
  }
}
