import Foundation

/// One sample of the finger: when and where, in table coordinates.
public struct TouchSample: Hashable, Sendable {
  /// Scene seconds.
  public var time: Double
  /// The finger's x in points.
  public var x: Double
  /// The finger's y in points.
  public var y: Double

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - time: Scene seconds.
  ///   - x: Points.
  ///   - y: Points.
  public init(time: Double, x: Double, y: Double) {
    self.time = time
    self.x = x
    self.y = y
  }
}

/// A pan gesture as timed finger samples from touch-down to release (docs/swipecellkit.md §4).
///
/// The first sample is where the pan begins (translation 0; the script defines
/// the initial translation explicitly, open question 10), every later sample is
/// one pan change, and the last one is also the release.
public struct TouchScript: Hashable, Sendable {
  /// The samples in time order; at least two.
  public var samples: [TouchSample]
  /// The release velocity in points per second, or nil to take it from the last two samples.
  public var givenReleaseVelocity: Double?
  /// Whether the finger lifts at the last sample (false: it stays down, as in `frame --offset`).
  public var releases: Bool

  /// Creates a script.
  ///
  /// - Parameters:
  ///   - samples: The samples in time order.
  ///   - releaseVelocity: The release velocity, or nil for the last samples'. Default: nil.
  ///   - releases: Whether the finger lifts at the end. Default: true.
  public init(samples: [TouchSample], releaseVelocity: Double? = nil, releases: Bool = true) {
    self.samples = samples
    givenReleaseVelocity = releaseVelocity
    self.releases = releases
  }

  /// The default sampling rate of built scripts: one pan event per 60 Hz display frame.
  public static let eventRate = 60.0

  /// A drag through piecewise-linear keyframes of x, sampled at ``eventRate``.
  ///
  /// - Parameters:
  ///   - keyframes: (time, x) pairs in time order; at least two.
  ///   - y: The finger's constant y.
  ///   - releaseVelocity: The release velocity, or nil for the last samples'. Default: nil.
  /// - Returns: The script; its samples fall on multiples of 1/60 s plus the first keyframe's time.
  public static func drag(keyframes: [(time: Double, x: Double)], y: Double, releaseVelocity: Double? = nil)
    -> TouchScript
  {
    guard let first = keyframes.first, let last = keyframes.last else { return TouchScript(samples: []) }
    let count = Int(((last.time - first.time) * eventRate).rounded(.down))
    var samples = (0...Swift.max(count, 0)).map { index -> TouchSample in
      let time = first.time + Double(index) / eventRate
      return TouchSample(time: time, x: interpolate(keyframes, at: time), y: y)
    }
    if let end = samples.last, end.time < last.time { samples.append(TouchSample(time: last.time, x: last.x, y: y)) }
    return TouchScript(samples: samples, releaseVelocity: releaseVelocity)
  }

  /// The finger's x at `time` on the polyline through `keyframes`.
  static func interpolate(_ keyframes: [(time: Double, x: Double)], at time: Double) -> Double {
    guard let upper = keyframes.firstIndex(where: { $0.time >= time }) else { return keyframes.last?.x ?? 0 }
    guard upper > 0 else { return keyframes[upper].x }
    let a = keyframes[upper - 1], b = keyframes[upper]
    let span = b.time - a.time
    return span > 0 ? a.x + (b.x - a.x) * (time - a.time) / span : b.x
  }

  /// The velocity at release: the given one, or the slope of the last two samples.
  public var releaseVelocity: Double {
    if let givenReleaseVelocity { return givenReleaseVelocity }
    guard samples.count >= 2 else { return 0 }
    let a = samples[samples.count - 2], b = samples[samples.count - 1]
    return b.time > a.time ? (b.x - a.x) / (b.time - a.time) : 0
  }

  /// The sign of the velocity when the pan begins: the direction of the first motion.
  public var initialDirection: Double {
    guard let start = samples.first, let moved = samples.first(where: { $0.x != start.x }) else { return 0 }
    return moved.x > start.x ? 1 : -1
  }
}
