import CustomCellScene
import GoldenTesting
import XCTest

// The same scene from XCTest, with every frame's digest too (Goldens/scenes/custom-cell/sequence.json):
// a change in any frame fails, naming the first frame that differs and the report, which has a
// folder of its own so that it does not replace the swift-testing test's.
final class ReadingListSequenceXCTests: XCTestCase {
  func testEveryFrameMatchesItsDigest() throws {
    try assertGoldens(of: try readingListScene(), in: "Goldens", sequence: true, report: "golden-report/custom-cell-sequence")
  }
}
