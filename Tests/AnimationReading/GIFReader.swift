import CGIF
import Testing

/// An animated GIF decoded in the tests with giflib's DGifSlurp and composited here.
///
/// Frames are drawn onto the canvas as GIF89a says: opaque indices replace pixels,
/// the transparent index leaves them; after an image with disposal "restore to
/// background" its rectangle is cleared to transparent, as browsers show it (the
/// reader accepts that and "do not dispose" only). Canvases are RGB packed as
/// `r | g << 8 | b << 16`, with ``transparent`` where nothing is shown.
public struct GIFReader {
  /// The logical screen size in pixels.
  public private(set) var width = 0, height = 0
  /// The entries of the global colour table.
  public private(set) var colorCount = 0
  /// The NETSCAPE2.0 repeat count, or `nil` when the file has no loop extension.
  public private(set) var netscapeRepeats: Int?
  /// Each image's delay in hundredths of a second.
  public private(set) var delays: [Int] = []
  /// Each image's rectangle.
  public private(set) var rects: [IntRectLike] = []
  /// The canvas after each image.
  public private(set) var canvases: [[UInt32]] = []
  /// Each image's local colour table size, or `nil` for an image drawn with the global table.
  public private(set) var localTableSizes: [Int?] = []
  /// Each image's disposal mode (giflib's `DISPOSE_DO_NOT` or `DISPOSE_BACKGROUND`).
  public private(set) var disposals: [Int32] = []
  /// The canvas value of a pixel that shows nothing: above every RGB colour.
  public static let transparent: UInt32 = 1 << 24

  /// A rectangle of whole pixels as the file stores it.
  public struct IntRectLike: Equatable {
    /// The left column, top row, width and height.
    public var x: Int, y: Int, width: Int, height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  private final class Input {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// Decodes a GIF file with giflib, recording a test issue for anything the encoder should not write.
  public init(_ file: [UInt8]) throws {
    let input = Input(file)
    var error: Int32 = 0
    let read: InputFunc = { gif, buffer, count in
      guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
      let input = Unmanaged<Input>.fromOpaque(user).takeUnretainedValue()
      let n = min(Int(count), input.bytes.count - input.offset)
      for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
      input.offset += n
      return Int32(n)
    }
    let gif = try #require(DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error))
    defer { DGifCloseFile(gif, &error) }
    try withExtendedLifetime(input) {
      try #require(DGifSlurp(gif) == GIF_OK, "DGifSlurp failed: \(gif.pointee.Error)")
      try decode(gif.pointee, handle: gif)
    }
  }

  private mutating func decode(_ g: GifFileType, handle: UnsafeMutablePointer<GifFileType>) throws {
    width = Int(g.SWidth)
    height = Int(g.SHeight)
    let map = try #require(g.SColorMap, "no global colour table")
    colorCount = Int(map.pointee.ColorCount)
    var palette: [UInt32] = []
    for i in 0..<colorCount {
      let c = map.pointee.Colors[i]
      palette.append(UInt32(c.Red) | UInt32(c.Green) << 8 | UInt32(c.Blue) << 16)
    }
    var canvas = [UInt32](repeating: Self.transparent, count: width * height)
    var clearing: IntRectLike?
    for k in 0..<Int(g.ImageCount) {
      let image = g.SavedImages[k]
      for e in 0..<Int(image.ExtensionBlockCount) {
        let block = image.ExtensionBlocks[e]
        if block.Function == APPLICATION_EXT_FUNC_CODE, e + 1 < image.ExtensionBlockCount {
          let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)), as: UTF8.self)
          let data = image.ExtensionBlocks[e + 1]
          if name == "NETSCAPE2.0", data.ByteCount == 3 {
            netscapeRepeats = Int(data.Bytes[1]) | Int(data.Bytes[2]) << 8
          }
        }
      }
      var control = GraphicsControlBlock()
      try #require(DGifSavedExtensionToGCB(handle, Int32(k), &control) == GIF_OK)
      #expect(control.DisposalMode == DISPOSE_DO_NOT || control.DisposalMode == DISPOSE_BACKGROUND)
      disposals.append(control.DisposalMode)
      delays.append(Int(control.DelayTime))
      // The previous image's rectangle is cleared before this one is drawn.
      if let clear = clearing {
        for y in clear.y..<(clear.y + clear.height) {
          for x in clear.x..<(clear.x + clear.width) { canvas[y * width + x] = Self.transparent }
        }
      }
      let d = image.ImageDesc
      // An image with a local colour table draws with it; GIF89a makes its size a power of two from 2 to 256.
      var colors = palette
      if let local = d.ColorMap {
        let count = Int(local.pointee.ColorCount)
        #expect(count >= 2 && count <= 256 && count & (count - 1) == 0, "local table of \(count) entries")
        colors = (0..<count).map { i in
          let c = local.pointee.Colors[i]
          return UInt32(c.Red) | UInt32(c.Green) << 8 | UInt32(c.Blue) << 16
        }
        localTableSizes.append(count)
      } else {
        localTableSizes.append(nil)
      }
      if control.TransparentColor >= 0 {
        #expect(Int(control.TransparentColor) < colors.count, "image \(k)'s transparent index lies outside its table")
      }
      let rect = IntRectLike(x: Int(d.Left), y: Int(d.Top), width: Int(d.Width), height: Int(d.Height))
      rects.append(rect)
      for y in 0..<rect.height {
        for x in 0..<rect.width {
          let index = Int32(image.RasterBits[y * rect.width + x])
          if index != control.TransparentColor {
            canvas[(rect.y + y) * width + rect.x + x] = colors[Int(index)]
          }
        }
      }
      canvases.append(canvas)
      clearing = control.DisposalMode == DISPOSE_BACKGROUND ? rect : nil
    }
  }
}
