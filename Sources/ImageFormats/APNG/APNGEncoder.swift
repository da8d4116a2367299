// Animated PNG (APNG 1.0, as specified by Mozilla and adopted by PNG's third
// edition) written frame by frame.
//
// The file is a PNG whose IDAT holds frame 0, so viewers without APNG support
// show the first frame. An acTL chunk gives the frame and play counts; each
// frame has an fcTL chunk (its rectangle, delay, dispose and blend ops) and
// later frames keep their data in fdAT chunks. fcTL and fdAT share one
// sequence, numbered from 0 in file order.
//
// Every appended frame is a frame of the file, with the exact delay as its
// fraction, so a decoder sees as many frames as were rendered. Every frame
// after the first is cropped to the rectangle of pixels that changed since the
// previous frame and stored with dispose op NONE and blend op SOURCE, so the
// crop simply replaces those pixels, translucent or not. An unchanged frame is
// a one-pixel frame that rewrites the top-left pixel with its own value.
//
// A frame's crop and compressed data depend on it and the frame before it
// alone (`APNGEncoder.FrameJob`, run on any thread); the chunks, whose
// sequence numbers run through the file, are laid out in order
// (`APNGChunkStream`), by this encoder in memory or by `AnimatedImageWriter`
// into a file.

import Drawing
import Raster

/// Encodes frames of one size into an animated PNG.
///
/// Append frames one at a time (only the previous frame and the compressed
/// crops are kept), then read ``data()``; ``AnimatedImageWriter`` writes the
/// same bytes straight into a file:
///
/// ```swift
/// var encoder = try APNGEncoder(width: 440, height: 102, frameDelay: FrameDelay(framesPerSecond: 30))
/// for frame in frames { try encoder.append(frame) }
/// try writeFileAtomically(try encoder.data(), to: "swipe.png")
/// ```
public struct APNGEncoder: Sendable {
  /// One stored frame: its rectangle and its compressed scanlines.
  struct StoredFrame: Sendable {
    var rect: IntRect
    var zlibData: [UInt8]
  }

  /// Compressing one frame: the part that depends on nothing but the frame and the one before it.
  struct FrameJob: Sendable {
    let frame: Pixmap
    let previous: Pixmap?
    let channels: Int

    /// The frame cropped to what changed since the previous one (whole for the first), compressed.
    func compressed() -> StoredFrame {
      // An unchanged frame rewrites one pixel with the value it already has.
      let rect = previous.map { frame.changedBounds(since: $0) ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1) } ?? frame.bounds
      return StoredFrame(rect: rect, zlibData: frame.pngCompressedScanlines(in: rect, channels: channels))
    }
  }

  /// The width of every frame, in pixels.
  public let width: Int
  /// The height of every frame, in pixels.
  public let height: Int
  /// How long each appended frame shows.
  public let frameDelay: FrameDelay
  /// How many times the animation plays; 0 means forever.
  public let loopCount: Int
  /// Whether the file stores alpha (RGBA); when `false` every frame must be opaque (RGB).
  public let hasAlpha: Bool

  private var frames: [StoredFrame] = []
  private var previous: Pixmap?
  /// How many frames were handed over for compression.
  private(set) var jobCount = 0

  /// Creates an encoder with no frames.
  ///
  /// - Parameters:
  ///   - width: The width of every frame, in pixels.
  ///   - height: The height of every frame, in pixels.
  ///   - frameDelay: How long each appended frame shows.
  ///   - loopCount: How many times the animation plays, 0…65535; 0 means forever. Default: 0.
  ///   - hasAlpha: Whether to store alpha; pass `false` only when every frame is opaque. Default: `true`.
  /// - Throws: ``AnimationEncodingError`` for a loop count out of range.
  public init(width: Int, height: Int, frameDelay: FrameDelay, loopCount: Int = 0, hasAlpha: Bool = true) throws {
    try LoopCount.check(loopCount)
    self.width = width
    self.height = height
    self.frameDelay = frameDelay
    self.loopCount = loopCount
    self.hasAlpha = hasAlpha
  }

  /// Adds the next frame, compressing the part that changed since the previous one.
  ///
  /// - Parameter frame: A pixmap of the encoder's size; opaque unless ``hasAlpha``.
  /// - Throws: ``AnimationEncodingError`` for a frame of another size or an unexpected
  ///   translucent frame.
  public mutating func append(_ frame: Pixmap) throws {
    frames.append(try job(for: frame).compressed())
  }

  /// The compression job of the next frame; frames are handed over in order, and the jobs may run on any thread.
  ///
  /// - Throws: ``AnimationEncodingError`` for a frame of another size or an unexpected translucent frame.
  mutating func job(for frame: Pixmap) throws -> FrameJob {
    guard frame.width == width, frame.height == height else {
      throw AnimationEncodingError(
        "Frame \(jobCount) is \(frame.width)×\(frame.height) but the animation is \(width)×\(height): render every frame at one size.")
    }
    guard hasAlpha || frame.isOpaque else {
      throw AnimationEncodingError(
        "Frame \(jobCount) has translucent pixels but the encoder was created without alpha: create it with hasAlpha: true.")
    }
    defer {
      previous = frame
      jobCount += 1
    }
    return FrameJob(frame: frame, previous: previous, channels: hasAlpha ? 4 : 3)
  }

  /// The animated PNG file holding every frame appended so far.
  ///
  /// - Parameter lastFrameDelay: How long the last frame shows when the animation ends before a
  ///   whole ``frameDelay`` (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  /// - Returns: The bytes of the file.
  /// - Throws: ``AnimationEncodingError`` when no frame was appended; ``PNGError`` for an oversized chunk.
  public func data(lastFrameDelay: FrameDelay? = nil) throws -> [UInt8] {
    guard !frames.isEmpty else {
      throw AnimationEncodingError("An animation needs at least one frame: append a frame before asking for the data.")
    }
    var chunks = APNGChunkStream(loopCount: loopCount)
    var file = try chunks.header(width: width, height: height, channels: hasAlpha ? 4 : 3, frameCount: frames.count)
    for (index, frame) in frames.enumerated() {
      file += try chunks.frame(frame, delay: index == frames.count - 1 ? lastFrameDelay ?? frameDelay : frameDelay)
    }
    return file + (try APNGChunkStream.trailer())
  }
}

/// The chunks of an animated PNG in file order, numbering fcTL and fdAT chunks in one sequence from 0.
struct APNGChunkStream: Sendable {
  /// How many times the animation plays; 0 means forever.
  let loopCount: Int
  /// The next sequence number.
  private var sequence: UInt32 = 0
  /// Whether the next frame is the first, stored in IDAT.
  private var isFirst = true

  init(loopCount: Int) {
    self.loopCount = loopCount
  }

  /// The signature, IHDR and acTL: the bytes before the first frame.
  func header(width: Int, height: Int, channels: Int, frameCount: Int) throws -> [UInt8] {
    var file = PNGChunkWriter()
    try file.appendHeader(width: width, height: height, channels: channels)
    return file.bytes + (try animationControl(frameCount: frameCount))
  }

  /// Where the acTL chunk starts in the file: after the 8-byte signature and the 25-byte IHDR chunk.
  static let animationControlOffset = 33

  /// The acTL chunk for `frameCount` frames.
  func animationControl(frameCount: Int) throws -> [UInt8] {
    var data: [UInt8] = []
    data.appendBigEndian(UInt32(frameCount))
    data.appendBigEndian(UInt32(loopCount))
    return try PNGChunkWriter.chunk("acTL", data)
  }

  /// The next frame's fcTL chunk and its IDAT (first frame) or fdAT chunk.
  mutating func frame(_ frame: APNGEncoder.StoredFrame, delay: FrameDelay) throws -> [UInt8] {
    var control: [UInt8] = []
    control.appendBigEndian(sequence)
    sequence += 1
    for value in [frame.rect.width, frame.rect.height, frame.rect.minX, frame.rect.minY] {
      control.appendBigEndian(UInt32(value))
    }
    control.appendBigEndian(UInt16(delay.numerator))
    control.appendBigEndian(UInt16(delay.denominator))
    // Dispose op 0 (NONE: leave the frame in place), blend op 0 (SOURCE: replace the rectangle).
    control.append(contentsOf: [0, 0])
    var bytes = try PNGChunkWriter.chunk("fcTL", control)
    if isFirst {
      isFirst = false
      return bytes + (try PNGChunkWriter.chunk("IDAT", frame.zlibData))
    }
    var frameData: [UInt8] = []
    frameData.reserveCapacity(frame.zlibData.count + 4)
    frameData.appendBigEndian(sequence)
    sequence += 1
    frameData.append(contentsOf: frame.zlibData)
    bytes += try PNGChunkWriter.chunk("fdAT", frameData)
    return bytes
  }

  /// The IEND chunk that ends the file.
  static func trailer() throws -> [UInt8] { try PNGChunkWriter.chunk("IEND", []) }
}

extension APNGEncoder {
  /// Encodes `frames` as an animated PNG, with alpha only when some frame is translucent.
  ///
  /// - Parameters:
  ///   - frames: At least one pixmap, all of one size.
  ///   - frameDelay: How long each frame shows.
  ///   - loopCount: How many times the animation plays; 0 means forever. Default: 0.
  ///   - lastFrameDelay: How long the last frame shows, when shorter than `frameDelay`. Default: `nil`.
  /// - Returns: The bytes of the file.
  /// - Throws: ``AnimationEncodingError`` or ``PNGError``.
  public static func data(
    for frames: [Pixmap], frameDelay: FrameDelay, loopCount: Int = 0, lastFrameDelay: FrameDelay? = nil
  ) throws -> [UInt8] {
    guard let first = frames.first else {
      throw AnimationEncodingError("An animation needs at least one frame: render at least one.")
    }
    var encoder = try APNGEncoder(
      width: first.width, height: first.height, frameDelay: frameDelay, loopCount: loopCount,
      hasAlpha: !frames.allSatisfy(\.isOpaque))
    for frame in frames { try encoder.append(frame) }
    return try encoder.data(lastFrameDelay: lastFrameDelay)
  }
}
