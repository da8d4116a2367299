import Drawing

// A stand-in for the photos the originals show, drawn with flat shapes since the display list
// has no gradients: a sky, a sun, and three hills from far (pale) to near (dark). Everything
// about one picture follows from its seed: the palette is picked by the seed, and the sun's
// place and the hills' heights come from the fractional parts of multiples of the golden
// ratio, a low-discrepancy sequence, so neighbouring seeds look different without a random
// number generator.

/// A flat landscape picture, the same for the same seed.
struct LandscapeArtwork {
  /// Sky, sun and three hills from far to near.
  struct Palette {
    var sky: Color
    var sun: Color
    var hills: [Color]
  }

  /// Day, sunset, teal dusk and desert.
  static let palettes = [
    Palette(
      sky: Color(red255: 135, green255: 196, blue255: 235), sun: Color(red255: 255, green255: 214, blue255: 102),
      hills: [Color(red255: 126, green255: 176, blue255: 116), Color(red255: 82, green255: 142, blue255: 84), Color(red255: 48, green255: 104, blue255: 62)]),
    Palette(
      sky: Color(red255: 248, green255: 182, blue255: 132), sun: Color(red255: 255, green255: 238, blue255: 196),
      hills: [Color(red255: 196, green255: 118, blue255: 112), Color(red255: 146, green255: 82, blue255: 100), Color(red255: 92, green255: 56, blue255: 82)]),
    Palette(
      sky: Color(red255: 172, green255: 216, blue255: 210), sun: Color(red255: 255, green255: 250, blue255: 228),
      hills: [Color(red255: 104, green255: 164, blue255: 152), Color(red255: 62, green255: 122, blue255: 122), Color(red255: 36, green255: 86, blue255: 96)]),
    Palette(
      sky: Color(red255: 242, green255: 222, blue255: 176), sun: Color(red255: 255, green255: 255, blue255: 240),
      hills: [Color(red255: 214, green255: 164, blue255: 104), Color(red255: 182, green255: 122, blue255: 72), Color(red255: 140, green255: 90, blue255: 56)]),
  ]

  /// The golden ratio's fractional part, the step of the low-discrepancy sequence.
  static let goldenStep = 0.618_033_988_749_894_8

  /// Which picture: any integer, e.g. the row's index.
  var seed: Int

  /// The `k`-th value in 0..<1 for this seed.
  func fraction(_ k: Int) -> Double {
    let value = (Double(seed * 7 + k + 1) * Self.goldenStep).truncatingRemainder(dividingBy: 1)
    return value < 0 ? value + 1 : value
  }

  /// Records the picture filling `rect`, clipped to it.
  func draw(in rect: Rect, into list: inout DisplayList) {
    let count = Self.palettes.count
    let palette = Self.palettes[((seed % count) + count) % count]
    list.clipped(to: rect) { list in
      list.fill(rect, color: palette.sky)
      let sun = Point(x: rect.minX + rect.width * (0.2 + 0.6 * fraction(0)), y: rect.minY + rect.height * (0.18 + 0.14 * fraction(1)))
      list.fill(.circle(center: sun, radius: rect.width * 0.11), color: palette.sun)
      for (layer, color) in palette.hills.enumerated() {
        // Each nearer hill sits lower; its two ends and two control heights vary with the seed.
        let base = 0.42 + 0.16 * Double(layer)
        let heights = (0..<4).map { rect.minY + rect.height * (base + 0.16 * (fraction(2 + layer * 4 + $0) - 0.5)) }
        var hill = PathBuilder()
        hill.move(to: Point(x: rect.minX, y: rect.maxY))
        hill.line(to: Point(x: rect.minX, y: heights[0]))
        hill.cubic(
          to: Point(x: rect.maxX, y: heights[3]),
          control1: Point(x: rect.minX + rect.width / 3, y: heights[1] - rect.height * 0.12),
          control2: Point(x: rect.minX + rect.width * 2 / 3, y: heights[2] + rect.height * 0.06))
        hill.line(to: Point(x: rect.maxX, y: rect.maxY))
        hill.close()
        list.fill(hill.finish() ?? .empty, color: color)
      }
    }
  }
}
