// Where each wrapper starts for the three transition styles (§3, SwipeTransitionLayout).
//
// Positions are in `d` coordinates: measured from the moving cell edge outward,
// so one set of formulas serves both orientations. With v the visible width, b
// the button width, P = n·b and the content width cw (v, or P + 0.25·(v − P)
// past P when the expansion style is elastic), diff = v − cw:
//   border  d_i = i·cw/n + diff        reports cw/n + diff for every button
//   drag    d_i = i·b + diff           reports clamp(v − i·b, 0, b)
//   reveal  d_i = i·b + v − P          reports clamp(v − (n−1−i)·b, 0, b)
// Expanded (any style): the last wrapper starts at d = 0.

/// The layout context SwipeActionsView builds whenever v changes (§3.1).
public struct TransitionLayout: Hashable, Sendable {
  /// The transition style.
  public var style: SwipeTransitionStyle
  /// The number of buttons n.
  public var count: Int
  /// The button width b.
  public var buttonWidth: Double
  /// The visible width v.
  public var visibleWidth: Double
  /// The fully exposed width P.
  public var fullyExposedWidth: Double
  /// The content width cw (§3.1).
  public var contentWidth: Double

  /// The fraction of the overscroll past P that the button group follows when elastic: the 25 % rule.
  public static let elasticFraction = 0.25

  /// Builds the context for a visible width.
  ///
  /// - Parameters:
  ///   - style: The transition style.
  ///   - buttons: The side's shared widths.
  ///   - visibleWidth: v.
  ///   - elasticOverscroll: Whether the expansion style is elastic.
  public init(style: SwipeTransitionStyle, buttons: ButtonLayout, visibleWidth: Double, elasticOverscroll: Bool) {
    self.style = style
    count = buttons.count
    buttonWidth = buttons.buttonWidth
    self.visibleWidth = visibleWidth
    fullyExposedWidth = buttons.fullyExposedWidth
    if elasticOverscroll && visibleWidth >= fullyExposedWidth {
      contentWidth = fullyExposedWidth + Self.elasticFraction * (visibleWidth - fullyExposedWidth)
    } else {
      contentWidth = visibleWidth
    }
  }

  /// v − cw: the background gap next to the cell in elastic mode.
  public var elasticGap: Double { visibleWidth - contentWidth }

  /// The start d_i of every wrapper, index 0 next to the cell (§3.2).
  ///
  /// - Parameter expanded: Whether the last wrapper covers the whole strip.
  /// - Returns: n starts in points from the cell edge outward.
  public func wrapperStarts(expanded: Bool = false) -> [Double] {
    let n = Double(count)
    var starts = (0..<count).map { index -> Double in
      let i = Double(index)
      switch style {
      case .border: return i * contentWidth / n + elasticGap
      case .drag: return i * buttonWidth + elasticGap
      case .reveal: return i * buttonWidth + visibleWidth - n * buttonWidth
      }
    }
    if expanded, !starts.isEmpty { starts[starts.count - 1] = 0 }
    return starts
  }

  /// The visible width each button reports to its transition delegate (§3.3).
  ///
  /// - Returns: n widths, index 0 next to the cell.
  public func reportedWidths() -> [Double] {
    (0..<count).map { index -> Double in
      let i = Double(index)
      switch style {
      case .border: return contentWidth / Double(count) + elasticGap
      case .drag: return Swift.min(Swift.max(visibleWidth - i * buttonWidth, 0), buttonWidth)
      case .reveal:
        return Swift.min(Swift.max(visibleWidth - Double(count - 1 - index) * buttonWidth, 0), buttonWidth)
      }
    }
  }

  /// Each button's reported width ÷ b: the percentVisible of §3.3 (may exceed 1 in border style).
  public func percentVisible() -> [Double] {
    buttonWidth > 0 ? reportedWidths().map { $0 / buttonWidth } : Array(repeating: 0, count: count)
  }
}
