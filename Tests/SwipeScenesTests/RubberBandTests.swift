import Testing
@testable import SwipeScenes

/// docs/swipecellkit.md §4.2: the three linear rubber bands.
struct RubberBandTests {
  /// Slope past the limit, measured between two raw values past it.
  func slope(_ band: RubberBand, from a: Double, to b: Double) -> Double {
    (band.offset(forRaw: b) - band.offset(forRaw: a)) / (b - a)
  }

  /// Without expansion: 1:1 up to P = 222, then 0.4: raw −300 gives −(222 + 0.4·78) = −253.2.
  @Test func withoutExpansion() {
    let band = RubberBand.withoutExpansion(fullyExposedWidth: 222)
    #expect(band.offset(forRaw: -200) == -200)
    #expect(abs(band.offset(forRaw: -300) - -253.2) < 1e-9)
    #expect(abs(slope(band, from: -250, to: -350) - 0.4) < 1e-12)
    #expect(abs(slope(band, from: -10, to: -200) - 1) < 1e-12)
  }

  /// The wrong side: 20 % from the first point: raw +50 gives +10.
  @Test func wrongSide() {
    #expect(abs(RubberBand.wrongSide.offset(forRaw: 50) - 10) < 1e-12)
    #expect(abs(slope(.wrongSide, from: 10, to: 60) - 0.2) < 1e-12)
  }

  /// With expansion: 1:1 to the target 384, then 0.2: raw −500 gives −(384 + 0.2·116) = −407.2.
  @Test func expansionBand() {
    let band = RubberBand.expansion(.destructive, target: 384)
    #expect(band.offset(forRaw: -380) == -380)
    #expect(abs(band.offset(forRaw: -500) - -407.2) < 1e-9)
    #expect(abs(slope(band, from: -400, to: -450) - 0.2) < 1e-12)
  }

  /// The inverse used by `frame --offset` undoes the band.
  @Test(arguments: [-407.2, -253.2, -100, 0, 75, 300])
  func inverse(offset: Double) {
    for band in [RubberBand.withoutExpansion(fullyExposedWidth: 222), .expansion(.selection, target: 207)] {
      #expect(abs(band.offset(forRaw: band.raw(forOffset: offset)) - offset) < 1e-9)
    }
  }

  /// A replayed drag goes through the band: the finger moves 300 pt left on a side without expansion.
  @Test func dragFollowsTheBand() {
    let script = TouchScript(samples: [
      TouchSample(time: 0, x: 350, y: 48), TouchSample(time: 0.1, x: 200, y: 48), TouchSample(time: 0.2, x: 50, y: 48),
    ], releases: false)
    let timeline = SwipeTimeline(configuration: rightCell(), gestures: [.pan(script)])
    let state = timeline.state(at: 0.3, frameDuration: 0, measurer: FakeMeasurer())
    #expect(abs(state.offset - -253.2) < 1e-9)
  }
}
