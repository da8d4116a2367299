package import CPNG

/// An error raised when a PNG cannot be read or written.
public struct PNGError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String

  package init(_ description: String) { self.description = description }

  /// The error libpng left in `image.message` while reading or writing `reading`.
  package static func libpng(message: String, reading: String) -> PNGError {
    PNGError("\(reading) is not a PNG that can be decoded (libpng: \(message)); check that the file is a complete, uncorrupted PNG.")
  }

  static func libpng(_ image: png_image, reading: String) -> PNGError {
    libpng(message: image.messageText, reading: reading)
  }
}

extension png_image {
  /// libpng's message after a failed call, as text.
  package var messageText: String {
    withUnsafeBytes(of: message) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
  }
}
