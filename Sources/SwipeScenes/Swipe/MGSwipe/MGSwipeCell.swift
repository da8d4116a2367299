// MGSwipeTableCell's cell replayed as data (docs/mgswipe-rtl-rounded.md §1.1, §1.7, §1.8).
//
// The offset is either still or running one display-link animation from
// `from` to `to`, `from + (to − from)·E(u)` with cubic ease-out E(u) = (u − 1)³ + 1,
// and what the cell shows is that value passed through the side's bounce
// (`setSwipeOffset:`), as MGSwipe passes every tick through it. A pan's change
// sets the offset to its start offset plus the finger's travel; its end picks
// the target (threshold, 100 pt/s flings, the expansion's trigger) and animates
// there. The expansion is decided where MGSwipe decides it, at every offset
// change: each pan change and each 60 Hz tick of a running animation, so
// stepping the ticks of one animation (at most its duration × 60 of them) is
// the only iteration; everything else is closed form. The button's 0.2-s move
// into and out of the expanded layout is kept as the times it began and the
// distance it started from, and drawn through SwipeCellKit's state
// (MGSwipeCell+State.swift).

/// The offset of an MGSwipe cell: still (`from == to`) or animating over `duration` from `start`.
struct MGSwipeMotion: Hashable, Sendable {
  /// The offset the animation starts from (or the still offset).
  var from: Double
  /// The offset it ends at.
  var to: Double
  /// When it starts, in scene seconds.
  var start: Double
  /// Its length in seconds; 0 when still.
  var duration: Double

  /// An offset at rest.
  static func still(_ offset: Double, at time: Double) -> MGSwipeMotion {
    MGSwipeMotion(from: offset, to: offset, start: time, duration: 0)
  }

  /// The requested offset at `time`, `to` from the end on (MGSwipe returns it exactly).
  func value(at time: Double) -> Double {
    guard duration > 0, time < start + duration else { return to }
    let u = Swift.max(0, (time - start) / duration)
    let eased = (u - 1) * (u - 1) * (u - 1) + 1
    return from + (to - from) * eased
  }

  /// Whether an animation is still running after `time`.
  func isRunning(after time: Double) -> Bool { duration > 0 && time < start + duration }

  /// The display-link tick that completes it: the first 60 Hz tick at or after its end.
  var completionTick: Double {
    start + (duration * MGSwipeCell.tickRate - SceneTime.tolerance).rounded(.up) / MGSwipeCell.tickRate
  }
}

/// The expanded button's move into (and back out of) its expanded layout.
struct MGSwipeExpansionMove: Hashable, Sendable {
  /// The side expanded.
  var orientation: SwipeActionsOrientation
  /// When the move into the expanded layout began.
  var expandedAt: Double
  /// The expanding button's wrapper start d (from the cell edge) when it began.
  var startDistance: Double
  /// When the move back began, or nil while expanded.
  var collapsedAt: Double?
}

/// Replays gestures on one cell the way MGSwipeTableCell handles them.
struct MGSwipeCell: Sendable {
  /// MGSwipe redraws its animations on every display frame: 60 Hz.
  static let tickRate = 60.0

  /// The cell.
  let configuration: SwipeCellConfiguration
  /// Text metrics for the button layout.
  let measurer: any TextMeasuring
  /// The actions view of each side, at rest.
  let views: [SwipeActionsOrientation: ActionsView]
  /// The offset.
  var motion = MGSwipeMotion.still(0, at: 0)
  /// What runs when the animation completes: the expanded action of a release, by internal index.
  var completion: (orientation: SwipeActionsOrientation, index: Int, fill: Bool)?
  /// The last tick already evaluated for the running animation.
  var lastTick = -Double.infinity
  /// The pan in progress: where the finger started, the offset then and the finger's latest x.
  var pan: (startX: Double, startOffset: Double, touchX: Double, translation: Double)?
  /// The side the current swipe began toward (MGSwipe's `_firstSwipeState`).
  var firstSide: SwipeActionsOrientation?
  /// Whether the last offset change was past the expansion threshold (MGSwipe's `_activeExpansion`).
  var expansionActive = false
  /// The expansion layout's move, while the expanded button shows.
  var expansionMove: MGSwipeExpansionMove?
  /// Everything that has happened.
  var events: [SwipeEvent] = []
  /// The visible row height (collapses when the handler deletes the row).
  var rowHeight: AnimatedValue
  /// Whether the row has been deleted.
  var isDeleted = false
  /// The display name of the button held down by a tap, if any.
  var pressedAction: String?

  /// A cell at rest.
  init(configuration: SwipeCellConfiguration, measurer: any TextMeasuring) {
    self.configuration = configuration
    self.measurer = measurer
    var views: [SwipeActionsOrientation: ActionsView] = [:]
    for orientation in [SwipeActionsOrientation.left, .right] {
      guard let side = configuration.side(orientation) else { continue }
      views[orientation] = ActionsView(
        orientation: orientation, side: side, actions: side.actions, configuration: configuration, measurer: measurer)
    }
    self.views = views
    rowHeight = AnimatedValue(configuration.height)
  }

  // MARK: - Offsets

  /// The side an offset shows: left for positive offsets, right for negative ones.
  static func orientation(of offset: Double) -> SwipeActionsOrientation? {
    offset > 0 ? .left : offset < 0 ? .right : nil
  }

  /// A side's MGSwipe settings (MGSwipe's defaults for a side that names none).
  func settings(_ orientation: SwipeActionsOrientation) -> MGSwipeSettings {
    configuration.side(orientation)?.options.mgswipe ?? MGSwipeSettings()
  }

  /// Wc: the width of a side's buttons.
  func stripWidth(_ orientation: SwipeActionsOrientation) -> Double {
    views[orientation]?.buttons.fullyExposedWidth ?? 0
  }

  /// The offset shown for a requested one: 0 toward a side without buttons, else through its bounce.
  func shown(_ requested: Double) -> Double {
    guard let orientation = Self.orientation(of: requested), views[orientation] != nil else { return 0 }
    return settings(orientation).bounced(requested, stripWidth: stripWidth(orientation))
  }

  /// The offset shown at `time`.
  func offset(at time: Double) -> Double { shown(motion.value(at: time)) }

  /// The expanded action's internal index on a side, or nil without an expansion.
  func expandableIndex(_ orientation: SwipeActionsOrientation) -> Int? {
    guard let view = views[orientation], let expansion = settings(orientation).expansion,
      view.actions.indices.contains(expansion.buttonIndex)
    else { return nil }
    return view.actions.count - 1 - expansion.buttonIndex
  }

  // MARK: - Offset changes

  /// MGSwipe's `setSwipeOffset:` at `time`: decides the expansion for the offset then shown.
  mutating func offsetChanged(at time: Double) {
    let offset = offset(at: time)
    guard let orientation = Self.orientation(of: offset), let expansion = settings(orientation).expansion,
      let index = expandableIndex(orientation)
    else {
      expansionActive = false
      if offset == 0 { expansionMove = nil } else { collapseExpansion(at: time) }
      return
    }
    let expand = abs(offset) > stripWidth(orientation) * expansion.threshold
    if expansionMove?.orientation != orientation { expansionMove = nil }
    if expand && (expansionMove == nil || expansionMove?.collapsedAt != nil) {
      let start = expansionMove.map { distance(of: $0, at: time) } ?? restingStarts(orientation, offset: offset)[index]
      expansionMove = MGSwipeExpansionMove(orientation: orientation, expandedAt: time, startDistance: start)
    } else if !expand {
      collapseExpansion(at: time)
    }
    expansionActive = expand
  }

  /// `endExpansionAnimated:YES`: the expanded button starts back to its slot.
  mutating func collapseExpansion(at time: Double) {
    guard var move = expansionMove, move.collapsedAt == nil else { return }
    move.collapsedAt = time
    expansionMove = move
  }

  /// Evaluates every tick of the running animation up to `time`, and its completion.
  mutating func advance(through time: Double) {
    guard motion.duration > 0 else { return }
    let end = motion.completionTick
    var index = lastTick.isFinite ? ((lastTick - motion.start) * Self.tickRate).rounded() + 1 : 0
    while true {
      let tick = motion.start + index / Self.tickRate
      guard SceneTime.hasArrived(tick, by: time), tick <= end + SceneTime.tolerance else { break }
      lastTick = tick
      offsetChanged(at: tick)
      index += 1
    }
    if SceneTime.hasArrived(end, by: time), lastTick >= end - SceneTime.tolerance {
      motion = .still(motion.to, at: end)
      lastTick = -.infinity
      runCompletion(at: end)
    }
  }

  /// Starts an animation from the offset shown now to `target`.
  mutating func animate(to target: Double, duration: Double, at time: Double) {
    motion = MGSwipeMotion(from: offset(at: time), to: target, start: time, duration: duration)
    lastTick = -.infinity
    completion = nil
    advance(through: time)
  }

  /// Sets the offset at once.
  mutating func jump(to target: Double, at time: Double) {
    motion = .still(target, at: time)
    lastTick = -.infinity
    completion = nil
    offsetChanged(at: time)
  }

  /// The release's completion: the expanded button's action runs, then the row is deleted when it
  /// deletes, else the cell closes at once (MGSwipe's auto-hide from an expansion).
  mutating func runCompletion(at time: Double) {
    guard let (orientation, index, _) = completion, let view = views[orientation] else { return }
    completion = nil
    let action = view.actions[index]
    events.append(SwipeEvent(time: time, kind: .handler(action.displayName)))
    if action.fulfillment == .delete {
      deleteRow(at: time)
    } else {
      motion = .still(0, at: time)
      expansionMove = nil
      expansionActive = false
    }
  }

  /// The handler deleted the row: it collapses over SwipeController's 0.3-s delete.
  mutating func deleteRow(at time: Double) {
    events.append(SwipeEvent(time: time, kind: .delete))
    rowHeight.set(0, at: time, timing: SwipeController.deleteCollapse, kind: .delete)
    isDeleted = true
  }
}
