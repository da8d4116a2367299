import Drawing

extension StateAnimatorComponent {
  /// The component at `time`.
  ///
  /// - Parameter time: Seconds since the start.
  /// - Returns: The state last requested, the groups and events so far and every view's look.
  public func state(at time: Double) -> StateAnimatorState {
    let playback = self.playback
    let looks = playback.looks(at: time)
    let baseLooks = initialLooks
    var screenFrames: [String: Rect] = [:]
    let shown = views.map { view -> StateAnimatorState.View in
      var look = looks[view.id] ?? view.look
      if let parent = view.parent, !view.autoresizingMask.isEmpty {
        let base = baseLooks[parent]?.frame.size ?? .zero
        let now = looks[parent]?.frame.size ?? base
        look.frame = view.autoresizingMask.layout(look.frame, from: base, to: now)
      }
      let origin = view.parent.flatMap { screenFrames[$0]?.origin } ?? .zero
      let screen = look.frame.offsetBy(dx: origin.x, dy: origin.y)
      screenFrames[view.id] = screen
      return StateAnimatorState.View(
        name: view.id, superview: view.parent, frame: look.frame, screenFrame: screen, alpha: look.alpha,
        isHidden: look.isHidden, cornerRadius: look.cornerRadius, shadow: look.shadow,
        backgroundColor: look.backgroundColor, textColor: view.content.text == nil ? nil : look.textColor,
        content: view.content)
    }
    let requested = requests.filter { $0.time <= time }
    let started = playback.schedule.groups.filter { $0.start <= time }
    return StateAnimatorState(
      time: time, state: requested.last?.state ?? initialState, requests: requested.count, groups: started,
      runningGroups: started.filter { time < $0.end }, events: playback.schedule.events.filter { $0.time <= time },
      views: shown)
  }
}
