import AnimationReading
import Foundation
import Testing

/// `demo --scenes` through the built binary: exactly the chosen scenes' files, each complete.
struct DemoCommandEndToEndTests {
  /// The frame count `list` gives for `scene` at 30 fps, the demo's PNG rate.
  func frameCount(of scene: String) throws -> Int {
    let list = try run(["list"])
    #expect(list.status == 0)
    let line = try #require(list.stdout.split(separator: "\n").first { $0.hasPrefix(scene + " ") }, "\(scene) is not listed")
    let match = try #require(line.firstMatch(of: /([0-9]+) frames/), "no frame count in '\(line)'")
    return try #require(Int(match.1))
  }

  /// expansion-delegate, the shortest swipe scene: its PNG folder at scale 2 and 30 fps, its GIF,
  /// its contact sheet and the raster showcase, and nothing for any other scene.
  @Test func rendersOnlyTheChosenScenes() throws {
    let scene = "expansion-delegate"
    let frames = try frameCount(of: scene)
    try #require(frames > 0)
    let out = try temporaryFolder("demo")
    let result = try run(["demo", "--scenes", scene, "--out", out])
    #expect(result.status == 0, "\(result.stderr)")

    let written = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(written == ["expansion-delegate", "expansion-delegate-sheet.png", "expansion-delegate.gif", "raster-showcase.png"])
    let pngs = try FileManager.default.contentsOfDirectory(atPath: out + "/" + scene).filter { $0.hasSuffix(".png") }.sorted()
    #expect(pngs.count == frames)
    #expect(pngs.first == "frame-0000.png")
    let first = try PNGImage(contentsOf: out + "/\(scene)/frame-0000.png", channels: 3)
    #expect(first.width == 828 && first.height == 192, "scale 2 of the 414 × 96 pt cell")
    let gif = try GIFReader(Array(try Data(contentsOf: URL(fileURLWithPath: out + "/\(scene).gif"))))
    #expect(gif.canvases.count == 77, "3.06 s at 25 fps")
    let sheet = try PNGImage(contentsOf: out + "/\(scene)-sheet.png", channels: 3)
    #expect(sheet.width > 0 && sheet.height > 0)
    #expect(result.stdout.contains("\(scene): \(frames) PNG frames"), "\(result.stdout)")
  }

  @Test func unknownSceneIsAUsageError() throws {
    let out = try temporaryFolder("demo-bad")
    let result = try run(["demo", "--scenes", "no-such-scene", "--out", out])
    #expect(result.status == 2)
    #expect(result.stderr.hasPrefix("error: ") && result.stderr.contains("no-such-scene"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: out).isEmpty)
  }
}
