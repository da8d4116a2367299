import ImageFormats
import LocalFiles

/// Where and how ``SequenceRenderer/render(_:frames:to:progress:)`` writes a scene.
///
/// Files are named after the scene inside ``folder``: the PNG frames go to
/// `FOLDER/SCENE/frame-0000.png …`, the GIF to `FOLDER/SCENE.gif` and the APNG
/// to `FOLDER/SCENE.png`.
public struct SequenceOutput: Sendable {
  /// The folder the scene's files go into; it is created if missing.
  public var folder: String
  /// Which files are written. Default: `.png`, the frame folder only.
  public var format: OutputFormat
  /// Pixels per point.
  public var scale: Double
  /// How many times the GIF and the APNG play, 0…65535; 0 means forever. Default: 0.
  public var loopCount: Int
  /// The GIF's palette and pixel settings. Default: `GIFOptions()`.
  public var gif: GIFOptions
  /// The most bytes of frame changes the GIF keeps in a scratch file beside it, so that its second
  /// pass draws no frame again; frames past it are drawn twice, and 0 draws every frame twice.
  /// Default: `AnimatedImageWriter.defaultKeptFrameBytes`.
  public var keptFrameBytes = AnimatedImageWriter.defaultKeptFrameBytes

  /// Creates an output description.
  public init(
    folder: String, format: OutputFormat = .png, scale: Double, loopCount: Int = 0, gif: GIFOptions = GIFOptions()
  ) {
    self.folder = folder
    self.format = format
    self.scale = scale
    self.loopCount = loopCount
    self.gif = gif
  }

  /// The folder of the PNG frames of the scene named `scene`.
  public func framesFolder(of scene: String) -> String {
    PathText.joined(folder, scene)
  }

  /// The path of the GIF of the scene named `scene`.
  public func gifPath(of scene: String) -> String { framesFolder(of: scene) + ".gif" }

  /// The path of the APNG of the scene named `scene`.
  public func apngPath(of scene: String) -> String { framesFolder(of: scene) + ".png" }
}

/// What ``SequenceRenderer/render(_:frames:to:progress:)`` wrote for one scene.
public struct SequenceReport: Hashable, Sendable {
  /// How many frames were rendered.
  public var frameCount: Int
  /// The folder of PNG frames, when written.
  public var framesFolder: String?
  /// The GIF, when written.
  public var gif: WrittenFile?
  /// The APNG, when written.
  public var apng: WrittenFile?

  /// The one path a report line names: the frame folder, else the GIF, else the APNG.
  public var mainPath: String { framesFolder ?? gif?.path ?? apng?.path ?? "" }
}

/// A file that was written and its size.
public struct WrittenFile: Hashable, Sendable {
  /// Where the file is.
  public var path: String
  /// Its size in bytes.
  public var byteCount: Int
}
