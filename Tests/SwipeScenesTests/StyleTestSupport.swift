import Drawing
import Foundation
import Raster
import SceneRendering
import TextShaping
@testable import SwipeScenes

// Shared pieces of the interaction-style tests: a one-row scene around a
// configuration, held at an offset, and the MGSwipe formulas of
// docs/mgswipe-rtl-rounded.md §1 written out in MGSwipe's own terms (D from the
// screen edge, k = given index, 0 outermost), independently of the model's code.

/// Three right-side actions [Trash, Flag, More] whose titles are drawn in their own colour,
/// so that pixel tests see flat colour wherever a button shows.
func flatActions() -> [SwipeAction] {
  [("Trash", StyleColors.red), ("Flag", StyleColors.orange), ("More", StyleColors.blue)].map { title, color in
    SwipeAction(title: title, textColor: color, backgroundColor: color)
  }
}

/// Distinct colours that no other part of the drawing uses.
enum StyleColors {
  static let red = Color(red255: 255, green255: 59, blue255: 50)
  static let orange = Color(red255: 255, green255: 149, blue255: 13)
  static let blue = Color(red255: 0, green255: 122, blue255: 255)
  static let row = Color.white

  static func named(_ title: String) -> Color {
    ["Trash": red, "Flag": orange, "More": blue][title] ?? .black
  }
}

/// A one-row scene (no chrome) around `configuration`.
func oneRowScene(_ configuration: SwipeCellConfiguration) -> SwipeScene {
  SwipeScene(
    name: "test", summary: "test", duration: 1,
    rows: [TableRow(title: "Row", height: configuration.height, backgroundColor: StyleColors.row)],
    timeline: SwipeTimeline(configuration: configuration, gestures: []))
}

/// A 375 × 96 cell with the flat actions on the right in `style`.
func flatRightCell(_ style: SwipeTransitionStyle, shape: SwipeButtonShape = .rectangle) -> SwipeCellConfiguration {
  SwipeCellConfiguration(
    width: 375, height: 96,
    right: SwipeSide(actions: flatActions(), options: SwipeOptions(transitionStyle: style, buttonShape: shape)))
}

/// The drawing of `scene` held at `offset`, rendered at scale 2 with the bundled fonts.
func renderHeld(_ scene: SwipeScene, offset: Double) throws -> (state: SwipeCellState, pixmap: Pixmap) {
  let context = SceneContext(typography: try Typography())
  let state = scene.heldState(offset: offset, touchX: nil, measurer: context.typography.measurer)
  let list = scene.displayList(of: state, at: 0, in: context)
  return (state, try FrameRenderer(context: context).render(list, scale: 2))
}

/// Whether the pixel at point (x, y) of a scale-2 pixmap is `color` within 2 levels per channel.
func pixel(_ pixmap: Pixmap, atPoint x: Double, _ y: Double, is color: Color) -> Bool {
  let p = pixmap.pixel(x: Int(x * 2), y: Int(y * 2))
  func level(_ v: Double) -> Int { Int((v * 255).rounded()) }
  return abs(Int(p.r) - level(color.red)) <= 2 && abs(Int(p.g) - level(color.green)) <= 2
    && abs(Int(p.b) - level(color.blue)) <= 2
}

/// MGSwipe's transitions as docs/mgswipe-rtl-rounded.md §1.3, §1.5 and §1.6 state them, δ = 0, g = 0.
struct MGSwipeReference {
  /// w_k (all equal).
  var w: Double
  /// n.
  var n: Int
  /// Wc = Σ w_k.
  var wc: Double { Double(n) * w }
  /// a_k = k·w.
  func a(_ k: Int) -> Double { Double(k) * w }
  /// v = min(|o|, Wc).
  func v(_ o: Double) -> Double { Swift.min(abs(o), wc) }
  /// t = v / Wc.
  func t(_ o: Double) -> Double { v(o) / wc }

  /// Static (docs/mgswipe-rtl-rounded.md §1.3): the slot [a_k, a_k + w] clipped by the container edge at v.
  func staticSpan(_ k: Int, offset o: Double) -> (Double, Double) {
    (a(k), Swift.min(a(k) + w, v(o)))
  }

  /// ClipCenter (docs/mgswipe-rtl-rounded.md §1.5): a window w − 2r wide whose cell-side edge is at t·(a_k + w), r = round(w(1 − t)/2).
  func clipSpan(_ k: Int, offset o: Double) -> (Double, Double) {
    let t = t(o)
    let r = (w * (1 - t) / 2).rounded()
    let edge = t * (a(k) + w)
    return (Swift.max(0, edge - (w - 2 * r)), Swift.min(edge, v(o)))
  }

  /// θ = (π/2)(1 − t) in degrees.
  func angleDegrees(offset o: Double) -> Double { 90 * (1 - t(o)) }

  /// Rotate3D (docs/mgswipe-rtl-rounded.md §1.6): d = c + (s·cos θ − c)/q with c = v − Wc/2, q = 1 + s·sin θ/400.
  func projected(_ s: Double, offset o: Double) -> Double {
    let theta = Double.pi / 2 * (1 - t(o))
    let c = v(o) - wc / 2
    let q = 1 + s * sin(theta) / 400
    return c + (s * cos(theta) - c) / q
  }

  /// Rotate3D: the span button k's edges project to, cut by the screen edge (D ≥ 0). Close to
  /// edge-on (t ≲ 0.12 here) cos θ + c·sin θ/400 < 0 and the panel projects beyond the screen edge.
  func rotateSpan(_ k: Int, offset o: Double) -> (Double, Double) {
    let d0 = projected(a(k), offset: o), d1 = projected(a(k) + w, offset: o)
    return (Swift.max(0, Swift.min(d0, d1)), Swift.max(d0, d1))
  }
}
