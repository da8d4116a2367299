import Foundation
import ImageFormats
import SwipeScenes

/// One scene to render to files: which outputs, at what rate, which frames, on how many threads.
///
/// A request is worked out into passes before any frame is drawn, so that whatever a render
/// could refuse (too many frames, too much memory, a path in the way) can be checked first. It
/// is one pass, or two when the GIF's rate is not the rate asked for: the PNG frames and the
/// APNG at the rate asked for, then the GIF alone at ``gifFrameRate``.
///
/// ```swift
/// let request = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", format: .all, scale: 2))
/// for pass in request.passes {
///   try request.render(pass, frames: request.frames(of: pass, in: 0...29))
/// }
/// ```
public struct SequenceRequest: Sendable {
  /// The scene.
  public var scene: any CatalogScene
  /// Where the files go, which files, and their scale and animation settings.
  public var output: SequenceOutput
  /// Frames per second, or `nil` for ``frameRate``'s default.
  public var fps: Double?
  /// Draw only the first frame and every `every`th after it, each shown `every` times as long. Default: 1.
  public var every: Int
  /// How many frames are drawn at once. Default: one per core.
  public var threads: Int
  /// Light or dark, or `nil` for the scene's own.
  public var appearance: Appearance?

  /// Creates a request; every setting but the scene and the output has a default.
  public init(
    scene: any CatalogScene, output: SequenceOutput, fps: Double? = nil, every: Int = 1,
    threads: Int = ProcessInfo.processInfo.activeProcessorCount, appearance: Appearance? = nil
  ) {
    self.scene = scene
    self.output = output
    self.fps = fps
    self.every = every
    self.threads = threads
    self.appearance = appearance
  }

  /// The rate asked for: ``fps``, else the scene's own, else ``gifFrameRate`` when the GIF is
  /// the only output. The PNG frames and the APNG are drawn at this rate, and frame numbers
  /// given to ``frames(of:in:)`` count frames at it, whatever the pass's rate.
  public var frameRate: Double {
    fps ?? (output.format == .gif ? gifFrameRate : scene.renderingDefaults.frameRate)
  }

  /// The GIF's rate: the GIF-exact rate nearest ``fps`` (``FrameDelay/gifRate(near:)``), or,
  /// when no rate is asked for, nearest the scene's own but at most 25 fps
  /// (``FrameDelay/defaultGIFRate``): a scene file saying 12 fps gets a 12.5-fps GIF, a
  /// 30-fps scene a 25-fps one.
  public var gifFrameRate: Double {
    FrameDelay.gifRate(near: fps ?? min(scene.renderingDefaults.frameRate, FrameDelay.defaultGIFRate))
  }

  /// One line for standard error when the GIF is drawn at another rate than the other outputs
  /// (``gifFrameRate``), saying both rates and why; `nil` when they share one.
  public var gifRateNote: String? {
    let gif = gifFrameRate
    guard output.format.writesGIF, gif != frameRate else { return nil }
    let capped = fps == nil && scene.renderingDefaults.frameRate > FrameDelay.defaultGIFRate
    let reason = capped ? "a GIF takes at most 25 fps unless --fps is given" : "GIF delays are whole hundredths of a second"
    return String(format: "note: the GIF is drawn at %.4g fps and the other outputs at %.4g fps: %@.", gif, frameRate, reason)
  }

  /// The number of the scene's last frame at ``frameRate``.
  public var lastFrame: Int { FrameSelection.frameCount(duration: scene.duration, fps: frameRate) - 1 }

  /// One pass over the scene: the files it writes and its rate.
  public struct Pass: Sendable {
    /// The files this pass writes: the request's output with some of its formats.
    public var output: SequenceOutput
    /// Frames per second: the request's ``SequenceRequest/frameRate``, or a GIF's own.
    public var frameRate: Double
  }

  /// The passes that write every file of ``output``, in order (``OutputFormat/passes(at:gifAt:)``).
  public var passes: [Pass] {
    output.format.passes(at: frameRate, gifAt: gifFrameRate).map { format, rate in
      var output = output
      output.format = format
      return Pass(output: output, frameRate: rate)
    }
  }

  /// The frames `pass` draws: the scene's frames at the pass's rate, only those showing frames
  /// `range` (numbered at ``frameRate``, ``FrameSelection/limited(to:at:)``) when it is given,
  /// then every ``every``th.
  ///
  /// Builds the list of every frame of the pass, so check the count first for a scene of any
  /// length (``FrameSelection/frameCount(duration:fps:)``).
  public func frames(of pass: Pass, in range: ClosedRange<Int>? = nil) -> FrameSelection {
    var frames = FrameSelection.all(duration: scene.duration, fps: pass.frameRate)
    if let range { frames = frames.limited(to: range, at: frameRate) }
    return frames.everyNth(every)
  }

  /// Renders `frames` of `pass` into the pass's files, as ``SequenceRenderer/render(_:frames:to:progress:)``.
  ///
  /// - Throws: ``RenderError`` for a size beyond the pixmap limits, `FileWriteError` for a path that
  ///   cannot be written, `AnimationEncodingError` for animation settings out of range, a font
  ///   error when the bundled fonts are missing.
  @discardableResult
  public func render(_ pass: Pass, frames: FrameSelection, progress: @Sendable (Int) -> Void = { _ in }) throws
    -> SequenceReport
  {
    let renderer = try FrameRenderer(scene: scene, fps: pass.frameRate, appearance: appearance)
    return try SequenceRenderer(renderer: renderer, threads: threads).render(
      scene, frames: frames, to: pass.output, progress: progress)
  }
}
