import Drawing
import Raster

// An animated GIF or APNG file written from frames handed over one at a time.
//
// The caller never holds the frame array. An APNG whose channels are known
// is compressed as frames arrive (the encoder keeps the previous frame and the
// compressed crops). A GIF's single palette is built from the colours of every
// frame, and an APNG left to choose between RGB and RGBA must see every frame
// first, so in those two cases the writer keeps the frames until finish.
// Either way the file appears only on finish, written under a temporary name
// in its folder and renamed, so readers never see half a file.

/// Writes an animated GIF or APNG file from frames appended in order.
///
/// ```swift
/// var writer = try AnimatedImageWriter(path: "swipe.gif", format: .gif(GIFOptions()), frameDelay: FrameDelay(fps: 25))
/// for frame in frames { try writer.append(frame) }
/// try writer.finish()
/// ```
public struct AnimatedImageWriter: Sendable {
  /// The kind of file and its format-specific settings.
  public enum Format: Hashable, Sendable {
    /// An animated GIF with one global palette.
    case gif(GIFOptions)
    /// An animated PNG. With `hasAlpha` false every frame must be opaque and the file stores RGB,
    /// which is smaller; with `nil` the writer keeps the frames and stores alpha only when one of
    /// them is translucent.
    case apng(hasAlpha: Bool?)
  }

  /// Where the file goes; an existing file there is replaced only when ``finish()`` succeeds.
  public let path: String
  /// The kind of file.
  public let format: Format
  /// How long each frame shows.
  public let frameDelay: FrameDelay
  /// How long the last frame shows when the animation ends before a whole ``frameDelay``, or `nil`.
  public let lastFrameDelay: FrameDelay?
  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int

  private var state: State

  /// The encoder and what it still needs, per format.
  private enum State: Sendable {
    case gif(GIFEncoder, frames: [Pixmap])
    case apng(APNGEncoder?)
    case apngOfUnknownAlpha(frames: [Pixmap])
    case finished
  }

  /// Creates a writer with no frames; nothing is written until ``finish()``.
  ///
  /// - Parameters:
  ///   - path: Where the file goes; its folder must exist when ``finish()`` runs.
  ///   - format: GIF (with its palette settings) or APNG.
  ///   - frameDelay: How long each frame shows.
  ///   - lastFrameDelay: How long the last frame shows when shorter than `frameDelay`
  ///     (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  ///   - loopCount: How many times the animation plays, 0…65535; 0 means forever. Default: 0.
  /// - Throws: ``AnimationEncodingError`` for a loop count or GIF option out of range.
  public init(
    path: String, format: Format, frameDelay: FrameDelay, lastFrameDelay: FrameDelay? = nil, loopCount: Int = 0
  ) throws {
    guard (0...65_535).contains(loopCount) else {
      throw AnimationEncodingError("A loop count of \(loopCount) cannot be stored: give 0 (forever) up to 65535.")
    }
    self.path = path
    self.format = format
    self.frameDelay = frameDelay
    self.lastFrameDelay = lastFrameDelay
    self.loopCount = loopCount
    switch format {
    case .gif(let options):
      state = .gif(try GIFEncoder(frameDelay: frameDelay, loopCount: loopCount, options: options), frames: [])
    case .apng(.some):
      state = .apng(nil)
    case .apng(.none):
      state = .apngOfUnknownAlpha(frames: [])
    }
  }

  /// Adds the next frame.
  ///
  /// - Parameter frame: A pixmap of the first frame's size; opaque for an APNG without alpha.
  /// - Throws: ``AnimationEncodingError`` for a frame of another size, an unexpected translucent
  ///   frame or a writer already finished; ``PNGError`` if compression fails.
  public mutating func append(_ frame: Pixmap) throws {
    switch state {
    case .gif(let encoder, var frames):
      // Parking the state drops its reference to the array, so appending does not copy it.
      state = .finished
      frames.append(frame)
      state = .gif(encoder, frames: frames)
    case .apng(var encoder):
      state = .finished
      defer { state = .apng(encoder) }
      if encoder == nil, case .apng(let hasAlpha?) = format {
        encoder = try APNGEncoder(
          width: frame.width, height: frame.height, frameDelay: frameDelay, loopCount: loopCount, hasAlpha: hasAlpha)
      }
      try encoder?.append(frame)
    case .apngOfUnknownAlpha(var frames):
      state = .finished
      frames.append(frame)
      state = .apngOfUnknownAlpha(frames: frames)
    case .finished:
      throw AnimationEncodingError("The animation '\(path)' is already finished: create a new writer for more frames.")
    }
  }

  /// Encodes the frames appended and writes the file, through a temporary file in the same folder and a rename.
  ///
  /// - Returns: The size of the file in bytes.
  /// - Throws: ``AnimationEncodingError`` when no frame was appended or the writer is already finished,
  ///   ``FileWriteError`` when the file cannot be written.
  @discardableResult
  public mutating func finish() throws -> Int {
    let bytes: [UInt8]
    switch state {
    case .gif(let encoder, let frames):
      bytes = try encoder.data(for: frames, lastFrameDelay: lastFrameDelay)
    case .apng(let encoder):
      guard let encoder else {
        throw AnimationEncodingError("An animation needs at least one frame: append a frame before finishing '\(path)'.")
      }
      bytes = try encoder.data(lastFrameDelay: lastFrameDelay)
    case .apngOfUnknownAlpha(let frames):
      bytes = try APNGEncoder.data(
        for: frames, frameDelay: frameDelay, loopCount: loopCount, lastFrameDelay: lastFrameDelay)
    case .finished:
      throw AnimationEncodingError("The animation '\(path)' is already finished: create a new writer for another file.")
    }
    state = .finished
    try writeFileAtomically(bytes, to: path)
    return bytes.count
  }
}
