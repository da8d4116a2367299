import Testing
import Drawing
import ImageFormats
import Raster

/// Every writer takes the same loop counts: 0 (forever) up to 65535, the most GIF's NETSCAPE2.0
/// extension stores (65534 repeats after the first play in 16 bits) and APNG's acTL holds.
struct LoopCountTests {
  @Test(arguments: [-1, 65_536, Int.max])
  func everyWriterRefusesACountOutsideTheRange(count: Int) throws {
    let delay = try FrameDelay(framesPerSecond: 30)
    #expect(throws: AnimationEncodingError.self) { try GIFEncoder(frameDelay: delay, loopCount: count) }
    #expect(throws: AnimationEncodingError.self) { try APNGEncoder(width: 4, height: 4, frameDelay: delay, loopCount: count) }
    #expect(throws: AnimationEncodingError.self) {
      try AnimatedImageWriter(path: "/nonexistent/a.png", format: .apng(hasAlpha: nil), frameDelay: delay, loopCount: count)
    }
    #expect(throws: AnimationEncodingError.self) {
      try AnimatedImageWriter(path: "/nonexistent/a.gif", format: .gif(GIFOptions()), frameDelay: delay, loopCount: count)
    }
  }

  @Test func theMessageNamesTheValueAndTheRange() {
    let error = #expect(throws: AnimationEncodingError.self) { try LoopCount.check(70_000, named: "--loops") }
    #expect(error?.description == "Give --loops a whole number from 0 (forever) to 65535 (got '70000').")
  }

  @Test func theLargestCountIsStoredAsRepeatsAfterTheFirstPlay() throws {
    var frame = try Pixmap(width: 8, height: 8)
    frame.clear(.white)
    let gif = try GIFEncoder(frameDelay: FrameDelay(framesPerSecond: 10), loopCount: 65_535).data(for: [frame])
    // NETSCAPE2.0 sub-block: 3, 1, then the repeat count little-endian.
    let marker: [UInt8] = Array("NETSCAPE2.0".utf8) + [3, 1]
    let at = try #require((0...(gif.count - marker.count)).first { Array(gif[$0..<($0 + marker.count)]) == marker })
    let repeats = Int(gif[at + marker.count]) | Int(gif[at + marker.count + 1]) << 8
    #expect(repeats == 65_534)
  }
}
