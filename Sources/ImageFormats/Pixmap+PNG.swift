internal import CPNG
import Drawing
import Foundation
import Raster

// PNG through libpng's simplified `png_image` API: all decoding, and the
// libpng-default encoder kept as the baseline the project's own encoder
// (Encoding/Pixmap+PNGEncoding.swift) is measured against. That API reports
// failure through return codes and the `message` field, so no `longjmp` ever
// crosses a Swift frame.
//
// PNG stores straight alpha; a pixmap stores premultiplied. Encoding divides
// each colour by alpha with rounding (RGB when every pixel is opaque, which is
// smaller and faster); decoding asks libpng for 8-bit RGBA and multiplies back.

/// An error raised when a PNG cannot be read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String

  init(_ description: String) { self.description = description }

  static func libpng(_ image: png_image, reading: String) -> PNGError {
    let message = withUnsafeBytes(of: image.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return PNGError("\(reading) is not a PNG that can be decoded (libpng: \(message)); check that the file is a complete, uncorrupted PNG.")
  }
}

extension Pixmap {
  /// Encodes the pixmap as ``pngData()`` does, but through libpng with its default settings.
  ///
  /// libpng chooses a filter per row adaptively and compresses at zlib level 6.
  /// It is kept as the baseline that ``pngData()`` is measured against.
  ///
  /// - Returns: The bytes of the PNG file.
  /// - Throws: ``PNGError`` if libpng fails.
  public func pngDataUsingLibpngDefaults() throws -> [UInt8] {
    let opaque = isOpaque
    let channels = opaque ? 3 : 4
    var straight = [UInt8](repeating: 0, count: width * height * channels)
    words.withUnsafeBufferPointer { src in
      straight.withUnsafeMutableBufferPointer { dst in
        var o = 0
        for w in src {
          let p = PremultipliedRGBA8(packed: w)
          if opaque {
            dst[o] = p.r
            dst[o + 1] = p.g
            dst[o + 2] = p.b
            o += 3
          } else {
            let (r, g, b) = Pixmap.demultiply(p)
            dst[o] = r
            dst[o + 1] = g
            dst[o + 2] = b
            dst[o + 3] = p.a
            o += 4
          }
        }
      }
    }
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    image.width = png_uint_32(width)
    image.height = png_uint_32(height)
    image.format = opaque ? rg_png_format_rgb : rg_png_format_rgba
    // One call into a buffer of libpng's worst-case size, rather than a first call that
    // only measures: that one compresses the whole image too, doubling the work.
    var size = png_alloc_size_t(Self.libpngSizeBound(width: width, height: height, channels: channels))
    var out = [UInt8](repeating: 0, count: Int(size))
    let stride = png_int_32(width * channels)
    let ok = out.withUnsafeMutableBytes { raw in
      png_image_write_to_memory(&image, raw.baseAddress, &size, 0, straight, stride, nil)
    }
    png_image_free(&image)
    guard ok != 0 else { throw PNGError.libpng(image, reading: "The image") }
    return Array(out.prefix(Int(size)))
  }

  /// The most bytes libpng's simplified writer can produce for an 8-bit RGB or RGBA image without a palette.
  ///
  /// `PNG_IMAGE_PNG_SIZE_MAX` from png.h, a macro Swift cannot call: the scanlines with their
  /// filter bytes, zlib's worst-case growth, one chunk header per `PNG_ZBUF_SIZE` bytes of IDAT,
  /// and the signature, IHDR, gAMA, cHRM and IEND chunks libpng writes around them.
  static func libpngSizeBound(width: Int, height: Int, channels: Int) -> Int {
    let scanlines = channels * width * height + height
    let compressed = scanlines + ((scanlines + 7) >> 3) + ((scanlines + 63) >> 6) + 11
    return 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / Int(PNG_ZBUF_SIZE)) + compressed
  }

  /// Writes the pixmap as a PNG file (``pngData()``), through a temporary file in the same folder and a rename.
  ///
  /// - Parameter path: Where the file goes; an existing file there is replaced only on success.
  /// - Throws: ``PNGError`` or ``FileWriteError``.
  public func writePNG(to path: String) throws {
    try writeFileAtomically(try pngData(), to: path)
  }

  /// Decodes a PNG file into a premultiplied pixmap.
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``PNGError`` for a missing, corrupt, truncated or oversized file.
  public init(pngFile path: String) throws {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw PNGError("Cannot read '\(path)': check that the file exists and is readable.")
    }
    try self.init(pngData: [UInt8](data), name: "'\(path)'")
  }

  /// Decodes PNG bytes into a premultiplied pixmap.
  ///
  /// - Parameter pngData: The bytes of a PNG file.
  /// - Throws: ``PNGError`` for corrupt, truncated or oversized data.
  public init(pngData: [UInt8]) throws {
    try self.init(pngData: pngData, name: "The data")
  }

  private init(pngData bytes: [UInt8], name: String) throws {
    // libpng keeps the data pointer from begin_read until finish_read, so both run
    // inside one closure: outside it the array may already be gone (optimized builds
    // end its lifetime at its last use, and libpng then read freed memory).
    let (w, h, straight) = try bytes.withUnsafeBytes { raw in try Pixmap.decodeStraightRGBA(raw, name: name) }
    try self.init(width: w, height: h)
    straight.withUnsafeBufferPointer { src in
      words.withUnsafeMutableBufferPointer { dst in
        for i in 0..<(w * h) {
          let a = UInt32(src[4 * i + 3])
          let r = Compositor.scale(UInt32(src[4 * i]) | UInt32(src[4 * i + 2]) << 16, by: a)
          let g = Compositor.scale(UInt32(src[4 * i + 1]), by: a)
          dst[i] = r | g << 8 | a << 24
        }
      }
    }
  }

  /// Decodes PNG bytes to straight-alpha RGBA with libpng: width, height and `width × height × 4` bytes.
  private static func decodeStraightRGBA(_ raw: UnsafeRawBufferPointer, name: String) throws -> (Int, Int, [UInt8]) {
    var image = png_image()
    image.version = png_uint_32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
      throw PNGError.libpng(image, reading: name)
    }
    let w = Int(image.width), h = Int(image.height)
    guard w <= Pixmap.maximumSide, h <= Pixmap.maximumSide, w * h * 4 <= Pixmap.maximumBytes else {
      png_image_free(&image)
      throw PNGError("\(name) is a \(w)×\(h) PNG, larger than a pixmap may be (\(Pixmap.maximumSide) px a side, \(Pixmap.maximumBytes >> 20) MiB).")
    }
    image.format = rg_png_format_rgba
    var straight = [UInt8](repeating: 0, count: w * h * 4)
    let finished = straight.withUnsafeMutableBytes { out in
      png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
    }
    guard finished != 0 else { throw PNGError.libpng(image, reading: name) }
    return (w, h, straight)
  }

  /// Straight-alpha components of a premultiplied pixel: c·255/a rounded to nearest.
  @inline(__always)
  static func demultiply(_ p: PremultipliedRGBA8) -> (UInt8, UInt8, UInt8) {
    guard p.a != 0 else { return (0, 0, 0) }
    if p.a == 255 { return (p.r, p.g, p.b) }
    let a = UInt32(p.a), half = a / 2
    func channel(_ c: UInt8) -> UInt8 { UInt8(Swift.min(255, (UInt32(c) * 255 + half) / a)) }
    return (channel(p.r), channel(p.g), channel(p.b))
  }
}
