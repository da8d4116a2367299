import BuiltInScenes
import SceneRendering
import SwipeScenes
import Testing

/// `--frames A-B`: the text, and the same stretch of the scene in a pass at another rate.
struct FrameRangeTests {
  @Test func parsesARange() {
    #expect(FrameSelection.range("10-20") == 10...20)
    #expect(FrameSelection.range("0-0") == 0...0)
  }

  @Test(arguments: ["7", "5-1", "-5-3", "1-2-3", "a-b", "", "-", "3-", "0-9223372036854775808", " 1-2"])
  func refusesAnythingElse(_ text: String) {
    #expect(FrameSelection.range(text) == nil)
  }

  /// Frames 10-20 at 30 fps run from 0.333 s to 0.667 s: at 25 fps that is frames 9 (0.36 s) to 16 (0.64 s).
  @Test func mapsARangeToAnotherRate() {
    let at25 = FrameSelection.all(duration: 1, fps: 25)
    #expect(at25.limited(to: 10...20, at: 30).indices == Array(9...16))
    // At 100/3 fps (a GIF's 3 hundredths), 10/30 s is frame 11.1 and 20/30 s frame 22.2: 12 through 22.
    let gif = FrameSelection.all(duration: 1, fps: 100.0 / 3)
    #expect(gif.limited(to: 10...20, at: 30).indices == Array(12...22))
    // A frame time that falls on a frame keeps it: frame 5 at 50 fps is frame 10 at 100 fps.
    #expect(FrameSelection.all(duration: 1, fps: 100).limited(to: 5...5, at: 50).indices == [10])
  }

  @Test func keepsTheRangeAtTheSameRateAndCanKeepNone() {
    let at30 = FrameSelection.all(duration: 1, fps: 30)
    #expect(at30.limited(to: 3...5, at: 30) == at30.limited(to: 3...5))
    // Frame 1 at 30 fps (0.033 s) falls between frames 0 and 1 at 25 fps (0 and 0.04 s).
    #expect(FrameSelection.all(duration: 1, fps: 25).limited(to: 1...1, at: 30).indices.isEmpty)
    // Spacing survives, and a range past the end keeps what there is.
    let spaced = at30.everyNth(2).limited(to: 20...1_000_000, at: 15)
    #expect(spaced.spacing == 2)
    #expect(FrameSelection.all(duration: 1, fps: 30).limited(to: 0...Int.max, at: 1).indices == Array(0..<30))
  }
}
