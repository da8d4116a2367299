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

import Drawing
import Raster

/// Encodes frames of one size into an animated PNG.
///
/// Append frames one at a time (only the previous frame and the compressed
/// crops are kept), then read ``data()``:
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
    guard (0...65_535).contains(loopCount) else {
      throw AnimationEncodingError("A loop count of \(loopCount) cannot be stored: give 0 (forever) up to 65535.")
    }
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
  ///   translucent frame; ``PNGError`` if zlib fails.
  public mutating func append(_ frame: Pixmap) throws {
    let index = frames.count
    guard frame.width == width, frame.height == height else {
      throw AnimationEncodingError(
        "Frame \(index) is \(frame.width)×\(frame.height) but the animation is \(width)×\(height): render every frame at one size.")
    }
    guard hasAlpha || frame.isOpaque else {
      throw AnimationEncodingError(
        "Frame \(index) has translucent pixels but the encoder was created without alpha: create it with hasAlpha: true.")
    }
    guard let previous else {
      let data = frame.pngCompressedScanlines(in: frame.bounds, channels: hasAlpha ? 4 : 3)
      frames.append(StoredFrame(rect: frame.bounds, zlibData: data))
      self.previous = frame
      return
    }
    // An unchanged frame rewrites one pixel with the value it already has.
    let rect = frame.changedBounds(since: previous) ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    let data = frame.pngCompressedScanlines(in: rect, channels: hasAlpha ? 4 : 3)
    frames.append(StoredFrame(rect: rect, zlibData: data))
    self.previous = frame
  }

  /// The animated PNG file holding every frame appended so far.
  ///
  /// - Parameter lastFrameDelay: How long the last frame shows when the animation ends before a
  ///   whole ``frameDelay`` (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  /// - Returns: The bytes of the file.
  /// - Throws: ``AnimationEncodingError`` when no frame was appended; ``PNGError`` for an oversized chunk.
  public func data(lastFrameDelay: FrameDelay? = nil) throws -> [UInt8] {
    guard let first = frames.first else {
      throw AnimationEncodingError("An animation needs at least one frame: append a frame before asking for the data.")
    }
    var file = PNGChunkWriter()
    try file.appendHeader(width: width, height: height, channels: hasAlpha ? 4 : 3)
    var animationControl: [UInt8] = []
    animationControl.appendBigEndian(UInt32(frames.count))
    animationControl.appendBigEndian(UInt32(loopCount))
    try file.append("acTL", animationControl)
    var sequence: UInt32 = 0
    func delay(_ index: Int) -> FrameDelay { index == frames.count - 1 ? lastFrameDelay ?? frameDelay : frameDelay }
    try file.append("fcTL", frameControl(first, delay: delay(0), sequence: &sequence))
    try file.append("IDAT", first.zlibData)
    for (index, frame) in frames.enumerated().dropFirst() {
      try file.append("fcTL", frameControl(frame, delay: delay(index), sequence: &sequence))
      var frameData: [UInt8] = []
      frameData.appendBigEndian(sequence)
      sequence += 1
      frameData.append(contentsOf: frame.zlibData)
      try file.append("fdAT", frameData)
    }
    try file.append("IEND", [])
    return file.bytes
  }

  /// The contents of an fcTL chunk for `frame` shown for `delay`, taking the next sequence number.
  private func frameControl(_ frame: StoredFrame, delay: FrameDelay, sequence: inout UInt32) -> [UInt8] {
    var data: [UInt8] = []
    data.appendBigEndian(sequence)
    sequence += 1
    for value in [frame.rect.width, frame.rect.height, frame.rect.minX, frame.rect.minY] {
      data.appendBigEndian(UInt32(value))
    }
    data.appendBigEndian(UInt16(delay.numerator))
    data.appendBigEndian(UInt16(delay.denominator))
    // Dispose op 0 (NONE: leave the frame in place), blend op 0 (SOURCE: replace the rectangle).
    data.append(contentsOf: [0, 0])
    return data
  }
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
