// The swipe controller: SwipeCellKit's gesture handling replayed as data (docs/swipecellkit.md §4, §5, §6).
//
// The controller consumes inputs in time order (pan began/changed/ended, taps,
// fulfilments) and keeps every on-screen quantity as an ``AnimatedValue``, so
// that the state at any time t is the model plus closed-form animation terms.
// Completions (reset after a close, the `.after` handler, the end of a delete)
// are queued with their times and run when the replay reaches them; a new pan
// cancels the completions of the move animator it stops, as UIKit does.

/// The phase of the cell, SwipeCellKit's `SwipeState`.
enum SwipePhase: Hashable, Sendable {
  /// Closed, or closing after a release.
  case center
  /// A pan is moving the cell.
  case dragging
  /// Open on the actions view's side.
  case open
  /// `hideSwipe` is animating the cell closed.
  case animatingToCenter
}

/// A completion waiting for its animation to end.
struct PendingCompletion: Sendable {
  /// What runs.
  enum Action: Sendable {
    /// `reset()`: the actions view is removed.
    case reset
    /// The `.after` fill slide completed: handler, then automatic fulfilment.
    case fillCompleted(SwipeExpansionStyle.FillOptions)
    /// The delete's 0.3 s collapse completed.
    case deleteFinished
  }

  /// When it runs.
  var time: Double
  /// What runs.
  var action: Action
  /// The move generation it belongs to, or nil if no pan can cancel it.
  var generation: Int?
}

/// The pan currently in progress.
struct PanState: Sendable {
  /// The finger's x at the start.
  var startX: Double
  /// The cell offset when the pan began.
  var originalOffset: Double
  /// The translation rewrite from expansion snaps (docs/swipecellkit.md §4.2).
  var shift: Double = 0
  /// The velocity scale of the last change event.
  var scrollRatio: Double = 1
  /// The finger's latest x.
  var touchX: Double
  /// The latest pan translation, including rewrites.
  var translation: Double = 0
}

/// Replays gestures on one swipeable cell.
public struct SwipeController: Sendable {
  /// The cell.
  public let configuration: SwipeCellConfiguration
  /// Text metrics for the button layout.
  public let measurer: any TextMeasuring

  /// The cell's horizontal displacement.
  var offset = AnimatedValue(0)
  /// The actions view, while a side is shown.
  var actionsView: ActionsView?
  /// The cell's phase.
  var phase = SwipePhase.center
  /// The pan in progress.
  var pan: PanState?
  /// Waiting completions.
  var pending: [PendingCompletion] = []
  /// The move animator's generation; stopping or replacing it invalidates its completion.
  var moveGeneration = 0
  /// Everything that has happened.
  var events: [SwipeEvent] = []
  /// How many handlers have run per side.
  var handlerRuns: [SwipeActionsOrientation: Int] = [:]
  /// The visible row height (collapses during a delete).
  var rowHeight: AnimatedValue
  /// The fill waiting for fulfilment, if any.
  var waitingFill: SwipeExpansionStyle.FillOptions?
  /// Whether a fill or delete is under way (pans are ignored).
  var isFilling = false
  /// Whether the row has been deleted.
  var isDeleted = false
  /// The display name of the button held down by a tap, if any.
  var pressedAction: String?

  /// A controller for a cell at rest.
  ///
  /// - Parameters:
  ///   - configuration: The cell.
  ///   - measurer: Text metrics.
  public init(configuration: SwipeCellConfiguration, measurer: any TextMeasuring) {
    self.configuration = configuration
    self.measurer = measurer
    rowHeight = AnimatedValue(configuration.height)
  }

  /// The critically damped move for programmatic moves (docs/swipecellkit.md §4.5).
  static let programmaticMove = AnimationTiming.criticallyDamped(0.7)
  /// The critically damped slide of a fill (docs/swipecellkit.md §6).
  static let fillMove = AnimationTiming.criticallyDamped(0.3)
  /// The mask collapse, fade and row removal of a delete (docs/swipecellkit.md §6, decision (f)).
  static let deleteCollapse = AnimationTiming.easeInOut(0.3)
  /// Transition delegates hear of a width change one run-loop turn later (docs/swipecellkit.md §12.2 "Async notifications"):
  /// modelled as the next 60 Hz display frame.
  static let transitionNotificationDelay = 1.0 / 60
  /// The release spring's mass, stiffness and damping (decision (b)).
  static let releaseSpring = (mass: 1.0, stiffness: 100.0, damping: 18.0)

  // MARK: - Pan

  /// Pan began: stops the move animator and picks (or keeps) the side (docs/swipecellkit.md §4.1).
  mutating func panBegan(_ script: TouchScript, at time: Double) {
    guard !isDeleted, !isFilling, let first = script.samples.first else { return }
    stopMoves(at: time)
    let original = offset.model
    if phase != .open {
      let orientation: SwipeActionsOrientation = script.initialDirection > 0 ? .left : .right
      guard let side = configuration.side(orientation) else {
        pan = nil
        return
      }
      let actions = side.actions(afterHandlerRuns: handlerRuns[orientation] ?? 0)
      actionsView = ActionsView(
        orientation: orientation, side: side, actions: actions, configuration: configuration, measurer: measurer)
      layout(at: time, timing: nil)
    }
    phase = .dragging
    pan = PanState(startX: first.x, originalOffset: original, touchX: first.x)
  }

  /// Pan changed: maps the finger to the offset through the rubber bands, snaps and expands (docs/swipecellkit.md §4.2).
  mutating func panChanged(_ sample: TouchSample, at time: Double) {
    guard var pan, let view = actionsView else { return }
    pan.scrollRatio = 1
    let translation = sample.x - pan.startX + pan.shift
    pan.touchX = sample.x
    let raw = pan.originalOffset + translation
    let s = view.orientation.scale
    let previous = offset.model
    let width = configuration.width
    if raw * s > 0 {
      pan.scrollRatio = RubberBand.dampedScrollRatio
      offset.set(RubberBand.wrongSide.offset(forRaw: raw), at: time, timing: nil, kind: .move)
      layout(at: time, timing: nil)
    } else if let style = view.expansionStyle {
      let exposed = view.buttons.fullyExposedWidth
      let probe = ExpansionProbe(
        panTranslation: translation, previousOffset: previous, fullyExposedWidth: exposed, cellWidth: width,
        orientation: view.orientation, touchX: sample.x, referenceWidth: width)
      let expand = style.shouldExpand(probe)
      let target = style.targetOffset(cellWidth: width, fullyExposedWidth: exposed)
      if expand && !view.expanded && target > abs(raw) {
        offset.set(-s * target, at: time, timing: Self.programmaticMove, kind: .move)
        pan.shift += -s * target - raw
        moveGeneration += 1
        layout(at: time, timing: Self.programmaticMove)
      } else {
        offset.set(RubberBand.expansion(style, target: target).offset(forRaw: raw), at: time, timing: nil, kind: .move)
        layout(at: time, timing: nil)
      }
      setExpanded(expand, feedback: true, at: time)
    } else {
      let band = RubberBand.withoutExpansion(fullyExposedWidth: view.buttons.fullyExposedWidth)
      let banded = band.offset(forRaw: raw)
      if banded != raw { pan.scrollRatio = RubberBand.dampedScrollRatio }
      offset.set(banded, at: time, timing: nil, kind: .move)
      layout(at: time, timing: nil)
    }
    pan.translation = sample.x - pan.startX + pan.shift
    self.pan = pan
  }

  /// Stops the move animator where it is, cancelling its completions.
  mutating func stopMoves(at time: Double) {
    offset.stop(.move, at: time)
    if var view = actionsView {
      for index in view.starts.indices { view.starts[index].stop(.move, at: time) }
      actionsView = view
    }
    moveGeneration += 1
    pending.removeAll { $0.generation != nil }
  }

  // MARK: - Layout

  /// Re-lays out the wrappers at the model offset and notifies transition delegates (docs/swipecellkit.md §3, §7).
  mutating func layout(at time: Double, timing: AnimationTiming?) {
    guard var view = actionsView else { return }
    let visible = Swift.max(0, -view.orientation.scale * offset.model)
    let context = view.layout(visibleWidth: visible)
    let starts = context.wrapperStarts(expanded: view.expanded)
    for index in starts.indices { view.starts[index].set(starts[index], at: time, timing: timing, kind: .move) }
    let widths = context.reportedWidths()
    let b = view.buttons.buttonWidth
    for index in widths.indices where widths[index] != view.reportedWidths[index] && b > 0 {
      let action = view.actions[index]
      let transition = SwipeActionTransitioningContext(
        actionIdentifier: action.identifier, oldPercentVisible: view.reportedWidths[index] / b,
        newPercentVisible: widths[index] / b)
      for change in action.transitionDelegate?.didTransition(transition) ?? [] {
        view.apply(change, to: index, at: time + Self.transitionNotificationDelay)
      }
    }
    view.reportedWidths = widths
    actionsView = view
  }

  /// Flips the expanded flag: haptic, the expansion animator and the delegate's changes (docs/swipecellkit.md §5.5, §8, §10).
  mutating func setExpanded(_ expanded: Bool, feedback: Bool, at time: Double) {
    guard var view = actionsView, view.expanded != expanded, let last = view.actions.indices.last else { return }
    if feedback { events.append(SwipeEvent(time: time, kind: .haptic)) }
    let delegate = view.expansionDelegate
    let timing =
      delegate?.animationTimingParameters(buttonCount: view.actions.count, expanding: expanded) ?? .default
    view.starts[last].stop(.expansion, at: time)
    view.expanded = expanded
    let visible = Swift.max(0, -view.orientation.scale * offset.model)
    let target = view.layout(visibleWidth: visible).wrapperStarts(expanded: expanded)[last]
    view.starts[last].set(
      target, at: time + timing.delay, timing: .criticallyDamped(timing.duration), kind: .expansion)
    let others = Array((0..<last).reversed())
    let changes = delegate?.otherButtonAnimations(expanding: expanded, otherButtonCount: others.count) ?? []
    for (index, change) in zip(others, changes) { view.apply(change, to: index, at: time) }
    actionsView = view
  }
}
