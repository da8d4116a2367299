internal import CPNG

// PNG decoding through libpng's simplified `png_image` API, which reports
// failure through return codes and the `message` field, so no `longjmp` ever
// crosses a Swift frame. PNG stores straight alpha; drawing wants colour
// premultiplied by alpha, so each decoded pixel's colour is multiplied by its
// alpha and rounded to nearest (c·a/255), in place.

/// Decodes PNG bytes into premultiplied 8-bit RGBA pixels, for every reader of PNGs in the package.
package enum PNGDecoder {
  /// Decodes `bytes` into premultiplied pixels stored red, green, blue, alpha in memory, in as many
  /// `Word`s as that takes: width, height and the pixels.
  ///
  /// The width and height come from the header before anything is allocated, and are refused
  /// past `maximumPixels` (``PNGSizeError``) or past `maximumSide` a side (``PNGError``). libpng
  /// writes straight RGBA into the returned array, which is then premultiplied in place, so the
  /// pixels are held once.
  ///
  /// - Parameters:
  ///   - bytes: The bytes of a PNG file.
  ///   - name: The PNG as messages name it, e.g. `'avatars/ada.png'` or `The PNG`.
  ///   - maximumPixels: The most pixels (width × height) accepted.
  ///   - maximumSide: The widest and tallest image accepted.
  ///   - sideLimit: That limit as messages name it, e.g. `a pixmap may be (…)`.
  ///   - as: `UInt8` for bytes, `UInt32` for packed pixels.
  package static func decode<Word: FixedWidthInteger>(
    _ bytes: [UInt8], name: String, maximumPixels: Int, maximumSide: Int = .max, sideLimit: String = "",
    as: Word.Type
  ) throws -> (width: Int, height: Int, pixels: [Word]) {
    // libpng keeps the data pointer from begin_read until finish_read, so both run
    // inside one closure: outside it the array may already be gone (optimized builds
    // end its lifetime at its last use, and libpng then read freed memory).
    try bytes.withUnsafeBytes { raw in
      var image = png_image()
      image.version = png_uint_32(PNG_IMAGE_VERSION)
      guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
        throw PNGError.libpng(image, reading: name)
      }
      let w = Int(image.width), h = Int(image.height)
      guard w * h <= maximumPixels else {
        png_image_free(&image)
        throw PNGSizeError(name: name, width: w, height: h, maximumPixels: maximumPixels)
      }
      guard w <= maximumSide, h <= maximumSide else {
        png_image_free(&image)
        throw PNGError("\(name) is a \(w)×\(h) PNG, larger than \(sideLimit).")
      }
      image.format = rg_png_format_rgba
      var pixels = [Word](repeating: 0, count: w * h * 4 / MemoryLayout<Word>.size)
      let finished = pixels.withUnsafeMutableBytes { out in
        guard png_image_finish_read(&image, nil, out.baseAddress, 0, nil) != 0 else { return false }
        premultiplyRGBA(out)
        return true
      }
      guard finished else { throw PNGError.libpng(image, reading: name) }
      return (w, h, pixels)
    }
  }

  /// Multiplies each pixel's colour by its alpha in place, rounded to nearest; `pixels` is
  /// straight RGBA8, 4 bytes a pixel.
  ///
  /// Red and blue are multiplied together in one word, then green and alpha's slot, with
  /// x/255 rounded as (x + 128 + (x + 128) >> 8) >> 8, exact for every product of two bytes.
  private static func premultiplyRGBA(_ pixels: UnsafeMutableRawBufferPointer) {
    for offset in stride(from: 0, to: pixels.count, by: 4) {
      let word = UInt32(littleEndian: pixels.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
      let a = word >> 24
      var rb = (word & 0x00FF_00FF) &* a &+ 0x0080_0080
      rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
      var g = (word >> 8 & 0xFF) &* a &+ 0x80
      g = ((g &+ (g >> 8)) >> 8) & 0xFF
      pixels.storeBytes(of: (rb | g << 8 | a << 24).littleEndian, toByteOffset: offset, as: UInt32.self)
    }
  }
}
