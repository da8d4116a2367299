import Foundation

// MGSwipeTableCell's Static, ClipCenter and Rotate3D transitions
// (docs/mgswipe-rtl-rounded.md §1.3, §1.5, §1.6), mapped onto SwipeCellKit's
// button model as docs/mgswipe-rtl-rounded.md §6 of that page records.
//
// MGSwipe measures D inward from the screen edge, with the cell edge at
// D = |o|; here d = v − D is measured outward from the cell edge, v = |o|.
// Button k of MGSwipe (0 = outermost) is internal index i = n − 1 − k, and its
// resting slot from the screen edge starts at a_k = P − R_i − b, where R_i is
// the resting start from the cell edge (TransitionLayout.swift). MGSwipe's
// progress is t = v_m / P with v_m = min(v, P): the strip tracks the cell edge
// up to full open and is pinned to the screen edge after it.
//   static      the frame stays at its resting slot, d_i = R_i + v − P, and is
//               clipped by the strip's cell-side edge, d ≥ v − v_m
//   clipCenter  the window of button k runs over D ∈ [t·(a_k+b) − (b − 2r), t·(a_k+b)]
//               with r = round(b·(1 − t)/2): the frame is that window widened by r
//               on each side (so it starts at d = v − t·(a_k+b) − r); with one
//               button there is no mask and the strip's edge alone cuts it
//   rotate3D    the frames keep their resting slots; the strip, a flat panel
//               hinged on its screen edge, turns by θ = (π/2)(1 − t) about the
//               vertical axis seen from 400 pt away, so a panel point s from
//               the screen edge lands at D = s·(cos θ + c·sin θ/400)/(1 + s·sin θ/400),
//               c = v_m − P/2, and a height h shrinks to h/(1 + s·sin θ/400)
// Expanded, all three show the resting layout with no clip or rotation (docs/mgswipe-rtl-rounded.md §1.7).

/// A flat strip turned about its screen-side edge with perspective: MGSwipe's Rotate3D panel (docs/mgswipe-rtl-rounded.md §1.6).
///
/// Points are given as `s`, the distance from the strip's screen-side edge in its own unrotated
/// plane, and `y`, the distance from the strip's vertical centre. The anchor and vanishing point is
/// the strip's centre, `c` from the screen edge; the hinge (s = 0) never moves.
public struct PerspectivePanel: Hashable, Sendable {
  /// The eye's distance: Core Animation's m34 = −1/400.
  public static let eyeDistance = 400.0
  /// θ in radians, 0 (flat) to π/2 (edge-on); both sides turn their cell-side edge away from the eye.
  public var angle: Double
  /// c = v_m − P/2: the strip's centre, from the screen edge, in points.
  public var anchor: Double

  /// Creates a panel.
  ///
  /// - Parameters:
  ///   - angle: θ in radians.
  ///   - anchor: The strip centre's distance from the screen edge.
  public init(angle: Double, anchor: Double) {
    self.angle = angle
    self.anchor = anchor
  }

  /// q = 1 + s·sin θ / 400: how much farther than the hinge a panel point at `s` is, as a divisor.
  public func depthDivisor(at s: Double) -> Double { 1 + s * sin(angle) / Self.eyeDistance }

  /// D: where the panel point `s` from the screen edge is drawn, from the screen edge.
  public func distance(at s: Double) -> Double {
    s * (cos(angle) + anchor * sin(angle) / Self.eyeDistance) / depthDivisor(at: s)
  }
}

/// A stretch of one axis from `lower` to `upper` (never reversed; empty when they are equal).
public struct Span: Hashable, Sendable {
  /// The lower end.
  public var lower: Double
  /// The upper end, at least ``lower``.
  public var upper: Double

  /// Creates a span; an `upper` below `lower` gives the empty span at `lower`.
  public init(_ lower: Double, _ upper: Double) {
    self.lower = lower
    self.upper = Swift.max(lower, upper)
  }

  /// upper − lower.
  public var length: Double { upper - lower }
}

extension TransitionLayout {
  /// v_m = min(v, P): how far the strip has come in, MGSwipe's `min(|o|, Wc)`.
  public var stripWidth: Double { Swift.min(visibleWidth, fullyExposedWidth) }

  /// t = v_m / P in 0…1: MGSwipe's transition progress.
  public var progress: Double { fullyExposedWidth > 0 ? stripWidth / fullyExposedWidth : 0 }

  /// a_k for internal index `index`: where its resting slot starts from the screen edge.
  func slotFromScreen(_ index: Int) -> Double { restingSpan - restingStart(index) - buttonWidth }

  /// r = round(b·(1 − t)/2): how far ClipCenter's window is inset into each side of the frame.
  public var clipInset: Double { (buttonWidth * (1 - progress) / 2).rounded() }

  /// Whether ClipCenter masks each button (MGSwipe does only with more than one, docs/mgswipe-rtl-rounded.md §1.5).
  public var masksButtons: Bool { style == .clipCenter && count > 1 }

  /// The start of ClipCenter's frame for button `index`: v − t·(a_k + b) − r.
  func clipFrameStart(_ index: Int) -> Double {
    visibleWidth - progress * (slotFromScreen(index) + buttonWidth) - clipInset
  }

  /// The Rotate3D panel at this visible width, or nil for other styles and once flat (t = 1).
  public var panel: PerspectivePanel? {
    guard style == .rotate3D, progress < 1 else { return nil }
    return PerspectivePanel(angle: Double.pi / 2 * (1 - progress), anchor: stripWidth - restingSpan / 2)
  }

  /// The signed rotation about the vertical axis in degrees: + on the left side, − on the right (docs/mgswipe-rtl-rounded.md §1.6).
  ///
  /// - Parameter orientation: The side shown.
  /// - Returns: 90·(1 − t) with the side's sign for Rotate3D, nil for other styles.
  public func rotationDegrees(on orientation: SwipeActionsOrientation) -> Double? {
    guard style == .rotate3D else { return nil }
    return -orientation.scale * 90 * (1 - progress)
  }

  /// Where each button shows after the transition, in d from the cell edge, index 0 next to the cell.
  ///
  /// Outer buttons are drawn over inner ones, so an inner one shows only up to the start of
  /// the next. SwipeCellKit's rectangles run on to the screen edge; rounded buttons end b after
  /// their start, the outermost stretching to the screen margin; MGSwipe's buttons end b after
  /// their start, are cut by ClipCenter's windows and the strip's cell-side edge, and are
  /// projected by Rotate3D (which may cross the cell edge, docs/mgswipe-rtl-rounded.md §5.1). Empty extents have upper = lower.
  ///
  /// - Parameters:
  ///   - starts: The displayed wrapper starts (from ``wrapperStarts(expanded:)``, possibly mid-animation).
  ///   - expanded: The expanded flag: MGSwipe's styles then show their resting layout.
  /// - Returns: n extents.
  public func visibleExtents(starts: [Double], expanded: Bool) -> [Span] {
    let v = visibleWidth, b = buttonWidth, last = starts.count - 1
    let rounded = hasRoom
    return starts.indices.map { i -> Span in
      var lower = starts[i]
      var upper: Double
      if i == last {
        upper = rounded ? Swift.max(lower + b, v - screenMargin) : (style.isMGSwipe && !expanded ? lower + b : v)
      } else {
        upper = style.isMGSwipe || rounded ? lower + b : .infinity
      }
      var floor = 0.0
      if style.isMGSwipe && !expanded {
        floor = v - stripWidth
        if masksButtons {
          lower += clipInset
          upper -= clipInset
        }
        if let panel {
          let s0 = slotFromScreen(i), s1 = s0 + b
          (lower, upper) = (v - panel.distance(at: s1), v - panel.distance(at: s0))
          if lower > upper { swap(&lower, &upper) }
          floor = -.infinity
        }
      }
      if let cover = starts[(i + 1)...].min(), !(style.isMGSwipe && !expanded) { upper = Swift.min(upper, cover) }
      lower = Swift.max(lower, floor)
      upper = Swift.min(upper, v)
      return Span(lower, upper)
    }
  }
}
