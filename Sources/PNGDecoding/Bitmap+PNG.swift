import Drawing

extension Bitmap {
  /// Decodes PNG bytes into a bitmap (premultiplied, as drawing needs it) of at most `maximumPixels` pixels.
  ///
  /// The size is read from the PNG's header and checked before any pixel is allocated, so a
  /// small file declaring a huge image costs nothing; the pixels are then held once.
  ///
  /// - Parameters:
  ///   - pngData: The bytes of a PNG file.
  ///   - maximumPixels: The most pixels (width × height) accepted, at most ``Bitmap/maximumPixelCount``.
  /// - Throws: ``PNGSizeError`` for an image over `maximumPixels`; ``PNGError`` for corrupt or
  ///   truncated data.
  public init(pngData: [UInt8], maximumPixels: Int) throws {
    let limit = min(maximumPixels, Bitmap.maximumPixelCount)
    let (w, h, bytes) = try PNGDecoder.decode(pngData, name: "The PNG", maximumPixels: limit, as: UInt8.self)
    guard let bitmap = Bitmap(width: w, height: h, premultipliedRGBA: bytes) else {
      throw PNGSizeError(name: "The PNG", width: w, height: h, maximumPixels: limit)
    }
    self = bitmap
  }
}
