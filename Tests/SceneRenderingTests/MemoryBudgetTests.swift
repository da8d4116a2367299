import SceneRendering
import Testing

/// `MemoryBudget`: a plan over the budget is refused by the limit that is actually the smaller.
struct MemoryBudgetTests {
  let estimate = MemorySize(bytes: 300 * 1_048_576)

  @Test func withinBothLimitsPasses() throws {
    try MemoryBudget(limit: MemorySize(bytes: 400 * 1_048_576), addressSpace: MemorySize(bytes: 500 * 1_048_576))
      .check(estimate, for: "This", reduce: "lower --scale")
  }

  @Test func overTheMemoryLimitNamesIt() {
    let budget = MemoryBudget(limit: MemorySize(bytes: 100 * 1_048_576), addressSpace: nil)
    #expect(budget.planned.bytes == 100 * 1_048_576)
    let error = #expect(throws: RenderError.self) { try budget.check(estimate, for: "This", reduce: "lower --scale") }
    #expect(error?.description.contains("over the --memory-limit of 100 MiB") == true)
    #expect(error?.description.contains("raise --memory-limit") == true)
  }

  /// `ulimit -v` smaller than --memory-limit: raising --memory-limit would not help, so the fix names ulimit.
  @Test func overTheAddressSpaceNamesUlimitNotTheMemoryLimit() {
    let budget = MemoryBudget(limit: MemorySize(bytes: 2048 * 1_048_576), addressSpace: MemorySize(bytes: 200 * 1_048_576))
    #expect(budget.planned.bytes == 200 * 1_048_576)
    let error = #expect(throws: RenderError.self) { try budget.check(estimate, for: "This", reduce: "lower --scale") }
    #expect(error?.description.contains("ulimit -v") == true)
    #expect(error?.description.contains("--memory-limit") == false)
  }
}
