import ImageFormats
import SceneRendering
import Testing

/// Frame selections: ranges, every Nth frame, and the delays of the animation they make.
struct FrameSelectionTests {
  @Test func rangesAndStepsKeepIndicesAndSpacing() {
    let all = FrameSelection.all(duration: 1, fps: 10)
    #expect(all.indices == Array(0..<10) && all.spacing == 1)
    let some = all.limited(to: 3...8).everyNth(2)
    #expect(some.indices == [3, 5, 7])
    #expect(some.spacing == 2)
    #expect(some.everyNth(3).spacing == 6)
  }

  /// A scene of 3.06 s at 25 fps has 77 frames, the last at 3.04 s: it shows 1/50 s.
  @Test func theLastFrameIsCutShortWhenTheSceneEndsInsideIt() throws {
    let frames = FrameSelection.all(duration: 3.06, fps: 25)
    #expect(frames.indices.count == 77)
    #expect(try frames.frameDelay() == FrameDelay(numerator: 1, denominator: 25))
    #expect(try frames.lastFrameDelay(duration: 3.06) == FrameDelay(numerator: 1, denominator: 50))
    #expect(try FrameSelection.all(duration: 3.04, fps: 25).lastFrameDelay(duration: 3.04) == nil)
    // Every second frame shows 2/25 s; the last, at 3.04 s, still shows only 1/50 s.
    let halved = frames.everyNth(2)
    #expect(try halved.frameDelay() == FrameDelay(numerator: 2, denominator: 25))
    #expect(try halved.lastFrameDelay(duration: 3.06) == FrameDelay(numerator: 1, denominator: 50))
  }
}
