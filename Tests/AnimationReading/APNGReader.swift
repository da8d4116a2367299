import Testing

/// An APNG file decoded by the tests from its chunks, independently of the encoder.
///
/// Frames are composited as the APNG specification says for dispose op NONE and
/// blend op SOURCE, the only ops the decoder accepts; pixels are straight-alpha bytes.
public struct APNGReader {
  /// One fcTL chunk: the frame's rectangle and delay.
  public struct FrameControl: Equatable {
    /// The rectangle's size and position in pixels.
    public var width: Int, height: Int, x: Int, y: Int
    /// The delay in seconds, as a fraction.
    public var delayNumerator: Int, delayDenominator: Int
  }

  /// The canvas size in pixels and the channels per pixel (3 or 4).
  public private(set) var width = 0, height = 0, channels = 0
  /// The acTL chunk's frame and play counts (0 plays means forever).
  public private(set) var frameCount = 0, playCount = 0
  /// Every frame's fcTL, in order.
  public private(set) var controls: [FrameControl] = []
  /// The whole canvas after each frame, `width × height × channels` bytes.
  public private(set) var canvases: [[UInt8]] = []

  /// Decodes an APNG file, recording a test issue for anything out of specification.
  public init(_ file: [UInt8]) throws {
    let chunks = readChunks(file)
    try #require(chunks.first?.type == "IHDR" && chunks.last?.type == "IEND")
    width = Int(chunks[0].uint32(at: 0))
    height = Int(chunks[0].uint32(at: 4))
    channels = chunks[0].data[9] == 6 ? 4 : 3
    var canvas = [UInt8](repeating: 0, count: width * height * channels)
    var expectedSequence: UInt32 = 0
    var pending: [UInt8] = []
    func finishFrame() throws {
      guard let c = controls.last, !pending.isEmpty else { return }
      let raw = try unfilter(
        inflateZlib(pending, size: c.height * (1 + c.width * channels)), width: c.width, height: c.height, channels: channels)
      for row in 0..<c.height {
        let dst = ((c.y + row) * width + c.x) * channels
        canvas.replaceSubrange(dst..<(dst + c.width * channels), with: raw[(row * c.width * channels)..<((row + 1) * c.width * channels)])
      }
      canvases.append(canvas)
      pending = []
    }
    for chunk in chunks.dropFirst() {
      switch chunk.type {
      case "acTL":
        frameCount = Int(chunk.uint32(at: 0))
        playCount = Int(chunk.uint32(at: 4))
      case "fcTL":
        try finishFrame()
        #expect(chunk.uint32(at: 0) == expectedSequence, "fcTL sequence")
        expectedSequence += 1
        #expect(chunk.data.count == 26)
        #expect(chunk.data[24] == 0 && chunk.data[25] == 0, "dispose NONE, blend SOURCE")
        let c = FrameControl(
          width: Int(chunk.uint32(at: 4)), height: Int(chunk.uint32(at: 8)), x: Int(chunk.uint32(at: 12)),
          y: Int(chunk.uint32(at: 16)), delayNumerator: Int(chunk.uint16(at: 20)), delayDenominator: Int(chunk.uint16(at: 22)))
        #expect(c.x + c.width <= width && c.y + c.height <= height && c.width > 0 && c.height > 0)
        if controls.isEmpty { #expect(c == FrameControl(width: width, height: height, x: 0, y: 0, delayNumerator: c.delayNumerator, delayDenominator: c.delayDenominator)) }
        controls.append(c)
      case "IDAT":
        #expect(controls.count == 1, "IDAT belongs to frame 0")
        pending += chunk.data
      case "fdAT":
        #expect(chunk.uint32(at: 0) == expectedSequence, "fdAT sequence")
        expectedSequence += 1
        pending += chunk.data.dropFirst(4)
      case "IEND":
        try finishFrame()
      default:
        Issue.record("unexpected chunk \(chunk.type)")
      }
    }
    #expect(frameCount == controls.count && canvases.count == controls.count)
  }
}
