import Drawing

// Key moments of a swipe scene, read off the model: the scene is sampled at
// 30 fps and a moment is named wherever its phase changes: the cell starts to
// reveal actions, shows them fully, expands, fills, collapses, or comes back
// to rest. The first frame and the last one are always included. Every other
// swipeable row's phase changes are moments too, named after the row
// (`row1-expanded`), so a scene of several rows keeps goldens of each row's moves.

extension SwipeScene {
  /// The phase a cell state is in, for naming key moments.
  enum Phase: String {
    case rest, reveal, open, expanded, fill, delete
  }

  static func phase(of state: SwipeCellState) -> Phase {
    if state.rowHeight < state.cellHeight { return .delete }
    if abs(state.offset) > state.cellWidth { return .fill }
    if state.expanded { return .expanded }
    guard state.orientation != nil, state.visibleWidth > 0.5, let exposed = state.fullyExposedWidth else { return .rest }
    return state.visibleWidth >= exposed - 0.5 ? .open : .reveal
  }

  /// The start, every phase change of any swipeable row at 30 fps, and the last frame; repeated
  /// names are numbered.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    let fps = 30.0
    let count = Swift.max(1, Int((duration * fps - 1e-9).rounded(.up)))
    let measurer = typography(in: context).measurer
    let otherRows = otherSwipeRows.keys.sorted()
    var moments: [KeyMoment] = []
    var previous: [Int: Phase] = [:]
    var seen: [String: Int] = [:]
    for index in 0..<count {
      let time = Double(index) / fps
      var changes: [String] = []
      for row in [swipeRow] + otherRows {
        let state = row == swipeRow
          ? state(at: time, frameDuration: 1 / fps, measurer: measurer)
          : self.state(ofRow: row, at: time, frameDuration: 1 / fps, measurer: measurer)
        guard let state else { continue }
        let phase = Self.phase(of: state)
        // Other rows start at rest without a moment of their own: the first frame is the swipe row's.
        guard phase != previous[row] ?? (row == swipeRow ? nil : .rest) else { continue }
        previous[row] = phase
        changes.append(row == swipeRow ? phase.rawValue : "row\(row)-\(phase.rawValue)")
      }
      for name in changes {
        let n = seen[name, default: 0] + 1
        seen[name] = n
        moments.append(KeyMoment(name: n == 1 ? name : "\(name)-\(n)", time: time))
      }
    }
    let last = Double(count - 1) / fps
    if moments.last?.time != last { moments.append(KeyMoment(name: "end", time: last)) }
    return moments
  }
}
