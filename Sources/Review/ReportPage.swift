import Foundation
import ImageFormats

/// The golden report as a page: `index.html` and `report.json` in one folder, the page one static
/// file that works from `file://` with no network and no server. Entries are listed failures
/// first, then new, missing, stale and passed goldens; each shows its expected, actual and
/// difference images (files referenced relative to the page) in five modes.
public struct ReportPage: Codable, Sendable {
  /// What became of one golden.
  public enum Status: String, Codable, Sendable, CaseIterable, Comparable {
    /// It differs, cannot be read, or its sequence differs.
    case failed
    /// It was written by this run.
    case new
    /// It does not exist and was not written.
    case missing
    /// It exists but nothing checked draws it any more.
    case stale
    /// It matches.
    case passed

    public static func < (a: Status, b: Status) -> Bool {
      allCases.firstIndex(of: a) ?? 0 < allCases.firstIndex(of: b) ?? 0
    }
  }

  /// One golden in the report.
  public struct Entry: Codable, Sendable {
    /// The golden's name, e.g. `scenes/hero/open.light.1x`.
    public var name: String
    /// What became of it.
    public var status: Status
    /// The sentence saying what happened and what to do (empty for a match).
    public var message: String
    /// The expected image, relative to the page, or nil.
    public var expected: String?
    /// The actual image, relative to the page, or nil.
    public var actual: String?
    /// The difference map, relative to the page, or nil.
    public var diff: String?
    /// Width and height in pixels of the compared images, when both exist.
    public var size: [Int]?
    /// The changed pixels' bounding box `[x, y, width, height]`, or nil.
    public var box: [Int]?
    /// What the actual image shows, when it is not the same frame as the expected one.
    public var actualLabel: String?
    /// An image shown before the actual one for context (a sequence's last matching frame), or nil.
    public var previous: String?
    /// What ``previous`` shows.
    public var previousLabel: String?

    /// Creates an entry; see the properties.
    public init(
      name: String, status: Status, message: String = "", expected: String? = nil, actual: String? = nil,
      diff: String? = nil, size: [Int]? = nil, box: [Int]? = nil, actualLabel: String? = nil, previous: String? = nil,
      previousLabel: String? = nil
    ) {
      (self.name, self.status, self.message, self.expected, self.actual, self.diff) = (name, status, message, expected, actual, diff)
      (self.size, self.box, self.actualLabel, self.previous, self.previousLabel) = (size, box, actualLabel, previous, previousLabel)
    }
  }

  /// The page's heading.
  public var title: String
  /// The goldens folder, as the run named it.
  public var goldens: String
  /// The command that records what was checked.
  public var recordCommand: String
  /// How many entries have each status, by its raw value.
  public var counts: [String: Int]
  /// The entries, failures first, then by status, each status in the run's order.
  public var entries: [Entry]

  /// Creates a report of `entries`, sorted by status (stable within one).
  public init(title: String, goldens: String, recordCommand: String, entries: [Entry]) {
    self.title = title
    self.goldens = goldens
    self.recordCommand = recordCommand
    self.entries = entries.enumerated().sorted { ($0.element.status, $0.offset) < ($1.element.status, $1.offset) }.map(\.element)
    counts = Dictionary(uniqueKeysWithValues: Status.allCases.map { status in (status.rawValue, entries.filter { $0.status == status }.count) })
  }

  /// Writes `index.html` and `report.json` into `folder`, created as needed, each through a
  /// temporary file and a rename.
  ///
  /// - Returns: The page's path.
  /// - Throws: ``ReviewError`` without the package's resources; file errors.
  @discardableResult
  public func write(to folder: URL) throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try writeFileAtomically(Array(try encoder.encode(self)), to: folder.appendingPathComponent("report.json").path)
    let page = folder.appendingPathComponent("index.html")
    try writeFileAtomically(Array(try html().utf8), to: page.path)
    return page
  }

  /// The page's HTML.
  func html() throws -> String {
    let counts = Status.allCases.map { status in
      "<span class=\"count \(status.rawValue)\" data-count=\"\(status.rawValue)\">\(self.counts[status.rawValue] ?? 0) \(status.rawValue)</span>"
    }.joined(separator: " ")
    let modes = ["Side by side", "Slider", "Blend", "Flip", "Diff"].enumerated().map { k, label in
      let mode = ["side", "slider", "blend", "flip", "diff"][k]
      return "<button type=\"button\" data-mode=\"\(mode)\" title=\"key \(k + 1)\">\(k + 1) \(label)</button>"
    }.joined()
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <link rel="icon" href="data:,">
      <title>\(ReviewAssets.escaped(title))</title>
      <style>
      \(try ReviewAssets.text("review.css"))
      </style>
      </head>
      <body>
      <header>
      <h1>\(ReviewAssets.escaped(title))</h1>
      <div class="counts" id="summary">\(counts)</div>
      <input type="search" id="filter" placeholder="Filter by name or status (/)" aria-label="Filter">
      <span class="keys" id="shown"></span>
      <span class="keys">j/k next/previous · 1–5 modes · z zoom</span>
      </header>
      <main>
      <ul id="list" role="listbox" aria-label="Goldens"></ul>
      <section id="detail">
      <h2 id="title"></h2>
      <div class="modes">\(modes) <button type="button" id="zoom" aria-pressed="true" title="key z">Zoom to change</button></div>
      <div id="message"></div>
      <p class="keys">Record again: <code>\(ReviewAssets.escaped(recordCommand))</code></p>
      <div id="viewer" data-mode="side"><div class="panes" id="panes"></div></div>
      </section>
      </main>
      <script>window.REPORT = \(try ReviewAssets.scriptJSON(self));</script>
      <script>
      \(try ReviewAssets.text("report.js"))
      </script>
      </body>
      </html>

      """
  }
}
