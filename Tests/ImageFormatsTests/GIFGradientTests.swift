import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// Gradients beside flat UI: the palette spends its colours where banding shows, and dithering
/// touches gradients only. Errors are measured here on the frames giflib decodes.
struct GIFGradientTests {
  /// A 120×96 frame: white, a grey text-like bar, a vertical gradient (60 levels over 80 rows)
  /// at columns 20..<60 and a flat blue block that moves `offset` pixels.
  func frame(offset: Int) throws -> Pixmap {
    var p = try Pixmap(width: 120, height: 96)
    p.clear(.white)
    for y in 8..<88 {
      let t = Double(y - 8) / 79
      let (r, g, b) = (UInt32(255), UInt32(94 + 55 * t), UInt32(58 - 58 * t))
      for x in 20..<60 { p.words[y * 120 + x] = r | g << 8 | b << 16 | 0xFF00_0000 }
    }
    p.fill(.rect(Rect(x: 70, y: 10, width: 40, height: 3)), color: Color(red255: 60, green255: 60, blue255: 67))
    p.fill(.rect(Rect(x: Double(70 + offset), y: 40, width: 30, height: 30)), color: Color(red255: 0, green255: 122, blue255: 255))
    return p
  }

  func decode(_ options: GIFOptions) throws -> (gif: GIFReader, frames: [Pixmap]) {
    let frames = try (0..<4).map { try frame(offset: 3 * $0) }
    let encoder = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 25), options: options)
    return (try GIFReader(encoder.data(for: frames)), frames)
  }

  /// Mean absolute channel error over the gradient, and the largest step between vertical neighbours there.
  func gradientFigures(_ gif: GIFReader, _ frames: [Pixmap]) -> (error: Double, step: Int) {
    var total = 0, count = 0, step = 0
    for (canvas, frame) in zip(gif.canvases, frames) {
      for y in 8..<88 {
        for x in 20..<60 {
          let want = frame.words[y * 120 + x], got = canvas[y * 120 + x]
          for s: UInt32 in [0, 8, 16] { total += abs(Int(want >> s & 0xFF) - Int(got >> s & 0xFF)) }
          count += 3
          if y > 8 {
            let above = canvas[(y - 1) * 120 + x]
            for s: UInt32 in [0, 8, 16] { step = max(step, abs(Int(above >> s & 0xFF) - Int(got >> s & 0xFF))) }
          }
        }
      }
    }
    return (Double(total) / Double(count), step)
  }

  @Test func theDefaultKeepsGradientsWithinTheirBudgetWithoutBands() throws {
    let (gif, frames) = try decode(GIFOptions())
    let figures = gradientFigures(gif, frames)
    // The gradient's budget is 0.5 levels over its smooth pixels; its one-pixel ends are edges.
    #expect(figures.error <= 0.6)
    // The source steps by at most one level a row; a band edge of a 60-level gradient held in
    // few colours would jump by ten or more.
    #expect(figures.step <= 4)
  }

  @Test func bestIsAtLeastAsFaithfulAsBalanced() throws {
    let balanced = try decode(GIFOptions()), best = try decode(GIFOptions(quality: .best))
    #expect(gradientFigures(best.gif, best.frames).error <= gradientFigures(balanced.gif, balanced.frames).error)
  }

  @Test(arguments: [GIFDithering.ordered, .floydSteinberg])
  func ditheringLeavesFlatFillsAndTextAsWithout(dithering: GIFDithering) throws {
    let plain = try decode(GIFOptions(maximumColors: 8)), dithered = try decode(GIFOptions(dithering: dithering, maximumColors: 8))
    for (a, b) in zip(plain.gif.canvases, dithered.gif.canvases) {
      for y in 0..<96 {
        for x in 64..<120 { #expect(a[y * 120 + x] == b[y * 120 + x], "(\(x), \(y))") }
      }
    }
    // The gradient itself is dithered: its pixels differ somewhere.
    #expect(zip(plain.gif.canvases[0], dithered.gif.canvases[0]).contains { $0 != $1 })
  }

  @Test(arguments: [4, 16])
  func colorsCapEveryFrame(colors: Int) throws {
    let (gif, _) = try decode(GIFOptions(quality: .best, maximumColors: colors))
    for canvas in gif.canvases { #expect(Set(canvas).count <= colors) }
  }
}
