import Foundation
import Testing
import Drawing
import ImageFormats
import Raster

/// The per-frame animation writer gives the encoders' own bytes, and the rate helpers give exact delays.
struct AnimatedImageWriterTests {
  /// A 64×24 frame whose dark block has slid `offset` pixels in from the right.
  func frame(offset: Double, alpha: Double = 1) throws -> Pixmap {
    var p = try Pixmap(width: 64, height: 24)
    p.clear(Color(red: 1, green: 1, blue: 1, alpha: alpha))
    p.fill(.roundedRect(Rect(x: 64 - offset, y: 2, width: 30, height: 20), radius: 4), color: Color(red255: 255, green255: 59, blue255: 48))
    return p
  }

  /// A fresh path in a new temporary folder.
  func temporaryPath(_ name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent(name).path
  }

  @Test func gifFileEqualsTheEncodersBytes() throws {
    let frames = try [0.0, 0, 7.5, 15, 30, 30].map { try frame(offset: $0) }
    let delay = try FrameDelay(fps: 25), last = try FrameDelay(fps: 50)
    let options = GIFOptions(dithering: .ordered, maximumColors: 16, lossiness: 3)
    let path = try temporaryPath("a.gif")
    var writer = try AnimatedImageWriter(path: path, format: .gif(options), frameDelay: delay, lastFrameDelay: last, loopCount: 2)
    #expect(writer.passCount == 2)
    for f in frames { try writer.append(f) }
    try writer.endPass()
    #expect(writer.pass == 2)
    for f in frames { try writer.append(f) }
    let count = try writer.finish()
    let expected = try GIFEncoder(frameDelay: delay, loopCount: 2, options: options).data(for: frames, lastFrameDelay: last)
    let written = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written == expected)
    #expect(count == expected.count)
    // Only the file itself is left in the folder: the temporary name was renamed.
    let folder = (path as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["a.gif"])
  }

  @Test func apngFileEqualsTheEncodersBytes() throws {
    let frames = try [0.0, 12, 12, 40].map { try frame(offset: $0) }
    let delay = try FrameDelay(fps: 30)
    for hasAlpha in [false, true] {
      let path = try temporaryPath("a.png")
      var writer = try AnimatedImageWriter(path: path, format: .apng(hasAlpha: hasAlpha), frameDelay: delay)
      for f in frames { try writer.append(f) }
      try writer.finish()
      var encoder = try APNGEncoder(width: 64, height: 24, frameDelay: delay, hasAlpha: hasAlpha)
      for f in frames { try encoder.append(f) }
      #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == (try encoder.data()))
    }
  }

  /// Left to choose, the writer stores RGB for opaque frames and RGBA once one frame is translucent.
  @Test func apngOfUnknownAlphaChoosesAsTheEncoderDoes() throws {
    let delay = try FrameDelay(fps: 30), last = try FrameDelay(fps: 60)
    for alphas in [[1.0, 1, 1], [1, 0.5, 1]] {
      let frames = try zip([0.0, 12, 40], alphas).map { try frame(offset: $0, alpha: $1) }
      let path = try temporaryPath("u.png")
      var writer = try AnimatedImageWriter(path: path, format: .apng(hasAlpha: nil), frameDelay: delay, lastFrameDelay: last)
      for f in frames { try writer.append(f) }
      try writer.finish()
      let expected = try APNGEncoder.data(for: frames, frameDelay: delay, lastFrameDelay: last)
      #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
      // Colour type 2 (RGB) or 6 (RGBA) in IHDR.
      #expect(expected[25] == (alphas.allSatisfy { $0 == 1 } ? 2 : 6))
    }
  }

  @Test func writerRefusesNoFramesTranslucentRGBAndUseAfterFinish() throws {
    let delay = try FrameDelay(fps: 30)
    var empty = try AnimatedImageWriter(path: try temporaryPath("e.png"), format: .apng(hasAlpha: false), frameDelay: delay)
    #expect(throws: AnimationEncodingError.self) { try empty.finish() }
    var rgb = try AnimatedImageWriter(path: try temporaryPath("t.png"), format: .apng(hasAlpha: false), frameDelay: delay)
    #expect(throws: AnimationEncodingError.self) { try rgb.append(try frame(offset: 5, alpha: 0.5)) }
    // A GIF takes its frames twice, the same number each time.
    var once = try AnimatedImageWriter(path: try temporaryPath("o.gif"), format: .gif(GIFOptions()), frameDelay: delay)
    try once.append(try frame(offset: 5))
    #expect(throws: AnimationEncodingError.self) { try once.finish() }
    var short = try AnimatedImageWriter(path: try temporaryPath("s.gif"), format: .gif(GIFOptions()), frameDelay: delay)
    for offset in [5.0, 6] { try short.append(try frame(offset: offset)) }
    try short.endPass()
    try short.append(try frame(offset: 5))
    #expect(throws: AnimationEncodingError.self) { try short.finish() }
    // The failed file's temporary copy is gone and nothing took its name.
    let shortFolder = (short.path as NSString).deletingLastPathComponent
    #expect(try FileManager.default.contentsOfDirectory(atPath: shortFolder).isEmpty)
    var done = try AnimatedImageWriter(path: try temporaryPath("d.gif"), format: .gif(GIFOptions()), frameDelay: delay)
    try done.append(try frame(offset: 5))
    try done.endPass()
    #expect(throws: AnimationEncodingError.self) { try done.endPass() }
    try done.append(try frame(offset: 5))
    try done.finish()
    #expect(throws: AnimationEncodingError.self) { try done.append(try frame(offset: 6)) }
    #expect(throws: AnimationEncodingError.self) { try done.finish() }
    #expect(throws: AnimationEncodingError.self) {
      _ = try AnimatedImageWriter(path: "x.gif", format: .gif(GIFOptions(maximumColors: 1)), frameDelay: delay)
    }
  }

  @Test func ratesBecomeExactDelays() throws {
    #expect(try FrameDelay(fps: 30) == FrameDelay(numerator: 1, denominator: 30))
    #expect(try FrameDelay(fps: 12.5) == FrameDelay(numerator: 2, denominator: 25))
    #expect(try FrameDelay(fps: 100.0 / 3) == FrameDelay(numerator: 3, denominator: 100))
    #expect(FrameDelay.gifRate(near: 25) == 25)
    #expect(FrameDelay.gifRate(near: 30) == 100.0 / 3)
    #expect(FrameDelay.gifRate(near: 12) == 12.5)
    #expect(FrameDelay.gifRate(near: 1000) == 100)
  }
}
