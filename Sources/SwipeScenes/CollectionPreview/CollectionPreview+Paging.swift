// The preview's animated scroll between pages (docs/onboarding-stateanimator-preview.md §3.9), in closed form.
//
// CollectionView scrolls with its own display-link ease-out: on every refresh the origin
// moves to origin·r + target·(1 − r), with r = 0.88 in the preview, and snaps to the target
// once a step would move it less than 0.1 pt. After n refreshes the remaining gap is
// gap₀·rⁿ, so the origin at time t is found from the refresh count n = ⌊(t − t₀)·60⌋ alone,
// with no accumulated state. The screen is taken as 2×, so coordinates are not rounded.

import Foundation

extension CollectionPreview {
  /// The deceleration rate of the preview's animated scroll, r.
  public static let decelerationRate = 0.88
  /// The display refresh rate that steps the scroll, in hertz.
  public static let refreshRate = 60.0
  /// A step shorter than this, in points, snaps the origin to its target.
  public static let snapDistance = 0.1

  /// The content offset of a display-link scroll from `start` to `target`, `elapsed` seconds in.
  ///
  /// - Parameters:
  ///   - start: The offset when the scroll starts.
  ///   - target: The offset it scrolls to.
  ///   - elapsed: Seconds since the scroll started.
  /// - Returns: The offset after the refreshes that have happened by then.
  public static func scrollOffset(from start: Double, to target: Double, elapsed: Double) -> Double {
    let refreshes = (Swift.max(0, elapsed) * refreshRate + 1e-9).rounded(.down)
    return refreshes >= snapRefresh(gap: abs(target - start)) ? target : target + (start - target) * pow(decelerationRate, refreshes)
  }

  /// The refresh at which the origin snaps: the first k ≥ 1 whose step gap·r^(k−1)·(1 − r) is
  /// under ``snapDistance``.
  static func snapRefresh(gap: Double) -> Double {
    let firstStep = gap * (1 - decelerationRate)
    guard firstStep >= snapDistance else { return 1 }
    return (log(snapDistance / firstStep) / log(decelerationRate)).rounded(.down) + 2
  }
}
