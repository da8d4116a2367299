// When something timed has happened, decided in one place for every swipe scene.
//
// A frame shows time i / fps, and a file's gesture and sample times are sums
// such as 0.53 + 0.06, which in binary floating point is 0.5900000000000001,
// one unit in the last place after frame 59 at 100 fps (0.59). Compared with `<=`
// such a sample would miss the frame whose time it names. Every comparison of
// an input, completion or event time with a frame time therefore goes through
// ``SceneTime/hasArrived(_:by:)``, which treats two times closer than
// ``SceneTime/tolerance`` (one nanosecond) as the same instant. Scene times are
// at most an hour, where a double's spacing is below 1e-12 s, so rounding never
// comes near the tolerance, and no frame rate a file can name (at most 1000 fps
// here) puts two frames within it.

/// The comparison of scene times with frame times.
public enum SceneTime {
  /// Two times closer than this are the same instant: one nanosecond.
  public static let tolerance = 1e-9

  /// Whether something timed at `event` has happened by `time` (its frame shows it).
  ///
  /// - Parameters:
  ///   - event: When it happens, in scene seconds.
  ///   - time: The time shown, in scene seconds.
  /// - Returns: True when `event` is before `time` or within ``tolerance`` after it.
  @inlinable public static func hasArrived(_ event: Double, by time: Double) -> Bool {
    event <= time + tolerance
  }
}
