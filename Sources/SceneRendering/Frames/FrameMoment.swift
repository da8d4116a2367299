/// Which moment of a scene one frame shows.
public enum FrameMoment: Equatable, Sendable {
  /// The scene at a time in seconds.
  case time(Double)
  /// A swipe cell held at an offset in points, as if a finger held it there with every
  /// animation settled; `touchX` is the finger's x in points, or `nil` for the cell's default.
  case offset(Double, touchX: Double?)
}
