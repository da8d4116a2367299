import ArgumentParser

/// The frame rates the command line accepts, in frames per second.
enum FrameRateLimits {
  /// 0.1 to 1000 frames per second: every delay in between can be stored in an APNG or a GIF.
  static let range = 0.1...1000.0

  /// Throws the usage error for a rate outside ``range``.
  static func check(_ fps: Double, option: String = "--fps") throws {
    guard fps.isFinite, range.contains(fps) else {
      throw ValidationError("Give \(option) a number of frames per second from 0.1 to 1000, e.g. 30 (got '\(fps)').")
    }
  }
}
