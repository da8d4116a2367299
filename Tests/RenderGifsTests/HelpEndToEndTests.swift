import ArgumentParser
import Foundation
import Testing
@testable import render_gifs

/// `--help` of every subcommand, found from the command tree itself so a new subcommand is covered
/// without editing this file: exit 0 and the command's abstract in the output.
struct HelpEndToEndTests {
  /// Every command below the root, as the words that invoke it and its abstract.
  static let commands: [(path: [String], abstract: String)] = {
    func walk(_ command: any ParsableCommand.Type, _ path: [String]) -> [(path: [String], abstract: String)] {
      command.configuration.subcommands.flatMap { sub in
        // A command without its own name shows up as an empty word, and its --help run fails.
        let subPath = path + [sub.configuration.commandName ?? ""]
        return [(subPath, sub.configuration.abstract)] + walk(sub, subPath)
      }
    }
    return walk(RenderGifs.self, [])
  }()

  /// Runs of spaces and newlines as one space, so wrapped help text compares with the abstract.
  static func collapsed(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  @Test func theTreeHasTheKnownCommands() {
    let paths = Self.commands.map { $0.path.joined(separator: " ") }
    for expected in ["list", "render", "frame", "sheet", "golden", "golden verify", "golden record", "demo", "bench"] {
      #expect(paths.contains(expected), "\(expected) is missing from \(paths)")
    }
  }

  @Test func everySubcommandHasHelp() throws {
    try #require(!Self.commands.isEmpty)
    for (path, abstract) in Self.commands {
      let result = try run(path + ["--help"])
      let words = path.joined(separator: " ")
      #expect(result.status == 0, "\(words) --help: \(result.stderr)")
      #expect(!abstract.isEmpty, "\(words) has no abstract")
      #expect(Self.collapsed(result.stdout).contains(Self.collapsed(abstract)), "\(words) --help:\n\(result.stdout)")
      #expect(result.stdout.contains("USAGE: render-gifs \(words)"), "\(words) --help:\n\(result.stdout)")
    }
  }

  @Test func rootHelpListsTheSubcommands() throws {
    let result = try run(["--help"])
    #expect(result.status == 0)
    for (path, _) in Self.commands where path.count == 1 {
      #expect(result.stdout.contains("  \(path[0]) "), "\(path[0]) is missing from the root help")
    }
  }
}
