import Drawing

/// How a GIF's palette and pixels are chosen: the settings of ``GIFEncoder`` besides its timing.
///
/// Every default gives the files `render-gifs` writes for opaque scenes: up to 255 colours,
/// no dithering, exact palette entries, translucent pixels flattened onto white.
public struct GIFOptions: Hashable, Sendable {
  /// How colours the palette cannot hold exactly are spread. Default: `.none`.
  public var dithering: GIFDithering
  /// The most colours of the global palette and of every local table, 2…255 (one more entry marks
  /// transparency); no decoded frame shows more.
  ///
  /// Default: ``GIFEncoder/defaultMaximumColors`` (255).
  public var maximumColors: Int
  /// How far a changing pixel's colour may be from its true colour so that LZW finds longer strings,
  /// as a Euclidean RGB distance in 8-bit levels, 0…255; 0 keeps every pixel's nearest entry. Default: 0.
  public var lossiness: Int
  /// The opaque colour translucent pixels are composited onto, unless ``keepsTransparency``;
  /// its alpha is ignored. Default: white.
  public var background: Color
  /// Whether pixels below half alpha are transparent, and the others shown opaque in their own
  /// colour, rather than composited onto ``background``. Default: `false`.
  public var keepsTransparency: Bool
  /// The largest mean difference per frame the palette may cause, in 8-bit levels.
  ///
  /// Default: ``GIFEncoder/defaultMeanErrorBudget`` (1.9).
  public var meanErrorBudget: Double
  /// The largest mean difference over the smooth pixels of all frames (gradients, the calm parts
  /// of photos) the palette may cause, in 8-bit levels. Default: the quality's.
  public var gradientErrorBudget: Double

  /// Creates options; out-of-range values are reported when a writer or encoder is made with them.
  ///
  /// - Parameters:
  ///   - quality: Sets both error budgets unless they are given. Default: `.balanced`.
  public init(
    quality: GIFQuality = .balanced, dithering: GIFDithering = .none,
    maximumColors: Int = GIFEncoder.defaultMaximumColors, lossiness: Int = 0, background: Color = .white,
    meanErrorBudget: Double? = nil, gradientErrorBudget: Double? = nil, keepsTransparency: Bool = false
  ) {
    self.dithering = dithering
    self.maximumColors = maximumColors
    self.lossiness = lossiness
    self.background = background
    self.meanErrorBudget = meanErrorBudget ?? quality.meanErrorBudget
    self.gradientErrorBudget = gradientErrorBudget ?? quality.gradientErrorBudget
    self.keepsTransparency = keepsTransparency
  }
}
