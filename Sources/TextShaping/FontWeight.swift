/// The weights of the bundled Inter font, named as UIKit names `UIFont.Weight`.
///
/// Each weight is its own font file among Raster's resources
/// (`Fonts/Inter-<name>.otf`); there is no synthetic emboldening.
public enum FontWeight: String, Sendable, CaseIterable, Hashable {
  /// Inter Regular (400), for body text.
  case regular = "Regular"
  /// Inter Medium (500).
  case medium = "Medium"
  /// Inter SemiBold (600), for titles and button labels.
  case semibold = "SemiBold"
  /// Inter Bold (700), for large titles.
  case bold = "Bold"

  /// The file name of the weight's font resource, without extension.
  var resourceName: String { "Inter-\(rawValue)" }
}
