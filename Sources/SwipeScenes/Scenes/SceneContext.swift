import Raster

/// The bundled fonts, loaded once, at every weight.
///
/// Scenes draw and measure text through one typography, so a missing font
/// resource is an error when the typography is made, never a silent fallback
/// while drawing.
public struct Typography: Sendable {
  private let faces: [FontWeight: Font]
  /// Measures titles for the swipe model's button layout.
  public let measurer: InterTextMeasurer

  /// Loads the four bundled weights.
  ///
  /// - Throws: `FontError` when a font resource is missing from the package bundle.
  public init() throws {
    var faces: [FontWeight: Font] = [:]
    for weight in FontWeight.allCases { faces[weight] = try Font(weight: weight, size: 1) }
    self.faces = faces
    measurer = try InterTextMeasurer()
  }

  /// The font at `weight` and `size` points.
  public func font(_ weight: FontWeight, _ size: Double) -> Font {
    // Every weight is loaded by init, so the lookup cannot fail.
    (faces[weight] ?? faces[.regular] ?? faces.values.first.unsafelyUnwrapped).withSize(size)
  }
}

/// What a scene needs besides the time to be inspected or drawn.
public struct SceneContext: Sendable {
  /// The colours to draw with.
  public var appearance: Appearance
  /// The fonts.
  public var typography: Typography
  /// The time one frame lasts, in seconds, so that events can be reported per frame.
  public var frameDuration: Double

  /// Creates a context.
  ///
  /// - Parameters:
  ///   - appearance: Light or dark. Default: light.
  ///   - typography: The fonts.
  ///   - frameDuration: Seconds per frame. Default: 1/30.
  public init(appearance: Appearance = .light, typography: Typography, frameDuration: Double = 1.0 / 30) {
    self.appearance = appearance
    self.typography = typography
    self.frameDuration = frameDuration
  }
}
