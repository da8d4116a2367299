import Drawing
import Foundation
import TextShaping

/// The fonts a scene's text is set in: the bundled Inter weights standing in for the iOS system
/// font, or one font file of the user's.
///
/// Scenes draw and measure text through one typography, so a missing font
/// resource is an error when the typography is made, never a silent fallback
/// while drawing. Inter is drawn at ``systemFontScale`` of the requested size:
/// its cap height (0.727 em) and x-height (0.546 em) exceed San Francisco's
/// (0.705 and 0.526 em), so a 17-pt request gives the same letter heights as
/// SF's 17 pt, and lines of text come out close to SF's length.
public struct Typography: Sendable {
  /// The size of Inter that matches the letter heights of San Francisco at size 1.
  public static let systemFontScale = 0.965

  /// Holds the four faces; measures titles for the swipe model's button layout.
  public let measurer: SystemTextMeasurer

  /// Loads the four bundled weights.
  ///
  /// - Throws: `FontError` when a font resource is missing from the package bundle.
  public init() throws {
    measurer = try SystemTextMeasurer()
  }

  /// Sets all text in the first face of a font file (TrueType or OpenType), at the sizes asked for.
  ///
  /// - Parameter url: The font file.
  /// - Throws: `FontError` when the file is missing, unreadable or not a font.
  public init(contentsOf url: URL) throws {
    measurer = SystemTextMeasurer(font: try Font(contentsOf: url, size: 1))
  }

  /// The font standing in for the system font at `weight` and `size` points.
  public func font(_ weight: FontWeight, _ size: Double) -> Font {
    measurer.systemFont(weight, size)
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
