/// An error raised when a bundled font cannot be loaded.
///
/// Fonts come only from Raster's own resources; there is no fallback to fonts
/// installed on the system, so a broken installation fails loudly instead of
/// drawing with a different design.

import Drawing
public struct FontError: Error, CustomStringConvertible, Equatable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// The resource file is not in the package's resource bundle.
    case missingResource
    /// The file exists but HarfBuzz found no glyphs in it.
    case unreadable
  }

  /// The weight whose font failed to load.
  public var weight: FontWeight
  /// The file that was looked for or read.
  public var file: String
  /// What went wrong.
  public var reason: Reason

  /// A sentence saying what is wrong and how to fix it.
  public var description: String {
    switch reason {
    case .missingResource:
      return "The font resource \(file) is missing from Raster's resource bundle: "
        + "check that Sources/TextShaping/Fonts/\(weight.resourceName).otf exists and rebuild the package."
    case .unreadable:
      return "The font file \(file) could not be read as an OpenType font: "
        + "restore Sources/TextShaping/Fonts/\(weight.resourceName).otf from the repository and rebuild."
    }
  }
}
