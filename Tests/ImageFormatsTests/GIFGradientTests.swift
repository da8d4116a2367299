import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// Gradients beside flat UI: the palette spends its colours where banding shows, and dithering
/// touches gradients only. Every figure is measured here on the frames giflib decodes, against
/// the source pixels, with the definitions of docs/gif-palettes.md §1.
struct GIFGradientTests {
  /// The gradient's rows and columns in the test frames.
  static let rows = 8..<88, columns = 20..<60

  /// A 120×96 frame: white, a grey text-like bar, a vertical gradient (58 levels over 80 rows) in
  /// ``rows`` × ``columns`` and a flat blue block that moves `offset` pixels.
  func frame(offset: Int) throws -> Pixmap {
    var p = try Pixmap(width: 120, height: 96)
    p.clear(.white)
    for y in Self.rows {
      let t = Double(y - 8) / 79
      let (r, g, b) = (UInt32(255), UInt32((94 + 55 * t).rounded()), UInt32((58 - 58 * t).rounded()))
      for x in Self.columns { p.words[y * 120 + x] = r | g << 8 | b << 16 | 0xFF00_0000 }
    }
    p.fill(.rect(Rect(x: 70, y: 10, width: 40, height: 3)), color: Color(red255: 60, green255: 60, blue255: 67))
    p.fill(.rect(Rect(x: Double(70 + offset), y: 40, width: 30, height: 30)), color: Color(red255: 0, green255: 122, blue255: 255))
    return p
  }

  /// Four frames encoded with `options`, decoded by giflib, with their sources.
  func decode(_ options: GIFOptions) throws -> (gif: GIFReader, frames: [Pixmap]) {
    let frames = try (0..<4).map { try frame(offset: 3 * $0) }
    let encoder = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 25), options: options)
    return (try GIFReader(encoder.data(for: frames)), frames)
  }

  /// The mean absolute channel error over the gradient, and the largest channel step between
  /// vertical neighbours inside it (the source's own steps are at most one level).
  func gradientFigures(_ gif: GIFReader, _ frames: [Pixmap]) -> (error: Double, step: Int) {
    var total = 0, count = 0, step = 0
    for (canvas, frame) in zip(gif.canvases, frames) {
      for y in Self.rows {
        for x in Self.columns {
          let want = frame.words[y * 120 + x], got = canvas[y * 120 + x]
          for s: UInt32 in [0, 8, 16] { total += abs(Int(want >> s & 0xFF) - Int(got >> s & 0xFF)) }
          count += 3
          if y > Self.rows.lowerBound {
            let above = canvas[(y - 1) * 120 + x]
            for s: UInt32 in [0, 8, 16] { step = max(step, abs(Int(above >> s & 0xFF) - Int(got >> s & 0xFF))) }
          }
        }
      }
    }
    return (Double(total) / Double(count), step)
  }

  /// The mean absolute channel error over every pixel of every frame.
  func meanError(_ gif: GIFReader, _ frames: [Pixmap]) -> Double {
    var total = 0, count = 0
    for (canvas, frame) in zip(gif.canvases, frames) {
      for (want, got) in zip(frame.words, canvas) {
        for s: UInt32 in [0, 8, 16] { total += abs(Int(want >> s & 0xFF) - Int(got >> s & 0xFF)) }
        count += 3
      }
    }
    return Double(total) / Double(count)
  }

  @Test func theDefaultKeepsGradientsWithinTheirBudgetWithoutBands() throws {
    let (gif, frames) = try decode(GIFOptions())
    let figures = gradientFigures(gif, frames)
    // The smooth pixels' budget is 0.5 levels (GIFQuality.balanced); the gradient's first and
    // last rows are edges, not smooth, so the whole gradient is allowed a little more.
    #expect(figures.error <= 0.6, "gradient error \(figures.error)")
    // A 58-level gradient held in a handful of colours would jump by ten levels or more at each band edge.
    #expect(figures.step <= 4, "band step \(figures.step)")
  }

  @Test func bestIsAtLeastAsFaithfulAsBalanced() throws {
    let balanced = try decode(GIFOptions()), best = try decode(GIFOptions(quality: .best))
    #expect(gradientFigures(best.gif, best.frames).error <= gradientFigures(balanced.gif, balanced.frames).error)
    #expect(meanError(best.gif, best.frames) <= meanError(balanced.gif, balanced.frames))
  }

  @Test func moreColorsNeverLowerQuality() throws {
    var errors: [Double] = []
    for colors in [4, 8, 16, 32, 64, 128] {
      let (gif, frames) = try decode(GIFOptions(quality: .best, maximumColors: colors))
      errors.append(meanError(gif, frames))
    }
    for (fewer, more) in zip(errors, errors.dropFirst()) { #expect(more <= fewer, "\(errors)") }
  }

  @Test(arguments: [GIFDithering.ordered, .floydSteinberg])
  func ditheringLeavesFlatFillsAndTextAsWithout(dithering: GIFDithering) throws {
    let plain = try decode(GIFOptions(maximumColors: 8)), dithered = try decode(GIFOptions(dithering: dithering, maximumColors: 8))
    for (a, b) in zip(plain.gif.canvases, dithered.gif.canvases) {
      // Everything right of the gradient is white, grey bar or blue block: flat fills.
      for y in 0..<96 {
        for x in 64..<120 where a[y * 120 + x] != b[y * 120 + x] {
          Issue.record("(\(x), \(y)) is \(b[y * 120 + x]) dithered, \(a[y * 120 + x]) without")
        }
      }
    }
    // The gradient itself is dithered: its pixels differ somewhere.
    #expect(zip(plain.gif.canvases[0], dithered.gif.canvases[0]).contains { $0 != $1 })
  }

  @Test(arguments: [GIFDithering.ordered, .floydSteinberg])
  func ditheredGradientsAreStillFromFrameToFrame(dithering: GIFDithering) throws {
    let (gif, _) = try decode(GIFOptions(dithering: dithering, maximumColors: 8))
    for canvas in gif.canvases.dropFirst() {
      for y in Self.rows {
        for x in Self.columns where canvas[y * 120 + x] != gif.canvases[0][y * 120 + x] {
          Issue.record("(\(x), \(y)) shimmers")
        }
      }
    }
  }

  @Test(arguments: [GIFDithering.ordered, .floydSteinberg])
  func ditheringSmoothsWhatTheEyeAverages(dithering: GIFDithering) throws {
    // Averaged over 4×4 blocks, as the eye sees a fine pattern, a dithered gradient is closer to the source.
    func blockError(_ gif: GIFReader, _ frame: Pixmap) -> Double {
      var total = 0.0, count = 0
      for by in stride(from: Self.rows.lowerBound, to: Self.rows.upperBound - 3, by: 4) {
        for bx in stride(from: Self.columns.lowerBound, to: Self.columns.upperBound - 3, by: 4) {
          for s: UInt32 in [0, 8, 16] {
            var want = 0, got = 0
            for y in by..<(by + 4) {
              for x in bx..<(bx + 4) {
                want += Int(frame.words[y * 120 + x] >> s & 0xFF)
                got += Int(gif.canvases[0][y * 120 + x] >> s & 0xFF)
              }
            }
            total += Double(abs(want - got)) / 16
            count += 1
          }
        }
      }
      return total / Double(count)
    }
    let plain = try decode(GIFOptions(maximumColors: 8)), dithered = try decode(GIFOptions(dithering: dithering, maximumColors: 8))
    #expect(blockError(dithered.gif, dithered.frames[0]) < blockError(plain.gif, plain.frames[0]))
  }

  @Test(arguments: [4, 16])
  func colorsCapEveryFrame(colors: Int) throws {
    for quality in GIFQuality.allCases {
      let (gif, _) = try decode(GIFOptions(quality: quality, maximumColors: colors))
      for canvas in gif.canvases { #expect(Set(canvas).count <= colors) }
    }
  }
}
