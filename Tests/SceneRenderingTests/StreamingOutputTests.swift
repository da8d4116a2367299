import BuiltInScenes
import Drawing
import Foundation
import ImageFormats
import Raster
import SceneRendering
import SwipeScenes
import Testing

/// Streamed outputs: the same files on one thread and many, and transparency kept for a transparent scene.
struct StreamingOutputTests {
  static let typography = try? Typography()

  /// A new folder under the temporary folder.
  func freshFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("streaming-\(UUID().uuidString)").path
  }

  /// The bytes of every file under `folder`, by path relative to it.
  func files(in folder: String) throws -> [String: Data] {
    var out: [String: Data] = [:]
    for name in try FileManager.default.subpathsOfDirectory(atPath: folder) {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder), !isFolder.boolValue {
        out[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
      }
    }
    return out
  }

  /// A scene on a transparent ground: a red disc crossing it over a half-transparent blue bar, at rest at both ends.
  static let clearGround = DrawnScene(name: "clear-ground", duration: 1, size: Size(width: 80, height: 30), draw: { time, list in
    list.fill(Rect(x: 0, y: 20, width: 80, height: 6), color: Color(red: 0, green: 0.4, blue: 1, alpha: 0.6))
    let x = 10 + 60 * Swift.min(1, Swift.max(0, (Swift.min(Swift.max(time, 0), 1) - 0.2) / 0.6))
    list.fill(.circle(center: Point(x: x, y: 12), radius: 8), color: Color(red255: 255, green255: 59, blue255: 48))
  }, background: .clear)

  @Test func filesAreTheSameOnOneThreadAndMany() throws {
    let typography = try #require(Self.typography)
    let scene = try #require(SceneCatalog.standard.scene(named: "hero"))
    let renderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1.0 / 25))
    let frames = FrameSelection.all(duration: scene.duration, fps: 25).limited(to: 20...90)
    var outputs: [[String: Data]] = []
    for threads in [1, 2, 5] {
      let output = SequenceOutput(folder: freshFolder(), format: .all, scale: 0.5)
      try SequenceRenderer(renderer: renderer, threads: threads).render(scene, frames: frames, to: output)
      outputs.append(try files(in: output.folder))
    }
    #expect(outputs[0].count == frames.indices.count + 2)
    #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0])
  }

  /// The scene's GIF is the encoder's with transparency kept; its APNG stores alpha.
  @Test func aTransparentSceneKeepsItsTransparency() throws {
    let typography = try #require(Self.typography)
    let scene = Self.clearGround
    let renderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1.0 / 25))
    let frames = FrameSelection.all(duration: scene.duration, fps: 25)
    let output = SequenceOutput(folder: freshFolder(), format: .all, scale: 2)
    let report = try SequenceRenderer(renderer: renderer, threads: 3).render(scene, frames: frames, to: output)
    let pixmaps = try frames.indices.map { try renderer.render(scene, at: frames.time(ofFrame: $0), scale: 2) }
    let delay = try frames.frameDelay()
    let gif = try GIFEncoder(frameDelay: delay, options: GIFOptions(keepsTransparency: true)).data(for: pixmaps)
    #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(report.gif?.path))) == Data(gif))
    let apng = try APNGEncoder.data(for: pixmaps, frameDelay: delay)
    #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(report.apng?.path))) == Data(apng))
    // Colour type 6: RGBA.
    #expect(apng[25] == 6)
  }

  /// The GIF is the encoder's, given every frame, whether its second pass takes all, some or none of its frames from the first.
  @Test func theGIFIsTheSameHoweverManyFramesAreKept() throws {
    let typography = try #require(Self.typography)
    let scene = try #require(SceneCatalog.standard.scene(named: "hero"))
    let renderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1.0 / 25))
    let frames = FrameSelection.all(duration: scene.duration, fps: 25).limited(to: 100...150)
    let pixmaps = try frames.indices.map { try renderer.render(scene, at: frames.time(ofFrame: $0), scale: 0.5) }
    let expected = try GIFEncoder(frameDelay: try frames.frameDelay()).data(for: pixmaps)
    // Room for frame 0 whole and a few of the changes after it.
    let pixels = pixmaps[0].width * pixmaps[0].height
    for keptFrameBytes in [AnimatedImageWriter.defaultKeptFrameBytes, 0, 1, 5 * pixels] {
      var output = SequenceOutput(folder: freshFolder(), format: .gif, scale: 0.5)
      output.keptFrameBytes = keptFrameBytes
      let report = try SequenceRenderer(renderer: renderer, threads: 2).render(scene, frames: frames, to: output)
      let written = try Data(contentsOf: URL(fileURLWithPath: try #require(report.gif?.path)))
      #expect(written == Data(expected), "keeping up to \(keptFrameBytes) bytes")
      #expect(try FileManager.default.contentsOfDirectory(atPath: output.folder) == ["hero.gif"])
    }
  }
}
