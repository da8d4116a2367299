import Drawing
import Raster

/// A frame and the one before it: enough to plan its GIF image when entries depend on colour and position alone.
///
/// See `GIFFrameSequencer.swift` for when that holds. Frame 0 is stored whole,
/// without transparency. A later image covers the pixels whose colour changed
/// and whose entry differs from the previous frame's; only the rectangle where
/// the pixel words differ is read. An unchanged frame is one pixel that may
/// show through.
struct GIFFrameDifference: Sendable {
  let frame: Pixmap
  let previous: Pixmap?
  let delay: Int
  let settings: GIFFrameSequencer.Settings

  /// The image: its rectangle and exact entries, with the unchanged pixels free to show through.
  func plan() -> GIFImagePlan {
    var entries = EntryMap(settings: settings)
    guard let previous else {
      let all = entries.map(frame, in: frame.bounds)
      return image(frame.bounds, entries: all, free: [Bool](repeating: false, count: all.count), first: true)
    }
    guard let area = frame.changedBounds(since: previous) else { return unchanged(&entries) }
    let now = entries.map(frame, in: area)
    // The previous frame's words get a map of their own, so neither map's last word is lost to the other's.
    var before = EntryMap(settings: settings)
    var changed = [Bool](repeating: false, count: now.count)
    var crop: IntRect?
    frame.words.withUnsafeBufferPointer { words in
      previous.words.withUnsafeBufferPointer { old in
        var o = 0
        for y in area.minY..<area.maxY {
          var first = Int.max, last = -1
          for x in area.minX..<area.maxX {
            let i = y * frame.width + x
            if words[i] != old[i],
              settings.conversion.color(of: words[i]) != settings.conversion.color(of: old[i]),
              before.entry(of: old[i], x: x, y: y) != now[o]
            {
              changed[o] = true
              first = Swift.min(first, x)
              last = x
            }
            o += 1
          }
          if last >= 0 {
            let row = IntRect(minX: first, minY: y, maxX: last + 1, maxY: y + 1)
            crop = crop.map { $0.union(row) } ?? row
          }
        }
      }
    }
    guard let crop else { return unchanged(&entries) }
    var cropped: [UInt8] = [], free: [Bool] = []
    cropped.reserveCapacity(crop.width * crop.height)
    free.reserveCapacity(crop.width * crop.height)
    for y in crop.minY..<crop.maxY {
      let start = (y - area.minY) * area.width + crop.minX - area.minX
      cropped += now[start..<start + crop.width]
      free += changed[start..<start + crop.width].lazy.map { !$0 }
    }
    return image(crop, entries: cropped, free: free, first: false)
  }

  /// The image of a frame that changes nothing: its top-left pixel, free to show through.
  private func unchanged(_ entries: inout EntryMap) -> GIFImagePlan {
    let pixel = IntRect(minX: 0, minY: 0, maxX: 1, maxY: 1)
    return image(pixel, entries: entries.map(frame, in: pixel), free: [true], first: false)
  }

  private func image(_ rect: IntRect, entries: [UInt8], free: [Bool], first: Bool) -> GIFImagePlan {
    GIFImagePlan(
      rect: rect, delay: delay, disposal: .keep, usesTransparency: !first, content: .exact(entries: entries, free: free),
      palette: settings.palette)
  }
}

/// Palette entries of pixel words without dithering or with ordered dithering: functions of the word and its position.
private struct EntryMap {
  let settings: GIFFrameSequencer.Settings
  /// The ordered dither's swing, or 0 without dithering.
  let spread: Int
  /// Entries of dithered colours outside the histogram.
  var cache = GIFColorTable()
  /// The last word mapped without dithering, and its entry.
  var last: (word: UInt32, entry: UInt8)?

  init(settings: GIFFrameSequencer.Settings) {
    self.settings = settings
    let ordered = settings.dithering == .ordered && !settings.palette.isExact
    spread = ordered ? settings.palette.typicalSpacing : 0
  }

  /// The entry of `word` at canvas position (`x`, `y`).
  @inline(__always)
  mutating func entry(of word: UInt32, x: Int, y: Int) -> UInt8 {
    let palette = settings.palette
    if spread > 0 {
      let color = settings.conversion.color(of: word)
      guard color != GIFPixelConversion.transparent else { return palette.transparentIndex }
      return palette.index(of: palette.orderedColor(color, x: x, y: y, spread: spread), cache: &cache)
    }
    if let last, last.word == word { return last.entry }
    let entry = palette.index(of: settings.conversion.color(of: word))
    last = (word, entry)
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
