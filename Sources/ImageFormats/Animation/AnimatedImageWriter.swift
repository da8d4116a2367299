import Drawing
import Raster

// An animated GIF or APNG file written from frames handed over one at a time,
// streamed into a temporary file in its folder and renamed on finish, so
// readers never see half a file and no frame is kept.
//
// Appending a frame has three steps, so a caller with several threads can
// overlap frames: `prepare` (in frame order: checks, and what depends on the
// frames before), the returned job's `run` (any thread: the work that needs
// only this frame and the previous one — an APNG crop's compression, a GIF
// image's planning, entry search and LZW coding), and `write` (in frame
// order: bytes into the file). `append` does all three.
//
// A GIF takes every frame twice. Its palette must suit every frame, so the
// first pass only counts colours (`GIFColorCensus`); `endPass` chooses the
// palette and writes the file's header, and the second pass writes the
// images. The first pass also keeps each frame's change from the one before
// in a scratch file beside the GIF (`KeptFrames`), so the second takes those
// frames from there (`prepareKeptFrame`) and the caller need not draw them
// again; frames past the store's limit are handed over again. An APNG takes
// its frames once; its frame count, unknown until the end, is written into
// its acTL chunk on finish. An APNG left to choose
// between RGB and RGBA must see every frame first, so in that case alone the
// writer keeps the frames until finish.

/// Writes an animated GIF or APNG file from frames appended in order.
///
/// ```swift
/// var writer = try AnimatedImageWriter(path: "swipe.gif", format: .gif(GIFOptions()), frameDelay: FrameDelay(fps: 25))
/// for frame in frames { try writer.append(frame) }
/// if writer.passCount == 2 {
///   try writer.endPass()
///   for _ in 0..<writer.keptFrameCount { try writer.appendKeptFrame() }
///   for frame in frames.dropFirst(writer.keptFrameCount) { try writer.append(frame) }
/// }
/// try writer.finish()
/// ```
///
/// A writer owns its temporary file: copies of one writer share it, so use one of them.
public struct AnimatedImageWriter: Sendable {
  /// The kind of file and its format-specific settings.
  public enum Format: Hashable, Sendable {
    /// An animated GIF: one global palette, and local tables for images it serves badly.
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
  /// The most bytes of frame changes a GIF keeps between its passes, in a scratch file beside it.
  public let keptFrameBytes: Int
  /// The pass frames are appended for, from 1 up to ``passCount``.
  public private(set) var pass = 1

  private var state: State

  /// The scratch space a GIF writer takes unless told otherwise: 512 MiB, of which hero's GIF at scale 2 fills 18 MB.
  public static let defaultKeptFrameBytes = 512 << 20

  /// How many times every frame is appended: 2 for a GIF (colours, then images), 1 for an APNG.
  public var passCount: Int {
    if case .gif = format { return 2 }
    return 1
  }

  /// The encoder and what it still needs, per format and pass.
  private enum State: Sendable {
    case gifColors(GIFEncoder, GIFColorCensus?, previous: Pixmap?, kept: KeptFrames?)
    case gifImages(GIFImageFile)
    case apng(APNGFile?)
    case apngOfUnknownAlpha(frames: [Pixmap])
    case finished
  }

  /// Creates a writer with no frames; nothing is written until the first frame is appended.
  ///
  /// - Parameters:
  ///   - path: Where the file goes; its folder must exist when the first frame is appended
  ///     (for a GIF, when ``endPass()`` runs).
  ///   - format: GIF (with its palette settings) or APNG.
  ///   - frameDelay: How long each frame shows.
  ///   - lastFrameDelay: How long the last frame shows when shorter than `frameDelay`
  ///     (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  ///   - loopCount: How many times the animation plays, 0…65535; 0 means forever. Default: 0.
  ///   - keptFrameBytes: The most bytes of frame changes a GIF keeps between its passes in a nameless
  ///     scratch file in its folder, so that its second pass takes them from there
  ///     (``prepareKeptFrame()``); 0 keeps none. Default: ``defaultKeptFrameBytes``.
  /// - Throws: ``AnimationEncodingError`` for a loop count or GIF option out of range.
  public init(
    path: String, format: Format, frameDelay: FrameDelay, lastFrameDelay: FrameDelay? = nil, loopCount: Int = 0,
    keptFrameBytes: Int = AnimatedImageWriter.defaultKeptFrameBytes
  ) throws {
    try LoopCount.check(loopCount)
    self.path = path
    self.format = format
    self.frameDelay = frameDelay
    self.lastFrameDelay = lastFrameDelay
    self.loopCount = loopCount
    self.keptFrameBytes = keptFrameBytes
    switch format {
    case .gif(let options):
      state = .gifColors(
        try GIFEncoder(frameDelay: frameDelay, loopCount: loopCount, options: options), nil, previous: nil, kept: nil)
    case .apng(.some):
      state = .apng(nil)
    case .apng(.none):
      state = .apngOfUnknownAlpha(frames: [])
    }
  }

  /// What is left to do for one frame after ``prepare(_:)``; it may run on any thread.
  public struct FrameJob: Sendable {
    fileprivate enum Work: Sendable {
      case none
      case gifColors(previous: Pixmap?, frame: Pixmap, conversion: GIFPixelConversion, keeping: Bool)
      case gifImage(GIFFrameJob)
      case apng(APNGEncoder.FrameJob)
    }
    fileprivate let work: Work

    /// Does the frame's work: counts its colours and codes its change to keep, or plans, searches
    /// and codes its image, or compresses its crop.
    public func run() -> EncodedFrame {
      switch work {
      case .none: return EncodedFrame(result: .none)
      case .gifColors(let previous, let frame, let conversion, let keeping):
        let area = previous.map { frame.changedBounds(since: $0) } ?? frame.bounds
        let change = GIFColorCensus.change(from: previous, to: frame, area: area, conversion: conversion)
        return EncodedFrame(result: .gifColors(change, keeping ? FramePatch(from: previous, to: frame, area: area) : nil))
      case .gifImage(let job): return EncodedFrame(result: .gifImage(job.encoded()))
      case .apng(let job): return EncodedFrame(result: .apng(job.compressed()))
      }
    }
  }

  /// A frame's finished work, to be handed to ``write(_:)`` in the order of ``prepare(_:)``.
  public struct EncodedFrame: Sendable {
    fileprivate enum Result: Sendable {
      case none
      case gifColors(GIFColorCensus.Change, FramePatch?)
      case gifImage([UInt8])
      case apng(APNGEncoder.StoredFrame)
    }
    fileprivate let result: Result
  }

  /// Takes the next frame, in order, and returns the work on it that any thread may do.
  ///
  /// - Parameter frame: A pixmap of the first frame's size; opaque for an APNG without alpha.
  /// - Throws: ``AnimationEncodingError`` for a frame of another size, an unexpected translucent
  ///   frame, more frames in a GIF's second pass than its first, or a writer already finished;
  ///   ``FileWriteError`` when an APNG's file cannot be created.
  public mutating func prepare(_ frame: Pixmap) throws -> FrameJob {
    switch state {
    case .gifColors(let encoder, var census, let previous, var kept):
      if let previous, previous.width != frame.width || previous.height != frame.height {
        throw AnimationEncodingError(
          "Frame \(census?.frameCount ?? 0) is \(frame.width)×\(frame.height) but frame 0 is "
            + "\(previous.width)×\(previous.height): render every frame at one size.")
      }
      if census == nil {
        census = GIFColorCensus(pixelsPerFrame: frame.words.count)
        kept = KeptFrames(besides: path, byteLimit: keptFrameBytes)
      }
      state = .gifColors(encoder, census, previous: frame, kept: kept)
      return FrameJob(
        work: .gifColors(
          previous: previous, frame: frame, conversion: encoder.conversion, keeping: kept?.isKeeping ?? false))
    case .gifImages(var file):
      state = .finished
      defer { state = .gifImages(file) }
      return FrameJob(work: .gifImage(try file.job(for: frame)))
    case .apng(var file):
      state = .finished
      defer { state = .apng(file) }
      if file == nil, case .apng(let hasAlpha?) = format {
        file = try APNGFile(
          path: path, encoder: APNGEncoder(
            width: frame.width, height: frame.height, frameDelay: frameDelay, loopCount: loopCount, hasAlpha: hasAlpha))
      }
      guard var open = file else { return FrameJob(work: .none) }
      let job = try open.job(for: frame)
      file = open
      return FrameJob(work: .apng(job))
    case .apngOfUnknownAlpha(var frames):
      // Parking the state drops its reference to the array, so appending does not copy it.
      state = .finished
      frames.append(frame)
      state = .apngOfUnknownAlpha(frames: frames)
      return FrameJob(work: .none)
    case .finished:
      throw AnimationEncodingError("The animation '\(path)' is already finished: create a new writer for more frames.")
    }
  }

  /// Takes a frame's finished work, in the order the frames were prepared.
  ///
  /// - Throws: ``FileWriteError`` when the file cannot be written, ``PNGError`` for an oversized chunk.
  public mutating func write(_ encoded: EncodedFrame) throws {
    switch (state, encoded.result) {
    case (.gifColors(let encoder, var census?, let previous, var kept), .gifColors(let change, let patch)):
      state = .finished
      census.add(change)
      if let patch { kept?.keep(patch) }
      state = .gifColors(encoder, census, previous: previous, kept: kept)
    case (.gifImages(let file), .gifImage(let bytes)):
      try file.write(bytes)
    case (.apng(var file?), .apng(let stored)):
      state = .finished
      defer { state = .apng(file) }
      try file.write(stored)
    default:
      break
    }
  }

  /// Adds the next frame: ``prepare(_:)``, the job's ``FrameJob/run()`` and ``write(_:)`` in one call.
  ///
  /// - Throws: As those three.
  public mutating func append(_ frame: Pixmap) throws {
    try write(prepare(frame).run())
  }

  /// How many frames, from the first, a GIF's second pass can take from what its first pass kept:
  /// ``prepareKeptFrame()`` takes them without their pixels. 0 before the second pass.
  ///
  /// Every frame, unless the disk refused the scratch file beside the GIF or the changes passed
  /// ``keptFrameBytes``; the frames after these must be handed over again.
  public var keptFrameCount: Int {
    guard case .gifImages(let file) = state else { return 0 }
    return file.kept?.count ?? 0
  }

  /// Takes the next frame of a GIF's second pass from what its first pass kept, as ``prepare(_:)`` takes a frame.
  ///
  /// - Throws: ``AnimationEncodingError`` outside a GIF's second pass or past ``keptFrameCount``;
  ///   ``FileWriteError`` when the kept frame cannot be read back.
  public mutating func prepareKeptFrame() throws -> FrameJob {
    guard case .gifImages(var file) = state else {
      throw AnimationEncodingError(
        "Only a GIF's second pass takes kept frames: call endPass() after the first pass of '\(path)'.")
    }
    state = .finished
    defer { state = .gifImages(file) }
    return FrameJob(work: .gifImage(try file.keptJob()))
  }

  /// Adds the next kept frame: ``prepareKeptFrame()``, the job's ``FrameJob/run()`` and ``write(_:)`` in one call.
  ///
  /// - Throws: As those three.
  public mutating func appendKeptFrame() throws {
    try write(prepareKeptFrame().run())
  }

  /// Ends a pass before the last, after every frame was appended; the next pass takes the same frames again.
  ///
  /// For a GIF this chooses the palette and writes the file's header under its temporary name.
  ///
  /// - Throws: ``AnimationEncodingError`` when no frame was appended or no pass is left,
  ///   ``FileWriteError`` when the file cannot be created.
  public mutating func endPass() throws {
    guard case .gifColors(let encoder, let census, let previous, let kept) = state else {
      throw AnimationEncodingError("The animation '\(path)' has no further pass: finish it instead.")
    }
    guard let census, let previous else {
      throw AnimationEncodingError("An animation needs at least one frame: append a frame before ending the pass of '\(path)'.")
    }
    let sequencer = try encoder.secondPass(after: census, lastFrameDelay: lastFrameDelay)
    let file = try PartialFile(path: path)
    try file.append(encoder.header(width: previous.width, height: previous.height, palette: sequencer.settings.palette))
    state = .gifImages(
      GIFImageFile(file: file, sequencer: sequencer, kept: kept, width: previous.width, height: previous.height))
    pass = 2
  }

  /// Ends the last pass and puts the file in place, through a temporary file in the same folder and a rename.
  ///
  /// - Returns: The size of the file in bytes.
  /// - Throws: ``AnimationEncodingError`` when no frame was appended, a GIF's first pass was not
  ///   ended or its second pass had fewer frames, or the writer is already finished;
  ///   ``FileWriteError`` when the file cannot be written.
  @discardableResult
  public mutating func finish() throws -> Int {
    let current = state
    state = .finished
    switch current {
    case .gifColors:
      throw AnimationEncodingError(
        "A GIF takes its frames twice (colours, then images): call endPass() and append the frames again before finishing '\(path)'.")
    case .gifImages(let file):
      return try file.finish()
    case .apng(let file):
      guard var file else {
        throw AnimationEncodingError("An animation needs at least one frame: append a frame before finishing '\(path)'.")
      }
      return try file.finish(lastFrameDelay: lastFrameDelay)
    case .apngOfUnknownAlpha(let frames):
      let bytes = try APNGEncoder.data(
        for: frames, frameDelay: frameDelay, loopCount: loopCount, lastFrameDelay: lastFrameDelay)
      try writeFileAtomically(bytes, to: path)
      return bytes.count
    case .finished:
      throw AnimationEncodingError("The animation '\(path)' is already finished: create a new writer for another file.")
    }
  }
}

/// A GIF's second pass: the images written into the file as they come.
private struct GIFImageFile: Sendable {
  let file: PartialFile
  var sequencer: GIFFrameSequencer
  /// The frames the first pass kept, or `nil`.
  let kept: KeptFrames?
  let width: Int, height: Int

  mutating func keptJob() throws -> GIFFrameJob {
    let k = sequencer.index
    guard let kept, k < kept.count else {
      throw AnimationEncodingError(
        "Frame \(k) of '\(file.path)' was not kept from the first pass (\(kept?.count ?? 0) were): append its pixels instead.")
    }
    guard let patch = kept.patch(k) else {
      throw FileWriteError(
        description: "Cannot read back frame \(k) of '\(file.path)' from its scratch file: check the disk holding its folder.")
    }
    return try sequencer.job(patching: patch, width: width, height: height)
  }

  mutating func job(for frame: Pixmap) throws -> GIFFrameJob {
    guard frame.width == width, frame.height == height else {
      throw AnimationEncodingError(
        "Frame \(sequencer.index) is \(frame.width)×\(frame.height) but frame 0 is \(width)×\(height): render every frame at one size.")
    }
    guard sequencer.index < sequencer.settings.delays.count else {
      throw AnimationEncodingError(
        "The second pass of '\(file.path)' has more frames than the first (\(sequencer.settings.delays.count)): append the same frames twice.")
    }
    return sequencer.job(for: frame)
  }

  func write(_ image: [UInt8]) throws { try file.append(image) }

  func finish() throws -> Int {
    guard sequencer.index == sequencer.settings.delays.count else {
      throw AnimationEncodingError(
        "The second pass of '\(file.path)' has \(sequencer.index) frames but the first had "
          + "\(sequencer.settings.delays.count): append the same frames twice.")
    }
    try file.append(GIFBlocks.trailer)
    try file.commit()
    return file.size
  }
}

/// An APNG written into its file as frames come, one frame behind: the last frame's delay is known only at the end.
private struct APNGFile: Sendable {
  let file: PartialFile
  var encoder: APNGEncoder
  var chunks: APNGChunkStream
  /// The latest frame, written when the next one comes or on finish.
  var held: APNGEncoder.StoredFrame?
  var frameCount = 0

  init(path: String, encoder: APNGEncoder) throws {
    file = try PartialFile(path: path)
    self.encoder = encoder
    chunks = APNGChunkStream(loopCount: encoder.loopCount)
    // The acTL chunk's frame count is written again on finish.
    try file.append(
      chunks.header(width: encoder.width, height: encoder.height, channels: encoder.hasAlpha ? 4 : 3, frameCount: 0))
  }

  mutating func job(for frame: Pixmap) throws -> APNGEncoder.FrameJob { try encoder.job(for: frame) }

  mutating func write(_ stored: APNGEncoder.StoredFrame) throws {
    if let held { try file.append(chunks.frame(held, delay: encoder.frameDelay)) }
    held = stored
    frameCount += 1
  }

  mutating func finish(lastFrameDelay: FrameDelay?) throws -> Int {
    guard let held else {
      throw AnimationEncodingError("An animation needs at least one frame: append a frame before finishing '\(file.path)'.")
    }
    try file.append(chunks.frame(held, delay: lastFrameDelay ?? encoder.frameDelay))
    try file.append(APNGChunkStream.trailer())
    try file.overwrite(chunks.animationControl(frameCount: frameCount), at: APNGChunkStream.animationControlOffset)
    try file.commit()
    return file.size
  }
}
