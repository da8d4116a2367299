import ArgumentParser

/// `--fallback-font`, taken by every command that draws a scene: a scene file's `fallbackFonts`, given on the command line.
struct FallbackFontOption: ParsableArguments {
  @Option(
    name: .customLong("fallback-font"),
    help: ArgumentHelp(
      "A font file (.ttf, .otf, .ttc) or installed family tried for characters the scene's fonts lack; repeat for more, first tried first.",
      valueName: "NAME_OR_PATH"))
  var names: [String] = []
}
