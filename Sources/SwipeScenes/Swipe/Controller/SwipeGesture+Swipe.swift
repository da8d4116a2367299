// A swipe as a user describes one: the finger lands, pans along an ease-out
// curve to a cell offset, and lifts. The finger's samples come at the touch
// event rate (60 Hz) like every pan; the offset is the finger's travel, so
// the rubber band past the actions' width acts on it as on a real drag.

extension SwipeGesture {
  /// A swipe that pans the cell by `offset` points in `duration` seconds from `time`, easing out.
  ///
  /// The finger lands at `startX` (default: 10 pt inside the edge it moves away from, in a
  /// `cellWidth`-point cell) on the row's vertical middle, and lifts at the end unless `releases`
  /// is false. Negative offsets move the cell left, opening the right side's actions.
  ///
  /// - Parameters:
  ///   - time: When the finger lands, in scene seconds.
  ///   - offset: The finger's travel in points; negative to the left.
  ///   - duration: How long the pan takes. Default: 0.35 s.
  ///   - cellWidth: The cell's width in points.
  ///   - y: The finger's height in the table. Default: 44.
  ///   - releases: Whether the finger lifts at the end. Default: true.
  ///   - velocity: The release velocity in points per second, or nil for that of the last samples.
  /// - Returns: The pan.
  public static func swipe(
    at time: Double, by offset: Double, duration: Double = 0.35, cellWidth: Double, y: Double = 44,
    releases: Bool = true, velocity: Double? = nil
  ) -> SwipeGesture {
    let startX = offset < 0 ? cellWidth - 10 : 10
    let span = Swift.max(duration, 1 / TouchScript.eventRate)
    let count = Swift.max(1, Int((span * TouchScript.eventRate).rounded(.down)))
    var samples = (0...count).map { index -> TouchSample in
      let t = Double(index) / TouchScript.eventRate
      return TouchSample(time: time + t, x: startX + offset * CubicBezier.easeOut.progress(at: t / span), y: y)
    }
    if let last = samples.last, last.time < time + span {
      samples.append(TouchSample(time: time + span, x: startX + offset, y: y))
    }
    return .pan(TouchScript(samples: samples, releaseVelocity: velocity, releases: releases))
  }
}
