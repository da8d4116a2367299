import Drawing
import Raster

/// What a decoder shows after each image, for images that must be planned in order.
///
/// Used with Floyd–Steinberg dithering, a lossy tolerance or transparency (see
/// `GIFFrameSequencer.swift`). A pixel changes when its colour did (or its
/// rectangle was just cleared) and its entry differs from the one shown; a
/// pixel that keeps its colour keeps what is shown, even where dithering or a
/// lossy choice shows a colour near but not at its own, so still areas never
/// shimmer. Each plan covers whole frames, which these settings need: the
/// dithered entries of a frame depend on all of it.
struct GIFShownCanvas: Sendable {
  /// The colour shown at each pixel (the transparent marker where nothing is).
  private var colors: [UInt32]
  /// The entry each shown colour came from (the transparent entry where nothing is shown).
  private var entries: [UInt8]
  /// The previous frame's colours.
  private var previousTruth: [UInt32] = []
  /// The rectangle the previous image clears before the next one is drawn, if it clears.
  private var clearing: IntRect?
  /// Entries of dithered colours outside the histogram, kept between frames.
  private var cache = GIFColorTable()
  let width: Int

  /// A canvas before any image, of the frames' size.
  init(width: Int, height: Int) {
    self.width = width
    colors = [UInt32](repeating: 0, count: width * height)
    entries = [UInt8](repeating: 0, count: width * height)
  }

  /// Plans the image of frame `index` and draws it on the canvas.
  mutating func plan(_ frame: Pixmap, index: Int, delay: Int, settings: GIFFrameSequencer.Settings) -> GIFImagePlan {
    let palette = settings.palette, transparent = palette.transparentIndex
    let truth = settings.conversion.colors(of: frame, in: frame.bounds)
    let exact = palette.indices(of: truth, width: width, dithering: settings.dithering, cache: &cache)
    let first = index == 0
    if first {
      // Before the first image nothing is shown.
      colors = colors.map { _ in GIFPixelConversion.transparent }
      entries = entries.map { _ in transparent }
    }
    if let clearing {
      for y in clearing.minY..<clearing.maxY {
        for x in clearing.minX..<clearing.maxX {
          (colors[y * width + x], entries[y * width + x]) = (GIFPixelConversion.transparent, transparent)
        }
      }
    }
    // A pixel changes when its colour did, or its rectangle was cleared, and its entry differs from the one shown.
    var changed = [Bool](repeating: first, count: truth.count)
    var rect: IntRect?
    for i in truth.indices where !first {
      let cleared = clearing.map { $0.contains(x: i % width, y: i / width) } ?? false
      if (cleared || truth[i] != previousTruth[i]) && exact[i] != entries[i] {
        changed[i] = true
        let pixel = IntRect(minX: i % width, minY: i / width, maxX: i % width + 1, maxY: i / width + 1)
        rect = rect.map { $0.union(pixel) } ?? pixel
      }
    }
    if first { rect = frame.bounds }
    // The image also covers the pixels that turn transparent in the next frame, and then clears its rectangle.
    let turning = settings.turningTransparent[index + 1]
    if let turning { rect = rect.map { $0.union(turning) } ?? turning }
    let area = rect ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    var pixels = GIFLossyLZW.Pixels(exact: [], truth: [], shown: [], changes: [], allowsTransparency: !first)
    for y in area.minY..<area.maxY {
      for x in area.minX..<area.maxX {
        let i = y * width + x
        pixels.exact.append(changed[i] ? exact[i] : entries[i])
        pixels.truth.append(truth[i])
        pixels.shown.append(colors[i])
        pixels.changes.append(changed[i])
      }
    }
    let content: GIFImagePlan.Content
    let shownEntries: [UInt8]
    if settings.squaredTolerance > 0 {
      shownEntries = GIFLossyLZW(palette: palette, squaredTolerance: settings.squaredTolerance).entries(for: pixels)
      content = .chosen(shownEntries)
    } else {
      shownEntries = zip(pixels.exact, pixels.changes).map { $1 ? $0 : transparent }
      content = .exact(entries: pixels.exact, free: pixels.changes.map { !$0 && !first })
    }
    apply(shownEntries, in: area, palette: palette)
    previousTruth = truth
    clearing = turning == nil ? nil : area
    let keepsTransparency = settings.conversion == .keepingTransparency
    return GIFImagePlan(
      rect: area, delay: delay, disposal: turning == nil ? .keep : .clear, usesTransparency: !first || keepsTransparency,
      content: content, palette: palette)
  }

  /// Draws an image's entries over `rect`; transparent entries leave what is there.
  private mutating func apply(_ chosen: [UInt8], in rect: IntRect, palette: GIFPalette) {
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

extension IntRect {
  /// Whether the pixel at column `x`, row `y` lies inside.
  func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
}
