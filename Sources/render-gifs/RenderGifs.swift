import ArgumentParser
import BuiltInScenes
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes

/// The `render-gifs` command: renders iOS-style list interactions into image sequences.
@main
struct RenderGifs: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-gifs",
    abstract: "Render iOS-style list interactions (swipe actions, onboarding hints, transitions) into image sequences.",
    discussion: """
      Scenes are evaluated at exact times (frame index / fps) and drawn by the project's own \
      anti-aliased rasterizer, so the same inputs give the same bytes on every machine.
      """,
    version: "0.1.0",
    subcommands: [List.self, Render.self, Frame.self, Sheet.self, Golden.self, Scene.self, Demo.self, Bench.self]
  )

  /// The scenes every subcommand draws from; the one place the command names a catalog.
  static let catalog = SceneCatalog.standard

  /// Runs the command; every usage error prints one line and exits with status 2.
  ///
  /// Bad input includes what only shows once the input is used: a size beyond
  /// the pixmap limits (`RenderError`) and an output path that cannot be
  /// written (`FileWriteError`).
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let error as RenderError {
      usageError(error.description)
    } catch let error as FileWriteError {
      usageError(error.description)

    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      usageError(message(for: error))
    }
  }

  /// Prints one `error:` line and exits with ``usageErrorStatus``.
  static func usageError(_ message: String) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    Foundation.exit(usageErrorStatus)
  }

  /// The exit status of bad input.
  static let usageErrorStatus: Int32 = 2
}
