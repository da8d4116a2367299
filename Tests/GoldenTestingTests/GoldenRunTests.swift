import Drawing
import Foundation
import JSONText
import Raster
import SceneFiles
import SwipeScenes
import Testing

@testable import GoldenTesting

/// A 20 × 10 pt scene at 10 fps, 1 s long (frames 0…9): a black square that moves 1 pt a frame,
/// and, at frame `blink` only, turns red. Its key moments are `start` (0 s) and `end` (0.9 s).
struct BlinkScene: CatalogScene {
  var name = "blink"
  var blink: Int? = nil
  var renderingDefaults = RenderingDefaults(frameRate: 10)

  var summary: String { "A square that moves, and blinks red once." }
  var duration: Double { 1 }
  var size: Size { Size(width: 20, height: 10) }
  func inspection(at time: Double, in context: SceneContext) -> JSONValue { .null }
  func keyMoments(in context: SceneContext) -> [KeyMoment] { [KeyMoment(name: "start", time: 0), KeyMoment(name: "end", time: 0.9)] }
  func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    var list = DisplayList(size: size, background: .white)
    let frame = Int((time * 10).rounded())
    list.fill(Rect(x: Double(frame), y: 2, width: 4, height: 4), color: frame == blink ? Color(red255: 255, green255: 0, blue255: 0) : .black)
    return list
  }
}

/// Goldens chosen by a scene (times, moments, appearances, scales), the run's hygiene (stale
/// goldens, pruning, the recording file), sequence goldens and their digests.
struct GoldenRunTests {
  func temporaryFolder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("golden-run-\(label)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func names(_ scene: BlinkScene) throws -> [String] {
    try CatalogKeyFrame.all(of: scene, in: SceneContext(typography: try Typography())).map(\.goldenName)
  }

  /// A time golden is named `t-` and its seconds with three decimals; every chosen frame is kept
  /// in every chosen appearance at every chosen scale.
  @Test func chosenFramesAndTheirNames() throws {
    var scene = BlinkScene()
    #expect(CatalogKeyFrame.timeName(1.25) == "t-1.250" && CatalogKeyFrame.timeName(0) == "t-0.000")
    scene.renderingDefaults.goldens = GoldenSelection(times: [0.25])
    #expect(try names(scene) == ["scenes/blink/t-0.250.light.1x", "scenes/blink/t-0.250.dark.1x"])
    scene.renderingDefaults.goldens = GoldenSelection(moments: ["end"], times: [0.5], appearances: [.dark], scales: [1, 2])
    #expect(
      try names(scene) == [
        "scenes/blink/end.dark.1x", "scenes/blink/t-0.500.dark.1x", "scenes/blink/end.dark.2x", "scenes/blink/t-0.500.dark.2x",
      ])
    scene.renderingDefaults.goldens = GoldenSelection(appearances: [.light])
    #expect(try names(scene) == ["scenes/blink/start.light.1x", "scenes/blink/end.light.1x"])
    scene.renderingDefaults.goldens = GoldenSelection(moments: ["middle"])
    #expect(throws: GoldenError.self) { try names(scene) }
  }

  /// SHA-256 of whole words, against Python's hashlib: "abcd" (one word), 14 words (the length
  /// spills into a second block) and 16 words (exactly one block before the padding).
  @Test func digestsMatchSHA256() {
    let abcd = UInt32(0x6463_6261)  // "abcd" in little-endian order
    func digest(_ words: [UInt32]) -> String {
      var hasher = SHA256()
      hasher.update(words: words)
      return hasher.finish().map { String(format: "%08x", $0) }.joined()
    }
    #expect(digest([abcd]) == "88d4266fd4e6338d13b845fcf289579d209c897823b9217da3e161936f031589")
    #expect(digest(Array(repeating: abcd, count: 14)) == "17599532aceecf5f325c2476806fa2f925e1d5dc2f18e41a3ad7b18a5a387883")
    #expect(digest(Array(repeating: abcd, count: 16)) == "625b41490b883891943c5fa54ad45d7c900b9b6e91e159334e320b1f5215a209")
  }

  /// Goldens no longer chosen are stale: verify fails naming them, record --prune deletes them.
  @Test func staleGoldensFailAndArePruned() throws {
    let folder = try temporaryFolder("stale")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens")
    var scene = BlinkScene()
    scene.renderingDefaults.goldens = GoldenSelection(times: [0.2, 0.4], appearances: [.light])
    _ = try GoldenRun(folder: goldens, scenes: [.init(scene)], mode: .missing).run()
    scene.renderingDefaults.goldens = GoldenSelection(times: [0.2], appearances: [.light])
    let verify = try GoldenRun(folder: goldens, scenes: [.init(scene)], mode: .never).run()
    #expect(verify.failed && verify.stale == ["scenes/blink/t-0.400.light.1x"])
    #expect(verify.failureMessages.contains { $0.contains("t-0.400.light.1x.png' is stale") && $0.contains("--prune") })
    let prune = try GoldenRun(folder: goldens, scenes: [.init(scene)], mode: .failed, prune: true).run()
    #expect(prune.pruned == ["scenes/blink/t-0.400.light.1x"] && prune.stale.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: goldens.appendingPathComponent("scenes/blink/t-0.400.light.1x.png").path))
    #expect(try !GoldenRun(folder: goldens, scenes: [.init(scene)], mode: .never).run().failed)
  }

  /// A folder remembers the file that recorded a scene and refuses another file of that name.
  @Test func anotherFileOfTheSameNameIsRefused() throws {
    let folder = try temporaryFolder("source")
    defer { try? FileManager.default.removeItem(at: folder) }
    // Relative to a base, as the command line's `--goldens Goldens` is to the working folder.
    let goldens = URL(fileURLWithPath: "Goldens", relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
    let first = folder.appendingPathComponent("a/blink.json").path, second = folder.appendingPathComponent("b/blink.json").path
    _ = try GoldenRun(folder: goldens, scenes: [.init(BlinkScene(), file: first)], mode: .missing).run()
    #expect(try !GoldenRun(folder: goldens, scenes: [.init(BlinkScene(), file: first)], mode: .never).run().failed)
    #expect(throws: GoldenError.self) { try GoldenRun(folder: goldens, scenes: [.init(BlinkScene(), file: second)], mode: .never).run() }
    let error = try #require(throws: GoldenError.self) {
      try GoldenRun(folder: goldens, scenes: [.init(BlinkScene(), file: second)], mode: .failed).run()
    }
    #expect(error.description.contains("'\(second)'") && error.description.contains("'\(first)'"), "\(error)")
  }

  /// A whole-suite run finds the scene files that recorded goldens through the folder's records,
  /// also when the folder is given relative to the working folder.
  @Test func recordedScenesAreFoundFromARelativeFolder() throws {
    let folder = try temporaryFolder("recorded")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("files/row.json").path
    try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("files").path, withIntermediateDirectories: true)
    try #"{ "version": 1, "name": "row", "rows": [{ "title": "Row" }], "right": { "actions": [{ "title": "Go" }] } }"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    let goldens = URL(fileURLWithPath: "Goldens", relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true))
    try GoldenSource.claim(scene: "row", file: file, in: goldens, recording: true)
    let recorded = try GoldenSource.recordedScenes(in: goldens)
    #expect(recorded.map(\.file) == [file] && recorded.map(\.scene.name) == ["row"])
  }

  /// A change in one frame between the key frames fails the sequence, naming that frame; the
  /// report shows it as drawn now and the frame before it.
  @Test(arguments: [0, 3, 9])
  func sequenceNamesTheFirstDifferentFrame(blink: Int) throws {
    let folder = try temporaryFolder("sequence")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens"), report = folder.appendingPathComponent("report")
    let recorded = try GoldenRun(folder: goldens, scenes: [.init(BlinkScene())], mode: .missing, sequence: true).run()
    #expect(recorded.recorded.contains { $0.reason.contains("10 frames") })
    #expect(try !GoldenRun(folder: goldens, scenes: [.init(BlinkScene())], mode: .never, sequence: true).run().failed)

    let changed = BlinkScene(blink: blink)
    let run = GoldenRun(folder: goldens, scenes: [.init(changed)], mode: .never, sequence: true, reportFolder: report)
    let result = try run.run()
    #expect(result.matchedCount == result.checks.count || blink == 0 || blink == 9)
    let check = try #require(result.sequences.first)
    guard case .mismatch(_, let frame, let time, 10, 10, let images) = check.outcome else {
      Issue.record("expected a mismatch, got \(check.outcome)")
      return
    }
    #expect(frame == blink && abs(time - Double(blink) / 10) < 1e-12)
    let drawn = try Pixmap(pngFile: try #require(images.actual))
    #expect(drawn.pixel(x: blink + 1, y: 3) == (255, 0, 0, 255))
    #expect((images.previous != nil) == (blink > 0))
    // A scene built in Swift cannot be drawn as it was: no expected frame.
    #expect(images.expected == nil && images.diff == nil)
    #expect(check.message(recording: run.recordCommand).contains("first at frame \(blink) "))
    let page = try result.writePage(to: report)
    let json = try String(contentsOf: report.appendingPathComponent("report.json"), encoding: .utf8)
    #expect(FileManager.default.fileExists(atPath: page.path) && json.contains("frame \(blink) as drawn now"))
  }

  /// A sequence recorded from a scene file draws the changed frame as it was recorded, from the
  /// file's text the manifest keeps, with the difference map and box around the changed button.
  @Test func aSceneFileSequenceShowsTheRecordedFrame() throws {
    let folder = try temporaryFolder("sequence-file")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens"), file = folder.appendingPathComponent("row.json").path
    func write(_ color: String) throws {
      let text = """
        { "version": 1, "name": "row", "canvas": { "width": 200, "scale": 1 }, "fps": 10,
          "rows": [{ "title": "Row" }], "right": { "actions": [{ "title": "Go", "backgroundColor": "\(color)" }] },
          "gestures": [{ "swipe": { "at": 0.3, "to": -80 } }], "duration": 1, "goldens": { "times": [0] } }
        """
      try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
    func run(_ mode: GoldenRecordMode) throws -> GoldenReport {
      try GoldenRun(folder: goldens, scenes: [.init(try SceneFile.load(atPath: file), file: file)], mode: mode, sequence: true).run()
    }
    try write("#0000FF")
    _ = try run(.missing)
    let manifest = try JSONDecoder().decode(
      GoldenSequence.self, from: Data(contentsOf: goldens.appendingPathComponent("scenes/row/sequence.json")))
    #expect(manifest.sceneFile?.contains("#0000FF") == true)
    try write("#0000FE")
    let check = try #require(try run(.never).sequences.first)
    guard case .mismatch(_, let frame, _, 10, 10, let images) = check.outcome else {
      Issue.record("expected a mismatch, got \(check.outcome)")
      return
    }
    // The button shows from the first frame after the swipe starts at 0.3 s.
    #expect(frame == 4)
    let expected = try Pixmap(pngFile: try #require(images.expected))
    let actual = try Pixmap(pngFile: try #require(images.actual))
    #expect(FrameDigest.hex(of: expected) == manifest.digests[frame])
    #expect(FrameDigest.hex(of: actual) != manifest.digests[frame])
    let box = try #require(images.difference?.bounds)
    #expect(box.minX > 100 && box.maxX == 200, "the change is in the button at the right edge: \(box)")
    #expect(images.diff != nil && images.previous != nil)
  }
}

/// `assertGoldens` as a user's test calls it: recording throws, a match passes, a changed scene
/// throws naming the golden and the report.
struct AssertGoldensTests {
  @Test func recordsThenPassesThenFailsOnAChange() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("assert-goldens-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let goldens = folder.appendingPathComponent("Goldens").path
    // The first call records (in `missing` mode, the default when GOLDEN_RECORD is unset) and throws.
    #expect(throws: GoldenAssertionError.self) { try assertGoldens(of: BlinkScene(), in: goldens, record: .missing) }
    try assertGoldens(of: BlinkScene(), in: goldens, record: .never)
    let error = try #require(throws: GoldenAssertionError.self) {
      try assertGoldens(of: BlinkScene(blink: 0), in: goldens, record: .never)
    }
    #expect(error.failures.contains { $0.contains("start.light.1x.png differs") })
    #expect(FileManager.default.fileExists(atPath: error.reportPath) && error.reportPath.hasSuffix("golden-report/blink/index.html"))
    // The same checks with the folders as file URLs; the report goes where it is asked to.
    let report = folder.appendingPathComponent("blink-report")
    try assertGoldens(of: BlinkScene(), in: URL(fileURLWithPath: goldens), record: .never, report: report)
    let again = try #require(throws: GoldenAssertionError.self) {
      try assertGoldens(of: BlinkScene(blink: 0), in: URL(fileURLWithPath: goldens), record: .never, report: report)
    }
    #expect(again.reportPath == report.appendingPathComponent("index.html").path)
  }
}
