// Evaluating a schedule at time t, property by property.
//
// A property of a view follows its last change started by t. That change runs from the
// property's value when it started (found the same way among the earlier changes, so an
// interrupted animation hands over from where it was) to its target, along its curve;
// properties that cannot animate take the target at the start. Each view's look is
// interpolated on its own, in its superview's coordinates.

extension StateAnimator {
  /// Initial looks plus component states requested at given times: an animation to evaluate.
  public struct Playback: Hashable, Sendable {
    /// A component state animated to from a given time.
    public struct Request: Hashable, Sendable {
      /// When the state is requested, in seconds.
      public var time: Double
      /// The component state.
      public var state: [Transition]

      /// Creates a request.
      ///
      /// - Parameters:
      ///   - time: When, in seconds.
      ///   - state: The component state.
      public init(time: Double, state: [Transition]) {
        self.time = time
        self.state = state
      }
    }

    /// The looks before any request, by view name.
    public let initialLooks: [String: ViewLook]
    /// The requests.
    public let requests: [Request]
    /// The groups, events and changes the requests lead to.
    public let schedule: Schedule

    /// Creates a playback and schedules its requests.
    ///
    /// - Parameters:
    ///   - initialLooks: The looks before any request, by view name.
    ///   - requests: The requested states with their times.
    public init(initialLooks: [String: ViewLook], requests: [Request]) {
      self.initialLooks = initialLooks
      self.requests = requests
      self.schedule = Schedule(requests: requests)
    }

    /// Every view's look at `time`.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: The looks by view name, for every view initially present or changed.
    public func looks(at time: Double) -> [String: ViewLook] {
      var names = Set(initialLooks.keys)
      for change in schedule.changes { names.insert(change.view) }
      var result: [String: ViewLook] = [:]
      for name in names {
        let start = initialLooks[name] ?? ViewLook()
        let keys = Set(schedule.changes.filter { $0.view == name }.map(\.property.key))
        result[name] = keys.reduce(start) { look, key in
          value(of: key, view: name, at: time, before: schedule.changes.count).applied(to: look)
        }
      }
      return result
    }

    /// The value of one property of one view at `time`, considering the first `limit` changes.
    private func value(of key: Property.Key, view: String, at time: Double, before limit: Int) -> Property {
      let changes = schedule.changes
      guard
        let index = changes[..<limit].lastIndex(where: {
          $0.view == view && $0.property.key == key && $0.start <= time
        })
      else { return Property.value(key, in: initialLooks[view] ?? ViewLook()) }
      let change = changes[index]
      let elapsed = time - change.start
      guard change.property.isAnimatable, change.duration > 0, elapsed < change.duration else {
        return change.property
      }
      let from = value(of: key, view: view, at: change.start, before: index)
      return change.property.interpolated(from: from, progress: change.curve.progress(at: elapsed / change.duration))
    }
  }
}
