// Linear rubber bands that map the finger's drag to the cell offset (docs/swipecellkit.md §4.2).
//
// SwipeCellKit's `elasticTranslation` is linear, not asymptotic: up to a limit
// the cell follows the finger 1:1, past it the cell moves at a fixed fraction
// of the finger's motion. Three bands are used, checked in this order: the
// wrong side (limit 0, slope 0.2), a side with an expansion style (limit = the
// expansion target, slope = targetOverscrollElasticity, 0.2 by default), and a
// side without one (limit = P, slope 0.4).

/// A linear rubber band: 1:1 up to ``limit``, slope ``ratio`` beyond it, symmetric about 0.
public struct RubberBand: Hashable, Sendable {
  /// The distance from 0 up to which the mapping is 1:1.
  public var limit: Double
  /// The slope past the limit.
  public var ratio: Double

  /// Creates a band.
  ///
  /// - Parameters:
  ///   - limit: The 1:1 range's half-width, ≥ 0.
  ///   - ratio: The slope past it.
  public init(limit: Double, ratio: Double) {
    self.limit = limit
    self.ratio = ratio
  }

  /// The wrong-side band: the cell follows at 20 % from the start.
  public static let wrongSide = RubberBand(limit: 0, ratio: 0.2)
  /// The slope used past P when the side has no expansion style.
  public static let noExpansionRatio = 0.4
  /// The velocity scale applied on the wrong side and past P without expansion (docs/swipecellkit.md §4.2).
  public static let dampedScrollRatio = 0.4

  /// The band for a side without expansion: limit P, slope 0.4.
  ///
  /// - Parameter fullyExposedWidth: P.
  /// - Returns: The band.
  public static func withoutExpansion(fullyExposedWidth: Double) -> RubberBand {
    RubberBand(limit: fullyExposedWidth, ratio: noExpansionRatio)
  }

  /// The band for a side with an expansion style: limit = target, slope = the style's elasticity.
  ///
  /// - Parameters:
  ///   - style: The expansion style.
  ///   - target: Its target offset magnitude.
  /// - Returns: The band.
  public static func expansion(_ style: SwipeExpansionStyle, target: Double) -> RubberBand {
    RubberBand(limit: target, ratio: style.targetOverscrollElasticity)
  }

  /// The offset for a raw (1:1) displacement.
  ///
  /// - Parameter raw: The displacement a 1:1 drag would give.
  /// - Returns: `raw` within the limit, else `sign·(limit + ratio·(|raw| − limit))`.
  public func offset(forRaw raw: Double) -> Double {
    let magnitude = abs(raw)
    guard magnitude > limit else { return raw }
    let banded = limit + ratio * (magnitude - limit)
    return raw < 0 ? -banded : banded
  }

  /// The raw displacement that gives `offset`, the inverse of ``offset(forRaw:)`` (ratio > 0).
  ///
  /// - Parameter offset: A cell offset.
  /// - Returns: The 1:1 displacement behind it.
  public func raw(forOffset offset: Double) -> Double {
    let magnitude = abs(offset)
    guard magnitude > limit, ratio > 0 else { return offset }
    let raw = limit + (magnitude - limit) / ratio
    return offset < 0 ? -raw : raw
  }
}
