import ArgumentParser
import Foundation

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
    subcommands: [List.self, Render.self, Frame.self, Golden.self, Demo.self, Bench.self]
  )

  /// Runs the command; every usage error prints one line and exits with status 2.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      guard exitCode(for: error) == .validationFailure else { exit(withError: error) }
      FileHandle.standardError.write(Data("error: \(message(for: error))\n".utf8))
      Foundation.exit(usageErrorStatus)
    }
  }

  /// The exit status of bad input.
  static let usageErrorStatus: Int32 = 2
}
