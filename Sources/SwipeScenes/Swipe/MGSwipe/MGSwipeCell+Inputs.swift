// The inputs of an MGSwipe cell: pans, taps and programmatic moves
// (`panHandler:`, `hideSwipeAnimated:`, `setSwipeOffset:animated:`,
// `handleClick:fromExpansion:`; docs/mgswipe-rtl-rounded.md §1.7, §1.8).

extension MGSwipeCell {
  /// Applies one input at its time, after the running animation's ticks before it.
  mutating func apply(_ input: TimedInput) {
    advance(through: input.time)
    let time = input.time
    guard !isDeleted else { return }
    switch input.kind {
    case .began(let script): panBegan(script, at: time)
    case .changed(let sample): panChanged(sample, at: time)
    case .ended(let velocity): panEnded(velocity: velocity, at: time)
    case .pressed(let name):
      let shown = Self.orientation(of: offset(at: time)).flatMap { views[$0] }
      pressedAction = shown?.actions.contains { $0.displayName == name } == true ? name : nil
    case .gesture(let gesture): apply(gesture, at: time)
    }
  }

  /// Pan began: the animation stops where it is (its completion runs, as invalidating MGSwipe's
  /// display link runs it) and the pan starts from the offset shown.
  mutating func panBegan(_ script: TouchScript, at time: Double) {
    guard let first = script.samples.first else { return }
    let current = offset(at: time)
    if motion.isRunning(after: time) {
      motion = .still(current, at: time)
      lastTick = -.infinity
      runCompletion(at: time)
    }
    let start = offset(at: time)
    firstSide = Self.orientation(of: start)
    pan = (first.x, start, first.x, 0)
  }

  /// Pan changed: the offset is the start offset plus the finger's travel, none toward a side
  /// without buttons (`filterSwipe:`).
  mutating func panChanged(_ sample: TouchSample, at time: Double) {
    guard var pan else { return }
    let requested = pan.startOffset + sample.x - pan.startX
    if firstSide == nil { firstSide = Self.orientation(of: requested) }
    pan.touchX = sample.x
    pan.translation = sample.x - pan.startX
    self.pan = pan
    motion = .still(shownRequest(requested), at: time)
    lastTick = -.infinity
    offsetChanged(at: time)
  }

  /// A requested offset as stored: 0 toward a side without buttons.
  func shownRequest(_ requested: Double) -> Double {
    guard let orientation = Self.orientation(of: requested), views[orientation] != nil else { return 0 }
    return requested
  }

  /// Pan ended: past the expansion threshold the trigger runs (to ±W with `fillOnTrigger`, else
  /// to 0, then the action); otherwise the buttons open or close by threshold and fling speed.
  mutating func panEnded(velocity: Double, at time: Double) {
    guard pan != nil else { return }
    pan = nil
    firstSide = nil
    let current = offset(at: time)
    guard let orientation = Self.orientation(of: current) else { return }
    let side = settings(orientation)
    if expansionActive, let expansion = side.expansion, let index = expandableIndex(orientation) {
      let target = expansion.fillOnTrigger ? -orientation.scale * configuration.width : 0
      animate(to: target, duration: side.animationDuration, at: time)
      completion = (orientation, index, expansion.fillOnTrigger)
      return
    }
    let width = stripWidth(orientation)
    var target = side.keepButtonsSwiped && abs(current) > width * side.threshold ? current.sign(of: width) : 0
    if velocity > MGSwipeSettings.flingSpeed {
      target = current < 0 ? 0 : (views[.left] != nil && settings(.left).keepButtonsSwiped ? stripWidth(.left) : target)
    } else if velocity < -MGSwipeSettings.flingSpeed {
      target = current > 0 ? 0 : (views[.right] != nil && settings(.right).keepButtonsSwiped ? -stripWidth(.right) : target)
    }
    target = shownRequest(target)
    let duration = settings(Self.orientation(of: current) ?? orientation).animationDuration
    animate(to: target, duration: duration, at: time)
  }

  /// Taps and programmatic moves.
  mutating func apply(_ gesture: SwipeGesture, at time: Double) {
    switch gesture {
    case .pan, .fulfill: return
    case .tapCell: hide(at: time)
    case .tapAction(_, let name):
      pressedAction = nil
      guard let orientation = Self.orientation(of: offset(at: time)), let view = views[orientation],
        let action = view.actions.first(where: { $0.displayName == name })
      else { return }
      events.append(SwipeEvent(time: time, kind: .handler(action.displayName)))
      if action.fulfillment == .delete { deleteRow(at: time) } else { hide(at: time) }
    case .setSwipeOffset(_, let requested, let animated):
      guard requested != 0, !requested.isNaN, let orientation = Self.orientation(of: requested),
        views[orientation] != nil
      else {
        if animated { hide(at: time) } else { jump(to: 0, at: time) }
        return
      }
      let target = requested.isInfinite ? -orientation.scale * stripWidth(orientation) : requested
      if animated {
        animate(to: target, duration: settings(orientation).animationDuration, at: time)
      } else {
        jump(to: target, at: time)
      }
    }
  }

  /// `hideSwipeAnimated:YES`: the side's hide animation to 0; nothing when closed.
  mutating func hide(at time: Double) {
    let current = offset(at: time)
    guard let orientation = Self.orientation(of: current) else { return }
    animate(to: 0, duration: settings(orientation).animationDuration, at: time)
  }
}

extension Double {
  /// `magnitude` with this number's sign.
  fileprivate func sign(of magnitude: Double) -> Double { self < 0 ? -magnitude : magnitude }
}
