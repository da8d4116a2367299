/// Which frames of a scene keep golden images, as a scene file's `goldens` key chooses them.
///
/// Each member left `nil` takes its default: without `moments` and `times`, every key moment;
/// without `appearances`, light and dark; without `scales`, scale 1. Every chosen moment and time
/// is kept in every chosen appearance at every chosen scale.
public struct GoldenSelection: Hashable, Sendable {
  /// Key moments by their golden file name (`open`, `reveal-2`), or nil.
  public var moments: [String]?
  /// Times in seconds, each kept as a golden named `t-<seconds with 3 decimals>`, or nil.
  public var times: [Double]?
  /// The appearances, or nil for light and dark.
  public var appearances: [Appearance]?
  /// Pixels per point, or nil for 1.
  public var scales: [Double]?

  /// Creates a selection; a member left nil takes its default.
  public init(moments: [String]? = nil, times: [Double]? = nil, appearances: [Appearance]? = nil, scales: [Double]? = nil) {
    self.moments = moments
    self.times = times
    self.appearances = appearances
    self.scales = scales
  }
}
