import Drawing
import Raster

/// What a decoder shows after each image, for images that must be planned in order.
///
/// Used with Floyd–Steinberg dithering, a lossy tolerance, transparency or local
/// colour tables (see `GIFFrameSequencer.swift`, `GIFShownCanvas+Tables.swift`). A pixel changes when its colour did (or its
/// rectangle was just cleared) and its entry differs from the one shown; a
/// pixel that keeps its colour keeps what is shown, even where dithering or a
/// lossy choice shows a colour near but not at its own, so still areas never
/// shimmer. Only pixels inside the rectangle where the frame's words differ
/// from the previous frame's, or inside the rectangle just cleared, can
/// change, so only there are colours converted and entries looked up;
/// Floyd–Steinberg's entries alone are computed over the whole frame, since
/// the error it spreads runs through every pixel before.
struct GIFShownCanvas: Sendable {
  /// The colour shown at each pixel (the transparent marker where nothing is).
  private(set) var colors: [UInt32]
  /// The entry each shown colour came from (the transparent entry where nothing is shown).
  private var entries: [UInt8]
  /// The rectangle the previous image clears before the next one is drawn, if it clears.
  private var clearing: IntRect?
  /// Entries of dithered colours outside the histogram, kept between frames while the table stays.
  private var cache = GIFColorTable()
  /// The table ``cache`` holds entries of (see ``GIFTableChoice/id``).
  private var cacheTable = 0
  /// With local tables, the table every shown colour belongs to, or `nil` for the global palette.
  var active: GIFTableChoice?
  /// The number the next local table gets.
  var nextTable = 1
  let width: Int

  /// A canvas before any image, of the frames' size.
  init(width: Int, height: Int) {
    self.width = width
    colors = [UInt32](repeating: GIFPixelConversion.transparent, count: width * height)
    entries = [UInt8](repeating: 0, count: width * height)
  }

  /// Plans the image of frame `index` (`previous` is frame index − 1, `nil` for frame 0) and draws it on the canvas.
  mutating func plan(
    _ frame: Pixmap, after previous: Pixmap?, index: Int, delay: Int, settings: GIFFrameSequencer.Settings
  ) -> GIFImagePlan {
    let conversion = settings.conversion, tables = settings.localTables != nil
    if previous == nil {
      // Before the first image nothing is shown.
      for i in entries.indices { (colors[i], entries[i]) = (GIFPixelConversion.transparent, settings.palette.transparentIndex) }
      active = nil
    }
    if let clearing {
      for y in clearing.minY..<clearing.maxY {
        for x in clearing.minX..<clearing.maxX {
          (colors[y * width + x], entries[y * width + x]) = (GIFPixelConversion.transparent, settings.palette.transparentIndex)
        }
      }
    }
    // Where pixels may change: every pixel of frame 0, else where the words differ or the canvas was cleared.
    var region = previous.map { frame.changedBounds(since: $0) } ?? frame.bounds
    if let clearing { region = region.map { $0.union(clearing) } ?? clearing }
    // The image's table: the global palette, or with local tables the one chosen for the pixels it redraws.
    var table = GIFTableChoice(palette: settings.palette)
    if let limits = settings.localTables {
      table = chooseTable(for: frame, after: previous, region: region, clearing: clearing, settings: settings, limits: limits)
      if let bounds = table.redrawnBounds { region = region.map { $0.union(bounds) } ?? bounds }
    }
    let palette = table.palette, transparent = palette.transparentIndex
    if table.id != cacheTable { (cache, cacheTable) = (GIFColorTable(), table.id) }
    let exact = ExactEntries(frame: frame, region: region, settings: settings, palette: palette, cache: &cache)
    // Which pixels of the region change: every pixel of frame 0.
    var changed = Changes(region: region ?? IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0), all: previous == nil)
    var rect: IntRect?
    if let region, let previous {
      frame.words.withUnsafeBufferPointer { now in
        previous.words.withUnsafeBufferPointer { before in
          for y in region.minY..<region.maxY {
            var first = Int.max, last = -1
            for x in region.minX..<region.maxX {
              let i = y * width + x
              let cleared = clearing?.contains(x: x, y: y) ?? false
              let colorChanged = now[i] != before[i] && conversion.color(of: now[i]) != conversion.color(of: before[i])
              // With one table an entry stands for one colour; across tables the colours are compared.
              let differs = tables ? palette.color(ofEntry: exact[x, y]) != colors[i] : exact[x, y] != entries[i]
              if (cleared || colorChanged || table.redraws(i)) && differs {
                changed.mark(x: x, y: y)
                first = Swift.min(first, x)
                last = x
              }
            }
            if last >= 0 {
              let row = IntRect(minX: first, minY: y, maxX: last + 1, maxY: y + 1)
              rect = rect.map { $0.union(row) } ?? row
            }
          }
        }
      }
    }
    if previous == nil { rect = frame.bounds }
    // The image also covers the pixels that turn transparent in the next frame, and then clears its rectangle.
    let turning = settings.turningTransparent[index + 1]
    if let turning { rect = rect.map { $0.union(turning) } ?? turning }
    let area = rect ?? IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    let first = previous == nil
    var pixels = GIFLossyLZW.Pixels(exact: [], truth: [], shown: [], changes: [], allowsTransparency: !first)
    var held = GIFHeldColors(palette: palette)
    frame.words.withUnsafeBufferPointer { now in
      for y in area.minY..<area.maxY {
        for x in area.minX..<area.maxX {
          let i = y * width + x, isChanged = changed[x, y]
          // An unchanged pixel may repeat what is shown: with local tables, when this table holds it.
          let kept = tables ? held.entry(of: colors[i]) ?? transparent : entries[i]
          pixels.exact.append(isChanged ? exact[x, y] : kept)
          pixels.truth.append(conversion.color(of: now[i]))
          pixels.shown.append(colors[i])
          pixels.changes.append(isChanged)
        }
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
    clearing = turning == nil ? nil : area
    return GIFImagePlan(
      rect: area, delay: delay, disposal: turning == nil ? .keep : .clear,
      usesTransparency: !first || conversion == .keepingTransparency, content: content, palette: palette,
      hasLocalTable: table.id != 0)
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

/// Which pixels of a region change in an image.
private struct Changes {
  let region: IntRect
  private var flags: [Bool]

  /// No pixel of `region` changed yet, or every one when `all`.
  init(region: IntRect, all: Bool) {
    self.region = region
    flags = [Bool](repeating: all, count: region.width * region.height)
  }

  mutating func mark(x: Int, y: Int) { flags[(y - region.minY) * region.width + x - region.minX] = true }

  /// Whether the pixel at column `x`, row `y` changes; pixels outside the region do not.
  subscript(x: Int, y: Int) -> Bool {
    region.contains(x: x, y: y) && flags[(y - region.minY) * region.width + x - region.minX]
  }
}

/// A frame's nearest (or dithered) entries inside the rectangle where pixels may change.
///
/// Floyd–Steinberg's are computed over the whole frame, the others only inside the rectangle.
private struct ExactEntries {
  let region: IntRect
  /// The entries of `region`, or of the whole frame (`whole`) with Floyd–Steinberg.
  let values: [UInt8]
  let whole: Bool
  let width: Int

  init(
    frame: Pixmap, region: IntRect?, settings: GIFFrameSequencer.Settings, palette: GIFPalette,
    cache: inout GIFColorTable
  ) {
    width = frame.width
    whole = settings.dithering == .floydSteinberg && !palette.isExact
    let area = whole ? frame.bounds : region ?? IntRect(minX: 0, minY: 0, maxX: 0, maxY: 0)
    self.region = area
    guard !area.isEmpty else {
      values = []
      return
    }
    let colors = settings.conversion.colors(of: frame, in: area)
    // Ordered dithering's pattern follows the canvas, so the region's entries are offset to its position.
    values = palette.indices(
      of: colors, width: area.width, origin: (area.minX, area.minY), dithering: settings.dithering, cache: &cache)
  }

  /// The entry of the pixel at column `x`, row `y`, which lies inside the region.
  subscript(x: Int, y: Int) -> UInt8 { values[(y - region.minY) * region.width + x - region.minX] }
}

extension IntRect {
  /// Whether the pixel at column `x`, row `y` lies inside.
  func contains(x: Int, y: Int) -> Bool { x >= minX && x < maxX && y >= minY && y < maxY }
}
