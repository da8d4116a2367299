// Choosing part of a scene by frame numbers: "10-20" as people write it, and
// the same stretch of the scene in a pass at another rate (a GIF's own).

extension FrameSelection {
  /// The frames a person writes as "A-B": A through B inclusive, whole numbers with 0 ≤ A ≤ B.
  ///
  /// `nil` for anything else: one number ("7"), a reversed range ("5-1"), a negative start
  /// ("-5-3"), three parts ("1-2-3"), a number an `Int` cannot hold.
  public static func range(_ text: String) -> ClosedRange<Int>? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else { return nil }
    return a...b
  }

  /// The frames of this selection that show the stretch of the scene covered by frames `range`
  /// at `rate` frames per second.
  ///
  /// At this selection's own rate that is ``limited(to:)``. At another, the frames kept are those
  /// whose times fall from the time of the range's first frame to that of its last, both
  /// included: frames 10-20 at 30 fps (0.333…0.667 s) are frames 9-16 at 25 fps. A range too
  /// short to hold a frame at this rate keeps none.
  public func limited(to range: ClosedRange<Int>, at rate: Double) -> FrameSelection {
    guard rate != fps else { return limited(to: range) }
    let bound = Double(Self.maximumCount)
    let first = Int(Swift.min(bound, (Double(range.lowerBound) / rate * fps - 1e-9).rounded(.up)))
    let last = Int(Swift.min(bound, (Double(range.upperBound) / rate * fps + 1e-9).rounded(.down)))
    var selection = self
    selection.indices = first <= last ? limited(to: first...last).indices : []
    return selection
  }
}
