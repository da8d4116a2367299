extension CollectionPreview {
  /// Every call the controller makes over the whole timeline, in order (docs/onboarding-stateanimator-preview.md §3.4–§3.6).
  ///
  /// Present: prepare-from at once, transition-from on the next run-loop turn (taken as the
  /// same instant), then after 0.25 s the completion and finish-from. A page swipe reports
  /// did-move. Dismiss: will-dismiss, then prepare-to and transition-to for each cell flying
  /// back; after 0.25 s, for each, the completion, finish-to and the removal of the view.
  public var events: [CollectionPreviewState.Event] {
    typealias Event = CollectionPreviewState.Event
    var events: [Event] = [
      Event(time: presentTime, kind: .prepareTransitionFrom, item: item),
      Event(time: presentTime, kind: .transitionFrom, item: item),
      Event(time: presentEnd, kind: .presentCompletion, item: nil),
      Event(time: presentEnd, kind: .finishTransitionFrom, item: item),
    ]
    if let paging { events.append(Event(time: paging.time, kind: .didMoveToItem, item: paging.item)) }
    events.append(Event(time: dismissTime, kind: .willDismiss, item: nil))
    let flying = itemsFlyingBack()
    for index in flying {
      events.append(Event(time: dismissTime, kind: .prepareTransitionTo, item: index))
      events.append(Event(time: dismissTime, kind: .transitionTo, item: index))
    }
    for index in flying {
      events.append(Event(time: dismissEnd, kind: .dismissCompletion, item: nil))
      events.append(Event(time: dismissEnd, kind: .finishTransitionTo, item: index))
      events.append(Event(time: dismissEnd, kind: .removed, item: nil))
    }
    return events
  }

  /// The calls made by `time`.
  func events(through time: Double) -> [CollectionPreviewState.Event] {
    events.filter { $0.time <= time }
  }
}
