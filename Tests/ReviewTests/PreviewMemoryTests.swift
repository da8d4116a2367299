import Review
import SceneRendering
import Testing

/// The preview page's peak memory, computed by hand from PreviewPage+Memory.swift's account:
/// four frames for each drawing thread, one for each frame of the batch in flight (four a thread),
/// and five for the frame being written.
struct PreviewMemoryTests {
  // TinyScene is 30 × 20 points: 60 × 40 pixels at scale 2, 4 bytes each.
  let frameBytes = 60.0 * 40 * 4

  @Test func estimateAtOneAndThreeThreads() throws {
    let page = PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 2)
    // One thread: 4 + 4 + 5 = 13 frames. Three: 12 + 12 + 5 = 29.
    #expect(try page.memoryEstimate(threads: 1).bytes == 13 * frameBytes)
    #expect(try page.memoryEstimate(threads: 3).bytes == 29 * frameBytes)
    #expect(try page.memoryEstimate(threads: 0).bytes == 13 * frameBytes)
    #expect(try PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 1).memoryEstimate(threads: 1).bytes == 13 * 30 * 20 * 4)
  }

  @Test func budgetRefusesNamingTheScale() throws {
    let page = PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 2)
    let exact = MemoryBudget(limit: MemorySize(bytes: 29 * frameBytes), addressSpace: nil, baseline: MemorySize(bytes: 0))
    try page.check(budget: exact, threads: 3)
    let short = MemoryBudget(limit: MemorySize(bytes: 29 * frameBytes - 1), addressSpace: nil, baseline: MemorySize(bytes: 0))
    let error = #expect(throws: RenderError.self) { try page.check(budget: short, threads: 3) }
    #expect(error?.description.hasPrefix("A preview of 'tiny' (10 frames at 2.0×) needs about ") == true)
    #expect(error?.description.contains("lower --scale") == true)
  }

  @Test func framesBeyondThePixmapLimitsAreRefused() throws {
    #expect(throws: RenderError.self) { try PreviewPage(scene: TinyScene(), source: "tiny.json", scale: 1e6).memoryEstimate(threads: 1) }
  }
}
