import Foundation
import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// Frames kept between a GIF's passes come back exactly: patches rebuild every frame, and a
/// GIF taken from kept frames has the bytes of one given every frame twice.
struct KeptFramesTests {
  /// A 64×24 frame: a red block slid `offset` pixels in from the right over white (translucent
  /// when `alpha` is below 1), and a one-pixel grey speckle at column `speckle`.
  func frame(offset: Double, alpha: Double = 1, speckle: Int? = nil) throws -> Pixmap {
    var p = try Pixmap(width: 64, height: 24)
    p.clear(Color(red: 1, green: 1, blue: 1, alpha: alpha))
    p.fill(.roundedRect(Rect(x: 64 - offset, y: 2, width: 30, height: 20), radius: 4), color: Color(red255: 255, green255: 59, blue255: 48))
    if let speckle { p.fill(.rect(Rect(x: Double(speckle), y: 12, width: 1, height: 1)), color: Color(red: 0.5, green: 0.5, blue: 0.5)) }
    return p
  }

  /// A fresh path in a new temporary folder.
  func temporaryPath(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  var frames: [Pixmap] {
    get throws {
      try [
        frame(offset: 0), frame(offset: 0), frame(offset: 7.5), frame(offset: 15, speckle: 3),
        frame(offset: 30, speckle: 40), frame(offset: 30, speckle: 40), frame(offset: 48),
      ]
    }
  }

  @Test func patchesRebuildEveryFrame() throws {
    let frames = try self.frames
    var rebuilt = try Pixmap(width: 64, height: 24)
    for k in frames.indices {
      let previous = k == 0 ? nil : frames[k - 1]
      let area = previous.map { frames[k].changedBounds(since: $0) } ?? frames[k].bounds
      let patch = FramePatch(from: previous, to: frames[k], area: area)
      // At worst every pixel is a one-pixel literal: a header and a word.
      #expect(patch.packets.count <= 2 * (area.map { $0.width * $0.height } ?? 0))
      patch.apply(to: &rebuilt)
      #expect(rebuilt == frames[k], "frame \(k)")
    }
    // Frames 0 and 1 are equal: no rectangle, no packets.
    let none = frames[1].changedBounds(since: frames[0])
    #expect(none == nil)
    #expect(FramePatch(from: frames[0], to: frames[1], area: none).packets.isEmpty)
  }

  @Test func flatRowsBecomeRunsAndUnchangedPixelsSkips() throws {
    var white = try Pixmap(width: 64, height: 24)
    white.clear(.white)
    // A whole white frame: one run per row, two words each.
    #expect(FramePatch(from: nil, to: white, area: white.bounds).packets.count == 2 * 24)
    // Two changed pixels five apart in one row: a literal, a skip of the four between, a literal.
    var speckled = try frame(offset: 0, speckle: 20)
    speckled.fill(.rect(Rect(x: 25, y: 12, width: 1, height: 1)), color: .black)
    var plain = try frame(offset: 0)
    let area = try #require(speckled.changedBounds(since: plain))
    #expect(area == IntRect(minX: 20, minY: 12, maxX: 26, maxY: 13))
    let patch = FramePatch(from: plain, to: speckled, area: area)
    let literal: UInt32 = 2 << 30, skip: UInt32 = 0
    #expect(patch.packets == [literal | 1, speckled.words[12 * 64 + 20], skip | 4, literal | 1, speckled.words[12 * 64 + 25]])
    patch.apply(to: &plain)
    #expect(plain == speckled)
  }

  /// The writer's bytes when the second pass takes `kept` frames from the first and the rest as pixels.
  func gif(_ frames: [Pixmap], options: GIFOptions, keptFrameBytes: Int) throws -> (bytes: [UInt8], kept: Int) {
    let path = try temporaryPath("k.gif")
    let delay = try FrameDelay(fps: 25)
    var writer = try AnimatedImageWriter(path: path, format: .gif(options), frameDelay: delay, keptFrameBytes: keptFrameBytes)
    for f in frames { try writer.append(f) }
    try writer.endPass()
    let kept = writer.keptFrameCount
    for _ in 0..<kept { try writer.appendKeptFrame() }
    for f in frames.dropFirst(kept) { try writer.append(f) }
    try writer.finish()
    // Only the GIF is left: the scratch file had no name.
    let folder = (path as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["k.gif"])
    return ([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), kept)
  }

  @Test(arguments: [
    GIFOptions(),
    GIFOptions(dithering: .ordered, maximumColors: 16),
    GIFOptions(dithering: .floydSteinberg, maximumColors: 8),
    GIFOptions(lossiness: 12),
    GIFOptions(keepsTransparency: true),
  ])
  func keptFramesGiveTheEncodersBytes(options: GIFOptions) throws {
    // Translucent frames for the transparency case: pixels turn transparent and back.
    let frames = try options.keepsTransparency
      ? [frame(offset: 0, alpha: 0), frame(offset: 10, alpha: 0), frame(offset: 10), frame(offset: 30, alpha: 0)]
      : self.frames
    let expected = try GIFEncoder(frameDelay: FrameDelay(fps: 25), options: options).data(for: frames)
    let all = try gif(frames, options: options, keptFrameBytes: AnimatedImageWriter.defaultKeptFrameBytes)
    #expect(all.kept == frames.count)
    #expect(all.bytes == expected)
    let none = try gif(frames, options: options, keptFrameBytes: 0)
    #expect(none.kept == 0)
    #expect(none.bytes == expected)
    // Room for the patches of frames 0-2 alone: those are kept, the later ones handed over again.
    let patchBytes = frames.indices.map { k in
      let previous = k == 0 ? nil : frames[k - 1]
      let area = previous.map { frames[k].changedBounds(since: $0) } ?? frames[k].bounds
      return 4 * FramePatch(from: previous, to: frames[k], area: area).packets.count
    }
    #expect(patchBytes[3] > 0)
    let some = try gif(frames, options: options, keptFrameBytes: patchBytes[0...2].reduce(0, +))
    #expect(some.kept == 3)
    #expect(some.bytes == expected)
  }

  @Test func keptFramesAreRefusedOutsideTheSecondPassAndPastTheirCount() throws {
    let frames = try self.frames
    var writer = try AnimatedImageWriter(path: try temporaryPath("r.gif"), format: .gif(GIFOptions()), frameDelay: FrameDelay(fps: 25))
    #expect(writer.keptFrameCount == 0)
    #expect(throws: AnimationEncodingError.self) { try writer.appendKeptFrame() }
    for f in frames { try writer.append(f) }
    try writer.endPass()
    for _ in frames { try writer.appendKeptFrame() }
    #expect(throws: AnimationEncodingError.self) { try writer.appendKeptFrame() }
    try writer.finish()
  }
}
