import AnimationReading
import Foundation
import Testing

/// `render --format all` and `sheet` through the built binary, decoded in the test with libpng and giflib.
struct AnimatedOutputEndToEndTests {
  func bytes(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  /// The PNG files of a frame folder, in frame order.
  func frameFiles(_ folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("frame-") }.sorted()
      .map { folder + "/" + $0 }
  }

  /// expansion-delegate lasts 3.06 s: 77 frames at 25 fps, the last one shown for 1/50 s.
  @Test func gifAndAPNGHoldEveryFrameOfThePNGSequence() throws {
    let out = try temporaryFolder("animated")
    let result = try run([
      "render", "expansion-delegate", "--format", "all", "--fps", "25", "--scale", "0.5", "--loops", "3", "--out", out,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let pngs = try frameFiles(out + "/expansion-delegate").map { try PNGImage(contentsOf: $0, channels: 3) }
    #expect(pngs.count == 77)

    let apng = try APNGReader(bytes(out + "/expansion-delegate.png"))
    #expect(apng.frameCount == pngs.count && apng.playCount == 3 && apng.channels == 3)
    #expect(apng.width == pngs[0].width && apng.height == pngs[0].height)
    // Exact duration: 76 × 1/25 + 1/50 = 153/50 s = 3.06 s.
    let fiftieths = apng.controls.reduce(0) { $0 + $1.delayNumerator * (50 / $1.delayDenominator) }
    #expect(fiftieths == 153)
    #expect(apng.controls.last.map { $0.delayNumerator == 1 && $0.delayDenominator == 50 } == true)
    for (k, png) in pngs.enumerated() where apng.canvases[k] != png.samples {
      Issue.record("APNG frame \(k) differs from frame-\(k).png")
    }

    let gif = try GIFReader(bytes(out + "/expansion-delegate.gif"))
    #expect(gif.canvases.count == pngs.count && gif.netscapeRepeats == 2)
    #expect(gif.width == pngs[0].width && gif.height == pngs[0].height)
    #expect(gif.delays.reduce(0, +) == 306)
    for (k, png) in pngs.enumerated() {
      let truth = png.packedRGB
      var total = 0
      for (a, b) in zip(gif.canvases[k], truth) {
        for shift: UInt32 in [0, 8, 16] { total += abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) }
      }
      let mean = Double(total) / Double(3 * truth.count)
      #expect(mean <= 2, "GIF frame \(k) is \(mean)/255 from frame-\(k).png on average")
    }
  }

  /// Without --fps the frames and the APNG keep the scene's 30 fps (3.06 s: 92 frames, the last
  /// shown 1/50 s) and the GIF takes 25 fps (77 frames), saying so in one line.
  @Test func theGIFAloneTakes25FpsWhenNoRateIsGiven() throws {
    let out = try temporaryFolder("rates")
    let result = try run(["render", "expansion-delegate", "--format", "all", "--scale", "0.25", "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try frameFiles(out + "/expansion-delegate").count == 92)
    #expect(try APNGReader(bytes(out + "/expansion-delegate.png")).frameCount == 92)
    let gif = try GIFReader(bytes(out + "/expansion-delegate.gif"))
    #expect(gif.canvases.count == 77 && gif.delays.reduce(0, +) == 306)
    let notes = result.stderr.split(separator: "\n").filter { $0.hasPrefix("note:") }
    #expect(notes == ["note: the GIF is drawn at 25 fps and the other outputs at 30 fps: a GIF takes at most 25 fps unless --fps is given."])
  }

  @Test func animationsLoopForeverByDefault() throws {
    let out = try temporaryFolder("loops")
    let result = try run(["render", "transition-border", "--format", "all", "--scale", "0.25", "--frames", "0-3", "--out", out])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try GIFReader(bytes(out + "/transition-border.gif")).netscapeRepeats == 0)
    #expect(try APNGReader(bytes(out + "/transition-border.png")).playCount == 0)
  }

  /// A 2 × 2 sheet: gaps of 12 pt, captions of 22 pt, at the frames' scale of 0.5.
  @Test func sheetLaysFramesOutInTheExpectedGrid() throws {
    let out = try temporaryFolder("sheet")
    let frame = try run(["frame", "transition-border", "--time", "0", "--scale", "0.5", "--out", out + "/frame.png"])
    #expect(frame.status == 0, "\(frame.stderr)")
    let cell = try PNGImage(contentsOf: out + "/frame.png", channels: 3)
    let result = try run([
      "sheet", "transition-border", "--count", "4", "--columns", "2", "--scale", "0.5", "--out", out + "/sheet.png",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let sheet = try PNGImage(contentsOf: out + "/sheet.png", channels: 3)
    #expect(sheet.width == 6 + 2 * (cell.width + 6))
    #expect(sheet.height == 6 + 2 * (cell.height + 11 + 6))
    // The first cell is frame 0 itself, pixel for pixel.
    for y in 0..<cell.height {
      let row = Array(sheet.samples[((6 + y) * sheet.width + 6) * 3..<((6 + y) * sheet.width + 6 + cell.width) * 3])
      if row != Array(cell.samples[y * cell.width * 3..<(y + 1) * cell.width * 3]) {
        Issue.record("row \(y) of the first cell differs from the frame")
        return
      }
    }
  }

  @Test func sheetDefaultsToTheKeyMoments() throws {
    let out = try temporaryFolder("moments")
    let result = try run(["sheet", "expansion-destructive", "--scale", "0.5", "--out", out + "/sheet.png"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("wrote \(out)/sheet.png"))
    #expect(FileManager.default.fileExists(atPath: out + "/sheet.png"))
  }

  @Test(arguments: [
    ["sheet", "no-such-scene", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--times", "1", "--count", "3", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--times", "1,99", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--times", "1,,2", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--count", "0", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--columns", "0", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--scale", "500", "--out", "/tmp/x.png"],
    ["sheet", "hero", "--out", "/proc/render-gifs-cannot-write-here/x.png"],
    ["render", "hero", "--format", "gif", "--colors", "1", "--out", "/tmp"],
    ["render", "hero", "--format", "gif", "--lossy", "300", "--out", "/tmp"],
  ])
  func badInputExitsWithStatusTwoAndOneSentence(arguments: [String]) throws {
    let result = try run(arguments)
    #expect(result.status == 2, "\(arguments): \(result.stderr)")
    #expect(result.stderr.hasPrefix("error: "))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
