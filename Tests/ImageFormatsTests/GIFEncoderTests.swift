import AnimationReading
import Testing
@testable import Raster
@testable import Drawing
@testable import ImageFormats

/// The GIF writer, checked by decoding with giflib's DGifSlurp and compositing in the test.
struct GIFEncoderTests {
  /// Pixel-aligned solid rectangles only, so the frames use five colours.
  func flatFrame(offset: Int) throws -> Pixmap {
    var p = try Pixmap(width: 60, height: 20)
    p.clear(.white)
    p.fill(.rect(Rect(x: 2, y: 5, width: 20, height: 2)), color: Color(red255: 60, green255: 60, blue255: 67))
    p.fill(.rect(Rect(x: Double(60 - offset), y: 0, width: Double(offset), height: 20)), color: Color(red255: 255, green255: 59, blue255: 48))
    p.fill(.rect(Rect(x: Double(60 - offset / 2), y: 8, width: 3, height: 4)), color: .white)
    p.fill(.rect(Rect(x: 0, y: 19, width: 60, height: 1)), color: Color(red255: 200, green255: 199, blue255: 204))
    return p
  }

  /// A 440×102 cell with anti-aliased circles in a hue ramp sliding by a fractional offset: over 255 colours.
  func richFrame(offset: Double) throws -> Pixmap {
    var p = try Pixmap(width: 440, height: 102)
    p.clear(.white)
    for k in 0..<40 {
      let t = Double(k) / 40
      p.fill(.circle(center: Point(x: 12 + Double(k) * 11 - offset, y: 30 + 8 * (t * 6).truncatingRemainder(dividingBy: 1)), radius: 5.3),
        color: Color(red: t, green: 1 - t, blue: 0.5 + t / 2))
    }
    p.fill(.roundedRect(Rect(x: 440 - offset * 3, y: 55, width: 200, height: 40), radius: 9), color: Color(red255: 0, green255: 122, blue255: 255))
    return p
  }

  /// The pixels of `p`, composited here onto `background` in floating point and rounded.
  func expectedRGB(_ p: Pixmap, background: (Double, Double, Double) = (255, 255, 255)) -> [UInt32] {
    (0..<(p.width * p.height)).map { i in
      let q = PremultipliedRGBA8(packed: p.words[i]), rest = 1 - Double(q.a) / 255
      func c(_ v: UInt8, _ b: Double) -> UInt32 { UInt32((Double(v) + b * rest).rounded()) }
      return c(q.r, background.0) | c(q.g, background.1) << 8 | c(q.b, background.2) << 16
    }
  }

  /// The mean absolute channel difference of two RGB canvases, in 8-bit levels.
  func meanDifference(_ a: [UInt32], _ b: [UInt32]) -> Double {
    var total = 0
    for (x, y) in zip(a, b) {
      for shift: UInt32 in [0, 8, 16] { total += abs(Int(x >> shift & 0xFF) - Int(y >> shift & 0xFF)) }
    }
    return Double(total) / Double(3 * a.count)
  }

  @Test func fewColoursRoundTripExactlyOneImagePerFrame() throws {
    let offsets = [0, 0, 10, 20, 20, 30]
    let frames = try offsets.map { try flatFrame(offset: $0) }
    let encoder = try GIFEncoder(frameDelay: FrameDelay(numerator: 4, denominator: 100))
    let gif = try GIFReader(encoder.data(for: frames))
    #expect(gif.width == 60 && gif.height == 20)
    #expect(gif.netscapeRepeats == 0)
    #expect(gif.delays == [4, 4, 4, 4, 4, 4])
    #expect(gif.canvases == frames.map { expectedRGB($0) })
    #expect(gif.colorCount == 8, "five colours and the transparent entry round up to 8")
    // Moving images cover only the columns the sliding block touched; repeated frames are one pixel.
    for k in 1..<offsets.count {
      let rect = gif.rects[k]
      if offsets[k] == offsets[k - 1] {
        #expect(rect == GIFReader.IntRectLike(x: 0, y: 0, width: 1, height: 1), "frame \(k)")
      } else {
        #expect(rect.x >= 30 && rect.width <= 30, "frame \(k)")
      }
    }
  }

  @Test(arguments: [(1, nil), (2, 1), (3, 2), (0, 0)] as [(Int, Int?)])
  func loopCountIsStoredAsRepeatsAfterTheFirstPlay(loopCount: Int, repeats: Int?) throws {
    let encoder = try GIFEncoder(frameDelay: FrameDelay(numerator: 1, denominator: 10), loopCount: loopCount)
    let gif = try GIFReader(encoder.data(for: [flatFrame(offset: 0), flatFrame(offset: 10)]))
    #expect(gif.netscapeRepeats == repeats)
  }

  /// 30 fps in hundredths: 3, 3, 4, … from the rounded running time, so 30 frames last exactly 100.
  @Test func delaysFollowTheExactRunningTime() throws {
    let frames = try (0..<30).map { try flatFrame(offset: $0 * 2) }
    let gif = try GIFReader(GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 30)).data(for: frames))
    #expect(gif.delays.count == 30)
    #expect(gif.delays.reduce(0, +) == 100)
    #expect(gif.delays.prefix(6) == [3, 4, 3, 3, 4, 3])
  }

  /// Every palette size and dithering, with and without lossy LZW: close to the source, and still pixels never change.
  @Test(arguments: [
    (.none, 255, 0), (.ordered, 255, 0), (.floydSteinberg, 255, 0), (.none, 63, 0), (.none, 63, 24), (.none, 31, 0),
  ] as [(GIFDithering, Int, Int)])
  func manyColoursAreQuantizedCloselyAndStillPixelsNeverChange(dithering: GIFDithering, colors: Int, lossiness: Int) throws {
    let frames = try (0..<12).map { try richFrame(offset: Double($0) * 2.37) }
    let encoder = try GIFEncoder(
      frameDelay: FrameDelay(framesPerSecond: 30), dithering: dithering, maximumColors: colors, lossiness: lossiness,
      meanErrorBudget: 0)
    let bytes = try encoder.data(for: frames)
    #expect(try encoder.data(for: frames) == bytes)
    let gif = try GIFReader(bytes)
    var table = 4
    while table < colors + 1 { table *= 2 }
    #expect(gif.canvases.count == 12 && gif.colorCount == table)
    for (frame, canvas) in zip(frames, gif.canvases) {
      #expect(meanDifference(expectedRGB(frame), canvas) <= 2, "mean difference within 2/255")
    }
    // A pixel whose source colour did not change keeps its decoded colour: no shimmer.
    for k in 1..<frames.count {
      for i in frames[k].words.indices where frames[k].words[i] == frames[k - 1].words[i] {
        if gif.canvases[k][i] != gif.canvases[k - 1][i] {
          Issue.record("pixel \(i) changed between frames \(k - 1) and \(k)")
          return
        }
      }
    }
  }

  /// A 3.06 s scene at 25 fps: 77 frames, the last cut to 2 hundredths, so the delays add up to 306.
  @Test func aShortLastFrameEndsTheAnimationOnTime() throws {
    let frames = try (0..<77).map { try flatFrame(offset: $0 % 30) }
    let encoder = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 25))
    let gif = try GIFReader(encoder.data(for: frames, lastFrameDelay: FrameDelay(numerator: 1, denominator: 50)))
    #expect(gif.delays.count == 77 && gif.delays.reduce(0, +) == 306 && gif.delays.last == 2)
  }

  /// Whether every colour covering 32 pixels or more in a tenth of the frames or more is shown as a shade of itself.
  func showsProminentColorsAsShades(_ frames: [Pixmap], _ canvases: [[UInt32]]) -> Bool {
    var framesOfColor: [UInt32: Int] = [:]
    var shown: [UInt32: [UInt32]] = [:]
    for (frame, canvas) in zip(frames, canvases) {
      var counts: [UInt32: Int] = [:]
      for (color, decoded) in zip(expectedRGB(frame), canvas) {
        counts[color, default: 0] += 1
        shown[color, default: []].append(decoded)
      }
      for (color, count) in counts where count >= 32 { framesOfColor[color, default: 0] += 1 }
    }
    let needed = max(1, (frames.count + 9) / 10)
    return framesOfColor.allSatisfy { color, count in
      count < needed || (shown[color] ?? []).allSatisfy { GIFPalette.isShade($0, of: color) }
    }
  }

  /// The palette has the fewest colours that keep every frame within the budget and show the
  /// prominent colours as shades of themselves, measured on the decoded frames.
  @Test(arguments: [0.25, 1.0, 3.0])
  func thePaletteHasTheFewestColoursWithinTheErrorBudget(budget: Double) throws {
    let frames = try (0..<6).map { try richFrame(offset: Double($0) * 3.1) }
    let delay = try FrameDelay(framesPerSecond: 25)
    // The smooth pixels' budget is left out: this is the frame budget's test (GIFGradientTests has the other).
    let encoder = try GIFEncoder(frameDelay: delay, meanErrorBudget: budget, gradientErrorBudget: .greatestFiniteMagnitude)
    let gif = try GIFReader(encoder.data(for: frames))
    let worst = zip(frames, gif.canvases).map { meanDifference(expectedRGB($0), $1) }.max() ?? 0
    let used = Set(gif.canvases.joined()).count
    #expect(worst <= budget || used == GIFEncoder.defaultMaximumColors, "worst \(worst) with \(used) colours")
    #expect(showsProminentColorsAsShades(frames, gif.canvases))
    if used > 2 {
      // One colour fewer would have broken the budget or shown a prominent colour as another hue.
      let fewer = try GIFReader(
        GIFEncoder(frameDelay: delay, maximumColors: used - 1, meanErrorBudget: 0).data(for: frames))
      let fewerWorst = zip(frames, fewer.canvases).map { meanDifference(expectedRGB($0), $1) }.max() ?? 0
      #expect(fewerWorst > budget || !showsProminentColorsAsShades(frames, fewer.canvases), "\(used - 1) colours give \(fewerWorst)")
    }
  }

  /// With lossy LZW every shown pixel stays within the tolerance of its source colour.
  @Test func lossyEntriesStayWithinTheTolerance() throws {
    let frames = try (0..<8).map { try richFrame(offset: Double($0) * 1.5) }
    let delay = try FrameDelay(framesPerSecond: 25)
    let exact = try GIFEncoder(frameDelay: delay, maximumColors: 255, meanErrorBudget: 0).data(for: frames)
    let lossy = try GIFEncoder(frameDelay: delay, maximumColors: 255, lossiness: 20, meanErrorBudget: 0).data(for: frames)
    let exactCanvases = try GIFReader(exact).canvases, lossyCanvases = try GIFReader(lossy).canvases
    for (k, frame) in frames.enumerated() {
      let truth = expectedRGB(frame)
      // Distance to the source, less the exact palette's own error, is what the tolerance bounds.
      for i in truth.indices {
        func distance(_ a: UInt32, _ b: UInt32) -> Double {
          let d = [0, 8, 16].map { (shift: UInt32) in Double(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
          return (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
        }
        let shown = distance(lossyCanvases[k][i], truth[i]), floor = distance(exactCanvases[k][i], truth[i])
        if shown > Swift.max(20, floor) + 1e-9 {
          Issue.record("frame \(k) pixel \(i) is \(shown) levels from its source")
          return
        }
      }
    }
  }

  @Test func translucentPixelsAreCompositedOntoTheBackground() throws {
    var p = try Pixmap(width: 5, height: 3)
    p.clear(Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.5))
    p.fill(.rect(Rect(x: 0, y: 0, width: 2, height: 3)), color: Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    let encoder = try GIFEncoder(frameDelay: FrameDelay(numerator: 1, denominator: 1), background: Color(red255: 10, green255: 20, blue255: 30))
    let gif = try GIFReader(encoder.data(for: [p]))
    #expect(gif.canvases == [expectedRGB(p, background: (10, 20, 30))])
    #expect(gif.delays == [100])
  }

  @Test func misuseGivesClearErrors() throws {
    let encoder = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 30))
    #expect(throws: AnimationEncodingError.self) { try encoder.data(for: []) }
    #expect(throws: AnimationEncodingError.self) { try encoder.data(for: [flatFrame(offset: 0), Pixmap(width: 3, height: 3)]) }
    #expect(throws: AnimationEncodingError.self) { try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 30), loopCount: 70_000) }
    #expect(throws: AnimationEncodingError.self) { try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 30), maximumColors: 1) }
    #expect(throws: AnimationEncodingError.self) { try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 30), lossiness: -1) }
  }
}
