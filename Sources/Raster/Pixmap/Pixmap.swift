/// An error raised when a pixmap cannot be created at the requested size.

import Drawing
public struct PixmapSizeError: Error, CustomStringConvertible, Equatable {
  /// The requested width in pixels.
  public var width: Int
  /// The requested height in pixels.
  public var height: Int

  /// A sentence saying what is wrong and what is allowed.
  public var description: String {
    if width <= 0 || height <= 0 {
      return "A pixmap of \(width)×\(height) pixels has no area: give a width and height of at least 1."
    }
    return "A pixmap of \(width)×\(height) pixels is too large: each side may be at most "
      + "\(Pixmap.maximumSide) pixels and the buffer at most \(Pixmap.maximumBytes / (1 << 20)) MiB; "
      + "lower the scale or the size."
  }
}

/// A rectangular grid of premultiplied RGBA8 pixels, stored row by row from the top.
///
/// Each pixel is one `UInt32` word in the layout of ``PremultipliedRGBA8/packed``.
/// A new pixmap is transparent black. It is a value type: copies share the
/// buffer until one of them is changed.
public struct Pixmap: Sendable, Equatable {
  /// The largest width or height a pixmap may have, in pixels.
  public static let maximumSide = 16_384
  /// The largest buffer a pixmap may have, in bytes (512 MiB).
  public static let maximumBytes = 512 << 20

  /// The number of columns.
  public let width: Int
  /// The number of rows.
  public let height: Int
  /// The pixels, `width × height` packed words, row after row.
  public package(set) var words: [UInt32]

  /// Creates a transparent pixmap.
  ///
  /// - Parameters:
  ///   - width: Columns, 1…``maximumSide``.
  ///   - height: Rows, 1…``maximumSide``.
  /// - Throws: ``PixmapSizeError`` for a zero, negative or oversized size.
  public init(width: Int, height: Int) throws {
    try Pixmap.checkSize(width: width, height: height)
    self.width = width
    self.height = height
    self.words = [UInt32](repeating: 0, count: width * height)
  }

  /// A pixmap holding `words`, `width × height` premultiplied pixels decoded elsewhere, taken
  /// without a copy.
  ///
  /// - Throws: ``PixmapSizeError`` for a zero, negative or oversized size.
  package init(width: Int, height: Int, words: [UInt32]) throws {
    try Pixmap.checkSize(width: width, height: height)
    precondition(words.count == width * height, "\(words.count) words for a \(width)×\(height) pixmap")
    self.width = width
    self.height = height
    self.words = words
  }

  /// Throws unless a pixmap may be `width × height`: each side 1…``maximumSide``, at most ``maximumBytes``.
  private static func checkSize(width: Int, height: Int) throws {
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide, width * height * 4 <= maximumBytes
    else { throw PixmapSizeError(width: width, height: height) }
  }

  /// A transparent pixmap of the same size as `other`, which is known to be valid.
  init(transparentLike other: Pixmap) {
    width = other.width
    height = other.height
    words = [UInt32](repeating: 0, count: other.words.count)
  }

  /// The whole pixmap as a pixel rectangle.
  public var bounds: IntRect { IntRect(minX: 0, minY: 0, maxX: width, maxY: height) }

  /// The premultiplied components of the pixel at column `x`, row `y`.
  ///
  /// Coordinates outside the pixmap give transparent black.
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    guard x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
    let p = PremultipliedRGBA8(packed: words[y * width + x])
    return (p.r, p.g, p.b, p.a)
  }

  /// The pixel at column `x`, row `y` (transparent outside the pixmap).
  public func premultipliedPixel(x: Int, y: Int) -> PremultipliedRGBA8 {
    guard x >= 0, y >= 0, x < width, y < height else { return .transparent }
    return PremultipliedRGBA8(packed: words[y * width + x])
  }

  /// Sets every pixel to `color`.
  public mutating func clear(_ color: Color = .clear) {
    let word = color.premultiplied().packed
    words.withUnsafeMutableBufferPointer { $0.update(repeating: word) }
  }

  /// Whether every pixel is fully opaque.
  public var isOpaque: Bool {
    words.withUnsafeBufferPointer { buffer in
      var all: UInt32 = 0xFF00_0000
      for w in buffer { all &= w }
      return all == 0xFF00_0000
    }
  }
}
