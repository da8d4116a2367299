/// How long each frame of an animation shows, as an exact fraction of a second.
///
/// A rational delay keeps frame rates exact: 30 fps is 1/30 s and 60 fps is
/// 1/60 s, which no whole number of milliseconds or hundredths can express.
/// APNG stores the fraction as it is; GIF, which counts hundredths, rounds the
/// running total so the whole animation still lasts the exact time to 1/100 s.

import Drawing
import Raster
public struct FrameDelay: Hashable, Sendable {
  /// The numerator of the delay in seconds, 1…65535.
  public let numerator: Int
  /// The denominator of the delay in seconds, 1…65535.
  public let denominator: Int

  /// Creates a delay of `numerator`/`denominator` seconds.
  ///
  /// Both parts must fit APNG's 16-bit fields.
  ///
  /// - Parameters:
  ///   - numerator: 1…65535.
  ///   - denominator: 1…65535.
  /// - Throws: ``AnimationEncodingError`` when either part is out of range.
  public init(numerator: Int, denominator: Int) throws {
    guard (1...65_535).contains(numerator), (1...65_535).contains(denominator) else {
      throw AnimationEncodingError(
        "A frame delay of \(numerator)/\(denominator) s cannot be stored: give a numerator and denominator in 1…65535.")
    }
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Creates the delay of one frame at `framesPerSecond`, that is 1/`framesPerSecond` s.
  ///
  /// - Parameter framesPerSecond: 1…65535.
  /// - Throws: ``AnimationEncodingError`` when the rate is out of range.
  public init(framesPerSecond: Int) throws {
    try self.init(numerator: 1, denominator: framesPerSecond)
  }

  /// The time from the start of the animation to the start of frame `index`, in hundredths of a second, rounded to nearest.
  ///
  /// Differences of consecutive values give GIF delays whose sum is exact to 1/100 s.
  func hundredths(atFrame index: Int) -> Int {
    (2 * index * numerator * 100 + denominator) / (2 * denominator)
  }
}

/// An error raised when frames cannot be encoded as an animation.
public struct AnimationEncodingError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, in a sentence that says what to do.
  public var description: String

  init(_ description: String) { self.description = description }
}
