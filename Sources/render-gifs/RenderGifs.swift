import ArgumentParser

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
    subcommands: [Demo.self, Bench.self]
  )
}
