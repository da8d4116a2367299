// Touch scripts that follow the README GIFs' measured motion.
//
// `reference/tracks/*.csv` gives the cell offset per GIF frame in GIF pixels.
// During a drag the offset is the finger's translation pushed through the
// side's rubber band, so the finger's path is recovered by inverting the band
// (`RubberBand.raw(forOffset:)`) on each measured sample and converting pixels
// to points. Releases, snaps and fills are then left to the model; where the
// finger's path after an expansion snap matters, scenes give it directly in
// points.

import SwipeScenes

extension SwipeScene {
  /// A measured GIF sample: time in milliseconds and cell offset in GIF pixels.
  typealias TrackSample = (ms: Double, px: Double)

  /// Finger keyframes whose cell offsets follow measured samples.
  ///
  /// - Parameters:
  ///   - samples: Measured samples, the first one where the finger touches down.
  ///   - pixelsPerPoint: The GIF's scale.
  ///   - fingerStart: The finger's x at touch-down, in points.
  ///   - band: The rubber band in effect for the drag.
  /// - Returns: (time, x) keyframes in seconds and points.
  static func fingerKeyframes(
    following samples: [TrackSample], pixelsPerPoint: Double, fingerStart: Double, band: RubberBand
  ) -> [(time: Double, x: Double)] {
    guard let first = samples.first else { return [] }
    let origin = band.raw(forOffset: first.px / pixelsPerPoint)
    return samples.map { sample in
      (sample.ms / 1000, fingerStart + band.raw(forOffset: sample.px / pixelsPerPoint) - origin)
    }
  }

  /// The button width the GIFs show (78.6 px at 1.063 px/pt): SwipeCellKit's 74-pt minimum.
  static let gifButtonWidth = 74.0

  /// The rubber band a drag on `side` goes through, with the GIFs' button width.
  ///
  /// - Parameters:
  ///   - side: The side dragged.
  ///   - cellWidth: W.
  /// - Returns: The expansion band with a style, else the band at P.
  static func band(of side: SwipeSide, cellWidth: Double) -> RubberBand {
    let exposed = ButtonLayout(buttonWidth: gifButtonWidth, count: side.actions.count).fullyExposedWidth
    guard let style = side.options.expansionStyle else { return .withoutExpansion(fullyExposedWidth: exposed) }
    return .expansion(style, target: style.targetOffset(cellWidth: cellWidth, fullyExposedWidth: exposed))
  }
}
