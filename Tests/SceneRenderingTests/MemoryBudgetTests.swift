import SceneRendering
import Testing

/// `MemoryBudget`: a plan and the process's baseline are held to --memory-limit, the plan and its
/// threads' reservations to what `ulimit -v` leaves, and a refusal names the limit that refused it.
struct MemoryBudgetTests {
  let estimate = MemorySize(bytes: 300 * 1_048_576)
  static let mebibyte = 1_048_576.0

  func budget(limit: Double, addressSpace: Double?, baseline: Double = 0) -> MemoryBudget {
    MemoryBudget(
      limit: MemorySize(bytes: limit * Self.mebibyte), addressSpace: addressSpace.map { MemorySize(bytes: $0 * Self.mebibyte) },
      baseline: MemorySize(bytes: baseline * Self.mebibyte))
  }

  @Test func withinBothLimitsPasses() throws {
    try budget(limit: 400, addressSpace: 500, baseline: 100).check(estimate, for: "This", reduce: "lower --scale")
  }

  @Test func overTheMemoryLimitNamesIt() {
    let budget = budget(limit: 100, addressSpace: nil)
    let error = #expect(throws: RenderError.self) { try budget.check(estimate, for: "This", reduce: "lower --scale") }
    #expect(error?.description.contains("needs about 300 MiB of memory, over the --memory-limit of 100 MiB") == true)
    #expect(error?.description.contains("raise --memory-limit") == true)
  }

  /// The baseline counts: 300 MiB of buffers in a process holding 50 MiB is over a 320 MiB limit.
  @Test func theBaselineCountsAgainstTheLimit() {
    let error = #expect(throws: RenderError.self) {
      try budget(limit: 320, addressSpace: nil, baseline: 50).check(estimate, for: "This", reduce: "lower --scale")
    }
    #expect(error?.description.contains("needs about 350 MiB") == true)
  }

  /// What `ulimit -v` leaves is less than the plan and one thread's 72 MiB of stack and arena:
  /// raising --memory-limit would not help, so the fix names ulimit.
  @Test func overTheAddressSpaceNamesUlimitNotTheMemoryLimit() {
    let budget = budget(limit: 2048, addressSpace: 350)
    let error = #expect(throws: RenderError.self) { try budget.check(estimate, for: "This", reduce: "lower --scale") }
    #expect(error?.description.contains("ulimit -v") == true)
    #expect(error?.description.contains("--memory-limit") == false)
  }
}
