import BuiltInScenes
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes
import Synchronization
import Testing

/// `SequenceRequest`: the rate asked for, the passes, and the frames of each; `SequenceOutput`'s path checks.
struct SequenceRequestTests {
  /// transition-border: 3.52 s, 106 frames at 30 fps, 88 at 25.
  static let scene = SceneCatalog.standard.scene(named: "transition-border")

  /// The scene's 30 fps for frames and APNGs; a GIF alone at 25 fps, the fastest a GIF takes
  /// by default; a GIF beside frames in a pass of its own at 25.
  @Test func theRateAskedForIsTheScenesAndAGIFsAtMost25() throws {
    let scene = try #require(Self.scene)
    let png = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", scale: 1))
    #expect(png.frameRate == 30 && png.lastFrame == 105 && png.gifRateNote == nil)
    let gif = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", format: .gif, scale: 1))
    #expect(gif.frameRate == 25 && gif.lastFrame == 87 && gif.passes.count == 1)
    let both = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", format: [.png, .gif], scale: 1))
    #expect(both.frameRate == 30 && both.passes.map(\.frameRate) == [30, 25] && both.gifRateNote != nil)
    #expect(SequenceRequest(scene: scene, output: both.output, fps: 12.5).passes.map(\.frameRate) == [12.5])
  }

  /// A scene slower than 25 fps keeps its own rate in the GIF, to the nearest whole hundredth:
  /// 12 fps is 8.33 hundredths a frame, so 8, 12.5 fps.
  @Test func aSlowScenesGIFKeepsNearlyItsOwnRate() throws {
    var scene = try #require(Self.scene as? SwipeScene)
    scene.renderingDefaults.frameRate = 12
    let request = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", format: .all, scale: 1))
    #expect(request.frameRate == 12 && request.gifFrameRate == 12.5)
    #expect(request.gifRateNote == "note: the GIF is drawn at 12.5 fps and the other outputs at 12 fps: GIF delays are whole hundredths of a second.")
  }

  /// At 30 fps a GIF gets a pass of its own at 100/3 fps (3 hundredths a frame); the frames of
  /// 10-20 at 30 fps, every second one, are 10, 12 … 20, and at 100/3 fps 12, 14 … 22.
  @Test func aGIFThatCannotTimeTheRateGetsItsOwnPass() throws {
    let scene = try #require(Self.scene)
    let request = SequenceRequest(scene: scene, output: SequenceOutput(folder: "out", format: .all, scale: 1), fps: 30, every: 2)
    let passes = request.passes
    #expect(passes.map(\.output.format) == [[.png, .apng], .gif])
    #expect(passes.map(\.frameRate) == [30, 100.0 / 3])
    #expect(passes.allSatisfy { $0.output.folder == "out" && $0.output.scale == 1 })
    let first = request.frames(of: passes[0], in: 10...20)
    #expect(first.indices == [10, 12, 14, 16, 18, 20] && first.spacing == 2 && first.fps == 30)
    #expect(request.frames(of: passes[1], in: 10...20).indices == [12, 14, 16, 18, 20, 22])
    #expect(request.frames(of: passes[0]).indices.count == 53)
    // 25 fps is exact in hundredths: one pass.
    #expect(SequenceRequest(scene: scene, output: request.output, fps: 25).passes.count == 1)
  }

  @Test func checkWritableFindsWhatIsInTheWay() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writable-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let frames = FrameSelection.all(duration: 0.1, fps: 30)
    let all = SequenceOutput(folder: folder + "/out", format: .all, scale: 1)
    // Nothing there yet: fine, and nothing is created.
    try all.checkWritable(scene: "s", frames: frames)
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    // A file where the frame folder goes.
    try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: folder + "/out/s", contents: Data())
    let error = try #require(throws: FileWriteError.self) { try all.checkWritable(scene: "s", frames: frames) }
    #expect(error.description.contains("'\(folder)/out/s'") && error.description.contains("a file"))
    // A folder where frame 2's PNG goes.
    try FileManager.default.removeItem(atPath: folder + "/out/s")
    try FileManager.default.createDirectory(atPath: folder + "/out/s/frame-0002.png", withIntermediateDirectories: true)
    #expect(throws: FileWriteError.self) { try all.checkWritable(scene: "s", frames: frames) }
    #expect(throws: Never.self) { try all.checkWritable(scene: "s", frames: frames.limited(to: 0...1)) }
    // A folder where the GIF goes, checked only when a GIF is written.
    try FileManager.default.createDirectory(atPath: folder + "/out/s.gif", withIntermediateDirectories: true)
    #expect(throws: FileWriteError.self) { try all.checkWritable(scene: "s", frames: frames.limited(to: 0...1)) }
    let apng = SequenceOutput(folder: folder + "/out", format: .apng, scale: 1)
    #expect(throws: Never.self) { try apng.checkWritable(scene: "s", frames: frames) }
  }
}

/// `ProgressLine`: what it writes on a terminal and in a log.
struct ProgressLineTests {
  final class Written: Sendable {
    let texts = Mutex<[String]>([])
    func append(_ text: String) { texts.withLock { $0.append(text) } }
    var all: [String] { texts.withLock { $0 } }
  }

  @Test func aLogGetsOneLineWhenASceneStartsAndOneWhenItIsDone() {
    let written = Written()
    let progress = ProgressLine(isTerminal: false, write: written.append)
    progress.start("hero", frameCount: 10)
    progress.update(framesDone: 10)
    progress.finish(writtenTo: "out/hero")
    #expect(written.all.count == 2)
    #expect(written.all.first == "hero: rendering 10 frames\n")
    #expect(written.all.last?.hasPrefix("hero: 10 frames in ") == true)
    #expect(written.all.last?.hasSuffix(" frames/s) → out/hero\n") == true)
  }

  @Test func aTerminalLineIsRewrittenInPlace() {
    let written = Written()
    let progress = ProgressLine(isTerminal: true, write: written.append)
    progress.start("hero", frameCount: 10)
    #expect(written.all.isEmpty)
    progress.update(framesDone: 10)
    progress.finish(writtenTo: "out/hero")
    #expect(written.all.count == 2)
    #expect(written.all.first?.hasPrefix("\rhero: 10/10 frames, ") == true)
    #expect(written.all.last?.hasPrefix("\rhero: 10 frames in ") == true)
  }
}

/// Contact sheets planned before drawing, `--times` as text, and the catalog listing.
struct ContactSheetPlanningTests {
  /// transition-border is 414 × 96 points; at scale 1 gaps are 12 pixels and captions 22.
  @Test func plansCellAndSheetSizes() throws {
    let scene = try #require(SequenceRequestTests.scene)
    let plan = try ContactSheet.plannedSize(of: scene, count: 6, columns: 3, scale: 1)
    #expect(plan.cell == (414, 96))
    #expect(plan.sheet == (12 + 3 * (414 + 12), 12 + 2 * (96 + 22 + 12)))
    #expect(try ContactSheet.plannedSize(of: scene, count: 0, columns: 3, scale: 1).sheet == (438, 142))
    #expect(throws: RenderError.self) { try ContactSheet.plannedSize(of: scene, count: 1, columns: nil, scale: 1e6) }
  }

  @Test func readsTimesWithinTheScene() {
    #expect(ContactSheet.times("0.5, 1.2,2", duration: 3) == [0.5, 1.2, 2])
    #expect(ContactSheet.times("0,3", duration: 3) == [0, 3])
    for text in ["", "0.5,,2", "3.01", "-1", "abc", "1,inf", "nan"] {
      #expect(ContactSheet.times(text, duration: 3) == nil, "\(text)")
    }
  }

  @Test func listsEveryScene() throws {
    let lines = SceneCatalog.standard.listing(fps: 30)
    #expect(lines.count == SceneCatalog.standard.scenes.count)
    let width = SceneCatalog.standard.names.map(\.count).max() ?? 0
    let line = try #require(lines.first { $0.hasPrefix("transition-border ") })
    #expect(line.hasPrefix("transition-border".padding(toLength: width, withPad: " ", startingAt: 0) + "    3.52 s   106 frames  "))
    #expect(SceneCatalog.standard.listing(fps: 25).contains { $0.contains("  3.52 s    88 frames  ") })
  }
}
