import Drawing
import Foundation
import SceneRendering
import SwipeScenes
import Testing

@testable import GoldenTesting

/// What `render-gifs golden` plans before it draws: the small cases fit the bound they are
/// planned at, a key frame's plan grows with its pixels, and a run over its limit is refused
/// before anything is written.
struct GoldenMemoryTests {
  /// Every raster and text case, drawn, is within the pixel count ``GoldenImage/smallCaseMemory`` assumes.
  @Test func smallCasesAreWithinTheirPlannedSize() throws {
    for image in GoldenSuite.raster + GoldenSuite.text {
      let pixmap = try image.draw()
      #expect(pixmap.width * pixmap.height <= GoldenImage.smallCaseLargestPixels, "\(image.name) is \(pixmap.width)×\(pixmap.height)")
      #expect(try image.memory() == GoldenImage.smallCaseMemory)
    }
  }

  /// A key frame holds what writing it holds and three frames more: for the 20 × 10 pt blink
  /// scene at 2×, 40 × 20 pixels, 3,200 bytes a frame, 4 + 3 frames.
  @Test func keyFramePlanCountsSevenFrames() throws {
    let images = try GoldenSuite.keyFrames(of: [BlinkScene()], typography: try Typography())
    let atTwo = try #require(images.first { $0.name.hasSuffix(".2x") })
    #expect(try atTwo.memory().bytes == 7 * 40 * 20 * 4)
    let atOne = try #require(images.first { $0.name.hasSuffix(".1x") })
    #expect(try atOne.memory().bytes == 7 * 20 * 10 * 4)
  }

  /// Two threads hold two of the largest image; a sequence adds each frame drawn on a thread.
  @Test func runPlansThreadsTimesTheLargestImage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-memory-\(getpid())")
    let scene = BlinkScene()
    let images = try GoldenSuite.keyFrames(of: [scene], typography: try Typography())
    let run = GoldenRun(folder: folder, scenes: [.init(scene)], mode: .never, threads: 2)
    #expect(try run.memoryEstimate(images: images).bytes == 2 * 7 * 40 * 20 * 4)
    var withSequence = run
    withSequence.sequence = true
    // The mismatch phase (writing a frame at 1×, 4 frames, and four more) is under the key frames'.
    #expect(try withSequence.memoryEstimate(images: images).bytes == 2 * 7 * 40 * 20 * 4)
  }

  /// A run over its limit is refused with the estimate and the limit named, and writes nothing.
  @Test func runOverItsLimitIsRefusedBeforeWriting() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("golden-memory-refused-\(getpid())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let run = GoldenRun(folder: folder, scenes: [.init(BlinkScene())], mode: .missing, memoryLimit: MemorySize(bytes: 1))
    let error = #expect(throws: RenderError.self) { try run.run() }
    #expect(error?.description.contains("over the --memory-limit of 1 byte") == true, "\(String(describing: error))")
    #expect(!FileManager.default.fileExists(atPath: folder.path))
  }
}
