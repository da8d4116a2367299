// Animated GIF from pixmaps, through giflib (see `GIFWriter`).
//
// GIF has one bit of transparency and at most 256 colours, so frames are first
// flattened onto an opaque background colour. One global palette is built from
// every colour of every frame (`GIFPalette`): exact when the frames use few
// enough colours, median cut refined by k-medians otherwise, with as few
// colours as keep every frame within a mean error budget
// (`GIFPalette+Size.swift`) and at most 63, so the table has at most 64
// entries like the SwipeCellKit README GIFs'. Fewer colours mean fewer
// distinct strings for LZW, so longer ones. Every frame is mapped to palette
// entries as a whole, a colour always to the same entry, so anti-aliasing
// shades never shimmer. Frame 0 is stored whole. Each later frame is cropped
// to the rectangle of entries that differ from those shown, with disposal "do
// not dispose": within it a pixel already shown may take the transparent index
// (the previous frame shows through) or repeat its entry, whichever lets LZW
// match longer strings (`GIFLossyLZW`). A change of colour that maps to the
// same entry is no change at all. Every frame is an image of the file, so
// decoders see as many frames as were rendered; an unchanged frame is one
// transparent pixel. Delays are whole hundredths of a second, taken from the
// exact rational running time, so the animation's total length is right to
// 1/100 s, including a last frame cut short to end with the scene.

import Drawing
import Raster

/// Encodes frames of one size into an animated GIF with one global palette.
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
  /// The opaque colour translucent pixels are composited onto. Default: white.
  public var background: Color
  /// The most colours of the global palette, 2…255 (one more entry marks transparency). Default: 63.
  public var maximumColors: Int
  /// The largest mean difference from its source any frame may show, in 8-bit levels per channel.
  ///
  /// The palette has the fewest colours (up to ``maximumColors``) whose nearest colours keep every
  /// frame within this budget. Default: ``defaultMeanErrorBudget``.
  public var meanErrorBudget: Double
  /// How far a changing pixel's colour may be from its true colour so that LZW finds longer strings,
  /// as a Euclidean RGB distance in 8-bit levels; 0 keeps every pixel's nearest entry. Default: 0.
  public var lossiness: Int

  /// The palette cap used when none is given: 63 colours and the transparent entry fill the
  /// 64-entry table of the SwipeCellKit README GIFs.
  public static let defaultMaximumColors = 63
  /// The error budget used when none is given: 1.9 levels, just inside the 2/255 a frame may differ.
  ///
  /// The palette's error is measured exactly from each frame's colours, so the budget needs no
  /// safety margin beyond that 0.1 level; each colour fewer shortens the files by several percent.
  public static let defaultMeanErrorBudget = 1.9

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - frameDelay: How long each frame shows.
  ///   - loopCount: How many times the animation plays, 0…65536; 0 means forever. Default: 0.
  ///   - dithering: How colours outside the palette are spread. Default: `.none`.
  ///   - background: The colour under translucent pixels; its alpha is ignored. Default: white.
  ///   - maximumColors: The most palette colours, 2…255. Default: ``defaultMaximumColors``.
  ///   - lossiness: How far changing pixels may stray for shorter LZW output, 0…255 levels. Default: 0.
  ///   - meanErrorBudget: The largest mean difference per frame the palette may cause, in levels.
  ///     Default: ``defaultMeanErrorBudget``.
  /// - Throws: ``AnimationEncodingError`` for a loop count, colour budget or lossiness out of range.
  public init(
    frameDelay: FrameDelay, loopCount: Int = 0, dithering: GIFDithering = .none, background: Color = .white,
    maximumColors: Int = GIFEncoder.defaultMaximumColors, lossiness: Int = 0,
    meanErrorBudget: Double = GIFEncoder.defaultMeanErrorBudget
  ) throws {
    guard (0...65_536).contains(loopCount) else {
      throw AnimationEncodingError("A loop count of \(loopCount) cannot be stored in a GIF: give 0 (forever) up to 65536.")
    }
    guard (2...GIFPalette.maximumColors).contains(maximumColors) else {
      throw AnimationEncodingError("A GIF palette of \(maximumColors) colours cannot be stored: give 2 up to 255.")
    }
    guard (0...255).contains(lossiness) else {
      throw AnimationEncodingError("A lossiness of \(lossiness) is out of range: give 0 (exact entries) up to 255.")
    }
    self.maximumColors = maximumColors
    self.lossiness = lossiness
    self.meanErrorBudget = meanErrorBudget
    self.frameDelay = frameDelay
    self.loopCount = loopCount
    self.dithering = dithering
    self.background = background
  }

  /// Encodes `frames` as an animated GIF.
  ///
  /// - Parameters:
  ///   - frames: At least one pixmap, all of one size.
  ///   - lastFrameDelay: How long the last frame shows when the animation ends before a whole
  ///     ``frameDelay`` (a scene whose length is not a whole number of frames), or `nil`. Default: `nil`.
  /// - Returns: The bytes of the file; equal frames and settings always give equal bytes.
  /// - Throws: ``AnimationEncodingError`` for no frames, mixed sizes or a giflib failure.
  public func data(for frames: [Pixmap], lastFrameDelay: FrameDelay? = nil) throws -> [UInt8] {
    guard let first = frames.first else {
      throw AnimationEncodingError("An animation needs at least one frame: render at least one.")
    }
    for (i, frame) in frames.enumerated() where frame.width != first.width || frame.height != first.height {
      throw AnimationEncodingError(
        "Frame \(i) is \(frame.width)×\(frame.height) but frame 0 is \(first.width)×\(first.height): render every frame at one size.")
    }
    var opaque = background
    opaque.alpha = 1
    let backdrop = opaque.premultiplied()
    // Two passes keep one flattened frame in memory at a time: count colours per frame, then map them.
    var counts: [UInt32: Int] = [:]
    var frameCounts: [[UInt32: Int]] = []
    for frame in frames {
      var own: [UInt32: Int] = [:]
      GIFEncoder.count(frame.flattenedRGB(onto: backdrop), into: &own)
      counts.merge(own, uniquingKeysWith: +)
      frameCounts.append(own)
    }
    let palette = GIFPalette.smallest(
      for: counts, frames: frameCounts, maximumColors: maximumColors, budget: meanErrorBudget)
    return try GIFWriter.data(
      width: first.width, height: first.height, palette: palette, loopCount: loopCount,
      frames: plan(frames, backdrop: backdrop, palette: palette, lastFrameDelay: lastFrameDelay))
  }

  /// The GIF images for `frames`, one per frame: frame 0 whole, later ones cropped to the entries that changed.
  private func plan(
    _ frames: [Pixmap], backdrop: PremultipliedRGBA8, palette: GIFPalette, lastFrameDelay: FrameDelay?
  ) -> [GIFWriter.Frame] {
    let width = frames[0].width
    let lossy = GIFLossyLZW(palette: palette, squaredTolerance: lossiness * lossiness)
    var cache: [UInt32: UInt8] = [:]
    var planned: [GIFWriter.Frame] = []
    var shown = ShownCanvas(count: frames[0].words.count)
    var previousTruth: [UInt32] = []
    for k in frames.indices {
      let delay = hundredths(toEndOfFrame: k, of: frames.count, lastFrameDelay: lastFrameDelay) - frameDelay.hundredths(atFrame: k)
      let truth = frames[k].flattenedRGB(onto: backdrop)
      let exact = palette.indices(of: truth, width: width, dithering: dithering, cache: &cache)
      let first = k == 0
      // A pixel changes when its colour did and its entry differs from the one shown.
      let changed = first ? [Bool](repeating: true, count: truth.count) : truth.indices.map {
        truth[$0] != previousTruth[$0] && exact[$0] != shown.entries[$0]
      }
      // An unchanged frame is one transparent pixel.
      let rect = GIFEncoder.changedBounds(changed, width: width) ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
      var pixels = GIFLossyLZW.Pixels(exact: [], truth: [], shown: [], changes: [], allowsTransparency: !first)
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX {
          let i = y * width + x
          pixels.exact.append(changed[i] ? exact[i] : shown.entries[i])
          pixels.truth.append(truth[i])
          pixels.shown.append(shown.colors[i])
          pixels.changes.append(changed[i])
        }
      }
      let chosen = lossy.entries(for: pixels)
      planned.append(GIFWriter.Frame(rect: rect, indices: chosen, usesTransparency: !first, delay: delay))
      shown.apply(chosen, in: rect, width: width, palette: palette)
      previousTruth = truth
    }
    return planned
  }

  /// The running time at the end of frame `k` of `count`, in hundredths: the last frame may be shorter.
  private func hundredths(toEndOfFrame k: Int, of count: Int, lastFrameDelay: FrameDelay?) -> Int {
    guard k == count - 1, let last = lastFrameDelay else { return frameDelay.hundredths(atFrame: k + 1) }
    // k·n/d + n'/d' seconds, in hundredths rounded to nearest.
    let numerator = 100 * (k * frameDelay.numerator * last.denominator + last.numerator * frameDelay.denominator)
    let denominator = frameDelay.denominator * last.denominator
    return (2 * numerator + denominator) / (2 * denominator)
  }

  /// The smallest rectangle holding every pixel marked in `changed` (row by row, `width` per row), or `nil` when none is.
  static func changedBounds(_ changed: [Bool], width: Int) -> IntRect? {
    var minX = width, minY = Int.max, maxX = 0, maxY = 0
    for i in changed.indices where changed[i] {
      let x = i % width, y = i / width
      minX = Swift.min(minX, x)
      maxX = Swift.max(maxX, x + 1)
      minY = Swift.min(minY, y)
      maxY = y + 1
    }
    return minY == Int.max ? nil : IntRect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }

  /// Adds the number of pixels of each colour in `pixels` to `counts`, a run of one colour at a time.
  static func count(_ pixels: [UInt32], into counts: inout [UInt32: Int]) {
    var i = 0
    while i < pixels.count {
      let color = pixels[i]
      var end = i + 1
      while end < pixels.count, pixels[end] == color { end += 1 }
      counts[color, default: 0] += end - i
      i = end
    }
  }
}

/// What a decoder shows after each image: a palette colour per pixel and the entry it came from.
private struct ShownCanvas {
  var colors: [UInt32]
  var entries: [UInt8]

  init(count: Int) {
    colors = [UInt32](repeating: 0, count: count)
    entries = [UInt8](repeating: 0, count: count)
  }

  /// Draws an image's entries over `rect`; transparent entries leave what is there.
  mutating func apply(_ chosen: [UInt8], in rect: IntRect, width: Int, palette: GIFPalette) {
    var o = 0
    for y in rect.minY..<rect.maxY {
      for x in rect.minX..<rect.maxX {
        if chosen[o] != palette.transparentIndex {
          colors[y * width + x] = palette.colors[Int(chosen[o])]
          entries[y * width + x] = chosen[o]
        }
        o += 1
      }
    }
  }
}
