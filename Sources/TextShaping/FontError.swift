import LocalFiles

/// An error raised when a font cannot be loaded: a bundled face or a font file of the user's.
///
/// Bundled fonts come only from the package's own resources; there is no
/// fallback to fonts installed on the system, so a broken installation fails
/// loudly instead of drawing with a different design.
public struct FontError: Error, CustomStringConvertible, Equatable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// A bundled face is not in the package's resource bundle.
    case missingResource
    /// A font file does not exist or cannot be read.
    case missingFile
    /// The file exists but HarfBuzz found no glyphs in it.
    case unreadable
    /// Something is at the path but was not read: `why` is a clause such as "it is a FIFO, not
    /// a regular file" or a size over ``FontFace/maximumFileSize``.
    case refused(why: String)
  }

  /// The file that was looked for or read.
  public var file: String
  /// What went wrong.
  public var reason: Reason

  /// A sentence saying what is wrong and how to fix it.
  public var description: String {
    let name = PathText.fileName(of: file)
    switch reason {
    case .missingResource:
      return "The font resource '\(file)' is missing from the package's resource bundle: "
        + "check that Sources/TextShaping/Fonts/\(name) exists and rebuild the package."
    case .missingFile:
      return "Cannot read the font file '\(file)': check the path and that the file is readable."
    case .unreadable:
      return "'\(file)' is not a font HarfBuzz can read: give a TrueType (.ttf) or OpenType (.otf) file."
    case .refused(let why):
      return "Cannot read the font file '\(file)': \(why); give a TrueType (.ttf) or OpenType (.otf) file "
        + "of at most \(FontFace.maximumFileSize >> 20) MiB."
    }
  }
}
