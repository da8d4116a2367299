import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes
import LocalFiles

// The preview page: every frame of a scene at its own rate, as PNG data URLs inside one HTML
// file, with the model state of each frame (what `frame --json` prints) beside it. Frames are
// drawn a batch at a time on several threads and written out in order through one file handle,
// so memory holds one batch, not the scene. A frame equal to the one before it is written as
// that frame's index, which keeps pauses in a scene from growing the page.

/// A scene's live preview page, `render-gifs preview`.
public struct PreviewPage: Sendable {
  /// The most frames a page holds: two minutes at 30 fps.
  public static let maximumFrames = 3600

  /// The scene.
  public var scene: any CatalogScene
  /// Frames per second: frame i shows time i / fps.
  public var fps: Double
  /// Pixels per point of the frames.
  public var scale: Double
  /// What the page names as its source (the scene file, or the built-in scene's name).
  public var source: String

  /// A preview of `scene` at `fps` (default: the scene's rate) and `scale` (default: the scene's
  /// preview scale, at least 1).
  public init(scene: any CatalogScene, source: String, fps: Double? = nil, scale: Double? = nil) {
    self.scene = scene
    self.source = source
    self.fps = fps ?? scene.renderingDefaults.frameRate
    self.scale = scale ?? max(1, scene.renderingDefaults.previewScale)
  }

  /// The number of frames: those whose time falls before the scene's end.
  public var frameCount: Int { FrameSelection.frameCount(duration: scene.duration, fps: fps) }

  /// The data file a watched page polls: the page's path with `.watch.js` for `.html`.
  public static func watchFile(for page: String) -> String {
    (page.hasSuffix(".html") ? String(page.dropLast(5)) : page) + ".watch.js"
  }

  /// Writes the page to `path` through a temporary file and a rename, creating its folder as needed.
  ///
  /// - Parameters:
  ///   - path: The HTML file.
  ///   - watching: Whether the page polls ``watchFile(for:)``.
  ///   - threads: How many frames are drawn at once.
  /// - Returns: The page's version: a digest of its frames and states, which a watched page
  ///   compares with the watch file's to know when to reload.
  /// - Throws: ``ReviewError`` for more than ``maximumFrames`` frames; rendering and file errors.
  @discardableResult
  public func write(to path: String, watching: Bool, threads: Int) throws -> String {
    let count = frameCount
    guard count <= Self.maximumFrames else {
      throw ReviewError(
        description: "A preview of '\(scene.name)' would hold \(count) frames, over the limit of \(Self.maximumFrames): "
          + "give a lower --fps.")
    }
    _ = try FrameRenderer.pixelSize(of: scene, scale: scale)
    let renderer = try FrameRenderer(scene: scene, fps: fps)
    let moments = scene.keyMoments(in: renderer.context).map { moment in
      Moment(name: moment.name, time: moment.time, frame: min(count - 1, max(0, Int((moment.time * fps).rounded()))))
    }
    let meta = Meta(
      name: scene.name, source: source, fps: fps, scale: scale, moments: moments,
      watch: watching ? PathText.fileName(of: Self.watchFile(for: path)) : nil)
    try createFolder(containingFile: path)
    let output = try PartialFile(path: path)
    try output.append(Array(try head(meta).utf8))
    var previous: (png: [UInt8], index: Int)?
    var version = ContentVersion()
    let batch = Self.batchSize(threads: threads)
    for start in stride(from: 0, to: count, by: batch) {
      let indices = Array(start..<min(count, start + batch))
      let frames = try ParallelWork.map(count: indices.count, threads: threads) { k in
        let time = Double(indices[k]) / fps
        return (
          png: try renderer.render(scene, at: time, scale: scale).pngData(),
          state: try renderer.inspection(of: scene, at: .time(time)).text
        )
      }
      for (i, frame) in zip(indices, frames) {
        var image = previous.map { "\($0.index)" } ?? ""
        if frame.png != previous?.png {
          image = "\"data:image/png;base64,\(Data(frame.png).base64EncodedString())\""
          previous = (frame.png, i)
        }
        let line = Array("FRAMES[\(i)]=\(image);STATES[\(i)]=\(try ReviewAssets.scriptJSON(frame.state));\n".utf8)
        version.add(line)
        try output.append(line)
      }
    }
    try output.append(Array(try tail(version: version.hex).utf8))
    try output.commit()
    return version.hex
  }

  /// Writes the watch file beside the page at `path`: the page's version, and `error` (the
  /// sentence saying why the scene could not be rendered again), which the page shows.
  public static func writeWatchFile(for path: String, version: String, error: String?) throws {
    let update = WatchUpdate(version: version, error: error)
    try writeFileAtomically(Array("window.previewWatch && window.previewWatch(\(try ReviewAssets.scriptJSON(update)));\n".utf8), to: watchFile(for: path))
  }

  struct Moment: Codable {
    var name: String
    var time: Double
    var frame: Int
  }

  struct Meta: Codable {
    var name: String
    var source: String
    var fps: Double
    var scale: Double
    var moments: [Moment]
    var watch: String?
  }

  struct WatchUpdate: Codable {
    var version: String
    var error: String?
  }

  func head(_ meta: Meta) throws -> String {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="data:,">
    <title>\(ReviewAssets.escaped(meta.name)): preview</title>
    <style>
    \(try ReviewAssets.text("review.css"))
    </style>
    </head>
    <body>
    <header><h1>\(ReviewAssets.escaped(meta.name))</h1><span class="keys">\(ReviewAssets.escaped(meta.source)) · \(frameCount) frames at \(String(format: "%g", meta.fps)) fps · space play/pause · ←/→ step</span>
    <span id="status"></span></header>
    <div class="preview">
    <div>
    <img id="frame" alt="the frame shown">
    <div class="controls">
    <button type="button" id="play" aria-pressed="false">Play</button>
    <input type="range" id="scrubber" min="0" max="0" value="0" step="1" aria-label="Frame">
    </div>
    <div class="controls"><span id="frame-number"></span> · <span id="time"></span></div>
    <div class="controls" id="moments"></div>
    </div>
    <pre id="state"></pre>
    </div>
    <script>window.PREVIEW = \(try ReviewAssets.scriptJSON(meta)); window.FRAMES = []; window.STATES = [];</script>
    <script>

    """
  }

  func tail(version: String) throws -> String {
    """
    PREVIEW.version = "\(version)";
    </script>
    <script>
    \(try ReviewAssets.text("preview.js"))
    </script>
    </body>
    </html>

    """
  }
}

/// A 64-bit FNV-1a digest of a page's content (Fowler, Noll and Vo's hash, with its published
/// offset basis and prime): enough to tell one rendering of a page from the next.
struct ContentVersion {
  private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
  }

  var hex: String { String(hash, radix: 16) }
}
