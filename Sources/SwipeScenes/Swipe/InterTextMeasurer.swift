import Foundation
import Raster

/// Measures titles with the bundled Inter faces through Raster's text stack (HarfBuzz shaping).
///
/// A request for the system font at size s measures Inter at
/// `Typography.systemFontScale` × s, the size the scenes draw it at.
///
/// Single lines measure the shaped advance width; wrapped text is broken at
/// spaces by ``TextLayout``. Heights are whole lines of the font's own line
/// height. Both are rounded up to whole points, as UIKit's `boundingRect`
/// followed by `ceil` is. Measuring never draws.
public struct InterTextMeasurer: TextMeasuring {
  private let faces: [FontWeight: Font]

  /// Loads the four bundled weights.
  ///
  /// - Throws: `FontError` when a font resource is missing from the package bundle.
  public init() throws {
    var faces: [FontWeight: Font] = [:]
    for weight in FontWeight.allCases { faces[weight] = try Font(weight: weight, size: 1) }
    self.faces = faces
  }

  /// The size of `text` set in `font`, on one line or wrapped to `wrappingWidth`.
  public func size(of text: String, font: FontSpec, wrappingWidth: Double?) -> Size {
    guard let face = faces[font.weight]?.withSize(font.pointSize * Typography.systemFontScale), !text.isEmpty else {
      return .zero
    }
    if let width = wrappingWidth {
      let layout = TextLayout(text, font: face, width: width, truncation: .none)
      return Size(width: ceil(layout.size.width), height: ceil(layout.size.height))
    }
    return Size(width: ceil(face.measure(text)), height: ceil(face.lineHeight))
  }
}
