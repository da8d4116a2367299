import Drawing
import TextShaping

// A row's text and image properties, as UIListContentConfiguration's
// `textProperties`, `secondaryTextProperties` and `imageProperties`
// (docs/ios-metrics.md §5). Every property left nil keeps the style's value.

extension TableRow {
  /// The weight of a row's text, by UIKit's names (`UIFont.Weight`).
  ///
  /// The bundled font has four faces; the lighter weights are set in its regular face and heavy
  /// and black in its bold face.
  public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The face that sets it.
    public var face: TextShaping.FontWeight {
      switch self {
      case .ultraLight, .thin, .light, .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold, .heavy, .black: .bold
      }
    }
  }

  /// How text lines up in its frame (`NSTextAlignment`'s natural, center and justified).
  public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    /// Leading in the layout direction.
    case natural
    /// Centred.
    case center
    /// Lines set to the full width; render-gifs sets them as natural (its text has no justification).
    case justified
  }

  /// `UIListContentConfiguration.TextProperties`: the font, colour, line limit and alignment of a text.
  public struct TextProperties: Hashable, Sendable {
    /// The point size, or nil for the style's.
    public var fontSize: Double?
    /// The weight, or nil for the style's.
    public var fontWeight: FontWeight?
    /// The colour, or nil for the style's.
    public var color: Color?
    /// The most lines shown, 0 for no limit; nil for the style's (one line).
    public var numberOfLines: Int?
    /// The alignment.
    public var alignment: TextAlignment

    /// Creates properties; every value left out keeps the style's.
    public init(
      fontSize: Double? = nil, fontWeight: FontWeight? = nil, color: Color? = nil, numberOfLines: Int? = nil,
      alignment: TextAlignment = .natural
    ) {
      self.fontSize = fontSize
      self.fontWeight = fontWeight
      self.color = color
      self.numberOfLines = numberOfLines
      self.alignment = alignment
    }

    /// The font: the given size and weight, else the style's.
    func font(_ typography: Typography, weight: TextShaping.FontWeight, size: Double) -> Font {
      typography.font(fontWeight?.face ?? weight, fontSize ?? size)
    }
  }

  /// How a row's image corners are rounded.
  public enum ImageCornerRadius: Hashable, Sendable {
    /// A radius in points.
    case points(Double)
    /// A circle (half the shorter side).
    case circle
  }

  /// `UIListContentConfiguration.ImageProperties`: the size limit, rounding and tint of the row's image.
  public struct ImageProperties: Hashable, Sendable {
    /// The largest size the image is drawn at; a larger image is scaled down to fit, keeping its proportions.
    public var maximumSize: Size?
    /// The rounding the image is clipped to.
    public var cornerRadius: ImageCornerRadius?
    /// The tint of a glyph, SVG or path image (default: the tint colour), and of a bitmap when given.
    public var tintColor: Color?

    /// Creates properties.
    public init(maximumSize: Size? = nil, cornerRadius: ImageCornerRadius? = nil, tintColor: Color? = nil) {
      self.maximumSize = maximumSize
      self.cornerRadius = cornerRadius
      self.tintColor = tintColor
    }

    /// The size `image` is drawn at: its own, scaled down into ``maximumSize``.
    public func drawnSize(of image: ActionImage) -> Size {
      guard let limit = maximumSize, image.size.width > 0, image.size.height > 0 else { return image.size }
      let scale = Swift.min(1, limit.width / image.size.width, limit.height / image.size.height)
      return Size(width: image.size.width * scale, height: image.size.height * scale)
    }
  }
}
