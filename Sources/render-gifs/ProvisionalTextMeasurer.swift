import Foundation
import Raster
import SwipeScenes

// PROVISIONAL: replace with Raster's HarfBuzz + Inter measurer when the text
// stack lands. Until then titles are measured with an average advance per
// character, which is enough to find the button widths of the demo (every
// title is far narrower than the 74-pt minimum) but not for exact title boxes.

/// An average-advance estimate of Inter's metrics, for the command line until the real text stack exists.
struct ProvisionalTextMeasurer: TextMeasuring {
  /// Average advance per character as a fraction of the point size (Inter, Latin text).
  static let averageAdvance: [FontWeight: Double] = [.regular: 0.54, .medium: 0.56, .semibold: 0.58, .bold: 0.6]
  /// Line height as a fraction of the point size.
  static let lineHeight = 1.21

  /// Greedy word wrapping with the average advance; sizes rounded up to whole points.
  func size(of text: String, font: FontSpec, wrappingWidth: Double?) -> Size {
    let advance = font.pointSize * (Self.averageAdvance[font.weight] ?? 0.56)
    let words = text.split(separator: " ").map { Double($0.count) * advance }
    let space = advance
    var lines: [Double] = []
    for word in words {
      if let last = lines.last, wrappingWidth.map({ last + space + word <= $0 }) ?? true {
        lines[lines.count - 1] = last + space + word
      } else {
        lines.append(word)
      }
    }
    let width = lines.max() ?? 0
    return Size(width: ceil(width), height: ceil(Double(Swift.max(lines.count, 1)) * font.pointSize * Self.lineHeight))
  }
}
