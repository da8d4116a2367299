import CGIF

// The GIF target's decode function: giflib's DGifSlurp from memory, then every
// frame's pixels read through the colour table the way a reader composites
// them, with Swift's bounds checks on every index giflib hands back.

private final class GIFInput {
  let bytes: [UInt8]
  var offset = 0
  init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// Decodes `bytes` and reads every pixel of every frame; returns the number of opaque pixels, or `nil`
/// for a file giflib refuses.
func decodeGIF(_ bytes: [UInt8]) -> Int? {
  let input = GIFInput(bytes)
  var error: Int32 = 0
  let read: InputFunc = { gif, buffer, count in
    guard let gif, let buffer, let user = gif.pointee.UserData else { return 0 }
    let input = Unmanaged<GIFInput>.fromOpaque(user).takeUnretainedValue()
    let n = min(Int(count), input.bytes.count - input.offset)
    for i in 0..<max(0, n) { buffer[i] = input.bytes[input.offset + i] }
    input.offset += max(0, n)
    return Int32(max(0, n))
  }
  return withExtendedLifetime(input) { () -> Int? in
    guard let gif = DGifOpen(Unmanaged.passUnretained(input).toOpaque(), read, &error) else { return nil }
    defer { DGifCloseFile(gif, &error) }
    guard DGifSlurp(gif) == GIF_OK, let images = gif.pointee.SavedImages else { return nil }
    var opaque = 0
    for k in 0..<Int(gif.pointee.ImageCount) {
      let image = images[k]
      let desc = image.ImageDesc
      guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors,
        let raster = image.RasterBits, desc.Width >= 0, desc.Height >= 0
      else { continue }
      let count = Int(map.pointee.ColorCount)
      for i in 0..<Int(desc.Width) * Int(desc.Height) {
        let index = Int(raster[i])
        if index < count { opaque += Int(colors[index].Red) > 0 ? 1 : 0 }
      }
    }
    return opaque
  }
}
