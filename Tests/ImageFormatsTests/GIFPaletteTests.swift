import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// Palette construction: k-medians refinement checked against medians and errors computed here.
struct GIFPaletteTests {
  /// Greys and two blues with uneven counts: more colours than a small palette holds.
  let histogram: [(color: UInt32, count: Int)] = {
    var colors: [(color: UInt32, count: Int)] = []
    for level in stride(from: 0, through: 255, by: 5) {
      let v = UInt32(level)
      colors.append((v | v << 8 | v << 16, 1 + (level * 7) % 23))
    }
    colors.append((0xFF8830, 40))
    colors.append((0xF07020, 9))
    return colors.sorted { $0.color < $1.color }
  }()

  /// The summed absolute channel difference between each histogram colour and its nearest entry.
  func absoluteError(of entries: [UInt32]) -> Int {
    histogram.reduce(0) { total, item in
      let shown = entries[Int(GIFPalette.nearest(item.color, in: entries))]
      var d = 0
      for shift: UInt32 in [0, 8, 16] {
        let a = Int(item.color >> shift & 0xFF), b = Int(shown >> shift & 0xFF)
        d += abs(a - b)
      }
      return total + item.count * d
    }
  }

  /// The lower weighted median of `values` (value, weight).
  func lowerMedian(_ values: [(Int, Int)]) -> Int {
    let sorted = values.sorted { $0.0 < $1.0 }
    let total = sorted.reduce(0) { $0 + $1.1 }
    var running = 0
    for (value, weight) in sorted {
      running += weight
      if 2 * running >= total { return value }
    }
    return sorted.last?.0 ?? 0
  }

  /// Refined entries sit at the weighted per-channel median of the colours nearest them, and err less than median cut's.
  @Test(arguments: [3, 5, 8])
  func refinementMovesEntriesToTheirClustersMedians(count: Int) {
    let start = GIFPalette.medianCut(histogram, count: count)
    let refined = GIFPalette.refined(start, for: histogram)
    #expect(refined.count == start.count)
    #expect(absoluteError(of: refined) <= absoluteError(of: start))
    for (e, entry) in refined.enumerated() {
      let cluster = histogram.filter { Int(GIFPalette.nearest($0.color, in: refined)) == e }
      guard !cluster.isEmpty else { continue }
      for shift: UInt32 in [0, 8, 16] {
        let median = lowerMedian(cluster.map { (Int($0.color >> shift & 0xFF), $0.count) })
        #expect(Int(entry >> shift & 0xFF) == median, "entry \(e) channel \(shift / 8)")
      }
    }
  }
}
