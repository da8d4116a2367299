import Foundation
import GoldenTesting
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The golden machinery itself, in a temporary folder: each record mode and the mismatch artifacts.
struct GoldenStoreTests {
  func makeImage(dot: Bool = false) throws -> Pixmap {
    var p = try Pixmap(width: 8, height: 6)
    p.clear(.white)
    p.fill(.circle(center: Point(x: 4, y: 3), radius: 2.5), color: Color(red: 0, green: 0.4, blue: 1))
    if dot { p.words[5] = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255).packed }
    return p
  }

  func store(_ mode: GoldenRecordMode, in folder: URL) -> GoldenStore {
    GoldenStore(root: folder.appendingPathComponent("Goldens"), artifacts: folder.appendingPathComponent("artifacts"), mode: mode)
  }

  @Test func recordModesBehaveAsDocumented() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-store-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try makeImage()
    // never + missing golden: fails, writes nothing.
    let never = try store(.never, in: folder).check(image, named: "area/case")
    guard case .missing = never else { Issue.record("expected missing, got \(never)"); return }
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Goldens/area/case.png").path))
    // missing: writes the golden and still fails that run.
    let first = try store(.missing, in: folder).check(image, named: "area/case")
    guard case .recorded(let path, _) = first else { Issue.record("expected recorded, got \(first)"); return }
    #expect(path.hasSuffix("Goldens/area/case.png"))
    // The next run passes, in any mode but all.
    #expect(try store(.never, in: folder).check(image, named: "area/case") == .matched)
    #expect(try store(.missing, in: folder).check(image, named: "area/case") == .matched)
    // One changed pixel fails, names the golden and writes the expected and actual images and the difference map.
    let changed = try store(.never, in: folder).check(try makeImage(dot: true), named: "area/case")
    guard case .mismatch(let goldenPath, let difference, let actualPath, let diffPath) = changed else {
      Issue.record("expected mismatch, got \(changed)")
      return
    }
    #expect(goldenPath.hasSuffix("area/case.png"))
    #expect(difference.differingPixels == 1 && difference.bounds == IntRect(minX: 5, minY: 0, maxX: 6, maxY: 1))
    #expect(changed.message.contains("1 pixels") && changed.message.contains("area/case.png"))
    let map = try Pixmap(pngFile: try #require(diffPath))
    #expect(map.width == 8 && map.height == 6)
    #expect(map.pixel(x: 5, y: 0) == (255, 0, 0, 255))
    let grey = map.pixel(x: 4, y: 1)  // unchanged and inside the outline: the golden faded to grey
    #expect(grey.r == grey.g && grey.g == grey.b && grey.r >= 230)
    #expect(map.pixel(x: 1, y: 0) == (255, 0, 255, 255))
    #expect(try Pixmap(pngFile: actualPath) == makeImage(dot: true))
    #expect(try Pixmap(pngFile: actualPath.replacingOccurrences(of: ".actual.png", with: ".expected.png")) == makeImage())
    // failed: rewrites the golden and fails; then the new image matches.
    guard case .recorded = try store(.failed, in: folder).check(try makeImage(dot: true), named: "area/case") else {
      Issue.record("expected recorded")
      return
    }
    #expect(try store(.never, in: folder).check(try makeImage(dot: true), named: "area/case") == .matched)
  }

  /// A truncated or garbage golden gets its own message in never and missing, and is rewritten in failed and all.
  @Test(arguments: [("truncated", true), ("garbage", false)])
  func unreadableGoldens(label: String, truncate: Bool) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-unreadable-\(label)-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try makeImage()
    let golden = folder.appendingPathComponent("Goldens/area/case.png")
    func spoil() throws {
      try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      let bytes = try image.pngData()
      let spoiled = truncate ? Array(bytes.prefix(bytes.count / 2)) : Array("not a png at all".utf8)
      try Data(spoiled).write(to: golden)
    }
    for mode in [GoldenRecordMode.never, .missing] {
      try spoil()
      let outcome = try store(mode, in: folder).check(image, named: "area/case")
      #expect(outcome == .unreadable(path: golden.path))
      #expect(outcome.message == "'\(golden.path)' is not a readable PNG; run `render-gifs golden record` to rewrite it")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/area/case.diff.png").path))
    }
    for mode in [GoldenRecordMode.failed, .all] {
      try spoil()
      guard case .recorded = try store(mode, in: folder).check(image, named: "area/case") else {
        Issue.record("\(mode) should rewrite an unreadable golden")
        continue
      }
      #expect(try store(.never, in: folder).check(image, named: "area/case") == .matched)
    }
  }

  /// Orphans, missing goldens and duplicates in a folder, against a list of names.
  @Test func inventoryFindsOrphansAndMissing() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-inventory-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens")
    for name in ["a/kept", "a/orphan", "b/c/kept"] {
      let url = goldens.appendingPathComponent(name + ".png")
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data([1, 2, 3]).write(to: url)
    }
    try Data("notes".utf8).write(to: goldens.appendingPathComponent("README.md"))
    let inventory = try GoldenInventory(folder: goldens, expected: ["a/kept", "b/c/kept", "a/new", "a/new"])
    #expect(inventory.orphans == ["a/orphan"])
    #expect(inventory.missing == ["a/new"])
    #expect(inventory.duplicates == ["a/new"])
    #expect(inventory.byteCount == 3 * 3 + 5)
    #expect(inventory.orphanMessages(in: goldens).first?.contains(goldens.appendingPathComponent("a/orphan.png").path) == true)
  }

  /// A report sorts the checks: matches counted, unreadable PNGs apart, the other failures and then the orphans.
  @Test func reportSortsChecksAndFindsOrphans() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-report-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let image = try makeImage()
    let images = ["a/same", "a/changed", "a/broken", "a/new"].map { name in
      GoldenImage(name: name) { try makeImage(dot: name == "a/changed") }
    }
    for name in ["a/same", "a/changed", "a/broken", "a/orphan"] { _ = try store(.all, in: folder).check(image, named: name) }
    try Data([1, 2, 3]).write(to: folder.appendingPathComponent("Goldens/a/broken.png"))

    let report = try store(.never, in: folder).report(on: images, threads: 2, findingOrphans: true)
    #expect(report.checks.map(\.image.name) == ["a/same", "a/changed", "a/broken", "a/new"])
    #expect(report.matchedCount == 1)
    #expect(report.unreadablePaths.count == 1 && report.unreadableMessage?.contains("a/broken.png") == true)
    #expect(report.failureMessages.count == 3)
    #expect(report.failureMessages[0].contains("a/changed.png differs"))
    #expect(report.failureMessages[1].contains("No golden at") && report.failureMessages[1].contains("a/new.png"))
    #expect(report.failureMessages[2].contains("a/orphan.png") && report.failureMessages[2].contains("is stale"))
    #expect(report.stale == ["a/orphan"] && report.failed)
    #expect(report.recorded.isEmpty)
    #expect(try store(.never, in: folder).report(on: images, findingOrphans: false).stale.isEmpty)

    // Recording rewrites what failed, orphans aside, and says why.
    let recorded = try store(.failed, in: folder).report(on: images, findingOrphans: false).recorded
    #expect(recorded.map { ($0.path as NSString).lastPathComponent } == ["changed.png", "broken.png", "new.png"])

    // Two unreadable goldens make one sentence that counts them and names the first.
    for name in ["a/same", "a/broken"] { try Data([4, 5]).write(to: folder.appendingPathComponent("Goldens/\(name).png")) }
    let twice = try store(.never, in: folder).report(on: images, findingOrphans: false)
    #expect(twice.unreadablePaths.count == 2)
    #expect(twice.unreadableMessage?.hasPrefix("2 goldens are not readable PNGs, the first '") == true)
    #expect(twice.unreadableMessage?.contains("a/same.png") == true)
  }

  @Test func toleranceIsExplicit() throws {
    var a = try Pixmap(width: 2, height: 1)
    var b = a
    a.words[0] = PremultipliedRGBA8(r: 10, g: 10, b: 10, a: 255).packed
    b.words[0] = PremultipliedRGBA8(r: 11, g: 10, b: 10, a: 255).packed
    #expect(a.difference(from: b).differingPixels == 1)
    #expect(a.difference(from: b, tolerance: 1).isEmpty)
    #expect(a.difference(from: b).largestChannelDifference == 1)
  }

  @Test func sizeMismatchIsADifference() throws {
    let a = try Pixmap(width: 2, height: 2), b = try Pixmap(width: 3, height: 2)
    #expect(a.difference(from: b).sizesDiffer)
    #expect(!a.difference(from: b).isEmpty)
    #expect(a.difference(from: b).size == (2, 2) && a.difference(from: b).otherSize == (3, 2))
  }

  /// A golden 9000 px wide against an 8 px image (three side-by-side panels would have exceeded
  /// the 16384 px a pixmap may have): a mismatch naming both sizes, with a difference map the
  /// size of both together, red wherever only one of them has pixels.
  @Test func aGoldenOfAnotherSizeIsAMismatchWithAMapOfBoth() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-wide-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var wide = try Pixmap(width: 9000, height: 2)
    wide.clear(.white)
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("Goldens"), withIntermediateDirectories: true)
    try wide.writePNG(to: folder.appendingPathComponent("Goldens/wide.png").path)
    let outcome = try store(.never, in: folder).check(try makeImage(), named: "wide")
    guard case .mismatch(_, let difference, let actualPath, let diffPath) = outcome else {
      Issue.record("expected mismatch, got \(outcome)")
      return
    }
    #expect(difference.sizesDiffer)
    let map = try Pixmap(pngFile: try #require(diffPath))
    #expect(map.width == 9000 && map.height == 6)
    #expect(map.pixel(x: 100, y: 0) == (255, 0, 0, 255) && map.pixel(x: 2, y: 5) == (255, 0, 0, 255))
    #expect(try Pixmap(pngFile: actualPath) == makeImage())
    #expect(outcome.message.contains("golden 9000×2, actual 8×6"))
  }
}
