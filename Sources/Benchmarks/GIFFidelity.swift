// How faithfully a GIF shows the frames it was made from, in the figures
// docs/gif-palettes.md §1 defines: the mean absolute RGB difference over all
// pixels of all frames, in 8-bit levels; its 99th percentile over pixels
// (each pixel's difference averaged over its three channels); and, on the
// source's smooth vertical runs (neighbours within 3 levels in every channel,
// at least 6 pixels long, spanning at least 6 levels in some channel), the
// mean difference there ("gradient error") and the 99.9th percentile of the
// shown picture's jumps between vertical neighbours there ("band step"), which
// is what a band edge in a gradient is.

import Raster

/// The fidelity figures of decoded frames against their sources.
public struct GIFFidelity: Sendable {
  /// Mean absolute channel difference over every pixel, in levels.
  public var meanError: Double
  /// The 99th percentile over pixels of their mean channel difference, in levels.
  public var p99Error: Double
  /// Mean absolute channel difference over the source's smooth vertical runs, in levels.
  public var gradientError: Double
  /// The 99.9th percentile of the largest channel jump between vertical neighbours inside those runs, in levels.
  public var bandStep: Double

  /// The figures of `shown` (decoded frames, RGB packed `r | g << 8 | b << 16`) against opaque `sources`.
  ///
  /// Frames are paired in order; extra frames of either side are left out.
  public init(sources: [Pixmap], shown: [[UInt32]]) {
    var total = 0, channels = 0, smoothTotal = 0, smoothChannels = 0
    var pixelHistogram = [Int](repeating: 0, count: 766), stepHistogram = [Int](repeating: 0, count: 256)
    for (source, picture) in zip(sources, shown) where picture.count == source.words.count {
      let (w, h) = (source.width, source.height)
      let smooth = Self.smoothRuns(source)
      for i in 0..<(w * h) {
        let d = Self.difference(source.words[i], picture[i])
        total += d
        pixelHistogram[d] += 1
        if smooth.pixels[i] {
          smoothTotal += d
          smoothChannels += 3
        }
        if i >= w, smooth.pairs[i - w] {
          stepHistogram[Self.largestChannelStep(picture[i - w], picture[i])] += 1
        }
      }
      channels += 3 * w * h
    }
    meanError = Double(total) / Double(Swift.max(1, channels))
    p99Error = Double(Self.percentile(0.99, of: pixelHistogram)) / 3
    gradientError = Double(smoothTotal) / Double(Swift.max(1, smoothChannels))
    bandStep = Double(Self.percentile(0.999, of: stepHistogram))
  }

  /// The smallest value with at least `fraction` of the counts at or below it (0 with none).
  static func percentile(_ fraction: Double, of histogram: [Int]) -> Int {
    let count = histogram.reduce(0, +)
    guard count > 0 else { return 0 }
    // numpy's linear interpolation differs by under one step; the nearest rank is used here.
    let rank = Int((fraction * Double(count)).rounded(.up))
    var seen = 0
    for (value, n) in histogram.enumerated() {
      seen += n
      if seen >= rank { return value }
    }
    return histogram.count - 1
  }

  /// The summed absolute RGB difference of a premultiplied opaque source word and a packed RGB colour.
  @inline(__always)
  static func difference(_ source: UInt32, _ shown: UInt32) -> Int {
    var d = 0
    for shift: UInt32 in [0, 8, 16] { d += abs(Int(source >> shift & 0xFF) - Int(shown >> shift & 0xFF)) }
    return d
  }

  /// The largest per-channel difference of two packed colours.
  @inline(__always)
  static func largestChannelStep(_ a: UInt32, _ b: UInt32) -> Int {
    var d = 0
    for shift: UInt32 in [0, 8, 16] { d = Swift.max(d, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF))) }
    return d
  }

  /// The source's smooth vertical runs: which pixels lie in one, and which vertical pairs
  /// (a pixel and the one below it, indexed by the upper pixel) join two pixels of one.
  static func smoothRuns(_ source: Pixmap) -> (pixels: [Bool], pairs: [Bool]) {
    let (w, h) = (source.width, source.height)
    var pixels = [Bool](repeating: false, count: w * h), pairs = pixels
    for x in 0..<w {
      var y = 0
      while y < h - 1 {
        guard largestChannelStep(source.words[y * w + x], source.words[(y + 1) * w + x]) <= 3 else {
          y += 1
          continue
        }
        var end = y + 1
        while end < h - 1, largestChannelStep(source.words[end * w + x], source.words[(end + 1) * w + x]) <= 3 { end += 1 }
        // Pixels y...end form the run.
        if end - y + 1 >= 6, span(source, x: x, from: y, through: end) >= 6 {
          for r in y...end { pixels[r * w + x] = true }
          for r in y..<end { pairs[r * w + x] = true }
        }
        y = end
      }
    }
    return (pixels, pairs)
  }

  /// The largest range of one channel over column `x` of `source` from row `from` through `through`.
  private static func span(_ source: Pixmap, x: Int, from: Int, through: Int) -> Int {
    var widest = 0
    for shift: UInt32 in [0, 8, 16] {
      var low = 255, high = 0
      for y in from...through {
        let v = Int(source.words[y * source.width + x] >> shift & 0xFF)
        low = Swift.min(low, v)
        high = Swift.max(high, v)
      }
      widest = Swift.max(widest, high - low)
    }
    return widest
  }
}
