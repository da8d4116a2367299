// Where each wrapper starts for the transition styles (docs/swipecellkit.md §3,
// SwipeTransitionLayout; docs/mgswipe-rtl-rounded.md §1 for MGSwipe's three).
//
// Positions are in `d` coordinates: measured from the moving cell edge outward,
// so one set of formulas serves both orientations. With v the visible width, b
// the button width, P = n·b and the content width cw (v, or P + 0.25·(v − P)
// past P when the expansion style is elastic), diff = v − cw:
//   border  d_i = i·cw/n + diff        reports cw/n + diff for every button
//   drag    d_i = i·b + diff           reports clamp(v − i·b, 0, b)
//   reveal  d_i = i·b + v − P          reports clamp(v − (n−1−i)·b, 0, b)
// Expanded (any style): the last wrapper starts at d = 0.
//
// Rounded buttons add room: a margin m_c at the cell, m_s at the screen edge and
// a gap g between buttons, so the resting start of button i is R_i = m_c + i·(b + g)
// and P = m_c + n·b + (n−1)·g + m_s. Border then scales the resting layout by
// cw/P, drag adds diff to R_i, reveal pins it to the screen edge (R_i + v − P),
// and an expanded wrapper starts at m_c. With no room these are the formulas
// above, evaluated in the same order, so plain layouts are bit for bit unchanged.
// MGSwipe's styles are in TransitionLayout+MGSwipe.swift.

/// The layout context SwipeActionsView builds whenever v changes (docs/swipecellkit.md §3.1).
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
  /// The content width cw (docs/swipecellkit.md §3.1).
  public var contentWidth: Double
  /// Rounded buttons' room between the cell edge and the innermost button (0 for rectangles).
  public var cellMargin = 0.0
  /// Rounded buttons' room between the outermost button and the screen edge (0 for rectangles).
  public var screenMargin = 0.0
  /// The gap between neighbouring buttons (0 for rectangles).
  public var gap = 0.0

  /// The fraction of the overscroll past P that the button group follows when elastic: the 25 % rule.
  public static let elasticFraction = 0.25

  /// Builds the context for a visible width.
  ///
  /// - Parameters:
  ///   - style: The transition style.
  ///   - buttons: The side's shared widths and room.
  ///   - visibleWidth: v.
  ///   - elasticOverscroll: Whether the expansion style is elastic.
  public init(style: SwipeTransitionStyle, buttons: ButtonLayout, visibleWidth: Double, elasticOverscroll: Bool) {
    self.style = style
    count = buttons.count
    buttonWidth = buttons.buttonWidth
    self.visibleWidth = visibleWidth
    fullyExposedWidth = buttons.fullyExposedWidth
    cellMargin = buttons.cellMargin
    screenMargin = buttons.screenMargin
    gap = buttons.gap
    if elasticOverscroll && visibleWidth >= fullyExposedWidth && !style.isMGSwipe {
      contentWidth = fullyExposedWidth + Self.elasticFraction * (visibleWidth - fullyExposedWidth)
    } else {
      contentWidth = visibleWidth
    }
  }

  /// v − cw: the background gap next to the cell in elastic mode.
  public var elasticGap: Double { visibleWidth - contentWidth }

  /// Whether rounded buttons' margins or gap are in effect.
  var hasRoom: Bool { cellMargin != 0 || screenMargin != 0 || gap != 0 }

  /// The width the buttons and their room span at rest: m_c + n·b + (n−1)·g + m_s (P without the safe area).
  var restingSpan: Double {
    cellMargin + Double(count) * buttonWidth + Double(Swift.max(count - 1, 0)) * gap + screenMargin
  }

  /// R_i: where button `index` starts at rest, from the cell edge (index 0 next to the cell).
  func restingStart(_ index: Int) -> Double { cellMargin + Double(index) * (buttonWidth + gap) }

  /// The start d_i of every wrapper, index 0 next to the cell (docs/swipecellkit.md §3.2).
  ///
  /// For MGSwipe's styles this is where each button's frame starts before any clip or 3D
  /// projection; expanded, they take their resting layout at the screen edge (docs/swipecellkit.md §1.7).
  ///
  /// - Parameter expanded: Whether the last wrapper covers the whole strip.
  /// - Returns: n starts in points from the cell edge outward.
  public func wrapperStarts(expanded: Bool = false) -> [Double] {
    let n = Double(count)
    var starts = (0..<count).map { index -> Double in
      let i = Double(index)
      switch style {
      case .border:
        return hasRoom
          ? restingStart(index) * contentWidth / restingSpan + elasticGap : i * contentWidth / n + elasticGap
      case .drag: return restingStart(index) + elasticGap
      case .reveal, .static, .rotate3D: return restingStart(index) + visibleWidth - restingSpan
      case .clipCenter:
        return expanded ? restingStart(index) + visibleWidth - restingSpan : clipFrameStart(index)
      }
    }
    if expanded, !starts.isEmpty { starts[starts.count - 1] = cellMargin }
    return starts
  }

  /// The visible width each button reports to its transition delegate (docs/swipecellkit.md §3.3).
  ///
  /// MGSwipe's styles report the width of each button's visible extent (``visibleExtents(starts:expanded:)``).
  ///
  /// - Returns: n widths, index 0 next to the cell.
  public func reportedWidths() -> [Double] {
    if style.isMGSwipe { return visibleExtents(starts: wrapperStarts(), expanded: false).map(\.length) }
    return (0..<count).map { index -> Double in
      let i = Double(index)
      switch style {
      case .border: return contentWidth / Double(count) + elasticGap
      case .drag: return Swift.min(Swift.max(visibleWidth - i * buttonWidth, 0), buttonWidth)
      case .reveal, .static, .clipCenter, .rotate3D:
        return Swift.min(Swift.max(visibleWidth - Double(count - 1 - index) * buttonWidth, 0), buttonWidth)
      }
    }
  }

  /// Each button's reported width ÷ b: the percentVisible of docs/swipecellkit.md §3.3 (may exceed 1 in border style).
  public func percentVisible() -> [Double] {
    buttonWidth > 0 ? reportedWidths().map { $0 / buttonWidth } : Array(repeating: 0, count: count)
  }
}
