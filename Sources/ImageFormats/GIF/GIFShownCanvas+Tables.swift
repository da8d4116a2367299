import Drawing
import Raster

// Choosing each image's table when an animation may use local colour tables
// (the criterion and its figures are in `GIFLocalTables.swift`).
//
// The pixels an image must redraw are those whose colour changed (every
// pixel of frame 0, and every pixel of a rectangle just cleared). Every
// colour shown belongs to the active table, so:
// 1. the active table is kept when it serves those pixels: their smooth
//    pixels are not served badly, and (for a local table) their mean error is
//    within `meanSlack` of the global palette's, so new flat UI colours never
//    fare worse than they would without local tables;
// 2. else, from a local table, the global palette is taken back when it
//    serves those pixels together with every pixel still shown in a colour
//    it lacks, which are redrawn;
// 3. else, when the active table leaves room (the frame uses fewer than three
//    quarters of its entries), a new table is built from the colours of the
//    pixels to redraw and the colours shown everywhere else, as a one-frame
//    census, by `GIFPalette.smallest`: the fewest colours, up to the cap,
//    within both budgets, prominent colours kept as shades of themselves. It
//    is taken when it brings the redrawn smooth pixels' error down by a
//    quarter; pixels shown in a colour it lacks are redrawn with it.
// Otherwise the active table stays. An image that redraws nothing uses the
// global palette and writes no table.

/// The table of one image and the pixels it redraws besides those whose colour changed.
struct GIFTableChoice: Sendable {
  /// The image's palette.
  var palette: GIFPalette
  /// 0 for the global palette, else the local table's number in the animation.
  var id = 0
  /// Whether each pixel of the frame, row by row, must be redrawn although its colour did not change; `nil` for none.
  var redrawn: [Bool]?
  /// The bounds of those pixels.
  var redrawnBounds: IntRect?

  /// Whether pixel `i` (row by row) must be redrawn although its colour did not change.
  @inline(__always)
  func redraws(_ i: Int) -> Bool { redrawn?[i] ?? false }
}

extension GIFShownCanvas {
  /// The table of the image of `frame` (after `previous`, `nil` for frame 0), whose pixels may change in `region`.
  mutating func chooseTable(
    for frame: Pixmap, after previous: Pixmap?, region: IntRect?, clearing: IntRect?,
    settings: GIFFrameSequencer.Settings, limits: GIFLocalTables
  ) -> GIFTableChoice {
    let global = GIFTableChoice(palette: settings.palette)
    guard let region else { return global }
    let conversion = settings.conversion, count = frame.words.count, height = frame.height
    // The pixels to redraw, and their colours.
    var changed = [Bool](repeating: false, count: count)
    var redrawn = GIFPixelSet()
    frame.words.withUnsafeBufferPointer { now in
      for y in region.minY..<region.maxY {
        for x in region.minX..<region.maxX {
          let i = y * width + x, color = conversion.color(of: now[i])
          let isChanged = previous.map { old in
            (clearing?.contains(x: x, y: y) ?? false)
              || (now[i] != old.words[i] && color != conversion.color(of: old.words[i]))
          } ?? true
          guard isChanged else { continue }
          changed[i] = true
          if color != GIFPixelConversion.transparent {
            redrawn.add(color, smooth: GIFColorCensus.isSmooth(now, width: width, height: height, x: x, y: y))
          }
        }
      }
    }
    guard redrawn.pixels > 0 else { return global }
    let current = active ?? global
    let globalErrors = redrawn.errors(under: settings.palette)
    let currentErrors = current.id == 0 ? globalErrors : redrawn.errors(under: current.palette)
    func serves(_ errors: GIFPixelSet.Errors, _ set: GIFPixelSet) -> Bool {
      !GIFLocalTables.servesBadly(errors, smoothPixels: set.smoothPixels, framePixels: count)
        && errors.mean <= globalErrors.mean + GIFLocalTables.meanSlack
    }
    // 1. The active table.
    if serves(currentErrors, redrawn) { return current }
    // 2. Back to the global palette, redrawing what it lacks.
    if current.id != 0 {
      var back = redrawn, lacking = [Bool](repeating: false, count: count)
      var bounds: IntRect?
      var held = GIFHeldColors(palette: settings.palette)
      frame.words.withUnsafeBufferPointer { now in
        for i in 0..<count where !changed[i] && held.entry(of: colors[i]) == nil {
          lacking[i] = true
          let (x, y) = (i % width, i / width)
          back.add(conversion.color(of: now[i]), smooth: GIFColorCensus.isSmooth(now, width: width, height: height, x: x, y: y))
          let pixel = IntRect(minX: x, minY: y, maxX: x + 1, maxY: y + 1)
          bounds = bounds.map { $0.union(pixel) } ?? pixel
        }
      }
      if serves(back.errors(under: settings.palette), back) {
        active = nil
        return GIFTableChoice(palette: settings.palette, redrawn: lacking, redrawnBounds: bounds)
      }
    }
    // 3. A new table, when the active one leaves room.
    guard let candidate = newTable(for: frame, changed: changed, settings: settings, limits: limits, leavingRoomIn: current)
    else { return current }
    let newErrors = redrawn.errors(under: candidate)
    guard newErrors.smooth <= GIFLocalTables.improvement * currentErrors.smooth,
      newErrors.mean <= globalErrors.mean + GIFLocalTables.meanSlack
    else { return current }
    var lacking = [Bool](repeating: false, count: count)
    var bounds: IntRect?
    var held = GIFHeldColors(palette: candidate)
    for i in 0..<count where !changed[i] && held.entry(of: colors[i]) == nil {
      lacking[i] = true
      let pixel = IntRect(minX: i % width, minY: i / width, maxX: i % width + 1, maxY: i / width + 1)
      bounds = bounds.map { $0.union(pixel) } ?? pixel
    }
    let choice = GIFTableChoice(palette: candidate, id: nextTable, redrawn: lacking, redrawnBounds: bounds)
    active = GIFTableChoice(palette: candidate, id: nextTable)
    nextTable += 1
    return choice
  }

  /// A table for `frame` from the colours of its `changed` pixels and those shown elsewhere, or `nil`
  /// when the frame fills three quarters or more of `current`'s entries.
  private func newTable(
    for frame: Pixmap, changed: [Bool], settings: GIFFrameSequencer.Settings, limits: GIFLocalTables,
    leavingRoomIn current: GIFTableChoice
  ) -> GIFPalette? {
    let conversion = settings.conversion, height = frame.height
    var counts = GIFColorTable(capacity: 1024)
    var used = [Bool](repeating: false, count: current.palette.colors.count)
    var held = GIFHeldColors(palette: current.palette)
    frame.words.withUnsafeBufferPointer { now in
      var last: (word: UInt32, entry: Int) = (now[0] &+ 1, 0)
      for i in 0..<now.count {
        let (x, y) = (i % width, i / width)
        let color = changed[i] ? conversion.color(of: now[i]) : colors[i]
        guard color != GIFPixelConversion.transparent else { continue }
        if changed[i] {
          if now[i] != last.word { last = (now[i], Int(current.palette.index(of: color))) }
          used[last.entry] = true
        } else if let entry = held.entry(of: color) {
          used[Int(entry)] = true
        }
        counts.add(1, to: color)
        if GIFColorCensus.isSmooth(now, width: width, height: height, x: x, y: y) {
          counts.add(1, to: color | GIFColorCensus.smoothFlag)
        }
      }
    }
    guard GIFLocalTables.leavesRoom(used: used.filter { $0 }.count, of: current.palette.colors.count) else { return nil }
    var census = GIFColorCensus(pixelsPerFrame: frame.words.count)
    var change = GIFColorCensus.Change()
    for (color, count) in counts.sortedEntries {
      change.colors.append(color)
      change.counts.append(count)
    }
    census.add(change)
    return GIFPalette.smallest(
      for: census, maximumColors: limits.maximumColors, budget: limits.budget, smoothBudget: limits.smoothBudget)
  }
}

/// The entries of colours a palette holds as they are, remembered colour by colour: shown colours
/// of other tables are not in its histogram, and finding them otherwise searches every entry.
struct GIFHeldColors {
  let palette: GIFPalette
  private var entries = GIFColorTable(capacity: 512)

  init(palette: GIFPalette) {
    self.palette = palette
  }

  /// ``GIFPalette/exactIndex(of:)``.
  @inline(__always)
  mutating func entry(of color: UInt32) -> UInt8? {
    if let known = entries.value(for: color) { return known < 0 ? nil : UInt8(known) }
    let found = palette.exactIndex(of: color)
    entries.set(found.map { Int32($0) } ?? -1, for: color)
    return found
  }
}
