@testable import Benchmarks
@testable import Raster
import Testing

/// The fidelity figures of docs/gif-palettes.md §1 on a frame small enough to work out by hand.
struct GIFFidelityTests {
  /// A 4 × 10 frame: column 0 a red ramp 0, 2, …, 18 (one smooth run: steps of 2, ten pixels,
  /// 18 levels), columns 1–3 white (flat, so not smooth); shown with the ramp cut to steps of 6.
  @Test func aRampCutIntoBandsGivesTheFiguresWorkedOutByHand() throws {
    var source = try Pixmap(width: 4, height: 10)
    var shown = [UInt32](repeating: 0xFF_FFFF, count: 40)
    for y in 0..<10 {
      for x in 1..<4 { source.words[y * 4 + x] = 0xFFFF_FFFF }
      let red = UInt32(2 * y)
      source.words[y * 4] = 0xFF00_0000 | red
      shown[y * 4] = red / 6 * 6
    }
    let figures = GIFFidelity(sources: [source], shown: [shown])
    // Differences in column 0: 0, 2, 4, 0, 2, 4, 0, 2, 4, 0 levels of red, 18 in all.
    #expect(abs(figures.meanError - 18.0 / 120) < 1e-12)
    #expect(abs(figures.gradientError - 18.0 / 30) < 1e-12)
    // The 99th percentile of 40 pixels is the largest, 4 levels over three channels.
    #expect(abs(figures.p99Error - 4.0 / 3) < 1e-12)
    // Shown steps inside the run: 0, 0, 6 three times over; the 99.9th percentile is 6.
    #expect(figures.bandStep == 6)
  }

  @Test func exactFramesHaveNoError() throws {
    var source = try Pixmap(width: 3, height: 8)
    for y in 0..<8 { for x in 0..<3 { source.words[y * 3 + x] = 0xFF00_0000 | UInt32(3 * y) << 8 } }
    let figures = GIFFidelity(sources: [source], shown: [source.words.map { $0 & 0xFF_FFFF }])
    #expect(figures.meanError == 0 && figures.p99Error == 0 && figures.gradientError == 0)
    // The source's own steps of 3 levels are what an exact picture shows.
    #expect(figures.bandStep == 3)
  }
}
