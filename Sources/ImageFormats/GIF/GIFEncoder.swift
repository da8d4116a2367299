// Animated GIF from pixmaps, in two passes over the frames, so that frames
// can stream past and none has to be kept.
//
// GIF has one bit of transparency and at most 256 colours. Frames are first
// flattened onto an opaque background colour or, keeping transparency, made
// transparent below half alpha and opaque above (`GIFPixelConversion`). One
// global palette is built from every colour of every frame (`GIFPalette`):
// exact when the frames use few enough colours, median cut refined by
// k-medians otherwise, with as few colours (at most 255) as keep every frame
// within a mean error budget and the smooth regions of all frames (gradients,
// the calm parts of photos) within one of their own (`GIFPalette+Size.swift`,
// `GIFQuality`). Flat UI needs few: hero at the README size takes 16, like
// the 64-entry tables of the SwipeCellKit README GIFs; a gradient avatar or a
// photo takes many more. Fewer colours mean fewer distinct strings for LZW,
// so longer ones. The first pass counts the colours
// (`GIFColorCensus`), the second maps every frame to palette entries, a
// colour always to the same entry, so anti-aliasing shades never shimmer.
// An image whose smooth pixels the global palette serves badly, because the
// animation's colours change completely part-way, carries a local colour
// table chosen from its own colours (`GIFLocalTables.swift`); flat UI never
// does.
// Frame 0 is stored whole. Each later frame is cropped to the rectangle of
// entries that differ from those shown, with disposal "do not dispose":
// within it a pixel already shown may take the transparent index (the
// previous frame shows through) or repeat its entry, whichever lets LZW match
// longer strings (`GIFExactStringSearch`, or `GIFLossyLZW` with a lossy
// tolerance). A change of colour that maps to the same entry is no change at
// all. Where pixels turn transparent the image before is cleared after it is
// shown (`GIFFrameSequencer.swift`). Every frame is an image of the file, so
// decoders see as many frames as were rendered; an unchanged frame is one
// transparent pixel. Images are planned and LZW-coded (`GIFLZWEncoder`) on
// any thread and written in order (`GIFBlocks`). Delays are whole hundredths
// of a second, taken from the exact rational running time, so the
// animation's total length is right to 1/100 s, including a last frame cut
// short to end with the scene.

import Drawing
import Raster

/// Encodes frames of one size into an animated GIF with one global palette, and local colour
/// tables for images whose colours it serves badly (a picture that gives way to one of other colours).
///
/// ```swift
/// let encoder = try GIFEncoder(frameDelay: FrameDelay(numerator: 4, denominator: 100))
/// try writeFileAtomically(try encoder.data(for: frames), to: "swipe.gif")
/// ```
public struct GIFEncoder: Sendable {
  /// How long each frame shows; GIF stores whole hundredths, so running times are rounded.
  public var frameDelay: FrameDelay
  /// How many times the animation plays; 0 means forever.
  ///
  /// Stored in the NETSCAPE2.0 extension as repeats after the first play
  /// (`loopCount − 1`); a count of 1 omits the extension.
  public var loopCount: Int
  /// How colours the palette cannot hold exactly are spread. Default: `.none`.
  public var dithering: GIFDithering
  /// The opaque colour translucent pixels are composited onto, unless ``keepsTransparency``. Default: white.
  public var background: Color
  /// Whether pixels with alpha below one half are transparent in the GIF, and others shown opaque in their own colour.
  ///
  /// When `false` every pixel is composited onto ``background``. Default: `false`.
  public var keepsTransparency: Bool
  /// The most colours of the global palette and of every local table, 2…255 (one more entry marks
  /// transparency); no decoded frame shows more. Default: 255.
  public var maximumColors: Int
  /// The largest mean difference from its source any frame may show, in 8-bit levels per channel.
  ///
  /// The palette has the fewest colours (up to ``maximumColors``) whose nearest colours keep every
  /// frame within this budget. Default: ``defaultMeanErrorBudget``.
  public var meanErrorBudget: Double
  /// The largest mean difference from its source the smooth pixels of all frames may show
  /// (gradients, the calm parts of photos), in 8-bit levels per channel. Default: ``defaultGradientErrorBudget``.
  public var gradientErrorBudget: Double
  /// How far a changing pixel's colour may be from its true colour so that LZW finds longer strings,
  /// as a Euclidean RGB distance in 8-bit levels; 0 keeps every pixel's nearest entry. Default: 0.
  public var lossiness: Int

  /// The palette cap used when none is given: every colour a table can hold besides the transparent
  /// entry, so that the error budgets alone decide how many colours a GIF takes.
  public static let defaultMaximumColors = 255
  /// The error budget used when none is given: 1.9 levels, just inside the 2/255 a frame may differ.
  ///
  /// The palette's error is measured exactly from each frame's colours, so the budget needs no
  /// safety margin beyond that 0.1 level; each colour fewer shortens the files by several percent.
  public static let defaultMeanErrorBudget = 1.9
  /// The gradient error budget used when none is given, in levels: ``GIFQuality/balanced``'s.
  public static let defaultGradientErrorBudget = GIFQuality.balanced.gradientErrorBudget

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - frameDelay: How long each frame shows.
  ///   - loopCount: How many times the animation plays, 0…65535; 0 means forever. Default: 0.
  ///   - dithering: How colours outside the palette are spread. Default: `.none`.
  ///   - background: The colour under translucent pixels; its alpha is ignored. Default: white.
  ///   - maximumColors: The most palette colours, 2…255. Default: ``defaultMaximumColors``.
  ///   - lossiness: How far changing pixels may stray for shorter LZW output, 0…255 levels. Default: 0.
  ///   - meanErrorBudget: The largest mean difference per frame the palette may cause, in levels.
  ///     Default: ``defaultMeanErrorBudget``.
  ///   - gradientErrorBudget: The largest mean difference over the smooth pixels of all frames the
  ///     palette may cause, in levels. Default: ``defaultGradientErrorBudget``.
  ///   - keepsTransparency: Whether pixels below half alpha are transparent rather than composited
  ///     onto `background`. Default: `false`.
  /// - Throws: ``AnimationEncodingError`` for a loop count, colour budget or lossiness out of range.
  public init(
    frameDelay: FrameDelay, loopCount: Int = 0, dithering: GIFDithering = .none, background: Color = .white,
    maximumColors: Int = GIFEncoder.defaultMaximumColors, lossiness: Int = 0,
    meanErrorBudget: Double = GIFEncoder.defaultMeanErrorBudget,
    gradientErrorBudget: Double = GIFEncoder.defaultGradientErrorBudget, keepsTransparency: Bool = false
  ) throws {
    try LoopCount.check(loopCount)
    guard (2...GIFPalette.maximumColors).contains(maximumColors) else {
      throw AnimationEncodingError("A GIF palette of \(maximumColors) colours cannot be stored: give 2 up to 255.")
    }
    guard (0...255).contains(lossiness) else {
      throw AnimationEncodingError("A lossiness of \(lossiness) is out of range: give 0 (exact entries) up to 255.")
    }
    self.maximumColors = maximumColors
    self.lossiness = lossiness
    self.meanErrorBudget = meanErrorBudget
    self.gradientErrorBudget = gradientErrorBudget
    self.frameDelay = frameDelay
    self.loopCount = loopCount
    self.dithering = dithering
    self.background = background
    self.keepsTransparency = keepsTransparency
  }

  /// Encodes `frames` as an animated GIF.
  ///
  /// - Parameters:
  ///   - frames: At least one pixmap, all of one size.
  ///   - lastFrameDelay: How long the last frame shows when the animation ends before a whole
  ///     ``frameDelay`` (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  /// - Returns: The bytes of the file; equal frames and settings always give equal bytes, the same
  ///   as ``AnimatedImageWriter`` writes.
  /// - Throws: ``AnimationEncodingError`` for no frames or mixed sizes.
  public func data(for frames: [Pixmap], lastFrameDelay: FrameDelay? = nil) throws -> [UInt8] {
    guard let first = frames.first else {
      throw AnimationEncodingError("An animation needs at least one frame: render at least one.")
    }
    for (i, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
      throw AnimationEncodingError(
        "Frame \(i) is \(frame.width)×\(frame.height) but frame 0 is \(first.width)×\(first.height): render every frame at one size.")
    }
    var census = GIFColorCensus(pixelsPerFrame: first.words.count)
    for k in frames.indices {
      census.add(GIFColorCensus.change(from: k == 0 ? nil : frames[k - 1], to: frames[k], conversion: conversion))
    }
    var sequencer = try secondPass(after: census, lastFrameDelay: lastFrameDelay)
    var bytes = header(width: first.width, height: first.height, palette: sequencer.settings.palette)
    for frame in frames { bytes += sequencer.job(for: frame).encoded() }
    return bytes + GIFBlocks.trailer
  }

  /// How pixels become GIF colours with these settings.
  var conversion: GIFPixelConversion {
    guard !keepsTransparency else { return .keepingTransparency }
    var opaque = background
    opaque.alpha = 1
    return .flattened(onto: opaque.premultiplied())
  }

  /// The second pass over the frames `census` counted: their palette, delays and transparency.
  ///
  /// - Throws: ``AnimationEncodingError`` when the census holds no frame.
  func secondPass(after census: GIFColorCensus, lastFrameDelay: FrameDelay?) throws -> GIFFrameSequencer {
    let count = census.frameCount
    guard count > 0 else { throw AnimationEncodingError("An animation needs at least one frame: render at least one.") }
    let palette = GIFPalette.smallest(
      for: census, maximumColors: maximumColors, budget: meanErrorBudget, smoothBudget: gradientErrorBudget)
    let delays = (0..<count).map {
      hundredths(toEndOfFrame: $0, of: count, lastFrameDelay: lastFrameDelay) - frameDelay.hundredths(atFrame: $0)
    }
    let tables = GIFLocalTables(maximumColors: maximumColors, budget: meanErrorBudget, smoothBudget: gradientErrorBudget)
    return GIFFrameSequencer(
      settings: GIFFrameSequencer.Settings(
        palette: palette, conversion: conversion, dithering: dithering, squaredTolerance: lossiness * lossiness,
        delays: delays, turningTransparent: census.turningTransparent,
        localTables: census.someFrameWantsItsOwnTable(under: palette) ? tables : nil))
  }

  /// The file's blocks before its first image: header, logical screen, colour table and loop extension.
  func header(width: Int, height: Int, palette: GIFPalette) -> [UInt8] {
    GIFBlocks.header(
      width: width, height: height, palette: palette, backgroundIndex: keepsTransparency ? palette.transparentIndex : 0,
      loopCount: loopCount)
  }

  /// The running time at the end of frame `k` of `count`, in hundredths: the last frame may be shorter.
  private func hundredths(toEndOfFrame k: Int, of count: Int, lastFrameDelay: FrameDelay?) -> Int {
    guard k == count - 1, let last = lastFrameDelay else { return frameDelay.hundredths(atFrame: k + 1) }
    // k·n/d + n'/d' seconds, in hundredths rounded to nearest.
    let numerator = 100 * (k * frameDelay.numerator * last.denominator + last.numerator * frameDelay.denominator)
    let denominator = frameDelay.denominator * last.denominator
    return (2 * numerator + denominator) / (2 * denominator)
  }
}
