import Drawing
import Foundation
import ImageFormats
import LocalFiles

// PNG images in a scene file: an action's image or a row's. Each file is read
// and decoded once, however many values name it, and the pixels are bounded
// twice before they are allocated, from the header alone: an image may have
// at most `maximumImagePixels` (an icon or avatar never needs more), and all
// images of one file together at most `maximumTotalImagePixels`. So a scene
// file holds at most 256 MiB of decoded pixels, whatever its 100 rows and 16
// actions name.

extension SceneDecoder {
  /// The most pixels one PNG image in a scene file may have: 4096 × 4096.
  static let maximumImagePixels = 4096 * 4096
  /// The most pixels all the distinct PNG images of one scene file may have together: 64 M (256 MiB).
  static let maximumTotalImagePixels = 64 << 20

  /// The decoded PNG files of one scene file, by the path they were read from.
  final class BitmapCache {
    var byPath: [String: Bitmap] = [:]
    var pixels = 0
  }

  /// The pixels of the PNG file a value names.
  func png(_ node: JSONNode) throws -> Bitmap {
    let (name, url) = try self.url(of: node, example: "\"avatars/ada.png\"")
    if let bitmap = bitmaps.byPath[url.path] { return bitmap }
    let bytes: [UInt8]
    do throws(RegularFileError) {
      bytes = try RegularFile.read(atPath: url.path, maximumBytes: maximumPNGFileSize)
    } catch {
      if error.isMissing { throw unreadable(node, "PNG file", name, url) }
      throw unreadable(
        node, "PNG file", name, url, reason: error.reason,
        fix: "name a PNG file of at most \(maximumPNGFileSize >> 20) MiB")
    }
    let room = Self.maximumTotalImagePixels - bitmaps.pixels
    let bitmap: Bitmap
    do {
      bitmap = try Bitmap(pngData: bytes, maximumPixels: min(Self.maximumImagePixels, room))
    } catch let error as PNGSizeError {
      let size = "a \(error.width)×\(error.height) image"
      guard error.width * error.height <= Self.maximumImagePixels else {
        throw Diagnostic(
          node, "the PNG file \(Diagnostic.quoted(name)) is \(size), over the limit of 4096×4096 (\(Self.maximumImagePixels) pixels)",
          fix: "scale the image down to the size it is drawn at")
      }
      throw Diagnostic(
        node,
        "the PNG file \(Diagnostic.quoted(name)) is \(size), and with the other images of the file that is over "
          + "the limit of \(Self.maximumTotalImagePixels) pixels for all images together",
        fix: "scale the images down to the size they are drawn at, or use fewer distinct files")
    } catch {
      throw unreadable(
        node, "PNG file", name, url, reason: "it is not a whole PNG that libpng can decode",
        fix: "save the image again as PNG, or name another file")
    }
    bitmaps.byPath[url.path] = bitmap
    bitmaps.pixels += bitmap.width * bitmap.height
    return bitmap
  }
}
