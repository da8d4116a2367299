import Foundation
import Review

// A golden report as the page a person reviews it in (Review's ReportPage): every check, stale
// golden and sequence becomes one entry with its images referenced relative to the page. The
// images a failure leaves are already under the report folder (the store's artifacts); a
// passing or new golden is shown from the goldens folder.

extension GoldenReport {
  /// Writes the report's `index.html` and `report.json` into `folder` (the run's report folder,
  /// which holds the failures' images) and returns the page's path.
  ///
  /// - Throws: File errors; ``Review/ReviewError`` without the package's resources.
  @discardableResult
  public func writePage(to folder: URL, title: String = "Golden report") throws -> URL {
    try ReportPage(title: title, goldens: self.folder.path, recordCommand: recordCommand, entries: pageEntries(in: folder))
      .write(to: folder)
  }

  /// One entry per check, sequence and stale golden.
  func pageEntries(in page: URL) -> [ReportPage.Entry] {
    func link(_ path: String?) -> String? { path.map { GoldenSource.relativePath(of: URL(fileURLWithPath: $0), from: page) } }
    func artifact(_ name: String, _ suffix: String) -> String? {
      let url = page.appendingPathComponent("files/\(name).\(suffix).png")
      return FileManager.default.fileExists(atPath: url.path) ? link(url.path) : nil
    }
    var entries = checks.map { check -> ReportPage.Entry in
      let name = check.image.name, golden = folder.appendingPathComponent(name + ".png").path
      let message = check.outcome.message(recording: recordCommand)
      switch check.outcome {
      case .matched:
        return .init(name: name, status: .passed, expected: link(golden))
      case .recorded:
        return .init(name: name, status: .new, message: message, expected: link(golden))
      case .missing:
        return .init(name: name, status: .missing, message: message, actual: artifact(name, "actual"), actualLabel: "actual (no golden yet)")
      case .unreadable:
        return .init(name: name, status: .failed, message: message, actual: artifact(name, "actual"))
      case .mismatch(_, let d, let actual, let diff):
        let box = d.bounds.map { [$0.minX, $0.minY, $0.maxX - $0.minX, $0.maxY - $0.minY] }
        return .init(
          name: name, status: .failed, message: message, expected: artifact(name, "expected"), actual: link(actual),
          diff: link(diff), size: [max(d.size.width, d.otherSize.width), max(d.size.height, d.otherSize.height)], box: box)
      }
    }
    entries += sequences.map { check -> ReportPage.Entry in
      let name = GoldenSequence.manifestName(scene: check.scene).replacingOccurrences(of: ".json", with: "")
      let message = check.message(recording: recordCommand)
      switch check.outcome {
      case .matched(let frames):
        return .init(name: name, status: .passed, message: "All \(frames) frames match their digests.")
      case .recorded:
        return .init(name: name, status: .new, message: message)
      case .missing:
        return .init(name: name, status: .missing, message: message)
      case .unreadable:
        return .init(name: name, status: .failed, message: message)
      case .mismatch(_, let frame, let time, _, _, let images):
        let box = images.difference?.bounds.map { [$0.minX, $0.minY, $0.maxX - $0.minX, $0.maxY - $0.minY] }
        let size = images.difference.map { d in [max(d.size.width, d.otherSize.width), max(d.size.height, d.otherSize.height)] }
        return .init(
          name: name, status: .failed, message: message, expected: link(images.expected), actual: link(images.actual),
          diff: link(images.diff), size: size, box: box,
          actualLabel: "frame \(frame) as drawn now (t = \(String(format: "%.3f", time)) s)", previous: link(images.previous),
          previousLabel: "frame \(frame - 1), equal to the recorded frame")
      }
    }
    entries += stale.map { name in
      ReportPage.Entry(
        name: name, status: .stale, message: staleMessages[stale.firstIndex(of: name) ?? 0],
        expected: link(folder.appendingPathComponent(name + ".png").path))
    }
    entries += pruned.map { name in ReportPage.Entry(name: name, status: .stale, message: "Pruned: deleted from \(folder.path).") }
    return entries
  }
}
