/// The frames of a scene to render: times from frame indices, never from an accumulated clock.
public struct FrameSelection: Hashable, Sendable {
  /// Frames per second; frame i shows time i / fps.
  public var fps: Double
  /// The frame indices to render, in order.
  public var indices: [Int]
  /// How many frame indices apart the frames are meant to be shown: in an animation each shows
  /// for `spacing / fps` seconds. Default: 1; ``everyNth(_:)`` multiplies it.
  public var spacing: Int = 1

  /// Every frame of `duration` seconds at `fps`: the indices i with i / fps < duration (at least one).
  public static func all(duration: Double, fps: Double) -> FrameSelection {
    FrameSelection(fps: fps, indices: Array(0..<frameCount(duration: duration, fps: fps)))
  }

  /// The number of frames whose time i / fps falls before `duration` (at least 1).
  ///
  /// Never traps: a count beyond ``maximumCount`` (or not a number) is reported as ``maximumCount``,
  /// more frames than any request is allowed, so callers refuse it.
  public static func frameCount(duration: Double, fps: Double) -> Int {
    let count = (duration * fps - 1e-9).rounded(.up)
    guard count.isFinite, count < Double(maximumCount) else { return count.isNaN ? 1 : maximumCount }
    return Swift.max(1, Int(count))
  }

  /// The most frames a count reports: 2⁴⁰, far beyond any renderable sequence.
  public static let maximumCount = 1 << 40

  /// The time of frame `index` in seconds.
  public func time(ofFrame index: Int) -> Double { Double(index) / fps }

  /// The frames whose indices lie in `range`, in order; the spacing is kept.
  public func limited(to range: ClosedRange<Int>) -> FrameSelection {
    var selection = self
    selection.indices = indices.filter(range.contains)
    return selection
  }

  /// The first frame and every `n`th after it, each then shown `n` times as long.
  ///
  /// - Parameter n: 1 or more; 1 keeps every frame.
  public func everyNth(_ n: Int) -> FrameSelection {
    var selection = self
    selection.indices = indices.enumerated().filter { $0.offset % n == 0 }.map(\.element)
    selection.spacing = spacing * n
    return selection
  }
}
