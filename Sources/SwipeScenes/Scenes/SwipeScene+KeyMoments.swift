import Drawing

// Key moments of a swipe scene, read off the model: the scene is sampled at
// 30 fps and a moment is named wherever its phase changes: the cell starts to
// reveal actions, shows them fully, expands, fills, collapses, or comes back
// to rest. The first frame and the last one are always included.

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

  /// The start, every phase change at 30 fps, and the last frame; repeated names are numbered.
  public func keyMoments(in context: SceneContext) -> [KeyMoment] {
    let fps = 30.0
    let count = Swift.max(1, Int((duration * fps - 1e-9).rounded(.up)))
    var moments: [KeyMoment] = []
    var previous: Phase?
    var seen: [String: Int] = [:]
    for index in 0..<count {
      let time = Double(index) / fps
      let phase = Self.phase(of: state(at: time, frameDuration: 1 / fps, measurer: typography(in: context).measurer))
      guard phase != previous else { continue }
      previous = phase
      let n = seen[phase.rawValue, default: 0] + 1
      seen[phase.rawValue] = n
      moments.append(KeyMoment(name: n == 1 ? phase.rawValue : "\(phase.rawValue)-\(n)", time: time))
    }
    let last = Double(count - 1) / fps
    if moments.last?.time != last { moments.append(KeyMoment(name: "end", time: last)) }
    return moments
  }
}
