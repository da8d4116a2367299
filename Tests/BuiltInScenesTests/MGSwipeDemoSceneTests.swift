import Testing
import TextShaping
import BuiltInScenes
import SwipeScenes

/// The MGSwipe demo scenes follow MGSwipe's rules (docs/mgswipe-rtl-rounded.md §2 and §6.7):
/// a release past half the strip opens it, short of half closes it, both with 0.3-s cubic-out
/// moves; past 1.3× the strip (the Mail demo's Read: 2×) the outermost button expands, and on
/// release it fills the row when `fillOnTrigger` is set, else the row closes; a swipe that
/// begins on one row closes the row that is open.
struct MGSwipeDemoSceneTests {
  let measurer = try! Typography().measurer

  /// The demo's icon buttons are as wide as their 26-pt icon plus 15 pt of padding each side
  /// (MGSwipeButton: content plus padding, no minimum width).
  static let iconStrip = 3 * (26 + 2 * 15.0)

  func offset(_ scene: SwipeScene, row: Int, at time: Double) throws -> Double {
    try #require(scene.state(ofRow: row, at: time, measurer: measurer)).offset
  }

  @Test func aReleasePastHalfTheStripOpensIt() throws {
    let scene = SwipeScene.mgswipeDemo
    // Released at 1.1 s, 102 pt out: more than half of 168 pt, so it moves to 168 over 0.3 s.
    #expect(abs(try offset(scene, row: 0, at: 1.1) - 102) < 0.5)
    #expect(abs(try offset(scene, row: 0, at: 1.45) - Self.iconStrip) < 0.01)
  }

  @Test func aReleaseShortOfHalfClosesAndASecondRowClosesTheFirst() throws {
    let scene = SwipeScene.mgswipeDemo
    // Row 1 begins to swipe at 1.9 s: row 0 closes with MGSwipe's 0.3-s hide.
    #expect(try offset(scene, row: 0, at: 1.85) > 100)
    #expect(try offset(scene, row: 0, at: 2.25) == 0)
    // Row 1 is released 42 pt out at 2.4 s, short of half its strip: back to 0 by 2.7 s.
    #expect(try offset(scene, row: 1, at: 2.4) < -40)
    #expect(try offset(scene, row: 1, at: 2.75) == 0)
  }

  @Test func theExpandableRowExpandsAndFills() throws {
    let scene = SwipeScene.mgswipeDemo
    let measurer = self.measurer
    // At 3.7 s the finger is 210 pt out, short of 1.3 × 168 = 218.4: not expanded; by 4.0 s, 235 pt: expanded.
    #expect(try #require(scene.state(ofRow: 1, at: 3.7, measurer: measurer)).expanded == false)
    #expect(try #require(scene.state(ofRow: 1, at: 4.0, measurer: measurer)).expanded)
    // Released at 4.1 s while expanded, with fillOnTrigger: the cell slides to the full width.
    #expect(abs(try offset(scene, row: 1, at: 4.1 + 0.3 - 1.0 / 60) - 375) < 20)
    let history = try #require(scene.state(ofRow: 1, at: 5, measurer: measurer)).history
    #expect(history.contains { $0.kind == .handler("check") })
    // The not-expandable row follows the finger past its strip (bounce rate 1: the finger is
    // 180 pt out at 6.0 s) and settles open at the strip's width after the release.
    let pulled = try #require(scene.state(ofRow: 0, at: 6.0, measurer: measurer))
    let strip = try #require(pulled.fullyExposedWidth)
    #expect(abs(pulled.offset + 180) < 0.01 && strip < 180)
    #expect(pulled.expanded == false)
    #expect(abs(try offset(scene, row: 0, at: 7.0) + strip) < 0.01)
  }

  @Test func theMailDemosReadExpandsPastTwiceItsWidthAndSpringsBack() throws {
    let scene = SwipeScene.mgswipeMail
    let measurer = self.measurer
    #expect(try #require(scene.state(ofRow: 1, at: 3.6, measurer: measurer)).expanded)
    // No fill on Read: released at 3.7 s, the row closes.
    #expect(try offset(scene, row: 1, at: 4.1) == 0)
    // Trash, past 1.1 × the strip, expands before the release at 5.8 s.
    #expect(try #require(scene.state(ofRow: 0, at: 5.75, measurer: measurer)).expanded)
  }
}
