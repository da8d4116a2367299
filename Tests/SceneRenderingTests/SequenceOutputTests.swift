import BuiltInScenes
import Foundation
import ImageFormats
import SceneRendering
import SwipeScenes
import Testing

/// `SequenceRenderer.render(_:frames:to:)`: folders made, frames in order, the encoders' own bytes.
struct SequenceOutputTests {
  static let typography = try? Typography()

  /// A new, not yet existing folder two levels under the temporary folder.
  func freshFolder() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("outputs-\(UUID().uuidString)/nested").path
  }

  @Test func allFormatsHoldTheSameFramesInOrder() throws {
    let typography = try #require(Self.typography)
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-drag"))
    let fps = 25.0
    let renderer = FrameRenderer(context: SceneContext(typography: typography, frameDuration: 1 / fps))
    let frames = FrameSelection.all(duration: scene.duration, fps: fps).everyNth(2)
    let output = SequenceOutput(folder: freshFolder(), format: .all, scale: 0.5, loopCount: 2)
    let report = try SequenceRenderer(renderer: renderer, threads: 2).render(scene, frames: frames, to: output)

    let folder = try #require(report.framesFolder)
    #expect(folder == output.framesFolder(of: scene.name))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == frames.indices.count)
    #expect(report.frameCount == frames.indices.count)
    #expect(report.mainPath == folder)

    // The same frames, rendered one at a time in order, through the encoders directly.
    let pixmaps = try frames.indices.map { try renderer.render(scene, at: frames.time(ofFrame: $0), scale: 0.5) }
    let delay = try frames.frameDelay()
    #expect(delay == (try FrameDelay(fps: fps / 2)))
    let last = try frames.lastFrameDelay(duration: scene.duration)
    let gif = try GIFEncoder(frameDelay: delay, loopCount: 2, options: GIFOptions()).data(for: pixmaps, lastFrameDelay: last)
    let apng = try APNGEncoder.data(for: pixmaps, frameDelay: delay, loopCount: 2, lastFrameDelay: last)
    #expect(report.gif?.path == output.gifPath(of: scene.name) && report.gif?.byteCount == gif.count)
    #expect(report.apng?.path == output.apngPath(of: scene.name) && report.apng?.byteCount == apng.count)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: output.gifPath(of: scene.name)))) == gif)
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: output.apngPath(of: scene.name)))) == apng)
  }

  @Test func anUnwritableFolderIsAFileWriteError() throws {
    let typography = try #require(Self.typography)
    let scene = try #require(SceneCatalog.standard.scene(named: "transition-drag"))
    let renderer = SequenceRenderer(renderer: FrameRenderer(context: SceneContext(typography: typography)))
    #expect(throws: FileWriteError.self) {
      try renderer.render(
        scene, frames: FrameSelection.all(duration: 1, fps: 30).limited(to: 0...0),
        to: SequenceOutput(folder: "/proc/render-gifs-cannot-write-here", scale: 1))
    }
  }
}
