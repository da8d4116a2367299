import ArgumentParser
import BuiltInScenes
import Foundation
import LocalFiles
import SceneFiles
import SwipeScenes

/// The `render-gifs` command: renders iOS-style list interactions into image sequences.
@main
struct RenderGifs: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render-gifs",
    abstract: "Render iOS-style list interactions (swipe actions, onboarding hints, transitions) into image sequences.",
    discussion: """
      Scenes are evaluated at exact times (frame index / fps) and drawn by the project's own \
      anti-aliased rasterizer, so the same inputs give the same bytes on every machine. Exit \
      status: 0 success, 1 a golden mismatch, 2 bad input or an output that cannot be written, \
      with one `error:` line on standard error.
      """,
    version: "0.1.0",
    subcommands: [List.self, Render.self, Frame.self, Sheet.self, Golden.self, Preview.self, Scene.self, Demo.self, Bench.self]
  )

  /// The scenes every subcommand draws from; the one place the command names a catalog.
  static let catalog = SceneCatalog.standard

  /// The scene an argument names, a built-in one or a scene file (``SceneCatalog/resolve(_:fallbackFonts:)``),
  /// with one `warning:` line for each character of its text that no font has.
  static func scene(_ nameOrPath: String, _ fallbackFonts: [String] = []) throws -> any CatalogScene {
    let loaded = try catalog.resolve(nameOrPath, fallbackFonts: fallbackFonts)
    for warning in loaded.warnings { Console.note("warning: \(warning.description.oneLine())\n") }
    return loaded.scene
  }

  /// Runs the command. Every failure but a golden mismatch prints one `error:` line and exits
  /// with status 2; a golden mismatch exits 1.
  ///
  /// Bad input includes what only shows once the input is used: a size beyond the pixmap or
  /// memory limits (`RenderError`), an output path that cannot be written (`FileWriteError`),
  /// a standard output that cannot take the text.
  static func main() {
    // A reader that closes the pipe ends the process quietly, whatever the parent ignored.
    signal(SIGPIPE, SIG_DFL)
    let arguments = Array(CommandLine.arguments.dropFirst())
    Interruption.install()
    Interruption.setActivity("running '\((["render-gifs"] + arguments).joined(separator: " "))'")
    do {
      var command = try parseAsRoot(normalized(arguments))
      try command.run()
    } catch let error as ExitCode {
      Console.finish()
      Foundation.exit(error.rawValue)
    } catch {
      let code = exitCode(for: error)
      guard code == .success else { usageError(describe(error)) }
      print(fullMessage(for: error))  // --help and --version
    }
    Console.finish()
  }

  /// The one-line message of any error, with the fix.
  static func describe(_ error: any Error) -> String {
    if let error = error as? ValidationError { return error.message }
    if exitCode(for: error) == .validationFailure {
      // The parser's own errors: unknown options, missing or malformed values.
      var text = message(for: error)
      for marker in ["\nHelp:", "\nUsage:"] {
        if let range = text.range(of: marker) { text = String(text[..<range.lowerBound]) }
      }
      if text.hasPrefix("Error: ") { text.removeFirst(7) }
      text = text.replacingOccurrences(of: "'. Did you mean '", with: "': did you mean '")
      return text.hasSuffix(".") ? text : text + (text.hasSuffix("?") ? " " : "; ") + "see render-gifs help."
    }
    if !(type(of: error as Any) is NSError.Type) { return String(describing: error) }
    let error = error as NSError
    if let path = error.userInfo[NSFilePathErrorKey] as? String {
      let reason = (error.userInfo[NSUnderlyingErrorKey] as? NSError).map { String(cString: strerror(Int32($0.code))) }
      return "Cannot use '\(path)'\(reason.map { " (\($0))" } ?? ""): check that it is a folder or file you can write to."
    }
    return "\(error.localizedDescription): check the paths given."
  }

  /// Prints one `error:` line, its control characters escaped, and exits with ``usageErrorStatus``.
  static func usageError(_ message: String) -> Never {
    Console.note("error: \(message.oneLine())\n")
    Foundation.exit(usageErrorStatus)
  }

  /// The exit status of bad input.
  static let usageErrorStatus: Int32 = 2
}
