import CustomCellScene
import GoldenTesting
import Testing

// The scene's key frames against Goldens/scenes/custom-cell/, from swift-testing. With
// GOLDEN_RECORD unset, a missing golden is written and the test fails once; set
// GOLDEN_RECORD=failed to accept a change, never (as CI does) to only compare.
@Test func readingListKeyFramesMatchTheirGoldens() throws {
  try assertGoldens(of: try readingListScene(), in: "Goldens")
}
