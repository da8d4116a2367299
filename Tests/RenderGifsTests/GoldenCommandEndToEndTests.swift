import Drawing
import Foundation
import ImageFormats
import Raster
import Testing

/// `golden verify` and `golden record` through the built binary, on copies of the repository's
/// goldens in temporary folders: what each writes, what it leaves alone, and its exit status.
struct GoldenCommandEndToEndTests {
  /// The scene whose goldens the cases copy: a single cell, quick to draw.
  static let scene = "transition-border"
  /// The golden given one changed pixel, and the one truncated.
  static let changed = "open.light.1x.png", truncated = "rest.dark.1x.png"

  /// The repository's `Goldens/`, found from this file by walking up to `Package.swift`.
  static func repositoryGoldens() throws -> URL {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      let parent = folder.deletingLastPathComponent()
      try #require(parent.path != folder.path, "no Package.swift above \(#filePath)")
      folder = parent
    }
    return folder.appendingPathComponent("Goldens")
  }

  /// A temporary goldens folder holding a copy of every golden of ``scene``; fails when there are none.
  func copyOfSceneGoldens() throws -> (goldens: String, sceneFolder: URL, files: [String]) {
    let source = try Self.repositoryGoldens().appendingPathComponent("scenes/\(Self.scene)")
    let files = try FileManager.default.contentsOfDirectory(atPath: source.path).filter { $0.hasSuffix(".png") }.sorted()
    try #require(files.count >= 3, "expected the goldens of \(Self.scene) in \(source.path)")
    try #require(files.contains(Self.changed) && files.contains(Self.truncated))
    let goldens = try temporaryFolder("goldens")
    let copy = URL(fileURLWithPath: goldens).appendingPathComponent("scenes/\(Self.scene)")
    try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
    for file in files {
      try FileManager.default.copyItem(at: source.appendingPathComponent(file), to: copy.appendingPathComponent(file))
    }
    return (goldens, copy, files)
  }

  /// Rewrites the PNG at `url` with its top-left pixel painted red.
  func changePixel(of url: URL) throws {
    let canvas = Canvas(pixmap: try Pixmap(pngFile: url.path))
    canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red255: 255, green255: 0, blue255: 0))
    try canvas.pixmap.writePNG(to: url.path)
  }

  /// Cuts the file at `url` to half its length.
  func truncate(_ url: URL) throws {
    let data = try Data(contentsOf: url)
    try data.prefix(data.count / 2).write(to: url)
  }

  func contents(of folder: URL, _ files: [String]) throws -> [String: Data] {
    Dictionary(uniqueKeysWithValues: try files.map { ($0, try Data(contentsOf: folder.appendingPathComponent($0))) })
  }

  /// `golden record SCENE` rewrites the golden with a changed pixel and the truncated one, and no other file.
  @Test func recordRewritesExactlyWhatDiffers() throws {
    let (goldens, folder, files) = try copyOfSceneGoldens()
    let original = try contents(of: folder, files)
    try changePixel(of: folder.appendingPathComponent(Self.changed))
    try truncate(folder.appendingPathComponent(Self.truncated))
    let spoiled = try contents(of: folder, files)

    let artifacts = try temporaryFolder("golden-artifacts")
    let result = try run(["golden", "record", Self.scene, "--goldens", goldens, "--report", artifacts])
    #expect(result.status == 0, "\(result.stderr)")
    let wrote = result.stdout.split(separator: "\n").filter { $0.hasPrefix("wrote ") }
    #expect(wrote.count == 2, "\(result.stdout)")
    #expect(wrote.contains { $0.contains("/\(Self.changed) ") } && wrote.contains { $0.contains("/\(Self.truncated) ") })

    let after = try contents(of: folder, files)
    for file in files {
      if file == Self.changed || file == Self.truncated {
        #expect(after[file] != spoiled[file], "\(file) was not rewritten")
        #expect(try Pixmap(pngData: [UInt8](after[file] ?? Data())) == Pixmap(pngData: [UInt8](original[file] ?? Data())))
      } else {
        #expect(after[file] == spoiled[file], "\(file) matched and should have been left alone")
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files)

    let verify = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", artifacts])
    #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    #expect(verify.stdout.contains("\(files.count) of \(files.count) key frames match"))
  }

  /// One changed pixel: exit 1, the message names the golden, and the expected and actual images and the
  /// difference map (the changed pixel red, outlined in magenta) are written beside the report, whose path is printed.
  @Test func verifyFailsOnAChangedPixelAndWritesTheDiff() throws {
    let (goldens, folder, _) = try copyOfSceneGoldens()
    let golden = folder.appendingPathComponent(Self.changed)
    let expected = try Pixmap(pngFile: golden.path)
    try changePixel(of: golden)
    let artifacts = try temporaryFolder("golden-artifacts")

    let result = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", artifacts])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains(golden.path) && result.stdout.contains("1 pixels"), "\(result.stdout)")
    let stem = URL(fileURLWithPath: artifacts).appendingPathComponent("files/scenes/\(Self.scene)/open.light.1x")
    let map = try Pixmap(pngFile: stem.path + ".diff.png")
    #expect(map.width == expected.width && map.height == expected.height)
    // The changed pixel (0, 0) is red; its box's outline, 3 px outside it, magenta.
    #expect(map.pixel(x: 0, y: 0) == (255, 0, 0, 255))
    #expect(map.pixel(x: 4, y: 0) == (255, 0, 255, 255) && map.pixel(x: 2, y: 2) != (255, 0, 255, 255))
    #expect(try Pixmap(pngFile: stem.path + ".actual.png") == expected)
    #expect(try Pixmap(pngFile: stem.path + ".expected.png") != expected)
    #expect(result.stdout.contains("Report: \(artifacts)/index.html"), "\(result.stdout)")
    #expect(FileManager.default.fileExists(atPath: artifacts + "/report.json"))
  }

  /// A golden that is not a readable PNG: its own message, exit 2, even when another golden also differs.
  @Test(arguments: [false, true])
  func verifyReportsAnUnreadableGolden(alsoChangePixel: Bool) throws {
    let (goldens, folder, _) = try copyOfSceneGoldens()
    let golden = folder.appendingPathComponent(Self.truncated)
    try truncate(golden)
    if alsoChangePixel { try changePixel(of: folder.appendingPathComponent(Self.changed)) }

    let result = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", try temporaryFolder("a")])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stderr.contains(
        "'\(golden.path)' is not a readable PNG; run `render-gifs golden record \(Self.scene) --goldens \(goldens)` to rewrite it"),
      "\(result.stderr)")
  }

  /// A golden 9000 px wide: the three diff panels would exceed a pixmap's 16384 px, and verify
  /// stopped with exit 2 and "A pixmap of 27008×… pixels is too large". A size mismatch is a
  /// mismatch: exit 1, naming the golden and both sizes.
  @Test func verifyReportsAGoldenFarLargerThanTheFrameAsAMismatch() throws {
    let (goldens, folder, _) = try copyOfSceneGoldens()
    let golden = folder.appendingPathComponent(Self.changed)
    let rendered = try Pixmap(pngFile: golden.path)
    var wide = try Pixmap(width: 9000, height: rendered.height)
    wide.clear(.white)
    try wide.writePNG(to: golden.path)
    let result = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", try temporaryFolder("a")])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    let sizes = "golden 9000×\(rendered.height), actual \(rendered.width)×\(rendered.height)"
    #expect(result.stdout.contains(golden.path) && result.stdout.contains(sizes), "\(result.stdout)")
  }

  /// A 3.5 GB sparse file as a golden (`truncate -s 3500M`) was read whole and aborted with
  /// "failed to allocate"; it is refused from its size: exit 2, one line naming the golden.
  @Test func verifyRefusesAHugeGoldenFromItsSize() throws {
    let (goldens, folder, _) = try copyOfSceneGoldens()
    let golden = folder.appendingPathComponent(Self.changed)
    #expect(Foundation.truncate(golden.path, 3500 << 20) == 0)
    let result = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", try temporaryFolder("a")])
    #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains(golden.path), "\(result.stderr)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
  }

  /// Garbage in place of a golden gets the same message as a truncated one.
  @Test func verifyReportsGarbage() throws {
    let (goldens, folder, _) = try copyOfSceneGoldens()
    let golden = folder.appendingPathComponent(Self.changed)
    try Data("not a PNG".utf8).write(to: golden)
    let result = try run(["golden", "verify", Self.scene, "--goldens", goldens, "--report", try temporaryFolder("a")])
    #expect(result.status == 2)
    #expect(result.stderr.contains("'\(golden.path)' is not a readable PNG"))
  }

  /// With no scene, verify checks every PNG of the repository (raster and text cases, and the
  /// scene files' recorded goldens, included) and fails on a PNG no golden names.
  @Test func verifyWithoutScenesCoversEveryGoldenAndFindsOrphans() throws {
    let source = try Self.repositoryGoldens()
    let copy = URL(fileURLWithPath: try temporaryFolder("all-goldens")).appendingPathComponent("Goldens")
    try FileManager.default.copyItem(at: source, to: copy)
    // The scene files that recorded goldens move with the folder, to the places their records name.
    for scene in try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("scenes").path) {
      let record = source.appendingPathComponent("scenes/\(scene)/source.json")
      guard let data = FileManager.default.contents(atPath: record.path) else { continue }
      let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])
      let relative = try #require(object["sceneFile"])
      let moved = copy.appendingPathComponent(relative).standardized
      try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source.appendingPathComponent(relative).standardized, to: moved)
    }
    let walker = try #require(FileManager.default.enumerator(atPath: source.path))
    let pngs = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".png") }
    try #require(pngs.contains { $0.hasPrefix("raster/text/") } && pngs.contains { $0.hasPrefix("raster/fill/") })
    let orphan = copy.appendingPathComponent("scenes/\(Self.scene)/t-0.00.png")
    try FileManager.default.copyItem(at: copy.appendingPathComponent("scenes/\(Self.scene)/\(Self.changed)"), to: orphan)

    let result = try run(["golden", "verify", "--goldens", copy.path, "--report", try temporaryFolder("a")])
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(result.stdout.contains("\(pngs.count) of \(pngs.count) goldens match"), "\(result.stdout)")
    #expect(result.stdout.contains("'\(orphan.path)' is stale"), "\(result.stdout)")
  }

  @Test func unknownSceneIsAUsageError() throws {
    let result = try run(["golden", "verify", "no-such-scene"])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("no-such-scene"))
  }
}
