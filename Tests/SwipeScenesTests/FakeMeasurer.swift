import Raster
import Drawing
import TextShaping
import SwipeScenes

/// A text measurer with widths chosen by each test: every title has a fixed one-line width,
/// wraps to the wrapping width if wider (one extra line per overflow), and lines are 18 pt.
struct FakeMeasurer: TextMeasuring {
  /// One-line widths by title; unknown titles are 40 pt wide.
  var widths: [String: Double] = [:]
  /// The height of one line.
  var lineHeight = 18.0

  func size(of text: String, font: FontSpec, wrappingWidth: Double?) -> Size {
    let width = widths[text] ?? 40
    guard let limit = wrappingWidth, width > limit, limit > 0 else { return Size(width: width, height: lineHeight) }
    let lines = (width / limit).rounded(.up)
    return Size(width: limit, height: lines * lineHeight)
  }
}

/// Three Mail-like actions in delegate order [Trash, Flag, More] with 74-pt-friendly titles.
func mailActions() -> [SwipeAction] {
  [
    SwipeAction(title: "Trash", style: .destructive),
    SwipeAction(title: "Flag"),
    SwipeAction(title: "More"),
  ]
}

/// A 414 × 96 cell with three right-side actions.
func rightCell(
  _ transition: SwipeTransitionStyle = .border, expansion: SwipeExpansionStyle? = nil, width: Double = 414
) -> SwipeCellConfiguration {
  SwipeCellConfiguration(
    width: width, height: 96,
    right: SwipeSide(
      actions: mailActions(), options: SwipeOptions(transitionStyle: transition, expansionStyle: expansion)))
}
