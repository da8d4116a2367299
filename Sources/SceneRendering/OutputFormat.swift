/// The files written for a scene: a folder of PNG frames, an animated GIF, an animated PNG, or all three.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// A folder of PNG frames (the default).
  case png
  /// An animated GIF, `SCENE.gif`.
  case gif
  /// An animated PNG, `SCENE.png`.
  case apng
  /// All three.
  case all

  /// Whether the format includes the folder of PNG frames.
  public var writesFrames: Bool { self == .png || self == .all }
  /// Whether a GIF is written.
  public var writesGIF: Bool { self == .gif || self == .all }
  /// Whether an APNG is written.
  public var writesAPNG: Bool { self == .apng || self == .all }
}
