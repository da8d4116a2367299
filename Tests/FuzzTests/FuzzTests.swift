import Foundation
import FuzzBodies
import Testing

/// The fuzzers' inputs kept in the repository, each run through its target's body as `make fuzz` runs it.
///
/// `Fuzz/Corpus/<target>/` holds the seeds and `Fuzz/Regressions/<target>/` every input that once
/// crashed a fuzzer. An input passes when the body returns, an error being an answer; a trap ends
/// the test process. The fuzzing itself is libFuzzer's, in the `Fuzz` package (`make fuzz`).
struct FuzzTests {
  @Test(arguments: FuzzTarget.allCases)
  func seedsAndRegressionsReturn(_ target: FuzzTarget) throws {
    let seeds = try FuzzInputs.files(in: .corpus, of: target)
    #expect(!seeds.isEmpty, "Fuzz/Corpus/\(target.name) has no seeds")
    let regressions = try FuzzInputs.files(in: .regressions, of: target)
    for file in seeds + regressions {
      target.run(Array(try Data(contentsOf: file)))
    }
  }

  /// A folder under `Fuzz/Regressions` that names no target, or holds nothing, would replay nothing unseen.
  @Test func regressionFoldersNameTargetsAndHoldInputs() throws {
    let root = FuzzInputs.root(.regressions)
    #expect(FuzzInputs.isFolder(root), "Fuzz/Regressions is missing")
    for folder in try FuzzInputs.entries(of: root).filter(FuzzInputs.isFolder) {
      let name = folder.lastPathComponent
      #expect(FuzzTarget(rawValue: name) != nil, "Fuzz/Regressions/\(name) names no fuzz target")
      #expect(try !FuzzInputs.entries(of: folder).isEmpty, "Fuzz/Regressions/\(name) is empty")
    }
  }
}
