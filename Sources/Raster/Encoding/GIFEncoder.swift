// Animated GIF from pixmaps, through giflib (see `GIFWriter`).
//
// GIF has one bit of transparency and at most 256 colours, so frames are first
// flattened onto an opaque background colour. One global palette is built from
// every colour of every frame (`GIFPalette`): exact when there are at most 255,
// median cut otherwise. Frame 0 is stored whole. Each later frame is cropped to
// the rectangle of pixels that changed since the previous frame, and within it
// every unchanged pixel takes the transparent entry, with disposal "do not
// dispose": the previous frame shows through, and the runs of one index that
// result compress well in LZW. An unchanged frame adds its delay to the frame
// before it. Delays are whole hundredths of a second, taken from the exact
// rational running time, so the animation's total length is right to 1/100 s.

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

  /// Creates an encoder.
  ///
  /// - Parameters:
  ///   - frameDelay: How long each frame shows.
  ///   - loopCount: How many times the animation plays, 0…65536; 0 means forever. Default: 0.
  ///   - dithering: How colours outside the palette are spread. Default: `.none`.
  ///   - background: The colour under translucent pixels; its alpha is ignored. Default: white.
  /// - Throws: ``AnimationEncodingError`` for a loop count out of range.
  public init(frameDelay: FrameDelay, loopCount: Int = 0, dithering: GIFDithering = .none, background: Color = .white) throws {
    guard (0...65_536).contains(loopCount) else {
      throw AnimationEncodingError("A loop count of \(loopCount) cannot be stored in a GIF: give 0 (forever) up to 65536.")
    }
    self.frameDelay = frameDelay
    self.loopCount = loopCount
    self.dithering = dithering
    self.background = background
  }

  /// Encodes `frames` as an animated GIF.
  ///
  /// - Parameter frames: At least one pixmap, all of one size.
  /// - Returns: The bytes of the file; equal frames and settings always give equal bytes.
  /// - Throws: ``AnimationEncodingError`` for no frames, mixed sizes or a giflib failure.
  public func data(for frames: [Pixmap]) throws -> [UInt8] {
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
    // Two passes keep two flattened frames in memory at a time: count colours, then map them.
    var counts: [UInt32: Int] = [:]
    for frame in frames { GIFEncoder.count(frame.flattenedRGB(onto: backdrop), into: &counts) }
    let palette = GIFPalette(histogram: counts)
    return try GIFWriter.data(
      width: first.width, height: first.height, palette: palette, loopCount: loopCount,
      frames: plan(frames, backdrop: backdrop, palette: palette))
  }

  /// The GIF images for `frames`: frame 0 whole, later ones cropped, unchanged frames merged into the one before.
  private func plan(_ frames: [Pixmap], backdrop: PremultipliedRGBA8, palette: GIFPalette) -> [GIFWriter.Frame] {
    let width = frames[0].width
    var cache: [UInt32: UInt8] = [:]
    var planned: [GIFWriter.Frame] = []
    var spans: [Range<Int>] = []
    var previous: [UInt32]?
    for k in frames.indices {
      let changed = k == 0 ? frames[k].bounds : frames[k].changedBounds(since: frames[k - 1])
      if changed == nil, let last = spans.indices.last, delay(spans[last].lowerBound..<(k + 1)) <= 65_535 {
        spans[last] = spans[last].lowerBound..<(k + 1)
        continue
      }
      // An unchanged frame whose delay no longer fits the previous image becomes one transparent pixel.
      let rect = changed ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
      let pixels = frames[k].flattenedRGB(onto: backdrop)
      let indices = palette.indices(
        of: pixels, previous: previous, width: width, in: rect, dithering: dithering, cache: &cache)
      planned.append(GIFWriter.Frame(rect: rect, indices: indices, usesTransparency: k > 0, delay: 0))
      spans.append(k..<(k + 1))
      previous = pixels
    }
    for i in planned.indices { planned[i].delay = delay(spans[i]) }
    return planned
  }

  /// The delay in hundredths of a second of an image showing frames `span`.
  private func delay(_ span: Range<Int>) -> Int {
    frameDelay.hundredths(atFrame: span.upperBound) - frameDelay.hundredths(atFrame: span.lowerBound)
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
