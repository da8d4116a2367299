// A scene's gestures as one time-ordered input stream, replayed from the start
// for every evaluation. The state at t depends only on the inputs up to t and
// on t itself (animations are closed-form), so evaluating a time alone gives
// exactly what the same time gives inside a sequence.

/// One input of the replay, with its time.
struct TimedInput: Sendable {
  /// What the input does.
  enum Kind: Sendable {
    /// A pan begins with this script.
    case began(TouchScript)
    /// The finger moved.
    case changed(TouchSample)
    /// The finger lifted with this velocity.
    case ended(Double)
    /// A finger lands on the button with this display name (its pressed state begins).
    case pressed(String)
    /// A gesture other than a pan.
    case gesture(SwipeGesture)
  }

  /// Scene seconds.
  var time: Double
  /// What the input does.
  var kind: Kind
}

/// A cell and the gestures played on it.
public struct SwipeTimeline: Sendable {
  /// The cell.
  public var configuration: SwipeCellConfiguration
  /// The gestures, in any order (they are sorted by time, ties kept in order).
  public var gestures: [SwipeGesture]

  /// Creates a timeline.
  ///
  /// - Parameters:
  ///   - configuration: The cell.
  ///   - gestures: The gestures.
  public init(configuration: SwipeCellConfiguration, gestures: [SwipeGesture]) {
    self.configuration = configuration
    self.gestures = gestures
  }

  /// The inputs in time order.
  func inputs() -> [TimedInput] {
    var inputs: [TimedInput] = []
    for gesture in gestures {
      switch gesture {
      case .pan(let script):
        guard let first = script.samples.first else { continue }
        inputs.append(TimedInput(time: first.time, kind: .began(script)))
        for sample in script.samples.dropFirst() { inputs.append(TimedInput(time: sample.time, kind: .changed(sample))) }
        if script.releases, let last = script.samples.last {
          inputs.append(TimedInput(time: last.time, kind: .ended(script.releaseVelocity)))
        }
      case .tapAction(let time, let name):
        inputs.append(TimedInput(time: time - SwipeGesture.pressDuration, kind: .pressed(name)))
        inputs.append(TimedInput(time: time, kind: .gesture(gesture)))
      case .tapCell(let time), .fulfill(let time, _), .setSwipeOffset(let time, _, _):
        inputs.append(TimedInput(time: time, kind: .gesture(gesture)))
      }
    }
    return inputs.enumerated().sorted { a, b in
      a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
    }.map(\.element)
  }

  /// The controller after every input and completion up to `time`.
  ///
  /// - Parameters:
  ///   - time: Scene seconds.
  ///   - measurer: Text metrics.
  /// - Returns: The replayed controller.
  public func controller(at time: Double, measurer: any TextMeasuring) -> SwipeController {
    var controller = SwipeController(configuration: configuration, measurer: measurer)
    for input in inputs() where SceneTime.hasArrived(input.time, by: time) {
      controller.runCompletions(through: input.time)
      switch input.kind {
      case .began(let script): controller.panBegan(script, at: input.time)
      case .changed(let sample): controller.panChanged(sample, at: input.time)
      case .ended(let velocity): controller.panEnded(velocity: velocity, at: input.time)
      case .pressed(let name): controller.press(name)
      case .gesture(let gesture): controller.apply(gesture, at: input.time)
      }
    }
    controller.runCompletions(through: time)
    return controller
  }

  /// The cell's state at `time`: SwipeCellKit's model, or MGSwipe's when a side has
  /// ``SwipeOptions/mgswipe`` settings (MGSwipeCell.swift).
  ///
  /// - Parameters:
  ///   - time: Scene seconds.
  ///   - frameDuration: The frame's length; events in (time − frameDuration, time] are reported.
  ///   - measurer: Text metrics.
  /// - Returns: The state.
  public func state(at time: Double, frameDuration: Double, measurer: any TextMeasuring) -> SwipeCellState {
    guard configuration.followsMGSwipe else {
      return controller(at: time, measurer: measurer).state(at: time, eventsSince: time - frameDuration)
    }
    var cell = MGSwipeCell(configuration: configuration, measurer: measurer)
    for input in inputs() where SceneTime.hasArrived(input.time, by: time) { cell.apply(input) }
    return cell.state(at: time, eventsSince: time - frameDuration)
  }
}

extension SwipeController {
  /// A finger lands on a button: it shows its pressed background until the touch-up (docs/swipecellkit.md §2.3).
  mutating func press(_ name: String) {
    pressedAction = actionsView?.actions.contains { $0.displayName == name } == true ? name : nil
  }

  /// Applies a non-pan gesture.
  mutating func apply(_ gesture: SwipeGesture, at time: Double) {
    switch gesture {
    case .pan: return
    case .tapCell: hide(at: time)
    case .tapAction(_, let name):
      pressedAction = nil
      guard let index = actionsView?.actions.firstIndex(where: { $0.displayName == name }) else { return }
      perform(index, at: time)
    case .fulfill(_, let style): fulfill(style, at: time)
    case .setSwipeOffset(_, let requested, let animated): setSwipeOffset(requested, animated: animated, at: time)
    }
  }
}
