import Foundation
import Testing

/// `bench --runs 1 --json` through the built binary: the JSON's shape, never its speed.
struct BenchCommandEndToEndTests {
  /// The workloads `bench --help` names ("One of: rrects, circles, …").
  func workloadsFromHelp() throws -> [String] {
    let help = try run(["bench", "--help"])
    #expect(help.status == 0)
    let text = help.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    let match = try #require(text.firstMatch(of: /One of: ([A-Za-z, ]+)\./), "no workload list in bench --help")
    let names = match.1.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(names.count >= 2, "workload list: \(names)")
    return names
  }

  /// Each workload is a key holding figures, every figure a positive number or a check that held.
  ///
  /// `catalog` renders every frame of every scene at scale 2 twice, `animation` renders hero
  /// three times over, and `gradient` and `photo` encode some sixty frames five ways; in a debug
  /// build on a shared machine that takes minutes, so they are left out here.
  @Test func jsonHasEveryWorkloadWithPositiveFigures() throws {
    let slow: Set = ["catalog", "animation", "gradient", "photo"]
    let workloads = try workloadsFromHelp().filter { !slow.contains($0) }
    let result = try run(["bench"] + workloads + ["--runs", "1", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(json.keys) == Set(workloads))
    for workload in workloads {
      let figures = try #require(json[workload] as? [String: Any], "\(workload) is not an object")
      #expect(figures["milliseconds"] != nil, "\(workload) has no milliseconds")
      #expect(figures.count >= 2, "\(workload): \(figures)")
      for (name, value) in figures {
        if let number = (value as? Double) ?? (value as? Int).map(Double.init) {
          #expect(number > 0 && number.isFinite, "\(workload).\(name) = \(number)")
        } else {
          #expect(value as? Bool == true, "\(workload).\(name) is \(value), neither a positive number nor a check that held")
        }
      }
    }
  }

  @Test func runsMustBePositive() throws {
    let result = try run(["bench", "text", "--runs", "0", "--json"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: "))
  }
}
