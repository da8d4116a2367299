/// A decoded raster image as plain data: premultiplied 8-bit RGBA pixels, row after row.
///
/// Display lists carry bitmaps by value (copies share storage), so a picture
/// decoded once draws in every frame without being copied. Decoding a file
/// into a bitmap is the image formats' business; drawing one is the
/// rasterizer's.
public struct Bitmap: Hashable, Sendable {
  /// Columns.
  public let width: Int
  /// Rows.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue and alpha, colour premultiplied by alpha.
  public let pixels: [UInt8]

  /// The most pixels a bitmap may hold: 2²⁷ (512 MiB of pixels).
  public static let maximumPixelCount = 1 << 27

  /// Creates a bitmap, or nil when the size is empty, too large or does not match the bytes.
  ///
  /// - Parameters:
  ///   - width: Columns, at least 1.
  ///   - height: Rows, at least 1.
  ///   - premultipliedRGBA: `width × height × 4` bytes; every colour byte at most its alpha.
  public init?(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    guard width > 0, height > 0, width <= Self.maximumPixelCount / height,
      premultipliedRGBA.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = premultipliedRGBA
  }
}
