import ArgumentParser
import SceneFiles

// What the arguments must look like before the parser sees them. The parser runs a
// command's validate() before it reports an option it does not know, and reads a
// negative number after an option as a missing value; these checks come first so
// that a typo is named as a typo and `--offset -120` means `--offset=-120`.

extension RenderGifs {
  /// `arguments` with every negative number that follows an option joined to it
  /// (`--scale -7` → `--scale=-7`, which validate() then refuses by value).
  ///
  /// - Throws: A `ValidationError` for a word after a single dash (`-hero`, which the parser
  ///   would read as the flags -h -e -r -o), an option the command does not declare, or a
  ///   `help` topic that is no command.
  static func normalized(_ arguments: [String]) throws -> [String] {
    let words = Array(arguments.prefix(while: { $0 != "--" }))
    var command: ParsableCommand.Type = RenderGifs.self
    var path: [String] = []
    for word in words.drop(while: { $0 == "help" }) where !word.hasPrefix("-") {
      let subcommands: [ParsableCommand.Type] = command.configuration.subcommands
      guard let index = subcommands.map({ $0._commandName }).firstIndex(of: word) else {
        if words.first == "help" {
          let names = subcommands.map { $0._commandName }.joined(separator: ", ")
          throw ValidationError("Unknown command '\(word)': ask help about one of \(names).")
        }
        break
      }
      command = subcommands[index]
      path.append(word)
    }
    let declared = optionNames(in: helpMessage(for: command, columns: 10_000)).union(["--help", "--version"])
    for word in words where word.count > 2 && word.hasPrefix("-") && Double(word) == nil {
      if !word.hasPrefix("--"), word.dropFirst().first?.isLetter == true {
        throw ValidationError(
          "Unknown option '\(word)': options start with two dashes (--\(word.dropFirst())); a scene name has none.")
      }
      let name = String(word.prefix { $0 != "=" })
      guard word.hasPrefix("--"), !declared.contains(name) else { continue }
      let command = (["render-gifs"] + path).joined(separator: " ")
      let guess = Suggestion.closest(to: name, in: declared.sorted()).map { "did you mean '\($0)'? " } ?? ""
      throw ValidationError("Unknown option '\(name)' for \(command): \(guess)See \(command) --help.")
    }
    var joined: [String] = []
    for (index, word) in arguments.enumerated() {
      if index > 0, index <= words.count, word.hasPrefix("-"), Double(word) != nil, let option = joined.last,
        option.hasPrefix("--"), !option.contains("=")
      {
        joined[joined.count - 1] = option + "=" + word
      } else {
        joined.append(word)
      }
    }
    return joined
  }

  /// Every `--name` a help text mentions.
  private static func optionNames(in help: String) -> Set<String> {
    let words = help.split { !($0.isLowercase || $0.isNumber || $0 == "-") }
    return Set(words.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init))
  }
}
