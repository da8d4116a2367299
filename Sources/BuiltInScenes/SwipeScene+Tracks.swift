// Touch scripts that follow the README GIFs' measured motion.
//
// `reference/tracks/*.csv` gives the cell offset per GIF frame in GIF pixels.
// During a drag the offset is the finger's translation pushed through the
// side's rubber band, so the finger's path is recovered by inverting the band
// (`RubberBand.raw(forOffset:)`) on each measured sample and converting pixels
// to points. Releases, snaps and fills are then left to the model; where the
// finger's path after an expansion snap matters, scenes give it directly in
// points. Each measured instant is itself a pan event (the rest come at 60 Hz),
// so a frame rendered at a sample's time shows that sample's offset. A
// release is fitted to the frames after it: the instant the finger lifted
// between two frames, where it had got to, and the velocity UIKit reported.

import SwipeScenes

extension SwipeScene {
  /// A measured GIF sample: time in milliseconds and cell offset in GIF pixels.
  typealias TrackSample = (ms: Double, px: Double)

  /// A release fitted to a GIF's frames: when the finger lifted (milliseconds), the cell
  /// offset it had reached then (GIF pixels) and the release velocity (points per second).
  typealias TrackRelease = (ms: Double, px: Double, velocity: Double)

  /// A drag through `keyframes` whose every keyframe is also a pan event.
  ///
  /// `TouchScript.drag` samples the finger at 60 Hz from the first keyframe, so a frame
  /// drawn at a keyframe's instant would show the finger up to 1/60 s earlier. A
  /// measured sample is what the screen showed at that instant, so it is an event here.
  ///
  /// - Parameters:
  ///   - keyframes: (time, x) pairs in seconds and points, in time order.
  ///   - y: The finger's y.
  ///   - releaseVelocity: The release velocity, or nil for the last samples'.
  /// - Returns: The script.
  static func trackedScript(keyframes: [(time: Double, x: Double)], y: Double, releaseVelocity: Double?)
    -> TouchScript
  {
    let grid = TouchScript.drag(keyframes: keyframes, y: y).samples
    let instants = (grid.map(\.time) + keyframes.map(\.time)).sorted()
    var times: [Double] = []
    for time in instants where times.last.map({ time - $0 > 1e-9 }) ?? true { times.append(time) }
    let samples = times.map { TouchSample(time: $0, x: fingerX(on: keyframes, at: $0), y: y) }
    return TouchScript(samples: samples, releaseVelocity: releaseVelocity)
  }

  /// The finger's x at `time` on the polyline through `keyframes`.
  static func fingerX(on keyframes: [(time: Double, x: Double)], at time: Double) -> Double {
    guard let upper = keyframes.firstIndex(where: { $0.time >= time }) else { return keyframes.last?.x ?? 0 }
    guard upper > 0 else { return keyframes[upper].x }
    let a = keyframes[upper - 1], b = keyframes[upper]
    return b.time > a.time ? a.x + (b.x - a.x) * (time - a.time) / (b.time - a.time) : b.x
  }

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

  /// Finger keyframes that keep the cell on measured samples after an expansion snap.
  ///
  /// When a trigger expands the cell before the finger reaches the expansion target, the
  /// cell animates to the target with the programmatic move (docs/swipecellkit.md §4.5) and the finger carries
  /// on from there through the expansion band. A GIF frame then shows the band's offset
  /// plus what is left of the snap's jump, so each sample is relieved of that remainder
  /// and taken back through the band.
  ///
  /// - Parameters:
  ///   - samples: Measured samples after the snap.
  ///   - snap: The measured sample at whose pan event the expansion fired.
  ///   - fingerX: The finger's x at that event, in points.
  ///   - previousFingerX: The finger's x at the pan event before it, whose offset the snap starts from.
  ///   - pixelsPerPoint: The GIF's scale.
  ///   - band: The expansion band (limit: the target).
  /// - Returns: (time, x) keyframes in seconds and points.
  static func fingerKeyframes(
    afterSnapAt snap: TrackSample, fingerX: Double, previousFingerX: Double, following samples: [TrackSample],
    pixelsPerPoint: Double, band: RubberBand
  ) -> [(time: Double, x: Double)] {
    let move = AnimationTiming.criticallyDamped(0.7)
    let side = snap.px < 0 ? -1.0 : 1.0
    let start = abs(snap.px / pixelsPerPoint + previousFingerX - fingerX)
    let jump = band.limit - start
    return samples.map { sample in
      let elapsed = (sample.ms - snap.ms) / 1000
      let model = abs(sample.px) / pixelsPerPoint + jump * (1 - move.progress(at: elapsed))
      return (sample.ms / 1000, fingerX + side * (band.raw(forOffset: model) - band.limit))
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
