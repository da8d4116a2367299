import ImageFormats

// The delays of an animation made of a selection's frames: every frame shows
// for spacing / fps seconds, except a last frame that the scene ends inside,
// which is cut short so the animation lasts the scene's duration.

extension FrameSelection {
  /// How long each frame of an animation of these frames shows: `spacing / fps` seconds.
  ///
  /// - Throws: ``AnimationEncodingError`` when the delay does not fit an animation's fields.
  public func frameDelay() throws -> FrameDelay {
    try FrameDelay(fps: fps / Double(spacing))
  }

  /// How long the last frame shows when the scene ends less than one frame delay after it, else `nil`.
  ///
  /// A scene of 3.06 s at 25 fps has 77 frames, the last at 3.04 s: it shows for 1/50 s, so the
  /// animation lasts exactly the scene's duration.
  ///
  /// - Parameter duration: The scene's length in seconds.
  /// - Throws: ``AnimationEncodingError`` when the delay does not fit an animation's fields.
  public func lastFrameDelay(duration: Double) throws -> FrameDelay? {
    guard let last = indices.last else { return nil }
    let delay = Double(spacing) / fps
    let remaining = duration - time(ofFrame: last)
    guard remaining > 1e-6, remaining < delay - 1e-9 else { return nil }
    return try FrameDelay(fps: 1 / remaining)
  }
}
