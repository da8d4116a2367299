// Frame rates as delays. APNG stores any fraction of a second; GIF counts
// whole hundredths, so the rates it holds exactly are 100 / n fps (100, 50,
// 33.3…, 25, 20 …), and a GIF asked for another rate is written at the nearest
// of those.

extension FrameDelay {
  /// The fastest rate a GIF takes when none is given, in frames per second: 4 hundredths per
  /// frame, as browsers slow GIFs of 1 hundredth or less per frame and each frame costs bytes.
  public static let defaultGIFRate = 25.0

  /// The GIF-exact rate nearest `fps`: GIF delays are whole hundredths of a second.
  ///
  /// - Parameter fps: A positive, finite rate in frames per second.
  /// - Returns: `fps` itself when 100 / fps is a whole number, else 100 / round(100 / fps),
  ///   never more than 100.
  public static func gifRate(near fps: Double) -> Double {
    let hundredths = Swift.max(1, (100 / fps).rounded())
    return abs(100 / fps - hundredths) < 1e-9 ? fps : 100 / hundredths
  }

  /// Creates the delay of one frame at `fps`, as an exact fraction when it has one with a small denominator.
  ///
  /// Whole rates give 1/fps; others are tried as fractions with denominators up to 1000
  /// (12.5 fps gives 2/25 s), and a rate that is none of those is rounded to whole
  /// milliseconds. A GIF encoder rounds the running time to hundredths afterwards.
  ///
  /// - Parameter fps: A positive, finite rate in frames per second, at least 1/65.535.
  /// - Throws: ``AnimationEncodingError`` when the delay does not fit APNG's 16-bit fields.
  public init(fps: Double) throws {
    guard fps.isFinite, fps > 0, 1 / fps <= 65_535 else {
      throw AnimationEncodingError(
        "A rate of \(fps) fps gives a frame delay that cannot be stored: give at least 1/65535 frames per second.")
    }
    for denominator in 1...1000 {
      let numerator = (Double(denominator) / fps).rounded()
      if numerator >= 1, abs(numerator / Double(denominator) - 1 / fps) < 1e-9 {
        try self.init(numerator: Int(numerator), denominator: denominator)
        return
      }
    }
    try self.init(numerator: Swift.max(1, Int((1000 / fps).rounded())), denominator: 1000)
  }
}
