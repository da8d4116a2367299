import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// The first pass's colour counts, kept as per-frame changes, equal counts made frame by frame.
struct GIFColorCensusTests {
  /// A 120×40 frame: anti-aliased discs in a hue ramp sliding by a fractional offset, and a half-transparent band.
  func frame(offset: Double) throws -> Pixmap {
    var p = try Pixmap(width: 120, height: 40)
    p.clear(.white)
    for k in 0..<12 {
      let t = Double(k) / 12
      p.fill(.circle(center: Point(x: 6 + Double(k) * 10 - offset, y: 14 + 6 * t), radius: 4.3),
        color: Color(red: t, green: 1 - t, blue: 0.5 + t / 2))
    }
    p.fill(.rect(Rect(x: 0, y: 30, width: 40 + offset, height: 6)), color: Color(red: 0, green: 0.4, blue: 1, alpha: 0.5))
    return p
  }

  @Test func histogramAndErrorsEqualCountsOfWholeFrames() throws {
    let offsets = [0.0, 0, 1.5, 3, 3, 7.25, 20]
    let frames = try offsets.map { try frame(offset: $0) }
    let conversion = GIFPixelConversion.flattened(onto: Color.white.premultiplied())
    var census = GIFColorCensus(pixelsPerFrame: 120 * 40)
    for k in frames.indices {
      census.add(GIFColorCensus.change(from: k == 0 ? nil : frames[k - 1], to: frames[k], conversion: conversion))
    }
    // Counted here, frame by frame.
    var total: [UInt32: Int] = [:]
    var perFrame: [[UInt32: Int]] = []
    for frame in frames {
      var own: [UInt32: Int] = [:]
      for color in conversion.colors(of: frame, in: frame.bounds) { own[color, default: 0] += 1 }
      total.merge(own, uniquingKeysWith: +)
      perFrame.append(own)
    }
    let histogram = census.histogram
    #expect(histogram.map(\.color) == total.keys.sorted())
    #expect(histogram.map(\.count) == total.keys.sorted().map { total[$0] ?? 0 })
    for colors in [7, 20, 63] {
      let palette = GIFPalette(histogram: histogram, maximumColors: colors)
      let worst = perFrame.map { own -> Double in
        var sum = 0
        for (color, count) in own {
          let shown = palette.colors[Int(GIFPalette.nearest(color, in: palette.colors))]
          for shift: UInt32 in [0, 8, 16] { sum += count * abs(Int(color >> shift & 0xFF) - Int(shown >> shift & 0xFF)) }
        }
        return Double(sum) / Double(3 * 120 * 40)
      }.max() ?? 0
      #expect(census.worstMeanError(under: palette) == worst, "\(colors) colours")
    }
  }
}
