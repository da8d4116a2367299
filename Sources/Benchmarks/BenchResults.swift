import Foundation
import SwipeScenes

/// The figures of several workloads, measured one after another, as text lines or JSON.
public struct BenchResults {
  /// The workloads in the order they ran.
  public var workloads: [BenchWorkload]
  /// Each workload's figures by name.
  public var figures: [BenchWorkload: [String: BenchFigure]]

  /// Runs `workloads` in order, each `runs` times after a warm-up.
  ///
  /// - Parameters:
  ///   - workloads: The workloads to time.
  ///   - file: The drawing workloads.
  ///   - runs: Timed runs per workload, at least 1; medians are reported.
  ///   - catalog: The scenes `png` and `catalog` draw.
  /// - Throws: As ``BenchWorkload/measure(file:runs:catalog:)``.
  public static func measure(
    _ workloads: [BenchWorkload], file: WorkloadsFile, runs: Int, catalog: SceneCatalog
  ) throws -> BenchResults {
    var figures: [BenchWorkload: [String: BenchFigure]] = [:]
    for workload in workloads {
      figures[workload] = try workload.measure(file: file, runs: runs, catalog: catalog)
    }
    return BenchResults(workloads: workloads, figures: figures)
  }

  /// One line per workload: `name: figure value, figure value …`, figures sorted by name.
  public var lines: [String] {
    workloads.map { workload in
      let figures = self.figures[workload, default: [:]]
      let line = figures.keys.sorted().map { "\($0) \(figures[$0]?.text ?? "")" }
      return "\(workload.rawValue): " + line.joined(separator: ", ")
    }
  }

  /// The figures as a pretty-printed JSON object keyed by workload, then figure, with sorted keys.
  public func json() throws -> String {
    let object = Dictionary(uniqueKeysWithValues: figures.map { ($0.key.rawValue, $0.value.mapValues(\.jsonValue)) })
    let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .prettyPrinted])
    return String(decoding: data, as: UTF8.self)
  }
}
