import Drawing
import JSONText

// The demo table is drawn by OnboardingRenderer. A table of the user's rows is
// drawn by the swipe scenes' drawing (OnboardingScene+Rows.swift) with the
// hinted row moved by the hint's offset, which shows what the hint's overlay
// shows (docs/onboarding-stateanimator-preview.md §1.3): the row's snapshot
// slid over the row, which stays put beneath it and is covered by the snapshot
// and the blocks wherever the overlay is; then the blocks, clipped to the row.

extension OnboardingScene: CatalogScene {
  /// The drawing's size in points: the ``rows``' canvas, or the 375 × 667 demo screen.
  public var size: Size { rows?.size ?? OnboardingDemoTable.canvasSize }

  /// The fonts the scene's text is set in: its own, or the context's.
  public func typography(in context: SceneContext) -> Typography { typography ?? context.typography }

  /// The hint's state at `time`, its block titles measured in the scene's 15 pt medium face.
  ///
  /// - Parameters:
  ///   - time: Seconds; clamped into `0...duration`.
  ///   - context: Supplies the fonts the scene has none of its own, and the appearance.
  /// - Returns: The offset, phase, finished flag and block frames.
  public func state(at time: Double, in context: SceneContext) -> OnboardingState {
    let font = typography(in: context).font(.medium, OnboardingHint.titleFontSize)
    return hint(appearance: context.appearance, titleWidth: { font.measure($0) }).state(at: clampedTime(time))
  }

  /// The model state at `time` as `frame --json` prints it: `scene`, `time`, `offset`, `phase`,
  /// `finished`, `overlayVisible`, the cell and snapshot frames and the blocks with their frames.
  public func inspection(at time: Double, in context: SceneContext) -> JSONValue {
    JSONValue.encoding(state(at: time, in: context))
      .merging(["scene": .string(name), "time": .number(clampedTime(time))])
  }

  /// The middle of each phase, for goldens and contact sheets.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    keyMoments(segmentedBy: "phase", in: context)
  }

  /// What the scene shows at `time`: the table with the hint on its hinted row.
  public func displayList(at time: Double, in context: SceneContext) -> DisplayList {
    let state = state(at: time, in: context)
    let typography = typography(in: context)
    guard let table = rowsScene else {
      var list = DisplayList(size: size, background: context.appearance.canvasColor)
      OnboardingRenderer(appearance: context.appearance, typography: typography, direction: direction)
        .draw(state, table: self.table, into: &list)
      return list
    }
    var cell = table.state(at: 0, frameDuration: context.frameDuration, measurer: typography.measurer)
    cell.offset = state.offset
    var list = table.displayList(of: cell, at: clampedTime(time), in: context)
    list.clipped(to: state.cellFrame) { list in state.drawBlocks(typography: typography, into: &list) }
    return list
  }
}
