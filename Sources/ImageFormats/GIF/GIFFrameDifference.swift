import Drawing
import Raster

/// A frame and the one before it: enough to plan its GIF image when entries depend on colour and position alone.
///
/// See `GIFFrameSequencer.swift` for when that holds. Frame 0 is stored whole,
/// without transparency. A later image covers the pixels whose colour changed
/// and whose entry differs from the previous frame's; only the rectangle where
/// the pixel words differ is read, in one pass over buffers (on frames
/// 100–180 of hero at scale 2, 417 M instructions, where arrays and a one-word
/// cache of entries took 633 M). An unchanged frame is one pixel that may show
/// through.
struct GIFFrameDifference: Sendable {
  /// The frame's pixels, and the previous frame's where it has one.
  enum Pixels: Sendable {
    /// Frame 0.
    case first(Pixmap)
    /// A later frame and the one before it.
    case frames(Pixmap, previous: Pixmap)
    /// A later frame as its patch from the one before, the words of the patch's rectangle
    /// before it, row by row, and the frame's top-left word.
    case change(FramePatch, before: [UInt32], corner: UInt32)
  }

  let pixels: Pixels
  let delay: Int
  let settings: GIFFrameSequencer.Settings

  /// The image: its rectangle and exact entries, with the unchanged pixels free to show through.
  func plan() -> GIFImagePlan {
    var entries = EntryMap(settings: settings)
    switch pixels {
    case .first(let frame):
      let all = entries.map(frame, in: frame.bounds)
      return image(frame.bounds, entries: all, free: [Bool](repeating: false, count: all.count), first: true)
    case .frames(let frame, let previous):
      guard let area = frame.changedBounds(since: previous) else { return unchanged(frame.words[0], &entries) }
      return frame.words.withUnsafeBufferPointer { now in
        previous.words.withUnsafeBufferPointer { old in
          let start = area.minY * frame.width + area.minX
          return plan(area, now: now.baseAddress! + start, old: old.baseAddress! + start, rowStride: frame.width, &entries)
            ?? unchanged(frame.words[0], &entries)
        }
      }
    case .change(let patch, let before, let corner):
      guard let area = patch.area else { return unchanged(corner, &entries) }
      // The rectangle after the patch is made here, on the job's thread, so that a job waiting
      // in the queue holds the rectangle's words once.
      var after = before
      after.withUnsafeMutableBufferPointer { patch.apply(to: $0.baseAddress!, rowStride: area.width) }
      return after.withUnsafeBufferPointer { now in
        before.withUnsafeBufferPointer { old in
          plan(area, now: now.baseAddress!, old: old.baseAddress!, rowStride: area.width, &entries)
        }
      } ?? unchanged(corner, &entries)
    }
  }

  /// The image of the pixels of `area` whose entries change, or `nil` when none does.
  ///
  /// `now` and `old` point at the area's top-left pixel in the frame and the previous frame,
  /// each row `rowStride` words after the one above.
  private func plan(
    _ area: IntRect, now words: UnsafePointer<UInt32>, old: UnsafePointer<UInt32>, rowStride: Int,
    _ entries: inout EntryMap
  ) -> GIFImagePlan? {
    // The previous frame's words get a map of their own, so neither evicts the other's.
    var before = EntryMap(settings: settings)
    let conversion = settings.conversion, count = area.width * area.height
    var changed = [Bool](repeating: false, count: count)
    var crop: IntRect?
    // One pass over the area: every pixel's entry, and whether it changes.
    let now = [UInt8](unsafeUninitializedCapacity: count) { now, initialized in
      changed.withUnsafeMutableBufferPointer { changed in
        var o = 0
        for y in area.minY..<area.maxY {
          let row = (y - area.minY) &* rowStride &- area.minX
          var first = Int.max, last = -1
          for x in area.minX..<area.maxX {
            let word = words[row &+ x], oldWord = old[row &+ x]
            let entry = entries.entry(of: word, x: x, y: y)
            now[o] = entry
            if word != oldWord, conversion.color(of: word) != conversion.color(of: oldWord),
              before.entry(of: oldWord, x: x, y: y) != entry
            {
              changed[o] = true
              first = Swift.min(first, x)
              last = x
            }
            o &+= 1
          }
          if last >= 0 {
            let row = IntRect(minX: first, minY: y, maxX: last + 1, maxY: y + 1)
            crop = crop.map { $0.union(row) } ?? row
          }
        }
      }
      initialized = count
    }
    guard let crop else { return nil }
    // The crop's rows, out of the area's.
    let size = crop.width * crop.height
    var free = [Bool](repeating: false, count: size)
    let cropped = [UInt8](unsafeUninitializedCapacity: size) { cropped, initialized in
      free.withUnsafeMutableBufferPointer { free in
        now.withUnsafeBufferPointer { now in
          changed.withUnsafeBufferPointer { changed in
            var o = 0
            for y in crop.minY..<crop.maxY {
              let start = (y - area.minY) * area.width + crop.minX - area.minX
              for i in start..<start + crop.width {
                cropped[o] = now[i]
                free[o] = !changed[i]
                o &+= 1
              }
            }
          }
        }
      }
      initialized = size
    }
    return image(crop, entries: cropped, free: free, first: false)
  }

  /// The image of a frame that changes nothing: its top-left pixel, whose word is `corner`, free to show through.
  private func unchanged(_ corner: UInt32, _ entries: inout EntryMap) -> GIFImagePlan {
    let pixel = IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    return image(pixel, entries: [entries.entry(of: corner, x: 0, y: 0)], free: [true], first: false)
  }

  private func image(_ rect: IntRect, entries: [UInt8], free: [Bool], first: Bool) -> GIFImagePlan {
    GIFImagePlan(
      rect: rect, delay: delay, disposal: .keep, usesTransparency: !first, content: .exact(entries: entries, free: free),
      palette: settings.palette)
  }
}

/// Palette entries of pixel words without dithering or with ordered dithering: functions of the word and its position.
///
/// Without dithering a word's entry is remembered in a small direct-mapped
/// table (indexed by the word's Fibonacci hash), which UI frames, made of few
/// words in long runs, hit nearly always; a miss converts the word and looks
/// its colour up in the palette.
private struct EntryMap {
  let palette: GIFPalette
  let conversion: GIFPixelConversion
  /// Whether colours are dithered by the ordered pattern.
  let ordered: Bool
  /// Ordered dithering's pair of entries for each colour.
  var cache = GIFColorTable()
  /// Recently mapped words and their entries, by hash; ``none`` marks an empty slot.
  var words = [UInt32](repeating: EntryMap.none, count: EntryMap.slots)
  var entries = [UInt8](repeating: 0, count: EntryMap.slots)
  static let slots = 1 << 10
  /// No pixel has this word: a premultiplied colour never exceeds its alpha, and this one is white at alpha 0.
  static let none: UInt32 = 0x00FF_FFFF

  init(settings: GIFFrameSequencer.Settings) {
    palette = settings.palette
    conversion = settings.conversion
    ordered = settings.dithering == .ordered && !settings.palette.isExact
  }

  /// The entry of `word` at canvas position (`x`, `y`).
  @inline(__always)
  mutating func entry(of word: UInt32, x: Int, y: Int) -> UInt8 {
    if ordered {
      let color = conversion.color(of: word)
      guard color != GIFPixelConversion.transparent else { return palette.transparentIndex }
      guard palette.dithers(color) else { return palette.index(of: color) }
      return palette.orderedIndex(of: color, x: x, y: y, cache: &cache)
    }
    let slot = Int((word &* 0x9E37_79B1) >> 22)
    if words[slot] == word { return entries[slot] }
    let entry = palette.index(of: conversion.color(of: word))
    words[slot] = word
    entries[slot] = entry
    return entry
  }

  /// The entries of `rect` of `pixmap`, row by row.
  mutating func map(_ pixmap: Pixmap, in rect: IntRect) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: rect.width * rect.height)
    pixmap.words.withUnsafeBufferPointer { words in
      var o = 0
      for y in rect.minY..<rect.maxY {
        for x in rect.minX..<rect.maxX {
          out[o] = entry(of: words[y * pixmap.width + x], x: x, y: y)
          o += 1
        }
      }
    }
    return out
  }
}
