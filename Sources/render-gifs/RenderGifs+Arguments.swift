import ArgumentParser

// What the arguments must look like before the parser sees them: a negative number
// after an option is read by the parser as a missing value, and a word after a
// single dash as a run of short flags. Unknown options are the parser's to name:
// the commands check their values in run(), after the whole line has parsed.

extension RenderGifs {
  /// `arguments` with every negative number that follows an option joined to it
  /// (`--scale -7` → `--scale=-7`, which the command then refuses by value).
  ///
  /// - Throws: A `ValidationError` for a word after a single dash (`-hero`, which the parser
  ///   would read as the flags -h -e -r -o), or a `help` topic that is no command.
  static func normalized(_ arguments: [String]) throws -> [String] {
    let words = Array(arguments.prefix(while: { $0 != "--" }))
    if words.first == "help" { try checkHelpTopic(words.dropFirst().filter { !$0.hasPrefix("-") }) }
    for word in words where word.count > 2 && word.hasPrefix("-") && !word.hasPrefix("--") && Double(word) == nil
      && word.dropFirst().first?.isLetter == true
    {
      throw ValidationError(
        "Unknown option '\(word)': options start with two dashes (--\(word.dropFirst())); a scene name has none.")
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

  /// Throws a usage error unless `topic` names a command and its subcommands, by the names in
  /// their configurations.
  private static func checkHelpTopic(_ topic: [String]) throws {
    var command: ParsableCommand.Type = RenderGifs.self
    for word in topic {
      let subcommands: [ParsableCommand.Type] = command.configuration.subcommands
      let names = subcommands.map { $0.configuration.commandName ?? "" }
      guard let index = names.firstIndex(of: word) else {
        throw ValidationError("Unknown command '\(word)': ask help about one of \(names.joined(separator: ", ")).")
      }
      command = subcommands[index]
    }
  }
}
