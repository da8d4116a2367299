internal import CPNG
import Drawing
import Foundation
import LocalFiles
import Raster

// PNG files as pixmaps: decoding through PNGDecoding's libpng decoder, and the
// libpng-default encoder (libpng's simplified `png_image` API) kept as the
// baseline the project's own encoder (Pixmap+PNGEncoding.swift) is measured
// against.
//
// PNG stores straight alpha; a pixmap stores premultiplied. Encoding divides
// each colour by alpha with rounding (RGB when every pixel is opaque, which is
// smaller and faster); decoding multiplies back.

/// The largest PNG file read, in bytes: 64 MiB.
///
/// A PNG of the largest pixmap compresses far below this unless it is noise; a larger file is
/// refused from its size alone, before a byte of it is read.
public let maximumPNGFileSize = 64 << 20

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
    guard ok != 0 else { throw PNGError.libpng(message: image.messageText, reading: "The image") }
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
  /// The file must be a regular file of at most ``ImageFormats/maximumPNGFileSize`` bytes, and the size its
  /// header declares must fit a pixmap; both are checked before pixels are allocated.
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``PNGError`` for a missing, unreadable, corrupt, truncated or oversized file,
  ///   or a path that names a folder, FIFO or device.
  public init(pngFile path: String) throws {
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: path, maximumBytes: maximumPNGFileSize)
    } catch {
      let fix = error.isMissing ? "check the path" : "name a PNG file of at most \(maximumPNGFileSize >> 20) MiB"
      throw PNGError("Cannot read the PNG file '\(path)': \(error.reason); \(fix).")
    }
    let (w, h, words) = try Pixmap.decodePNG(bytes, name: "'\(path)'")
    try self.init(width: w, height: h, words: words)
  }

  /// Decodes PNG bytes into a premultiplied pixmap.
  ///
  /// - Parameter pngData: The bytes of a PNG file.
  /// - Throws: ``PNGError`` for corrupt, truncated or oversized data.
  public init(pngData: [UInt8]) throws {
    let (w, h, words) = try Pixmap.decodePNG(pngData, name: "The data")
    try self.init(width: w, height: h, words: words)
  }

  /// PNG bytes decoded into a pixmap's words, refused past a pixmap's limits before any pixel is allocated.
  private static func decodePNG(_ bytes: [UInt8], name: String) throws -> (Int, Int, [UInt32]) {
    try PNGDecoder.decode(
      bytes, name: name, maximumPixels: Pixmap.maximumBytes / 4, maximumSide: Pixmap.maximumSide,
      sideLimit: "a pixmap may be (\(Pixmap.maximumSide) px a side, \(Pixmap.maximumBytes >> 20) MiB)", as: UInt32.self)
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
