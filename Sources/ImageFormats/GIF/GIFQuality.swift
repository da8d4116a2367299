/// How faithful a GIF's colours are, against its size: the error budgets of its palette.
///
/// The palette is the smallest (up to the colour cap) whose error stays within both budgets: a
/// mean over each frame, which flat UI meets with few colours, and a mean over the smooth pixels
/// (gradients, the calm parts of photos) where banding shows.
public enum GIFQuality: String, Sendable, CaseIterable {
  /// Small files: every frame within 1.9 levels on average, and smooth regions within 0.5.
  case balanced
  /// As many colours as the cap allows unless fewer hold every colour exactly.
  case best

  /// The largest mean difference per frame, in 8-bit levels.
  public var meanErrorBudget: Double {
    switch self {
    case .balanced: 1.9
    case .best: 0
    }
  }

  /// The largest mean difference over the smooth pixels of all frames, in 8-bit levels.
  public var gradientErrorBudget: Double {
    switch self {
    case .balanced: 0.5
    case .best: 0
    }
  }
}
