import Drawing
import JSONText
import SwipeScenes

// Gestures (docs/scene-file.md §6), turned into the inputs the swipe model replays.
//
// `swipe` is the model's `SwipeGesture.swipe(at:by:)`: the finger lands 10 pt
// inside the row's far edge (the right edge when swiping left) and moves by
// `to` points along UIKit's ease-out curve, sampled every 1/60 s like a 60 Hz
// touch screen, with a last sample at the end. `pan` gives the finger's track: by default its
// points are keyframes sampled at 60 Hz along straight lines (as the README
// scenes' measured tracks are), and with `"interpolate": false` they are the
// samples themselves, exactly. Gestures must be listed in time order, and a pan
// may not begin while an earlier pan's finger is still down. Limits keep a
// file from asking for unbounded work: times within ±3600 s, a swipe at most
// 60 s, a pan at most 10,000 points spanning at most 600 s, 1,000 gestures.
// Each gesture acts on its `row` (default `swipeRow`; SceneDecoder+SwipeRows.swift).

extension SceneDecoder {
  /// A swipe's default length in seconds.
  static let swipeDuration = 0.35

  /// The gestures with the rows they are aimed at, and the time the last one ends.
  func gestures(_ node: JSONNode?, targets: [Int: SwipeTarget], rowCount: Int, defaultRow: Int) throws
    -> ([(row: Int, gesture: SwipeGesture)], end: Double)
  {
    guard let node else { return ([], 0) }
    var gestures: [(row: Int, gesture: SwipeGesture)] = []
    var previousStart = -Double.infinity
    var fingerDownUntil = -Double.infinity
    var end = 0.0
    for element in try node.array(count: 0...1000, of: "gestures", example: "[{ \"swipe\": { \"at\": 0.5, \"to\": -160 } }]") {
      let (name, body) = try gestureBody(element)
      let fields = try Fields(body, keys: SceneFileKeys.gestureKeys(name), example: "{ \"at\": 0.5 }")
      let atNode = try fields.required("at", example: "0.5")
      let at = try atNode.number(.time, example: "0.5")
      let (row, target) = try self.target(of: fields, in: targets, rowCount: rowCount, defaultRow: defaultRow)
      let configuration = target.configuration
      let gesture: SwipeGesture
      switch name {
      case "swipe": gesture = try swipe(fields, at: at, on: target, row: row)
      case "pan": gesture = .pan(try pan(fields, at: at, on: target, row: row))
      case "tapAction": gesture = .tapAction(time: at, name: try actionName(fields, configuration: configuration))
      case "tapCell": gesture = .tapCell(time: at)
      case "setSwipeOffset":
        gesture = .setSwipeOffset(
          time: at, offset: try offset(try fields.required("offset", example: "-160")),
          animated: try fields.bool("animated") ?? true)
      case "hideSwipe":
        gesture = .setSwipeOffset(time: at, offset: 0, animated: try fields.bool("animated") ?? true)
      default:
        let style = try fields.required("style", example: "\"delete\"")
        gesture = .fulfill(time: at, style: try style.choice([("delete", .delete), ("reset", .reset)]))
      }
      let (start, last) = Self.span(of: gesture)
      if start < previousStart {
        throw Diagnostic(
          atNode,
          "this gesture starts at \(JSONValue.exactNumber(start)) s, before the one listed above it (\(JSONValue.exactNumber(previousStart)) s)",
          fix: "list gestures in time order")
      }
      if case .pan = gesture, start < fingerDownUntil {
        throw Diagnostic(
          atNode,
          "this pan starts at \(JSONValue.exactNumber(start)) s while the previous pan's finger is down until \(JSONValue.exactNumber(fingerDownUntil)) s",
          fix: "start it at \(JSONValue.exactNumber(fingerDownUntil)) s or later")
      }
      try checkSide(of: gesture, row: row, configuration: configuration, after: gestures, at: body)
      if case .pan = gesture { fingerDownUntil = last }
      previousStart = start
      end = Swift.max(end, last)
      gestures.append((row, gesture))
    }
    return (gestures, end)
  }

  /// When a gesture starts and when it ends.
  static func span(of gesture: SwipeGesture) -> (start: Double, end: Double) {
    switch gesture {
    case .pan(let script): (script.samples.first?.time ?? 0, script.samples.last?.time ?? 0)
    case .tapAction(let time, _), .tapCell(let time), .fulfill(let time, _), .setSwipeOffset(let time, _, _): (time, time)
    }
  }

  /// The gesture's name and its object: `{"swipe": {…}}` → ("swipe", {…}).
  private func gestureBody(_ element: JSONNode) throws -> (String, JSONNode) {
    let names = SceneFileKeys.gestureNames
    let fields = try Fields(element, keys: names, example: "{ \"tapCell\": { \"at\": 2 } }")
    guard fields.object.members.count == 1, let member = fields.object.members.first else {
      throw Diagnostic(
        element, "a gesture is an object with one key, the gesture's name, and this one has \(fields.object.members.count)",
        fix: "write one gesture per element, e.g. { \"tapCell\": { \"at\": 2 } }")
    }
    return (member.key, member.value)
  }

  /// A `setSwipeOffset` offset: points, or "openLeft" / "openRight" for exactly the side's full width.
  private func offset(_ node: JSONNode) throws -> Double {
    if case .string = node.value { return try node.choice([("openLeft", Double.infinity), ("openRight", -Double.infinity)]) }
    return try node.number(.coordinate, example: "-160")
  }

  // MARK: - Pans

  /// A swipe: the model's own `SwipeGesture.swipe`, so a file and Swift code swipe alike.
  private func swipe(_ fields: Fields, at: Double, on target: SwipeTarget, row: Int) throws -> SwipeGesture {
    let width = target.configuration.width
    let toNode = try fields.required("to", example: "-160")
    let to = try toNode.number(.coordinate, example: "-160")
    guard to != 0 else {
      throw Diagnostic(
        toNode, "a swipe to 0 does not move", fix: "give a negative offset to swipe left, a positive one to swipe right")
    }
    guard abs(to) <= width else {
      throw Diagnostic(
        toNode, "a swipe to \(JSONValue.exactNumber(to)) moves the finger farther than row \(row) is wide (\(JSONValue.exactNumber(width)) pt)",
        fix: "give \"to\" a magnitude of at most \(JSONValue.exactNumber(width))")
    }
    let y = try fields.number("y", .coordinate, example: "48")
    if let y, let node = fields["y"] { try checkFinger(y, at: node, on: target, row: row) }
    let duration =
      try fields.number("duration", NumberRule(minimum: 0, maximum: 60, excludesMinimum: true, unit: " s"), example: "0.35")
      ?? Self.swipeDuration
    return .swipe(
      at: at, by: to, duration: duration, cellWidth: width, y: y ?? target.fingerY,
      releases: try fields.bool("release") ?? true, velocity: try releaseVelocity(fields))
  }

  private func releaseVelocity(_ fields: Fields) throws -> Double? {
    try fields.number("velocity", NumberRule(minimum: -1e6, maximum: 1e6, unit: " pt/s"), example: "-900")
  }

  private func pan(_ fields: Fields, at: Double, on target: SwipeTarget, row: Int) throws -> TouchScript {
    let pointsNode = try fields.required("points", example: "[[0, 300], [0.3, 140]]")
    let interpolate = try fields.bool("interpolate") ?? true
    let givenY = try fields.number("y", .coordinate, example: "48")
    if let givenY, let node = fields["y"] { try checkFinger(givenY, at: node, on: target, row: row) }
    let fingerY = target.fingerY
    var samples: [TouchSample] = []
    for element in try pointsNode.array(count: 2...10_000, of: "points", example: "[[0, 300], [0.3, 140]]") {
      let values = try element.array(count: 2...3, of: "numbers", example: "[0.1, 250]")
      let t = try values[0].number(.time, example: "0.1")
      let time = at + t
      if let previous = samples.last, time <= previous.time {
        throw Diagnostic(values[0], "the points are not in time order", fix: "give each point a later time than the one before")
      }
      guard (-3600...3600).contains(time) else {
        throw Diagnostic(values[0], "the point is at \(JSONValue.exactNumber(time)) s", fix: "keep gesture times within ±3600 s")
      }
      let x = try values[1].number(.coordinate, example: "250")
      var y = givenY ?? fingerY
      if values.count == 3 {
        if interpolate {
          throw Diagnostic(
            values[2], "a point's own y needs exact samples", fix: "add \"interpolate\": false or give \"y\" for the pan")
        }
        if givenY != nil {
          throw Diagnostic(values[2], "the pan has a y for all points", fix: "remove \"y\" or the points' own y")
        }
        y = try values[2].number(.coordinate, example: "48")
        try checkFinger(y, at: values[2], on: target, row: row)
      }
      samples.append(TouchSample(time: time, x: x, y: y))
    }
    let velocity = try releaseVelocity(fields)
    let releases = try fields.bool("release") ?? true
    guard interpolate else { return TouchScript(samples: samples, releaseVelocity: velocity, releases: releases) }
    if let first = samples.first, let last = samples.last, last.time - first.time > 600 {
      throw Diagnostic(pointsNode, "the pan lasts \(JSONValue.exactNumber(last.time - first.time)) s", fix: "keep a pan within 600 s")
    }
    var script = TouchScript.drag(keyframes: samples.map { ($0.time, $0.x) }, y: givenY ?? fingerY, releaseVelocity: velocity)
    script.releases = releases
    return script
  }

  // MARK: - Taps

  /// Every action of both sides, the toggled ones included.
  static func allActions(of configuration: SwipeCellConfiguration) -> [SwipeAction] {
    [configuration.left, configuration.right].compactMap { $0 }.flatMap { $0.actions + ($0.toggledActions ?? []) }
  }

  /// The display name of the action `name` refers to: an identifier first, then a title; nil for none.
  static func resolveAction(_ name: String, in configuration: SwipeCellConfiguration) -> String? {
    let actions = allActions(of: configuration)
    return (actions.first(where: { $0.identifier == name }) ?? actions.first(where: { $0.title == name }))?.displayName
  }

  /// The display name of the action a `tapAction` names by identifier or title.
  private func actionName(_ fields: Fields, configuration: SwipeCellConfiguration) throws -> String {
    let node = try fields.required("action", example: "\"Archive\"")
    let name = try node.string(example: "\"Archive\"")
    if let displayName = Self.resolveAction(name, in: configuration) { return displayName }
    var names: [String] = []
    for action in Self.allActions(of: configuration) {
      for candidate in [action.identifier, action.title].compactMap({ $0 }) where !names.contains(candidate) {
        names.append(candidate)
      }
    }
    let known =
      names.isEmpty
      ? "the actions have no identifiers or titles" : "the actions are " + names.map { "'\($0)'" }.joined(separator: ", ")
    let suggestion = Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
    throw Diagnostic(node, "no action is named \(Diagnostic.quoted(name))", fix: suggestion + known)
  }
}
