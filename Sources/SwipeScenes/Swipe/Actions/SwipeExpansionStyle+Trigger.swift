import Foundation

/// What ``SwipeExpansionStyle/shouldExpand(_:)`` looks at during one pan event (docs/swipecellkit.md §5.4).
public struct ExpansionProbe: Hashable, Sendable {
  /// The cumulative pan translation in points (signed).
  public var panTranslation: Double
  /// The cell offset before this event's update, after the rubber band (signed).
  public var previousOffset: Double
  /// The fully exposed width P.
  public var fullyExposedWidth: Double
  /// The cell width W.
  public var cellWidth: Double
  /// The side being shown.
  public var orientation: SwipeActionsOrientation
  /// The finger's x in the reference frame (the table).
  public var touchX: Double
  /// The reference frame's width (the table's).
  public var referenceWidth: Double

  /// Creates a probe.
  ///
  /// - Parameters:
  ///   - panTranslation: The pan translation.
  ///   - previousOffset: The offset before this event.
  ///   - fullyExposedWidth: P.
  ///   - cellWidth: W.
  ///   - orientation: The side shown.
  ///   - touchX: The finger's x in the table.
  ///   - referenceWidth: The table's width.
  public init(
    panTranslation: Double, previousOffset: Double, fullyExposedWidth: Double, cellWidth: Double,
    orientation: SwipeActionsOrientation, touchX: Double, referenceWidth: Double
  ) {
    self.panTranslation = panTranslation
    self.previousOffset = previousOffset
    self.fullyExposedWidth = fullyExposedWidth
    self.cellWidth = cellWidth
    self.orientation = orientation
    self.touchX = touchX
    self.referenceWidth = referenceWidth
  }
}

extension SwipeExpansionStyle {
  /// The distance from rest at which the side expands: `max(P + minimumTargetOverscroll, raw)` (docs/swipecellkit.md §5.1).
  ///
  /// - Parameters:
  ///   - cellWidth: W.
  ///   - fullyExposedWidth: P.
  /// - Returns: The target offset's magnitude in points.
  public func targetOffset(cellWidth: Double, fullyExposedWidth: Double) -> Double {
    let raw: Double
    switch target {
    case .percentage(let p): raw = cellWidth * p
    case .edgeInset(let e): raw = cellWidth - e
    }
    return Swift.max(fullyExposedWidth + minimumTargetOverscroll, raw)
  }

  /// Whether one trigger fires (docs/swipecellkit.md §5.3).
  ///
  /// - Parameters:
  ///   - trigger: The trigger.
  ///   - probe: The pan event.
  /// - Returns: True when the finger is past the threshold or the offset past the overscroll.
  public func fires(_ trigger: Trigger, _ probe: ExpansionProbe) -> Bool {
    switch trigger {
    case .touchThreshold(let f):
      let w = probe.referenceWidth
      let fraction = probe.orientation == .right ? (w - probe.touchX) / w : probe.touchX / w
      return fraction > f
    case .overscroll(let o):
      return abs(probe.previousOffset) > probe.fullyExposedWidth + o
    }
  }

  /// Whether the side should be expanded at this pan event (docs/swipecellkit.md §5.4).
  ///
  /// False within 8 pt of translation or while `floor(|offset|) ≤ P`; true past the
  /// target; otherwise true when any additional trigger fires.
  ///
  /// - Parameter probe: The pan event.
  /// - Returns: The expanded flag.
  public func shouldExpand(_ probe: ExpansionProbe) -> Bool {
    guard abs(probe.panTranslation) > Self.minimumPanTranslation else { return false }
    let x = floor(abs(probe.previousOffset))
    guard x > probe.fullyExposedWidth else { return false }
    if x > targetOffset(cellWidth: probe.cellWidth, fullyExposedWidth: probe.fullyExposedWidth) { return true }
    return additionalTriggers.contains { fires($0, probe) }
  }
}
