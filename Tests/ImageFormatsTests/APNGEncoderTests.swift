import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The APNG writer, checked by parsing chunks, inflating and unfiltering frames in the test, and by libpng for frame 0.
struct APNGEncoderTests {
  /// A 440×102 cell whose red block slides left by `offset` pixels over grey stripes.
  func slidingFrame(offset: Double, translucent: Bool = false) throws -> Pixmap {
    var p = try Pixmap(width: 440, height: 102)
    p.clear(translucent ? Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5) : .white)
    for y in stride(from: 10.0, to: 100, by: 20) {
      p.fill(.rect(Rect(x: 12, y: y, width: 300, height: 3)), color: Color(red255: 60, green255: 60, blue255: 67))
    }
    p.fill(.roundedRect(Rect(x: 440 - offset, y: 0, width: 120, height: 102), radius: 8),
      color: Color(red255: 255, green255: 59, blue255: 48, alpha: translucent ? 0.7 : 1))
    return p
  }

  /// The straight-alpha bytes of `p`, computed here (c·255/a rounded), with `channels` per pixel.
  func straightBytes(_ p: Pixmap, channels: Int) -> [UInt8] {
    var out: [UInt8] = []
    for y in 0..<p.height {
      for x in 0..<p.width {
        let q = p.premultipliedPixel(x: x, y: y)
        func s(_ c: UInt8) -> UInt8 { q.a == 0 ? 0 : UInt8((Double(c) * 255 / Double(q.a)).rounded()) }
        out += channels == 3 ? [q.r, q.g, q.b] : [s(q.r), s(q.g), s(q.b), q.a]
      }
    }
    return out
  }

  @Test func slidingOpaqueFramesRoundTripOneFileFramePerFrame() throws {
    let offsets: [Double] = [0, 0, 10.5, 21, 21, 21, 40, 80, 120, 120]
    let frames = try offsets.map { try slidingFrame(offset: $0) }
    let delay = try FrameDelay(framesPerSecond: 30)
    let file = try APNGEncoder.data(for: frames, frameDelay: delay, loopCount: 3)
    let apng = try APNGReader(file)
    #expect(apng.channels == 3 && apng.width == 440 && apng.height == 102)
    #expect(apng.playCount == 3)
    #expect(apng.frameCount == 10)
    #expect(apng.controls.allSatisfy { $0.delayNumerator == 1 && $0.delayDenominator == 30 })
    #expect(apng.canvases == frames.map { straightBytes($0, channels: 3) })
    // Moving frames hold only the sliding block's columns; repeated frames are one pixel.
    for (k, control) in apng.controls.enumerated().dropFirst() {
      if offsets[k] == offsets[k - 1] {
        #expect(control.width == 1 && control.height == 1 && control.x == 0 && control.y == 0, "frame \(k)")
      } else {
        #expect(control.x >= 312 && control.height == 102, "frame \(k)")
      }
    }
    #expect(try Pixmap(pngData: file) == frames[0])
  }

  @Test func translucentFramesReplaceTheirRectangle() throws {
    let frames = try [0.0, 30, 60].map { try slidingFrame(offset: $0, translucent: true) }
    let delay = try FrameDelay(framesPerSecond: 60)
    let apng = try APNGReader(APNGEncoder.data(for: frames, frameDelay: delay))
    #expect(apng.channels == 4 && apng.playCount == 0)
    #expect(apng.canvases == frames.map { straightBytes($0, channels: 4) })
    let first = try Pixmap(pngData: APNGEncoder.data(for: frames, frameDelay: delay))
    #expect(first.width == 440 && straightBytes(first, channels: 4) == straightBytes(frames[0], channels: 4))
  }

  /// A 3.06 s scene at 25 fps has 77 frames; the last shows 1/50 s, so the fractions add up to exactly 3.06 s.
  @Test func aShortLastFrameEndsTheAnimationOnTime() throws {
    let frames = try [0.0, 30, 30].map { try slidingFrame(offset: $0) }
    let delay = try FrameDelay(framesPerSecond: 25)
    let apng = try APNGReader(APNGEncoder.data(for: frames, frameDelay: delay, lastFrameDelay: FrameDelay(numerator: 1, denominator: 50)))
    #expect(apng.controls.map(\.delayNumerator) == [1, 1, 1])
    #expect(apng.controls.map(\.delayDenominator) == [25, 25, 50])
    #expect(apng.canvases == frames.map { straightBytes($0, channels: 3) })
  }

  @Test func misuseGivesClearErrors() throws {
    let delay = try FrameDelay(framesPerSecond: 30)
    #expect(throws: AnimationEncodingError.self) { try APNGEncoder.data(for: [], frameDelay: delay) }
    #expect(throws: AnimationEncodingError.self) { try FrameDelay(numerator: 1, denominator: 0) }
    #expect(throws: AnimationEncodingError.self) { try APNGEncoder(width: 4, height: 4, frameDelay: delay, loopCount: -1) }
    var opaque = try APNGEncoder(width: 440, height: 102, frameDelay: delay, hasAlpha: false)
    #expect(throws: AnimationEncodingError.self) { try opaque.append(slidingFrame(offset: 0, translucent: true)) }
    #expect(throws: AnimationEncodingError.self) { try opaque.append(Pixmap(width: 3, height: 3)) }
    #expect(throws: AnimationEncodingError.self) { try opaque.data() }
  }
}
