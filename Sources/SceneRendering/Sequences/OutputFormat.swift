/// The files written for a scene: a folder of PNG frames, an animated GIF, an animated PNG, or any mix.
public struct OutputFormat: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  /// Creates a set of outputs from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A folder of PNG frames (the default).
  public static let png = OutputFormat(rawValue: 1)
  /// An animated GIF, `SCENE.gif`.
  public static let gif = OutputFormat(rawValue: 2)
  /// An animated PNG, `SCENE.png`.
  public static let apng = OutputFormat(rawValue: 4)
  /// All three.
  public static let all: OutputFormat = [.png, .gif, .apng]

  /// The names the command line takes, each with its outputs.
  public static let names: [(name: String, format: OutputFormat)] = [
    ("png", .png), ("gif", .gif), ("apng", .apng), ("all", .all),
  ]

  /// The outputs of one of ``names``: "png", "gif", "apng" or "all"; `nil` for any other name.
  public init?(name: String) {
    guard let match = Self.names.first(where: { $0.name == name }) else { return nil }
    self = match.format
  }

  /// Whether the format includes the folder of PNG frames.
  public var writesFrames: Bool { contains(.png) }
  /// Whether a GIF is written.
  public var writesGIF: Bool { contains(.gif) }
  /// Whether an APNG is written.
  public var writesAPNG: Bool { contains(.apng) }
}

extension OutputFormat {
  /// The passes that write these outputs, the GIF at `gifRate` frames per second and the
  /// others at `rate`: one, or two when the rates differ — the frames and the APNG at `rate`,
  /// then the GIF alone.
  public func passes(at rate: Double, gifAt gifRate: Double) -> [(format: OutputFormat, rate: Double)] {
    guard writesGIF, gifRate != rate else { return [(self, rate)] }
    let others = subtracting(.gif)
    return (others.isEmpty ? [] : [(others, rate)]) + [(.gif, gifRate)]
  }
}
