// Several swipeable rows (docs/scene-file.md "Several swipeable rows").
//
// Each swipeable row is a cell of its own with its own timeline; the scene's
// `swipeRow` keeps ``SwipeScene/timeline`` and the others are in
// ``SwipeScene/otherSwipeRows``. Rows meet in one rule of SwipeCellKit's table:
// when a pan begins on one row, every other open row hides with the animated
// `hideSwipe` (docs/swipecellkit.md §4.4). That rule is applied when a row's
// timeline is read, as a `setSwipeOffset(0)` at each such pan's first sample,
// so every row's state stays a function of the scene and the time alone (a
// closed row ignores it).

import Drawing
import JSONText

extension SwipeScene {
  /// Every swipeable row's index, top to bottom: ``swipeRow`` and the keys of ``otherSwipeRows``.
  public var swipeableRows: [Int] { ([swipeRow] + otherSwipeRows.keys).sorted() }

  /// The gestures row `index` receives: its own, plus a hide when a pan begins on another row.
  ///
  /// - Parameter index: A row of ``swipeableRows``.
  /// - Returns: The row's timeline, or nil when the row is not swipeable.
  public func timeline(ofRow index: Int) -> SwipeTimeline? {
    guard var own = index == swipeRow ? timeline : otherSwipeRows[index] else { return nil }
    for other in swipeableRows where other != index {
      guard let gestures = (other == swipeRow ? timeline : otherSwipeRows[other])?.gestures else { continue }
      for case .pan(let script) in gestures {
        guard let start = script.samples.first?.time else { continue }
        own.gestures.append(.setSwipeOffset(time: start, offset: 0, animated: true))
      }
    }
    return own
  }

  /// Row `index`'s state at `time`, clamped into `0...duration`.
  ///
  /// - Parameters:
  ///   - index: A row of ``swipeableRows``.
  ///   - time: Seconds.
  ///   - frameDuration: The frame's length, for the events reported. Default: 1/60 s.
  ///   - measurer: Text metrics.
  /// - Returns: The state, or nil when the row is not swipeable.
  public func state(ofRow index: Int, at time: Double, frameDuration: Double = 1.0 / 60, measurer: any TextMeasuring)
    -> SwipeCellState?
  {
    timeline(ofRow: index)?.state(
      at: Swift.min(Swift.max(time, 0), duration), frameDuration: frameDuration, measurer: measurer)
  }

  /// Where row `index`'s top-left corner (its shape's) is on the canvas at `time`, in points, with
  /// every row at its full height.
  public func rowOrigin(_ index: Int, at time: Double) -> Point {
    let slot = swipedSlotOrigin(at: time)
    let layout = tableLayout(typography: typography ?? Self.bundledTypography)
    let frame = layout.rows[index]
    return Point(x: slot.x + frame.shape.minX, y: slot.y + (frame.shape.minY - layout.rows[swipeRow].slot.minY))
  }

  /// `frame --json`'s `rows`: one entry per swipeable row, its state as at the top level plus its
  /// `row` index and its `cellOrigin` on the canvas.
  func rowsInspection(at time: Double, in context: SceneContext) -> JSONValue {
    let scene = appearing(context.appearance)
    let measurer = typography(in: context).measurer
    return .array(
      swipeableRows.compactMap { index -> JSONValue? in
        guard let state = scene.state(ofRow: index, at: time, frameDuration: context.frameDuration, measurer: measurer),
          case .object(var fields) = state.json(scene: name, time: time)
        else { return nil }
        let origin = rowOrigin(index, at: Swift.min(Swift.max(time, 0), duration))
        fields["row"] = .number(Double(index))
        fields["cellOrigin"] = .object(["x": .number(origin.x), "y": .number(origin.y)])
        return .object(fields)
      })
  }
}
