import Drawing
import JSONText
import SwipeScenes

// Gestures as a scene file writes them. A pan becomes its exact samples; the
// start time `at` is the first sample's whenever every sample's time comes
// back exactly as `at + t`, and 0 (times absolute) otherwise. The gestures of
// every swipeable row are written in one list ordered by start time, each with
// its `row` unless it is the swipeRow's.

extension SceneEncoder {
  /// Every row's gestures, ordered by start time (the swipeRow's first at equal times).
  func aimedGestures() -> [(row: Int, gesture: SwipeGesture)] {
    var aimed: [(start: Double, row: Int, gesture: SwipeGesture)] = []
    for row in [scene.swipeRow] + scene.otherSwipeRows.keys.sorted() {
      let timeline: SwipeTimeline? = row == scene.swipeRow ? scene.timeline : scene.otherSwipeRows[row]
      for gesture in timeline?.gestures ?? [] {
        aimed.append((start: SceneDecoder.span(of: gesture).start, row: row, gesture: gesture))
      }
    }
    // A stable sort by start time: equal starts keep the swipeRow's first, then the rows' order.
    var order: [Int] = Array(aimed.indices)
    order.sort { a, b in aimed[a].start != aimed[b].start ? aimed[a].start < aimed[b].start : a < b }
    return order.map { index in (row: aimed[index].row, gesture: aimed[index].gesture) }
  }

  /// The configuration of row `row`'s cell.
  func configuration(ofRow row: Int) -> SwipeCellConfiguration {
    scene.otherSwipeRows[row]?.configuration ?? configuration
  }

  /// A gesture aimed at `row`.
  func gesture(_ gesture: SwipeGesture, row: Int) -> JSONValue {
    let cell = configuration(ofRow: row)
    // The decoder's default finger y: the middle of the row (of the cell, for the swipeRow).
    let top: Double = row == scene.swipeRow ? shapes[row].minY : cell.cellFrame.y
    let fingerY = top + cell.height / 2
    let json = self.gesture(gesture, configuration: cell, fingerY: fingerY)
    guard row != scene.swipeRow, case .object(let outer) = json, let (name, body) = outer.first,
      case .object(let members) = body
    else { return json }
    return .object([(name, .object(members + [("row", .number(Double(row)))]))])
  }

  private func gesture(_ gesture: SwipeGesture, configuration: SwipeCellConfiguration, fingerY: Double) -> JSONValue {
    switch gesture {
    case .pan(let script): return .object([("pan", .object(JSONObject(pan(script, defaultY: fingerY))))])
    case .tapCell(let time): return .object([("tapCell", .object([("at", .number(time))]))])
    case .tapAction(let time, let name):
      return .object([("tapAction", .object([("at", .number(time)), ("action", .string(actionReference(name, configuration: configuration)))]))])
    case .fulfill(let time, let style):
      return .object([("fulfill", .object([("at", .number(time)), ("style", .string(style.rawValue))]))])
    case .setSwipeOffset(let time, let offset, let animated):
      let unanimated: [(String, JSONValue)] = animated ? [] : [("animated", .bool(false))]
      if offset == 0 || offset.isNaN { return .object([("hideSwipe", .object(JSONObject([("at", .number(time))] + unanimated)))]) }
      let value: JSONValue = offset.isInfinite ? .string(offset > 0 ? "openLeft" : "openRight") : .number(offset)
      return .object([("setSwipeOffset", .object(JSONObject([("at", .number(time)), ("offset", value)] + unanimated)))])
    }
  }

  private func pan(_ script: TouchScript, defaultY: Double) -> [(String, JSONValue)] {
    let samples = script.samples
    let first = samples.first?.time ?? 0
    let at = samples.allSatisfy { first + ($0.time - first) == $0.time } ? first : 0
    let commonY = samples.first.map(\.y).flatMap { y in samples.allSatisfy { $0.y == y } ? y : nil }
    let points = samples.map { sample -> JSONValue in
      var point: [JSONValue] = [.number(sample.time - at), .number(sample.x)]
      if commonY == nil { point.append(.number(sample.y)) }
      return .array(point)
    }
    var members: [(String, JSONValue)] = [("at", .number(at)), ("points", .array(points))]
    if let commonY, commonY != defaultY { members.append(("y", .number(commonY))) }
    if !script.releases { members.append(("release", .bool(false))) }
    if let velocity = script.givenReleaseVelocity { members.append(("velocity", .number(velocity))) }
    members.append(("interpolate", .bool(false)))
    return members
  }

  /// What a `tapAction` writes for the action with display name `name`: the name itself when the
  /// decoder resolves it back to that action, else the identifier of an action of that name.
  private func actionReference(_ name: String, configuration: SwipeCellConfiguration) -> String {
    if SceneDecoder.resolveAction(name, in: configuration) == name { return name }
    let actions = SceneDecoder.allActions(of: configuration)
    for action in actions where action.displayName == name {
      if let identifier = action.identifier, SceneDecoder.resolveAction(identifier, in: configuration) == name {
        return identifier
      }
    }
    return name
  }
}
