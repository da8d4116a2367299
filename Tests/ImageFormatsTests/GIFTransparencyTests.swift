import AnimationReading
import CGIF
import Testing
@testable import Drawing
@testable import ImageFormats
@testable import Raster

/// GIFs that keep transparency: transparent where alpha is below half, the demultiplied colour elsewhere.
struct GIFTransparencyTests {
  /// A 90×30 frame on a transparent ground: a red rounded block sliding left by `offset` and a band whose
  /// alpha is 0.3 on the left half and 0.7 on the right.
  func frame(offset: Double, ground: Color = .clear) throws -> Pixmap {
    var p = try Pixmap(width: 90, height: 30)
    p.clear(ground)
    p.fill(.roundedRect(Rect(x: 60 - offset, y: 4, width: 24, height: 14), radius: 5), color: Color(red255: 255, green255: 59, blue255: 48))
    p.fill(.rect(Rect(x: 0, y: 22, width: 45, height: 6)), color: Color(red: 0, green: 0.4, blue: 1, alpha: 0.3))
    p.fill(.rect(Rect(x: 45, y: 22, width: 45, height: 6)), color: Color(red: 0, green: 0.4, blue: 1, alpha: 0.7))
    return p
  }

  /// The colour a GIF keeping transparency should show for each pixel: transparent, or demultiplied.
  func expected(_ p: Pixmap) -> [UInt32] {
    p.words.map { word in
      let q = PremultipliedRGBA8(packed: word)
      guard q.a >= 128 else { return GIFReader.transparent }
      func c(_ v: UInt8) -> UInt32 { UInt32((Double(v) * 255 / Double(q.a)).rounded()) }
      return c(q.r) | c(q.g) << 8 | c(q.b) << 16
    }
  }

  /// The block slides away, so pixels it covered turn transparent: the image before is cleared.
  @Test(arguments: [GIFDithering.none, .floydSteinberg])
  func transparentAreasDecodeTransparentInEveryFrame(dithering: GIFDithering) throws {
    let offsets: [Double] = [0, 0, 6.5, 13, 30, 30, 55]
    let frames = try offsets.map { try frame(offset: $0) }
    let encoder = try GIFEncoder(
      frameDelay: FrameDelay(framesPerSecond: 25), dithering: dithering, maximumColors: 255, meanErrorBudget: 0,
      keepsTransparency: true)
    let gif = try GIFReader(encoder.data(for: frames))
    #expect(gif.canvases.count == frames.count)
    #expect(gif.disposals.contains(DISPOSE_BACKGROUND), "pixels turning transparent need a cleared image")
    for (k, frame) in frames.enumerated() {
      let truth = expected(frame)
      for i in truth.indices where (truth[i] == GIFReader.transparent) != (gif.canvases[k][i] == GIFReader.transparent) {
        Issue.record("frame \(k) pixel \(i): expected \(truth[i] == GIFReader.transparent ? "transparent" : "opaque")")
        return
      }
      // Opaque pixels show their own colour: no halo of a background colour.
      for i in truth.indices where truth[i] != GIFReader.transparent && truth[i] != gif.canvases[k][i] {
        Issue.record("frame \(k) pixel \(i) shows \(gif.canvases[k][i]), not \(truth[i])")
        return
      }
    }
  }

  /// Opaque frames give the same file with or without keeping transparency asked for, but for the screen's background entry.
  @Test func opaqueFramesKeepTheirImages() throws {
    let frames = try [0.0, 10, 20].map { try frame(offset: $0, ground: .white) }
    let delay = try FrameDelay(framesPerSecond: 25)
    let plain = try GIFEncoder(frameDelay: delay).data(for: frames)
    let keeping = try GIFEncoder(frameDelay: delay, keepsTransparency: true).data(for: frames)
    #expect(try GIFReader(plain).canvases == GIFReader(keeping).canvases)
  }
}
