import CGIF
import Drawing
@testable import ImageFormats
import Raster

// GIF files written by giflib's low-level write API (EGifOpen with a write
// callback that appends to a Swift buffer): the reference the encoder's own
// blocks and LZW coder are checked against, byte for byte. giflib reports
// errors through return codes, so nothing unwinds through Swift frames.
// Layout: GIF89a header and logical screen with the global colour table, the
// NETSCAPE2.0 application extension for looping, then per frame a graphic
// control extension (delay, disposal, transparent index) and an image
// descriptor with LZW-coded indices.

/// Writes palette-indexed frames as a GIF89a file with giflib.
enum GIFWriter {
  /// One image of the file: a rectangle of palette indices and how long it shows.
  struct Frame {
    var rect: IntRect
    var indices: [UInt8]
    /// Whether ``GIFPalette/transparentIndex`` marks pixels left as they were.
    var usesTransparency: Bool
    /// The delay in hundredths of a second, 0…65535.
    var delay: Int
    /// What happens to the rectangle before the next frame. Default: kept.
    var disposal: GIFDisposal = .keep
  }

  /// The bytes giflib has written so far, reached through `GifFileType.UserData`.
  private final class Output {
    var bytes: [UInt8] = []
  }

  /// Encodes the frames.
  ///
  /// - Parameters:
  ///   - width: The logical screen width in pixels.
  ///   - height: The logical screen height in pixels.
  ///   - palette: The global colour table; the entry after its colours is transparent.
  ///   - loopCount: How many times the animation plays; 0 means forever.
  ///   - frames: At least one frame.
  /// - Throws: ``AnimationEncodingError`` carrying giflib's message.
  ///   - backgroundIndex: The logical screen's background entry. Default: 0.
  static func data(
    width: Int, height: Int, palette: GIFPalette, loopCount: Int, frames: [Frame], backgroundIndex: Int = 0
  ) throws -> [UInt8] {
    let output = Output()
    var error: Int32 = 0
    let write: OutputFunc = { gif, bytes, count in
      guard let gif, let bytes, let user = gif.pointee.UserData else { return 0 }
      Unmanaged<Output>.fromOpaque(user).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: Int(count)))
      return count
    }
    guard let gif = EGifOpen(Unmanaged.passUnretained(output).toOpaque(), write, &error) else {
      throw failure(error, doing: "start the file")
    }
    var closed = false
    defer { if !closed { EGifCloseFile(gif, &error) } }
    try withExtendedLifetime(output) {
      try writeScreen(gif, width: width, height: height, palette: palette, loopCount: loopCount, backgroundIndex: backgroundIndex)
      for frame in frames { try writeFrame(gif, frame, transparentIndex: Int(palette.transparentIndex)) }
      closed = true
      guard EGifCloseFile(gif, &error) == GIF_OK else { throw failure(error, doing: "finish the file") }
    }
    return output.bytes
  }

  /// The header, the logical screen with the global colour table and, unless it plays once, the loop extension.
  private static func writeScreen(
    _ gif: UnsafeMutablePointer<GifFileType>, width: Int, height: Int, palette: GIFPalette, loopCount: Int, backgroundIndex: Int
  ) throws {
    // GIF tables hold a power of two entries: colours, the transparent entry, then black padding.
    guard let map = GifMakeMapObject(Int32(palette.tableSize), nil) else { throw failure(E_GIF_ERR_NOT_ENOUGH_MEM, doing: "make the colour table") }
    defer { GifFreeMapObject(map) }
    for (i, color) in palette.colors.enumerated() {
      map.pointee.Colors[i] = GifColorType(
        Red: UInt8(truncatingIfNeeded: color), Green: UInt8(truncatingIfNeeded: color >> 8), Blue: UInt8(truncatingIfNeeded: color >> 16))
    }
    EGifSetGifVersion(gif, true)
    try check(gif, EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(backgroundIndex), map), doing: "write the logical screen")
    guard loopCount != 1 else { return }
    // NETSCAPE2.0 counts repeats after the first play; 0 repeats forever.
    let repeats = loopCount == 0 ? 0 : loopCount - 1
    let loop: [UInt8] = [1, UInt8(truncatingIfNeeded: repeats), UInt8(truncatingIfNeeded: repeats >> 8)]
    try check(gif, EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), doing: "write the loop extension")
    try check(gif, EGifPutExtensionBlock(gif, 11, Array("NETSCAPE2.0".utf8)), doing: "write the loop extension")
    try check(gif, EGifPutExtensionBlock(gif, 3, loop), doing: "write the loop extension")
    try check(gif, EGifPutExtensionTrailer(gif), doing: "write the loop extension")
  }

  /// One frame: its graphic control extension, image descriptor and rows of indices.
  private static func writeFrame(_ gif: UnsafeMutablePointer<GifFileType>, _ frame: Frame, transparentIndex: Int) throws {
    var control = GraphicsControlBlock(
      DisposalMode: frame.disposal == .keep ? DISPOSE_DO_NOT : DISPOSE_BACKGROUND, UserInputFlag: false, DelayTime: Int32(frame.delay),
      TransparentColor: frame.usesTransparency ? Int32(transparentIndex) : NO_TRANSPARENT_COLOR)
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    try check(gif, EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), extensionBytes), doing: "write a frame's delay")
    let rect = frame.rect
    try check(
      gif, EGifPutImageDesc(gif, Int32(rect.minX), Int32(rect.minY), Int32(rect.width), Int32(rect.height), false, nil),
      doing: "write a frame's rectangle")
    var indices = frame.indices
    try indices.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for row in 0..<rect.height {
        try check(gif, EGifPutLine(gif, base + row * rect.width, Int32(rect.width)), doing: "write a frame's pixels")
      }
    }
  }

  /// Throws giflib's error when `result` is not `GIF_OK`.
  private static func check(_ gif: UnsafeMutablePointer<GifFileType>, _ result: Int32, doing what: String) throws {
    guard result == GIF_OK else { throw failure(gif.pointee.Error, doing: what) }
  }

  /// The error for giflib code `code` while doing `what`.
  private static func failure(_ code: Int32, doing what: String) -> AnimationEncodingError {
    let message = GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
    return AnimationEncodingError("giflib could not \(what) (\(message)); the machine may be out of memory.")
  }
}
