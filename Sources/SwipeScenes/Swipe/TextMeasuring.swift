import Drawing
import TextShaping

/// A font request: a weight and a point size, with no family (the text stack picks it).
public struct FontSpec: Hashable, Sendable {
  /// The weight.
  public var weight: FontWeight
  /// The size in points.
  public var pointSize: Double

  /// Creates a font request.
  ///
  /// - Parameters:
  ///   - weight: The weight.
  ///   - pointSize: The size in points.
  public init(weight: FontWeight, pointSize: Double) {
    self.weight = weight
    self.pointSize = pointSize
  }

  /// The default action title font: system 15 pt medium (docs/swipecellkit.md §1.1).
  public static let actionTitle = FontSpec(weight: .medium, pointSize: 15)
  /// The circular demo style's title font: system 13 pt regular (docs/swipecellkit.md §11.4).
  public static let circularActionTitle = FontSpec(weight: .regular, pointSize: 13)
}

/// Measures text for layout, so that the scene model never needs a text engine of its own.
///
/// The layout asks for the bounding box of a title, either on one line
/// (`wrappingWidth` nil) or word-wrapped to a width. Results are rounded out
/// to whole points by the measurer, as UIKit's `boundingRect` followed by
/// `ceil` does. The real implementation lives with the text stack in `Raster`;
/// tests supply measurers with explicit numbers.
public protocol TextMeasuring: Sendable {
  /// The size of `text` set in `font`.
  ///
  /// - Parameters:
  ///   - text: The text to measure.
  ///   - font: The font request.
  ///   - wrappingWidth: The width to wrap at, or nil for a single line.
  /// - Returns: The bounding box size in points, rounded up to whole points.
  func size(of text: String, font: FontSpec, wrappingWidth: Double?) -> Size
}
