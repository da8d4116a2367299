// Turning requested component states into timed groups (docs/onboarding-stateanimator-preview.md §2.3).
//
// StateAnimator groups a state's transitions by curve and duration (the key `curve|duration`);
// each group is one property animator. Starting a group runs its before effects in array
// order, then its animation block: every transition's end look, from the group's start plus
// delayFactor × duration to the group's end. A nested component's state is grouped on its own
// and started as its parent's end look is applied. When a group ends its after effects run in
// array order, each starting a new state. Groups start in the order their keys first appear in
// the state; the original takes them from a Dictionary, so its order is unspecified, and since
// every group touches different views the order changes no look.
//
// Requests are processed in time order, so every change gets a sequence number; a property's
// value at time t is decided by its last change (by start, then sequence) started by t.

extension StateAnimator {
  /// One group: the transitions of a state that share a curve and a duration.
  public struct Group: Hashable, Sendable, Encodable {
    /// The grouping key, e.g. `easeInOut|0.2`.
    public var key: String
    /// When the group starts, in seconds.
    public var start: Double
    /// Its duration in seconds.
    public var duration: Double
    /// The names of its transitions, in order.
    public var transitions: [String]

    /// When the group ends, in seconds.
    public var end: Double { start + duration }

    private enum CodingKeys: String, CodingKey { case key, start, duration, end, transitions }

    /// Encodes the group with its end time.
    ///
    /// - Parameter encoder: The encoder to write to.
    /// - Throws: Whatever the encoder throws.
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(key, forKey: .key)
      try container.encode(start, forKey: .start)
      try container.encode(duration, forKey: .duration)
      try container.encode(end, forKey: .end)
      try container.encode(transitions, forKey: .transitions)
    }
  }

  /// Something the animators did at one moment.
  public struct Event: Hashable, Sendable, Encodable {
    /// What happened.
    public enum Kind: String, Hashable, Sendable, Encodable {
      /// A transition's before effects ran.
      case before
      /// A group started.
      case start
      /// A group ended.
      case end
      /// A transition's after effects ran.
      case after
    }

    /// When, in seconds.
    public var time: Double
    /// What happened.
    public var kind: Kind
    /// The index of the group in ``Schedule/groups``.
    public var group: Int
    /// The transition whose effects ran, for ``Kind/before`` and ``Kind/after``.
    public var transition: String?
  }

  /// A timed change of one property of one view.
  struct Change: Hashable, Sendable {
    var view: String
    var property: Property
    var start: Double
    var duration: Double
    var curve: TimingCurve
  }

  /// Every group, event and change that a list of requests leads to.
  public struct Schedule: Hashable, Sendable {
    /// The groups in the order they started.
    public let groups: [Group]
    /// The events in time order (ties in the order they happened).
    public let events: [Event]
    /// The property changes in start order (ties in the order they were made).
    let changes: [Change]

    /// Schedules the requests, each a component state animated to from its time on.
    init(requests: [Playback.Request]) {
      var builder = Builder()
      for request in requests { builder.enqueue(request.state, at: request.time) }
      while let request = builder.pending.popLast() { builder.start(request.state, at: request.time) }
      groups = builder.groups
      events = builder.events.enumerated()
        .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
      changes = builder.changes.enumerated()
        .sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
    }
  }

  /// The scheduler's working state: what has been made so far and the states still to start.
  private struct Builder {
    var groups: [Group] = []
    var events: [Event] = []
    var changes: [Change] = []
    /// The states still to start, latest first: the next one is the last, and of equal times the
    /// one enqueued first starts first.
    var pending: [(time: Double, state: [Transition])] = []

    /// Adds `state` to the states to start at `time`, after those already waiting for that time.
    mutating func enqueue(_ state: [Transition], at time: Double) {
      var low = 0, high = pending.count
      while low < high {
        let middle = (low + high) / 2
        if pending[middle].time > time { low = middle + 1 } else { high = middle }
      }
      pending.insert((time, state), at: low)
    }

    /// Groups `state` by key, in first-appearance order.
    static func grouped(_ state: [Transition]) -> [(details: AnimationDetails, members: [Transition])] {
      var order: [String] = []
      var members: [String: [Transition]] = [:]
      for transition in state {
        let key = transition.details.groupKey
        if members[key] == nil { order.append(key) }
        members[key, default: []].append(transition)
      }
      return order.compactMap { key in
        members[key].flatMap { list in list.first.map { ($0.details, list) } }
      }
    }

    /// Starts every group of `state` at `time`, with their nested states.
    mutating func start(_ state: [Transition], at time: Double) {
      for (details, members) in Self.grouped(state) {
        let index = groups.count
        let duration = Swift.max(0, details.duration)
        groups.append(Group(key: details.groupKey, start: time, duration: duration, transitions: members.map(\.name)))
        for transition in members where !transition.before.isEmpty {
          add(transition.before, start: time, duration: 0, curve: .linear)
          events.append(Event(time: time, kind: .before, group: index, transition: transition.name))
        }
        events.append(Event(time: time, kind: .start, group: index, transition: nil))
        // The end is logged before the nested groups start, so that at equal times this
        // group's completion comes before theirs.
        events.append(Event(time: time + duration, kind: .end, group: index, transition: nil))
        for transition in members where !transition.after.isEmpty {
          events.append(Event(time: time + duration, kind: .after, group: index, transition: transition.name))
          enqueue(transition.after, at: time + duration)
        }
        for transition in members {
          let delay = Swift.min(1, Swift.max(0, transition.details.delayFactor)) * duration
          add(transition.endState, start: time + delay, duration: duration - delay, curve: details.curve)
          if !transition.nested.isEmpty { start(transition.nested, at: time + delay) }
        }
      }
    }

    /// Records every property of `viewChanges` as a change over the given span.
    mutating func add(_ viewChanges: [ViewChange], start: Double, duration: Double, curve: TimingCurve) {
      for change in viewChanges {
        for property in change.properties {
          changes.append(Change(view: change.view, property: property, start: start, duration: duration, curve: curve))
        }
      }
    }
  }
}
