/// The one colour table of an animated GIF, built from the colours its frames really use.
///
/// Colours are opaque RGB packed as `r | g << 8 | b << 16`. When the frames
/// use at most the colour budget the table holds exactly those, sorted by
/// packed value; otherwise median cut (see `GIFPalette+MedianCut.swift`)
/// chooses them and k-medians refinement (`GIFPalette+Refinement.swift`)
/// moves them to where they err least. Mapping is a pure function of the colour, so a given
/// anti-aliasing shade gets the same entry in every frame and still areas never
/// shimmer. One more entry, ``transparentIndex``, marks pixels a frame leaves unchanged or
/// transparent.

import Drawing
import Raster
struct GIFPalette: Sendable {
  /// The most colours a table holds, leaving one of GIF's 256 entries for transparency.
  static let maximumColors = 255

  /// The colours, at most the budget given to ``init(histogram:maximumColors:)``.
  let colors: [UInt32]
  /// Whether every colour of the frames is in the table as it is.
  let isExact: Bool
  /// The entry of every colour counted in the histogram, and of the transparent marker.
  private let indexByColor: GIFColorTable

  /// The entry that marks a pixel as transparent: unchanged from the previous frame, or showing nothing.
  var transparentIndex: UInt8 { UInt8(colors.count) }

  /// The number of entries of the stored table: colours, the transparent entry, then black padding up to a power of two (at least 4).
  ///
  /// It also sets the LZW code size: codes start at this many single entries.
  var tableSize: Int {
    var size = 4
    while size < colors.count + 1 { size *= 2 }
    return size
  }

  /// Builds the table for the colours of `histogram`, distinct opaque colours with their pixel counts in increasing order.
  ///
  /// - Parameters:
  ///   - histogram: The colours; with none, the table holds black alone.
  ///   - maximumColors: The most colours the table may hold, 1…``maximumColors``.
  ///   - pinned: Colours of `histogram` the table holds exactly, however few pixels they have,
  ///     fewer than `maximumColors`; the other entries are chosen around them.
  ///   - spreadable: The colours dithering may spread (``dithers(_:)``), any value marking one. Default: none.
  init(
    histogram: [(color: UInt32, count: Int)], maximumColors: Int = GIFPalette.maximumColors, pinned: [UInt32] = [],
    spreadable: GIFColorTable? = nil
  ) {
    let budget = Swift.max(1, Swift.min(GIFPalette.maximumColors, maximumColors))
    if histogram.count <= budget {
      colors = histogram.isEmpty ? [0] : histogram.map(\.color)
      isExact = true
    } else {
      let pinned = Array(pinned.prefix(budget - 1))
      let start = pinned + GIFPalette.medianCut(histogram, count: budget - pinned.count)
      colors = GIFPalette.refined(start, for: histogram, fixed: pinned.count)
      isExact = false
    }
    var indexByColor = GIFColorTable(capacity: histogram.count + 1)
    for (color, _) in histogram {
      let flag: Int32 = spreadable?.value(for: color) != nil ? GIFPalette.dithersFlag : 0
      indexByColor.set(Int32(GIFPalette.nearest(color, in: colors)) | flag, for: color)
    }
    indexByColor.set(Int32(colors.count), for: GIFPixelConversion.transparent)
    self.indexByColor = indexByColor
  }

  /// Builds the table for colours counted in `histogram` (colour → number of pixels).
  init(histogram: [UInt32: Int], maximumColors: Int = GIFPalette.maximumColors) {
    self.init(histogram: histogram.sorted { $0.key < $1.key }.map { (color: $0.key, count: $0.value) }, maximumColors: maximumColors)
  }

  /// The entry for `color`: exact when the histogram held it, the transparent entry for the
  /// transparent marker, else the nearest by squared RGB distance.
  @inline(__always)
  func index(of color: UInt32) -> UInt8 {
    if let known = indexByColor.value(for: color) { return UInt8(truncatingIfNeeded: known) }
    return GIFPalette.nearest(color, in: colors)
  }

  /// Set on an entry in the table of colours that dithering may spread.
  private static let dithersFlag: Int32 = 0x100

  /// Whether dithering may spread `color`: a colour of the histogram seen mostly in smooth regions.
  ///
  /// Flat fills, separators and text are never dithered, so they stay exact and still.
  @inline(__always)
  func dithers(_ color: UInt32) -> Bool {
    (indexByColor.value(for: color) ?? 0) & GIFPalette.dithersFlag != 0
  }

  /// The colour that stands for `color`.
  func shown(_ color: UInt32) -> UInt32 { colors[Int(index(of: color))] }

  /// The colour entry `entry` shows: the transparent marker for ``transparentIndex``.
  func color(ofEntry entry: UInt8) -> UInt32 {
    entry == transparentIndex ? GIFPixelConversion.transparent : colors[Int(entry)]
  }

  /// The entry of `color` when the table holds it as it is (the transparent entry for the marker), else `nil`.
  func exactIndex(of color: UInt32) -> UInt8? {
    guard color != GIFPixelConversion.transparent else { return transparentIndex }
    let entry = index(of: color)
    return colors[Int(entry)] == color ? entry : nil
  }

  /// The entry for `color`, as ``index(of:)``.
  ///
  /// - Parameter cache: Entries found for colours outside the histogram (dithering makes them),
  ///   kept by the caller between calls.
  func index(of color: UInt32, cache: inout GIFColorTable) -> UInt8 {
    if let known = indexByColor.value(for: color) ?? cache.value(for: color) { return UInt8(truncatingIfNeeded: known) }
    let found = GIFPalette.nearest(color, in: colors)
    cache.set(Int32(found), for: color)
    return found
  }

  /// The median distance from each colour to its nearest other colour, in 8-bit levels (at least 1).
  ///
  /// A palette that samples RGB on a lattice of step g has spacing g; Floyd–Steinberg
  /// carries at most this much error per channel to a pixel.
  var typicalSpacing: Int {
    guard colors.count > 1 else { return 1 }
    let nearest = colors.indices.map { i in
      colors.indices.lazy.filter { $0 != i }.map { GIFPalette.squaredDistance(colors[i], colors[$0]) }.min() ?? 0
    }.sorted()
    return Swift.max(1, Int(Double(nearest[nearest.count / 2]).squareRoot().rounded()))
  }

  /// The first entry of `colors` closest to `color` in squared RGB distance.
  static func nearest(_ color: UInt32, in colors: [UInt32]) -> UInt8 {
    var best = 0, bestDistance = Int.max
    for (i, candidate) in colors.enumerated() {
      let d = squaredDistance(color, candidate)
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    return UInt8(best)
  }

  /// The squared Euclidean distance of two packed colours in RGB.
  static func squaredDistance(_ a: UInt32, _ b: UInt32) -> Int {
    let r = Int(a & 0xFF) - Int(b & 0xFF)
    let g = Int(a >> 8 & 0xFF) - Int(b >> 8 & 0xFF)
    let b = Int(a >> 16 & 0xFF) - Int(b >> 16 & 0xFF)
    return r * r + g * g + b * b
  }
}
