internal import CGIF

/// giflib's `DGifSlurp` from memory, then every frame's pixels read through its colour table the way
/// a reader composites them, with Swift's bounds checks on every index giflib hands back.
enum GIFWalk {
  private final class Input {
    let bytes: [UInt8]
    var offset = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
  }

  /// The number of pixels, over all frames, whose colour has some red; `nil` for a file giflib refuses.
  static func opaquePixels(_ bytes: [UInt8]) -> Int? {
    let input = Input(bytes)
    var error: Int32 = 0
    let read: InputFunc = { gif, buffer, count in
      guard let gif, let buffer, let user = gif.pointee.UserData, count > 0 else { return 0 }
      let input = Unmanaged<Input>.fromOpaque(user).takeUnretainedValue()
      let n = min(Int(count), input.bytes.count - input.offset)
      for i in 0..<n { buffer[i] = input.bytes[input.offset + i] }
      input.offset += n
      return Int32(n)
    }
    return withExtendedLifetime(input) { () -> Int? in
      guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error) else { return nil }
      defer { DGifCloseFile(gif, &error) }
      guard DGifSlurp(gif) == GIF_OK, let images = gif.pointee.SavedImages else { return nil }
      var lit = 0
      for k in 0..<Int(gif.pointee.ImageCount) {
        let description = images[k].ImageDesc
        guard let map = description.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors,
          let raster = images[k].RasterBits, description.Width >= 0, description.Height >= 0
        else { continue }
        let count = Int(map.pointee.ColorCount)
        for i in 0..<Int(description.Width) * Int(description.Height) {
          let index = Int(raster[i])
          if index < count, colors[index].Red > 0 { lit += 1 }
        }
      }
      return lit
    }
  }
}
