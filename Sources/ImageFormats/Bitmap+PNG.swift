import Drawing
import Foundation
import Raster

extension Bitmap {
  /// Decodes a PNG file into a bitmap (premultiplied, as drawing needs it).
  ///
  /// - Parameter path: The file to read.
  /// - Throws: ``PNGError`` for a missing, corrupt, truncated or oversized file.
  public init(pngFile path: String) throws {
    let pixmap = try Pixmap(pngFile: path)
    guard let bitmap = Bitmap(pixmap) else {
      throw PNGError("'\(path)' is a \(pixmap.width)×\(pixmap.height) PNG, more pixels than an image may have.")
    }
    self = bitmap
  }

  /// The pixels of a pixmap as a bitmap, or nil when it has more than ``Bitmap/maximumPixelCount``.
  public init?(_ pixmap: Pixmap) {
    var bytes = [UInt8](repeating: 0, count: pixmap.words.count * 4)
    for (i, word) in pixmap.words.enumerated() {
      bytes[4 * i] = UInt8(truncatingIfNeeded: word)
      bytes[4 * i + 1] = UInt8(truncatingIfNeeded: word >> 8)
      bytes[4 * i + 2] = UInt8(truncatingIfNeeded: word >> 16)
      bytes[4 * i + 3] = UInt8(truncatingIfNeeded: word >> 24)
    }
    self.init(width: pixmap.width, height: pixmap.height, premultipliedRGBA: bytes)
  }
}
