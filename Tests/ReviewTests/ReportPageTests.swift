import Foundation
import Review
import Testing

/// The golden report's files, read back: which checks it names, in which order, with what counts,
/// and that the page stays whole whatever the names hold. The browser tests drive the page's
/// modes, keys and filter on a real golden run.
struct ReportPageTests {
  typealias Entry = ReportPage.Entry

  let entries: [Entry] = [
    Entry(name: "scenes/a/rest.light.1x", status: .passed),
    Entry(
      name: "scenes/b/open.dark.1x", status: .failed, message: "3 pixels differ.", expected: "b.expected.png",
      actual: "b.actual.png", diff: "b.diff.png", size: [40, 30], box: [2, 3, 4, 5]),
    Entry(name: "scenes/c/gone.light.1x", status: .stale),
    Entry(name: "scenes/d/new.light.2x", status: .new, actual: "d.png"),
    Entry(name: "scenes/e</script><b>&\"x", status: .failed, message: "<i>broken</i> & gone"),
    Entry(name: "scenes/f/missing.light.1x", status: .missing),
    Entry(name: "scenes/g/rest.dark.1x", status: .passed),
  ]

  /// Failures first, then new, missing, stale and passed; entries of one status keep their order.
  let order = ["scenes/b/open.dark.1x", "scenes/e</script><b>&\"x", "scenes/d/new.light.2x", "scenes/f/missing.light.1x",
    "scenes/c/gone.light.1x", "scenes/a/rest.light.1x", "scenes/g/rest.dark.1x"]

  struct Written: Decodable {
    struct Entry: Decodable {
      var name: String
      var status: String
      var message: String
      var expected: String?
      var actual: String?
      var diff: String?
      var size: [Int]?
      var box: [Int]?
    }
    var title: String
    var goldens: String
    var recordCommand: String
    var counts: [String: Int]
    var entries: [Entry]
  }

  @Test func statusesOrderFailuresFirst() {
    #expect(ReportPage.Status.allCases.sorted() == [.failed, .new, .missing, .stale, .passed])
    #expect(ReportPage.Status.failed < .passed && !(ReportPage.Status.stale < .missing))
  }

  @Test func writesBothFilesNamingEveryCheck() throws {
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = ReportPage(title: "Goldens <of> tiny", goldens: "Goldens", recordCommand: "GOLDEN_RECORD=failed swift test --filter 'a<b'", entries: entries)
    let target = folder.appendingPathComponent("nested/report")
    let page = try report.write(to: target)
    #expect(page.path == target.appendingPathComponent("index.html").path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).sorted() == ["index.html", "report.json"])

    let json = try JSONDecoder().decode(Written.self, from: Data(contentsOf: target.appendingPathComponent("report.json")))
    #expect(json.entries.map(\.name) == order)
    #expect(json.counts == ["failed": 2, "new": 1, "missing": 1, "stale": 1, "passed": 2])
    #expect(json.title == "Goldens <of> tiny" && json.goldens == "Goldens")
    let failed = try #require(json.entries.first)
    #expect(failed.status == "failed" && failed.message == "3 pixels differ.")
    #expect(failed.expected == "b.expected.png" && failed.actual == "b.actual.png" && failed.diff == "b.diff.png")
    #expect(failed.size == [40, 30] && failed.box == [2, 3, 4, 5])

    let html = try String(contentsOf: page, encoding: .utf8)
    #expect(PageReading.problems(html) == [])
    let embedded = try PageReading.json(Written.self, in: html, after: "<script>window.REPORT = ", before: ";</script>")
    #expect(embedded.entries.map(\.name) == order && embedded.entries.map(\.status) == json.entries.map(\.status))
    #expect(html.contains("<title>Goldens &lt;of&gt; tiny</title>"))
    #expect(html.contains("<code>GOLDEN_RECORD=failed swift test --filter 'a&lt;b'</code>"))
    for (status, count) in [("failed", 2), ("new", 1), ("missing", 1), ("stale", 1), ("passed", 2)] {
      #expect(html.contains("data-count=\"\(status)\">\(count) \(status)</span>"))
    }
  }

  @Test func emptyReportCountsZeroOfEach() throws {
    let folder = try PageReading.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try ReportPage(title: "Nothing", goldens: "G", recordCommand: "x", entries: []).write(to: folder)
    let json = try JSONDecoder().decode(Written.self, from: Data(contentsOf: folder.appendingPathComponent("report.json")))
    #expect(json.entries.isEmpty && json.counts == ["failed": 0, "new": 0, "missing": 0, "stale": 0, "passed": 0])
    #expect(PageReading.problems(try String(contentsOf: page, encoding: .utf8)) == [])
  }
}
