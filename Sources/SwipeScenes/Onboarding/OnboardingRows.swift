import Drawing

/// A table of the user's own rows for the onboarding hint to play on, in place of the demo
/// app's table (docs/scene-file.md §7).
///
/// The rows are the same ``TableRow`` values a swipe scene shows, drawn the same way on the same
/// stage; the hint plays on the row at ``swipeRow``. Only the stages whose rows sit still at a
/// fixed place can carry the hint: the rows alone and the phone chrome.
public struct OnboardingRows: Hashable, Sendable {
  /// The table's rows, top to bottom.
  public var rows: [TableRow]
  /// The index in ``rows`` of the row the hint plays on.
  public var swipeRow: Int
  /// The table's width in points.
  public var width: Double
  /// What surrounds the rows: its chrome is `.none` or `.phone`.
  public var stage: SwipeStage

  /// Creates a table.
  ///
  /// - Parameters:
  ///   - rows: The rows, top to bottom (at least one).
  ///   - swipeRow: The index of the row the hint plays on. Default: 0.
  ///   - width: The table's width in points. Default: 390.
  ///   - stage: The surroundings, with the chrome `.none` or `.phone`. Default: the rows alone.
  public init(rows: [TableRow], swipeRow: Int = 0, width: Double = 390, stage: SwipeStage = SwipeStage()) {
    precondition(rows.indices.contains(swipeRow), "swipeRow must index one of the rows")
    precondition([.none, .phone].contains(stage.chrome), "the hint needs rows that stay in place")
    self.rows = rows
    self.swipeRow = swipeRow
    self.width = width
    self.stage = stage
  }

  /// The hinted row's rectangle on the canvas: under the phone chrome's bars and the rows above it.
  public var cellFrame: Rect {
    let bars = stage.chrome == .phone ? stage.barsHeight : 0
    let above = rows[..<swipeRow].reduce(0) { $0 + $1.resolvedHeight }
    return Rect(x: 0, y: bars + above, width: width, height: rows[swipeRow].resolvedHeight)
  }

  /// The drawing's size in points: the width by the rows' heights plus the chrome's, or the stage's height.
  public var size: Size {
    stage.size(cellWidth: width, rowsHeight: rows.reduce(0) { $0 + $1.resolvedHeight })
  }
}
