import Drawing

/// A swipe scene: one cell, its gestures and its length, evaluated at any time.
public struct SwipeScene: CatalogScene {
  /// The kebab-case name.
  public var name: String
  /// One line saying what the scene shows.
  public var summary: String
  /// The length in seconds.
  public var duration: Double
  /// The table's rows, top to bottom.
  public var rows: [TableRow]
  /// The index in ``rows`` of the row that has actions and receives the gestures.
  public var swipeRow: Int
  /// The cell and its gestures.
  public var timeline: SwipeTimeline
  /// The other swipeable rows' cells and gestures, by row index (docs/scene-file.md "Several
  /// swipeable rows"); empty when only ``swipeRow`` swipes.
  public var otherSwipeRows: [Int: SwipeTimeline] = [:]
  /// Where the scene departs from the current SwipeCellKit defaults (decision (c)).
  public var departures: String
  /// What surrounds the cell when it is drawn.
  public var stage: SwipeStage
  /// The colour each of the scene's colours (actions, sides, rows, background) takes in dark
  /// appearance; colours not listed stay.
  public var darkColors: [Color: Color]
  /// How the scene is rendered when the caller does not say.
  public var renderingDefaults: RenderingDefaults
  /// The fonts of the scene's text, or nil for the renderer's (the bundled Inter).
  public var typography: Typography?
  /// The table around the rows: style, sections, row spacing, separators. Default: one plain section.
  public var table = TableAppearance()

  /// Creates a scene.
  ///
  /// - Parameters:
  ///   - name: The name.
  ///   - summary: One line.
  ///   - duration: Seconds.
  ///   - rows: The table's rows, top to bottom (at least one).
  ///   - swipeRow: The index of the swiped row. Default: 0.
  ///   - darkColors: The actions' colours in dark appearance. Default: none change.
  ///   - timeline: The cell and gestures.
  ///   - departures: Where it departs from the current defaults. Default: none.
  ///   - stage: The surroundings when drawn. Default: the rows alone.
  ///   - renderingDefaults: Scale, appearance and rate when the caller gives none. Default: 2, light, 30 fps.
  ///   - typography: The fonts of the scene's text. Default: the renderer's.
  public init(
    name: String, summary: String, duration: Double, rows: [TableRow], swipeRow: Int = 0,
    darkColors: [Color: Color] = [:], timeline: SwipeTimeline, departures: String = "", stage: SwipeStage = SwipeStage(),
    renderingDefaults: RenderingDefaults = RenderingDefaults(), typography: Typography? = nil
  ) {
    precondition(rows.indices.contains(swipeRow), "swipeRow must index one of the rows")
    self.name = name
    self.summary = summary
    self.duration = duration
    self.rows = rows
    self.swipeRow = swipeRow
    self.timeline = timeline
    self.departures = departures
    self.stage = stage
    self.darkColors = darkColors
    self.renderingDefaults = renderingDefaults
    self.typography = typography
  }

  /// The cell's state at `time` (a pure function of the scene and the time).
  ///
  /// Times outside `0...duration` are clamped into it.
  ///
  /// - Parameters:
  ///   - time: Seconds.
  ///   - frameDuration: The frame's length, for the events reported. Default: 1/60 s.
  ///   - measurer: Text metrics.
  /// - Returns: The state.
  public func state(at time: Double, frameDuration: Double = 1.0 / 60, measurer: any TextMeasuring)
    -> SwipeCellState
  {
    (timeline(ofRow: swipeRow) ?? timeline).state(
      at: Swift.min(Swift.max(time, 0), duration), frameDuration: frameDuration, measurer: measurer)
  }
}
