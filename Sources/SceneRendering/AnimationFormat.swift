import Drawing
import Foundation
import ImageFormats
import Raster
import TextShaping

/// The files `render` can write for a scene.
public enum OutputFormat: String, Sendable, CaseIterable {
  /// A folder of PNG frames (the default).
  case png
  /// An animated GIF, `SCENE.gif`.
  case gif
  /// An animated PNG, `SCENE.png`.
  case apng
  /// All three.
  case all

  /// Whether the format includes the PNG sequence, the GIF and the APNG.
  public var writesFrames: Bool { self == .png || self == .all }
  /// Whether a GIF is written.
  public var writesGIF: Bool { self == .gif || self == .all }
  /// Whether an APNG is written.
  public var writesAPNG: Bool { self == .apng || self == .all }
}

/// Frame rates that animated formats can store exactly.
public enum AnimationTiming {
  /// The rate GIFs use when none is given: 4 hundredths per frame.
  public static let defaultGIFRate = 25.0

  /// The GIF-exact rate nearest `fps`: GIF delays are whole hundredths of a second.
  ///
  /// - Returns: `fps` itself when 100 / fps is a whole number, else 100 / round(100 / fps).
  public static func gifRate(near fps: Double) -> Double {
    let hundredths = Swift.max(1, (100 / fps).rounded())
    return abs(100 / fps - hundredths) < 1e-9 ? fps : 100 / hundredths
  }

  /// The frame delay of `fps` as an exact fraction when it has one with a small denominator.
  ///
  /// Whole rates give 1/fps; others are tried as fractions of up to 1000 in the denominator
  /// (12.5 fps → 2/25 s). GIF delays are then rounded to hundredths by the GIF encoder.
  public static func frameDelay(fps: Double) throws -> FrameDelay {
    for denominator in 1...1000 {
      let numerator = (Double(denominator) / fps).rounded()
      if numerator >= 1, abs(numerator / Double(denominator) - 1 / fps) < 1e-9 {
        return try FrameDelay(numerator: Int(numerator), denominator: denominator)
      }
    }
    return try FrameDelay(numerator: Swift.max(1, Int((1000 / fps).rounded())), denominator: 1000)
  }

  /// How long the last of `frames` shows when the scene ends less than one frame delay after it, else `nil`.
  ///
  /// A scene of 3.06 s at 25 fps has 77 frames, the last at 3.04 s: it shows for 1/50 s, so the
  /// animation lasts exactly the scene's duration.
  ///
  /// - Parameters:
  ///   - frames: The frames written, in order.
  ///   - delay: How long every other frame shows, in seconds.
  ///   - duration: The scene's length in seconds.
  public static func lastFrameDelay(of frames: FrameSelection, delay: Double, duration: Double) throws -> FrameDelay? {
    guard let last = frames.indices.last else { return nil }
    let remaining = duration - frames.time(ofFrame: last)
    guard remaining > 1e-6, remaining < delay - 1e-9 else { return nil }
    return try frameDelay(fps: 1 / remaining)
  }
}
