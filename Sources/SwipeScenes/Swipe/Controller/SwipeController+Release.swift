// Release, hide, programmatic moves, perform, fill and delete (docs/swipecellkit.md §4.3–4.5, §5.6, §6).
//
// A release picks its target from the velocity's sign only. Unexpanded, the cell
// springs to 0 or −s·P with the m 1 / k 100 / c 18 spring and the normalised
// velocity vn = vx·scrollRatio/distance (critically damped 0.7 s when vn = 0;
// no motion at all when the distance is 0, decision (d)). Expanded, the
// expandable action is performed: a bounce closes the cell and calls the
// handler at once; a fill slides the cell to −s·(W + b) in 0.3 s and calls the
// handler with or after the slide, then fulfils `.delete` (0.3 s ease-in-out
// collapse of the row, fade of the actions view for `.after`) or `.reset`.

extension SwipeController {
  /// Pan ended: opens, closes or performs the expanded action (docs/swipecellkit.md §4.3).
  mutating func panEnded(velocity: Double, at time: Double) {
    guard let pan, let view = actionsView else { return }
    self.pan = nil
    if offset.model == 0 && !view.expanded {
      reset()
      return
    }
    let s = view.orientation.scale
    if view.expanded, let index = view.expandableIndex {
      phase = .open
      perform(index, at: time)
      return
    }
    let closing = s > 0 ? velocity > 0 : velocity < 0
    let target = closing ? 0 : -s * view.buttons.fullyExposedWidth
    let distance = target - offset.model
    phase = closing ? .center : .open
    guard distance != 0 else {
      if closing { reset() }
      return
    }
    let normalized = velocity * pan.scrollRatio / distance
    let spring = Self.releaseSpring
    let timing =
      normalized == 0
      ? Self.programmaticMove
      : .spring(
        Spring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: normalized))
    move(to: target, at: time, timing: timing, completion: closing ? .reset : nil)
  }

  /// Animates the cell and the layout to an offset with the move animator.
  mutating func move(to target: Double, at time: Double, timing: AnimationTiming, completion: PendingCompletion.Action?)
  {
    moveGeneration += 1
    pending.removeAll { $0.generation != nil }
    offset.set(target, at: time, timing: timing, kind: .move)
    layout(at: time, timing: timing)
    if let completion {
      pending.append(PendingCompletion(time: time + timing.duration, action: completion, generation: moveGeneration))
    }
  }

  /// `hideSwipe(animated:)`: only from the open state (docs/swipecellkit.md §4.4). Unanimated, the
  /// cell jumps to 0 and resets at once.
  mutating func hide(animated: Bool = true, at time: Double) {
    guard phase == .open else { return }
    guard animated else {
      jump(to: 0, at: time)
      reset()
      return
    }
    phase = .animatingToCenter
    move(to: 0, at: time, timing: Self.programmaticMove, completion: .reset)
  }

  /// An unanimated move: running moves stop, and the offset and the layout take the target at `time`.
  mutating func jump(to target: Double, at time: Double) {
    stopMoves(at: time)
    offset.set(target, at: time, timing: nil, kind: .move)
    layout(at: time, timing: nil)
  }

  /// `reset()`: the actions view is removed and the cell is closed.
  mutating func reset() {
    actionsView = nil
    phase = .center
  }

  /// `setSwipeOffset(_:animated:)` / `showSwipe` (docs/swipecellkit.md §4.4).
  mutating func setSwipeOffset(_ requested: Double, animated: Bool = true, at time: Double) {
    guard !isDeleted, !isFilling else { return }
    guard requested != 0, !requested.isNaN else {
      hide(animated: animated, at: time)
      return
    }
    let orientation: SwipeActionsOrientation = requested > 0 ? .left : .right
    if actionsView?.orientation != orientation {
      guard let side = configuration.side(orientation) else { return }
      let actions = side.actions(afterHandlerRuns: handlerRuns[orientation] ?? 0)
      actionsView = ActionsView(
        orientation: orientation, side: side, actions: actions, configuration: configuration, measurer: measurer)
      layout(at: time, timing: nil)
    }
    guard let view = actionsView else { return }
    let magnitude =
      requested.isInfinite ? view.buttons.fullyExposedWidth : Swift.min(configuration.width, abs(requested))
    phase = .open
    if animated {
      move(to: -orientation.scale * magnitude, at: time, timing: Self.programmaticMove, completion: nil)
    } else {
      jump(to: -orientation.scale * magnitude, at: time)
    }
  }

  /// A tap on a button (docs/swipecellkit.md §4.4) or the release of an expanded pan (§6).
  mutating func perform(_ index: Int, at time: Double) {
    guard let view = actionsView, view.actions.indices.contains(index) else { return }
    let action = view.actions[index]
    guard index == view.expandableIndex, let style = view.expansionStyle else {
      if action.hidesWhenSelected { hide(at: time) }
      runHandler(action, at: time)
      return
    }
    setExpanded(true, feedback: false, at: time)
    switch style.completionAnimation {
    case .bounce:
      hide(at: time)
      runHandler(action, at: time)
    case .fill(let options):
      fill(options, at: time)
    }
  }

  /// Records a handler run, and what the handler does with the row if the action says
  /// (``SwipeAction/fulfillment``): on the fill path it calls `fulfill(with:)`; elsewhere, where
  /// SwipeCellKit sets no closure for that call, it deletes the row or hides the swipe itself,
  /// as an app's handler does with `tableView.deleteRows` or `hideSwipe(animated:)`.
  mutating func runHandler(_ action: SwipeAction, at time: Double) {
    events.append(SwipeEvent(time: time, kind: .handler(action.displayName)))
    if let orientation = actionsView?.orientation { handlerRuns[orientation, default: 0] += 1 }
    guard let style = action.fulfillment else { return }
    if waitingFill != nil { return fulfill(style, at: time) }
    switch style {
    case .delete: collapseRow(at: time, fadingActions: false)
    case .reset: hide(at: time)
    }
  }

  /// The fill path: slide out, then the handler with or after it (docs/swipecellkit.md §6).
  mutating func fill(_ options: SwipeExpansionStyle.FillOptions, at time: Double) {
    guard let view = actionsView else { return }
    isFilling = true
    let target = -view.orientation.scale * (configuration.width + view.buttons.buttonWidth)
    let after = options.timing == .after
    move(to: target, at: time, timing: Self.fillMove, completion: after ? .fillCompleted(options) : nil)
    if !after { handleFill(options, at: time) }
  }

  /// The handler, then automatic fulfilment or a wait for the app. The fill waits from before the
  /// handler runs, so a handler that fulfils it acts, and the automatic fulfilment after it is then a no-op.
  mutating func handleFill(_ options: SwipeExpansionStyle.FillOptions, at time: Double) {
    guard let action = actionsView?.actions.last else { return }
    waitingFill = options
    runHandler(action, at: time)
    if let style = options.autoFulfillmentStyle { fulfill(style, at: time) }
  }

  /// `fulfill(with:)`: one-shot; only acts while a fill is waiting (docs/swipecellkit.md §1.1, §6).
  mutating func fulfill(_ style: ExpansionFulfillmentStyle, at time: Double) {
    guard let options = waitingFill, actionsView != nil else { return }
    waitingFill = nil
    switch style {
    case .delete:
      collapseRow(at: time, fadingActions: options.timing == .after)
    case .reset:
      isFilling = false
      phase = .open
      hide(at: time)
    }
  }

  /// The row's deletion: its height to 0 over ``deleteCollapse``, the actions fading with it when
  /// `fadingActions`, and the cell reset once it is gone.
  mutating func collapseRow(at time: Double, fadingActions: Bool) {
    events.append(SwipeEvent(time: time, kind: .delete))
    rowHeight.set(0, at: time, timing: Self.deleteCollapse, kind: .delete)
    if fadingActions, var view = actionsView {
      view.alpha.set(0, at: time, timing: Self.deleteCollapse, kind: .delete)
      actionsView = view
    }
    pending.append(PendingCompletion(time: time + Self.deleteCollapse.duration, action: .deleteFinished, generation: nil))
  }

  /// Runs every completion due at or before `time`, in time order.
  mutating func runCompletions(through time: Double) {
    while let next = pending.indices.filter({ SceneTime.hasArrived(pending[$0].time, by: time) }).min(by: { pending[$0].time < pending[$1].time })
    {
      let completion = pending.remove(at: next)
      switch completion.action {
      case .reset:
        reset()
      case .fillCompleted(let options):
        handleFill(options, at: completion.time)
      case .deleteFinished:
        isDeleted = true
        isFilling = false
        offset = AnimatedValue(0)
        reset()
      }
    }
  }
}
