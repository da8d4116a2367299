import Drawing
import Foundation
import TextShaping

/// Measures titles with the faces standing in for the system font (HarfBuzz shaping).
///
/// With the bundled Inter faces, a request for the system font at size s
/// measures Inter at `Typography.systemFontScale` × s, the size the scenes
/// draw it at; a user's font file serves every weight at its own size.
///
/// Single lines measure the shaped advance width; wrapped text is broken at
/// spaces by ``TextLayout``. Heights are whole lines of the font's own line
/// height. Both are rounded up to whole points, as UIKit's `boundingRect`
/// followed by `ceil` is. Measuring never draws.
public struct SystemTextMeasurer: TextMeasuring {
  private var regular: Font, medium: Font, semibold: Font, bold: Font
  /// The size drawn for a request of size 1.
  private let sizeScale: Double

  /// Loads the four bundled weights.
  ///
  /// - Throws: `FontError` when a font resource is missing from the package bundle.
  public init() throws {
    regular = try Font(weight: .regular, size: 1)
    medium = try Font(weight: .medium, size: 1)
    semibold = try Font(weight: .semibold, size: 1)
    bold = try Font(weight: .bold, size: 1)
    sizeScale = Typography.systemFontScale
  }

  /// Uses one font (a user's font file) for every weight, at the sizes asked for.
  ///
  /// - Parameter font: The font; its size is ignored.
  public init(font: Font) {
    (regular, medium, semibold, bold) = (font, font, font, font)
    sizeScale = 1
  }

  /// The same faces with `fonts` tried, in order, for characters they lack (``Font/addingFallbacks(_:)``).
  public func addingFallbacks(_ fonts: [FallbackFont]) -> SystemTextMeasurer {
    var copy = self
    (copy.regular, copy.medium, copy.semibold, copy.bold) = (
      regular.addingFallbacks(fonts), medium.addingFallbacks(fonts), semibold.addingFallbacks(fonts),
      bold.addingFallbacks(fonts)
    )
    return copy
  }

  /// The Inter face standing in for the system font at `weight` and `size` points.
  public func systemFont(_ weight: FontWeight, _ size: Double) -> Font {
    let face: Font
    switch weight {
    case .regular: face = regular
    case .medium: face = medium
    case .semibold: face = semibold
    case .bold: face = bold
    }
    return face.withSize(size * sizeScale)
  }

  /// The size of `text` set in `font`, on one line or wrapped to `wrappingWidth`.
  public func size(of text: String, font: FontSpec, wrappingWidth: Double?) -> Size {
    guard !text.isEmpty else { return .zero }
    let face = systemFont(font.weight, font.pointSize)
    if let width = wrappingWidth {
      let layout = TextLayout(text, font: face, width: width, truncation: .none)
      return Size(width: ceil(layout.size.width), height: ceil(layout.size.height))
    }
    return Size(width: ceil(face.measure(text)), height: ceil(face.lineHeight))
  }
}
