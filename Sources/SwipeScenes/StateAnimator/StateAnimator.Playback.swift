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
    /// The indices into `schedule.changes` of each view's changes of each property, in schedule order.
    private let changesByProperty: [String: [Property.Key: [Int]]]

    /// Creates a playback and schedules its requests.
    ///
    /// - Parameters:
    ///   - initialLooks: The looks before any request, by view name.
    ///   - requests: The requested states with their times.
    public init(initialLooks: [String: ViewLook], requests: [Request]) {
      self.initialLooks = initialLooks
      self.requests = requests
      self.schedule = Schedule(requests: requests)
      var byProperty: [String: [Property.Key: [Int]]] = [:]
      for (index, change) in schedule.changes.enumerated() {
        byProperty[change.view, default: [:]][change.property.key, default: []].append(index)
      }
      changesByProperty = byProperty
    }

    /// Every view's look at `time`.
    ///
    /// - Parameter time: Seconds since the start.
    /// - Returns: The looks by view name, for every view initially present or changed.
    public func looks(at time: Double) -> [String: ViewLook] {
      var result = initialLooks
      for (name, properties) in changesByProperty {
        let start = initialLooks[name] ?? ViewLook()
        // Keys in a fixed order, so that equal inputs give equal looks on every run.
        result[name] = properties.sorted { $0.value[0] < $1.value[0] }.reduce(start) { look, entry in
          value(of: entry.key, view: name, changes: entry.value, at: time).applied(to: look)
        }
      }
      return result
    }

    /// The value at `time` of one property of one view whose changes are `indices` (in schedule order).
    ///
    /// The last change started by `time` decides; while it animates it starts from the value the
    /// property had when it started, found the same way among the earlier changes. That chain of
    /// interrupted changes is walked back first and then folded forward, so its length costs no stack.
    private func value(of key: Property.Key, view: String, changes indices: [Int], at time: Double) -> Property {
      let changes = schedule.changes
      var running: [(change: Change, progress: Double)] = []
      var base = Property.value(key, in: initialLooks[view] ?? ViewLook())
      var moment = time
      var upper = indices.count
      while let position = indices[..<upper].lastIndex(where: { changes[$0].start <= moment }) {
        let change = changes[indices[position]]
        let elapsed = moment - change.start
        guard change.property.isAnimatable, change.duration > 0, elapsed < change.duration else {
          base = change.property
          break
        }
        running.append((change, change.curve.progress(at: elapsed / change.duration)))
        moment = change.start
        upper = position
      }
      return running.reversed().reduce(base) { from, step in step.change.property.interpolated(from: from, progress: step.progress) }
    }
  }
}
