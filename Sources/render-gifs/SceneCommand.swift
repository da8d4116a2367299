import ArgumentParser
import Foundation
import SceneFiles
import SwipeScenes

extension RenderGifs {
  /// `render-gifs scene`: check, export and describe scene files.
  struct Scene: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "scene",
      abstract: "Check a scene file, export a built-in scene as one, or print the format's JSON Schema.",
      discussion: """
        A scene file describes your own cells: rows, actions, icons, colours and gestures (see \
        docs/scene-file.md). render, frame, sheet and golden take a scene file wherever they take \
        a scene name: an argument that ends in .json or contains / is a file.
        """,
      subcommands: [Check.self, Export.self, Schema.self])

    /// `render-gifs scene check FILE`: validates and summarises a file.
    struct Check: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate a scene file and print what it contains (exit 2 and one error line when it is bad).")

      @Argument(help: "The scene file.")
      var file: String?

      @Flag(help: "Print the names of the built-in images instead.")
      var listImages = false

      func run() throws {
        if listImages { return ActionGlyph.names.forEach { print($0) } }
        guard let file else { throw ValidationError("Name the scene file to check, or pass --list-images.") }
        print(SceneFile.describe(try RenderGifs.scene(file.contains("/") || file.hasSuffix(".json") ? file : "./" + file)))
      }
    }

    /// `render-gifs scene export NAME`: a built-in scene as a scene file.
    struct Export: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Print a built-in swipe or onboarding scene as a scene file that renders the same frames.")

      @Argument(help: "The built-in scene (see render-gifs list).")
      var name: String

      func run() throws {
        let scene = try RenderGifs.scene(name)
        guard let file = SceneFile.export(scene) else {
          throw ValidationError("'\(name)' is not a swipe or onboarding scene; export one of those (see render-gifs list).")
        }
        print(file, terminator: "")
        Console.finish()  // The note only once the file is out: a lost file is one error line.
        let leftOut = SceneFile.leftOutOnExport(scene)
        guard !leftOut.isEmpty else { return }
        Console.note("note: the file leaves out \(leftOut.joined(separator: " and ")), which a scene file names by path: add them to it.\n")
      }
    }

    /// `render-gifs scene schema`: the JSON Schema of the format.
    struct Schema: ParsableCommand {
      static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of scene files, for editors to validate and complete them.")

      func run() { print(SceneFile.schema, terminator: "") }
    }
  }
}
