// A table of the user's own rows is drawn by the swipe scenes' drawing
// (SwipeScene+Drawing.swift): the rows as a swipe scene whose cell has no
// actions and gets no gestures, so it rests and draws exactly the rows, stage,
// fonts and dark colours a swipe scene with the same file keys would.

extension OnboardingScene {
  /// The ``rows`` as a swipe scene at rest, or nil for the demo table.
  ///
  /// The swipe scene has no actions and no gestures, and takes this scene's name, length, layout
  /// direction, fonts, dark colours and rendering defaults. The hint's drawing moves its hinted
  /// row, and export writes the canvas and rows from it.
  public var rowsScene: SwipeScene? {
    guard let rows else { return nil }
    let configuration = SwipeCellConfiguration(
      width: rows.width, height: rows.rows[rows.swipeRow].resolvedHeight,
      layoutDirection: direction == .leftToRight ? .leftToRight : .rightToLeft,
      cellY: rows.rows[..<rows.swipeRow].reduce(0) { $0 + $1.resolvedHeight })
    return SwipeScene(
      name: name, summary: summary, duration: duration, rows: rows.rows, swipeRow: rows.swipeRow, darkColors: darkColors,
      timeline: SwipeTimeline(configuration: configuration, gestures: []), stage: rows.stage,
      renderingDefaults: renderingDefaults, typography: typography)
  }
}
