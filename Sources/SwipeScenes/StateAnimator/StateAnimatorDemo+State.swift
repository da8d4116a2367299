import Drawing

extension StateAnimatorDemo {
  /// The demo at `time` seconds after launch.
  ///
  /// - Parameter time: Seconds since launch.
  /// - Returns: The state variable, the groups and events so far and every view's look.
  public func state(at time: Double) -> StateAnimatorState {
    let playback = self.playback
    let taps = tapTimes.filter { $0 <= time }.count
    let looks = playback.looks(at: time)
    var screenOrigins: [String: Point] = [:]
    let views = Self.views.map { info -> StateAnimatorState.View in
      let look = Self.look(of: info.name, in: looks)
      let parent = info.superview.flatMap { screenOrigins[$0] } ?? .zero
      let screen = look.frame.offsetBy(dx: parent.x, dy: parent.y)
      screenOrigins[info.name] = screen.origin
      return StateAnimatorState.View(
        name: info.name, superview: info.superview, frame: look.frame, screenFrame: screen, alpha: look.alpha,
        isHidden: look.isHidden, cornerRadius: look.cornerRadius, shadow: look.shadow,
        backgroundColor: info.backgroundColor, textColor: info.text == nil ? nil : look.textColor,
        text: info.text, fontSize: info.fontSize)
    }
    return StateAnimatorState(
      time: time, state: Self.states(afterTaps: taps).last ?? .collapsed, taps: taps,
      groups: playback.schedule.groups.filter { $0.start <= time },
      events: playback.schedule.events.filter { $0.time <= time }, views: views)
  }

  /// A view's look; the photo is pinned to firstView's bounds and keeps its own corners.
  private static func look(of name: String, in looks: [String: StateAnimator.ViewLook]) -> StateAnimator.ViewLook {
    guard name == "photo" else { return looks[name] ?? StateAnimator.ViewLook() }
    let card = looks["firstView"]?.frame ?? .zero
    return StateAnimator.ViewLook(
      frame: Rect(x: 0, y: 0, width: card.width, height: card.height), cornerRadius: photoCornerRadius)
  }
}
