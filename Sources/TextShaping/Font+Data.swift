import Foundation

extension Font {
  /// The first face of a TrueType or OpenType font held in memory, sized.
  ///
  /// Unlike ``init(contentsOf:size:)``, which reads each file once and shares its face, this makes
  /// a new face every time and keeps nothing once the font is released: it is for bytes that come
  /// from elsewhere, such as a fuzzer's inputs. At most 64 MiB are read, as from a file.
  ///
  /// - Parameters:
  ///   - fontData: The font file's contents.
  ///   - name: What errors call the bytes. Default: "font data".
  ///   - size: The em size in points.
  /// - Throws: ``FontError`` when the bytes are too many or hold no font HarfBuzz can read.
  public init(fontData: [UInt8], name: String = "font data", size: Double) throws {
    guard fontData.count <= FontFace.maximumFileSize else {
      throw FontError(file: name, reason: .refused(why: "it is \(fontData.count) bytes, over the limit of 64 MiB"))
    }
    self.init(
      weight: .regular, sanitizedSize: size.isFinite && size > 0 ? size : 0, face: try FontFace.make(fontData, file: name))
  }
}
