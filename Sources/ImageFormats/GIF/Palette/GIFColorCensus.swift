import Drawing
import Raster

// The first of the GIF encoder's two passes: the colours of every frame,
// counted as the frames stream past, so the palette can be chosen without
// keeping any frame.
//
// The palette needs two things (`GIFPalette+Size.swift`): the histogram of
// every pixel of every frame, and each frame's own histogram, to check that
// no frame strays beyond the error budget. Consecutive frames of an animation
// differ in a small rectangle, so each frame is recorded as the change of its
// histogram from the previous frame's: +1 for each new colour inside the
// rectangle where the frames differ, −1 for each old one (frame 0 is all
// new). With H_k the histogram of frame k and Δ_k its change, H_k = Σ_{j≤k} Δ_j,
// and over F frames the whole histogram is
//
//     Σ_k H_k = Σ_j (F − j)·Δ_j = F·Σ_j Δ_j − Σ_j j·Δ_j,
//
// so two sums per colour are kept, the running one (which is the latest
// frame's histogram) and the one weighted by frame number, and the counts are
// exact integers whatever F turns out to be. A frame's error under a palette
// is likewise the previous frame's plus its change's, so checking every frame
// costs the size of the changes, not of the frames. The changes are computed
// from a frame and the one before it alone, on any thread
// (``change(from:to:conversion:)``); they are added in frame order, which
// numbers colours as they first appear.

/// The colour counts of an animation's frames, added one frame at a time in order.
struct GIFColorCensus: Sendable {
  /// How one frame's histogram differs from the previous frame's: colours in increasing order with their net counts.
  struct Change: Sendable {
    var colors: [UInt32] = []
    var counts: [Int32] = []
    /// The bounds of the pixels that were opaque and are now transparent, or `nil` when none is.
    var turningTransparent: IntRect?
  }

  /// One colour's count in one frame's change.
  struct Entry {
    var id: UInt32
    var count: Int32
  }

  /// The pixels of every frame.
  let pixelsPerFrame: Int
  /// How many frames were added.
  private(set) var frameCount = 0
  /// Each colour's number, given in order of first appearance.
  private var ids = GIFColorTable(capacity: 1024)
  /// The colour of each number.
  private(set) var colors: [UInt32] = []
  /// Σ_j Δ_j for each colour: its pixels in the latest frame.
  private var running: [Int] = []
  /// Σ_j j·Δ_j for each colour.
  private var weighted: [Int] = []
  /// Every frame's change, frame after frame; frame k's is `entries[starts[k]..<starts[k + 1]]`.
  private var entries: [Entry] = []
  private var starts = [0]
  /// For each frame where some pixel turns transparent, the bounds of those pixels.
  private(set) var turningTransparent: [Int: IntRect] = [:]

  /// An empty census of frames of `pixelsPerFrame` pixels.
  init(pixelsPerFrame: Int) {
    self.pixelsPerFrame = pixelsPerFrame
  }

  /// The change from `previous` (nil before the first frame) to `frame`, two pixmaps of one size.
  ///
  /// Only the rectangle where the pixel words differ is read, so an unchanged frame costs one comparison of rows.
  static func change(from previous: Pixmap?, to frame: Pixmap, conversion: GIFPixelConversion) -> Change {
    change(from: previous, to: frame, area: previous.flatMap { frame.changedBounds(since: $0) }, conversion: conversion)
  }

  /// ``change(from:to:conversion:)`` where the rectangle of changed pixels is known.
  ///
  /// - Parameter area: `frame.changedBounds(since: previous)` when there is a previous frame.
  static func change(from previous: Pixmap?, to frame: Pixmap, area: IntRect?, conversion: GIFPixelConversion) -> Change {
    var counts = GIFColorTable(capacity: 256)
    var turning: IntRect?
    frame.words.withUnsafeBufferPointer { now in
      guard let previous else {
        // Runs of one word are counted once.
        var i = 0
        while i < now.count {
          var end = i + 1
          while end < now.count, now[end] == now[i] { end += 1 }
          counts.add(Int32(end - i), to: conversion.color(of: now[i]))
          i = end
        }
        return
      }
      guard let rect = area else { return }
      previous.words.withUnsafeBufferPointer { before in
        for y in rect.minY..<rect.maxY {
          var x = rect.minX
          while x < rect.maxX {
            let i = y * frame.width + x
            guard now[i] != before[i] else {
              x += 1
              continue
            }
            // A run of one changed pair of words is counted once.
            var end = x + 1
            while end < rect.maxX, now[i + end - x] == now[i], before[i + end - x] == before[i] { end += 1 }
            let (new, old) = (conversion.color(of: now[i]), conversion.color(of: before[i]))
            if new != old {
              counts.add(Int32(end - x), to: new)
              counts.add(-Int32(end - x), to: old)
              if new == GIFPixelConversion.transparent {
                let run = IntRect(minX: x, minY: y, maxX: end, maxY: y + 1)
                turning = turning.map { $0.union(run) } ?? run
              }
            }
            x = end
          }
        }
      }
    }
    if let previous {
      if let rect = area {
        let grown = IntRect(
          minX: Swift.max(0, rect.minX - 2), minY: Swift.max(0, rect.minY - 2),
          maxX: Swift.min(frame.width, rect.maxX + 2), maxY: Swift.min(frame.height, rect.maxY + 2))
        countSmooth(in: previous, rect: grown, sign: -1, conversion: conversion, into: &counts)
        countSmooth(in: frame, rect: grown, sign: 1, conversion: conversion, into: &counts)
      }
    } else {
      countSmooth(in: frame, rect: frame.bounds, sign: 1, conversion: conversion, into: &counts)
    }
    var change = Change(turningTransparent: turning)
    for (color, count) in counts.sortedEntries where count != 0 {
      change.colors.append(color)
      change.counts.append(count)
    }
    return change
  }

  /// Adds the next frame's change.
  mutating func add(_ change: Change) {
    let k = frameCount
    for (color, count) in zip(change.colors, change.counts) {
      let id: Int
      if let known = ids.value(for: color) {
        id = Int(known)
      } else {
        id = colors.count
        ids.set(Int32(id), for: color)
        colors.append(color)
        running.append(0)
        weighted.append(0)
      }
      running[id] += Int(count)
      weighted[id] += k * Int(count)
      entries.append(Entry(id: UInt32(id), count: count))
    }
    starts.append(entries.count)
    if let rect = change.turningTransparent { turningTransparent[k] = rect }
    frameCount += 1
  }

  /// Frame `k`'s change: the numbers of its colours (indices of ``colors``) with their net counts.
  func frameChanges(_ k: Int) -> ArraySlice<Entry> { entries[starts[k]..<starts[k + 1]] }

  /// Every opaque colour of every frame with its number of pixels over all frames, in increasing order of colour.
  var histogram: [(color: UInt32, count: Int)] { totals(smooth: false) }

  /// Every colour of every frame with its number of smooth pixels (`GIFColorCensus+Smoothness.swift`)
  /// over all frames, in increasing order of colour; colours with none are left out.
  var smoothHistogram: [(color: UInt32, count: Int)] { totals(smooth: true) }

  /// The plain or smooth counts over all frames.
  private func totals(smooth: Bool) -> [(color: UInt32, count: Int)] {
    var out: [(color: UInt32, count: Int)] = []
    for id in colors.indices where colors[id] != GIFPixelConversion.transparent {
      guard (colors[id] & Self.smoothFlag != 0) == smooth else { continue }
      let count = frameCount * running[id] - weighted[id]
      if count > 0 { out.append((colors[id] & ~Self.smoothFlag, count)) }
    }
    out.sort { $0.color < $1.color }
    return out
  }

  /// The largest mean absolute channel difference, in 8-bit levels, between a frame and its nearest palette colours.
  ///
  /// Transparent pixels are shown exactly and count as pixels with no difference.
  func worstMeanError(under palette: GIFPalette) -> Double {
    let errors = colors.map { color -> Int in
      guard color != GIFPixelConversion.transparent, color & Self.smoothFlag == 0 else { return 0 }
      let shown = palette.shown(color)
      var d = 0
      for shift: UInt32 in [0, 8, 16] { d += abs(Int(color >> shift & 0xFF) - Int(shown >> shift & 0xFF)) }
      return d
    }
    var total = 0, worst = 0
    for k in 0..<frameCount {
      for entry in entries[starts[k]..<starts[k + 1]] { total += Int(entry.count) * errors[Int(entry.id)] }
      worst = Swift.max(worst, total)
    }
    return Double(worst) / Double(3 * Swift.max(1, pixelsPerFrame))
  }

  /// The pixels a colour must cover in a frame to stand out in it.
  static let prominentCount = 32

  /// The colours that stand out (``prominentCount``) in at least a tenth of the frames, in
  /// order of first appearance.
  ///
  /// A text colour, a hairline's or an icon's is one; most shades anti-aliasing spreads along
  /// edges, fewer than 32 pixels each, and the blends a fade passes through for a frame or two,
  /// are not. The mean error hides such small features: grey subtitle text is a few hundred
  /// pixels of a frame, so the mean barely moves when a palette shows it in a button's green.
  var prominentColors: [UInt32] {
    let threshold = Self.prominentCount
    // Each colour's pixels in the frame reached, the frame since which it has stood out
    // (-1: it does not), and the frames it stood out in before that.
    var counts = [Int](repeating: 0, count: colors.count)
    var since = [Int](repeating: -1, count: colors.count)
    var frames = [Int](repeating: 0, count: colors.count)
    for k in 0..<frameCount {
      for entry in entries[starts[k]..<starts[k + 1]] {
        let id = Int(entry.id)
        counts[id] += Int(entry.count)
        if counts[id] >= threshold, since[id] < 0 {
          since[id] = k
        } else if counts[id] < threshold, since[id] >= 0 {
          frames[id] += k - since[id]
          since[id] = -1
        }
      }
    }
    let needed = Swift.max(1, (frameCount + 9) / 10)
    return colors.indices.filter { id in
      colors[id] != GIFPixelConversion.transparent && colors[id] & Self.smoothFlag == 0 && frames[id] + (since[id] >= 0 ? frameCount - since[id] : 0) >= needed
    }.map { colors[$0] }
  }
}

extension IntRect {
  /// The smallest rectangle holding both rectangles.
  func union(_ other: IntRect) -> IntRect {
    IntRect(
      minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
      maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
  }
}
