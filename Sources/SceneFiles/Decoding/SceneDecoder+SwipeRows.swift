import Drawing
import JSONText
import SwipeScenes

// Several swipeable rows (docs/scene-file.md "Several swipeable rows").
//
// A row with `left`, `right`, `leading` or `trailing` of its own is swipeable;
// the top-level sides belong to `swipeRow`, which defaults to the first
// swipeable row when the file has no top-level sides. Each gesture is aimed at
// a row (`row`, default `swipeRow`) and must be one that row can act on: a
// swipe, pan or `setSwipeOffset` toward a side the row has (or back from the
// side an earlier gesture on the row opened), a tap on one of its actions, a
// tap, hide or fulfilment on a swipeable row.

extension SceneDecoder {
  /// One swipeable row as the gestures see it: its cell and where a finger lands on it by default.
  struct SwipeTarget {
    /// The row's cell.
    var configuration: SwipeCellConfiguration
    /// The table y of the row's top and bottom edges: where a finger can touch it.
    var span: ClosedRange<Double>
    /// The table y of the row's centre.
    var fingerY: Double { (span.lowerBound + span.upperBound) / 2 }
  }

  /// Refuses a finger `y` (table points) that does not touch the gesture's row.
  func checkFinger(_ y: Double, at node: JSONNode, on target: SwipeTarget, row: Int) throws {
    guard !target.span.contains(y) else { return }
    let (top, bottom) = (JSONValue.exactNumber(target.span.lowerBound), JSONValue.exactNumber(target.span.upperBound))
    throw Diagnostic(
      node, "y \(JSONValue.exactNumber(y)) is outside row \(row), which spans y \(top)–\(bottom) in table points",
      fix: "give a y from \(top) to \(bottom), or leave \"y\" out to touch the row's centre")
  }

  /// The leading and trailing sides of an object (the document or a row), or nil when it has none:
  /// `leading`/`trailing`, or `left`/`right` turned into them for the layout direction.
  func optionalSides(_ fields: Fields, direction: LayoutDirection) throws -> (leading: SwipeSide?, trailing: SwipeSide?)? {
    let physical = ["left", "right"].compactMap { fields[$0] }
    let logical = ["leading", "trailing"].compactMap { fields[$0] }
    if let first = logical.first, !physical.isEmpty {
      throw Diagnostic(
        first, "left/right and leading/trailing are mixed",
        fix: "use either left and right or leading and trailing")
    }
    let ltr = direction == .leftToRight
    let leftNode = fields["left"] ?? fields[ltr ? "leading" : "trailing"]
    let rightNode = fields["right"] ?? fields[ltr ? "trailing" : "leading"]
    guard leftNode != nil || rightNode != nil else { return nil }
    let (left, right) = (try leftNode.map(side), try rightNode.map(side))
    return ltr ? (left, right) : (right, left)
  }

  /// Each row's own sides, by row index.
  func rowSides(_ rowNodes: [JSONNode], direction: LayoutDirection) throws
    -> [Int: (leading: SwipeSide?, trailing: SwipeSide?)]
  {
    var sides: [Int: (leading: SwipeSide?, trailing: SwipeSide?)] = [:]
    for (index, node) in rowNodes.enumerated() {
      let fields = try Fields(node, keys: SceneFileKeys.row, example: "{ \"style\": \"mail\", \"title\": \"Ada\" }")
      if let own = try optionalSides(fields, direction: direction) { sides[index] = own }
    }
    return sides
  }

  /// The gesture's row: its `row`, else `swipeRow`, which must be swipeable.
  func target(
    of fields: Fields, in targets: [Int: SwipeTarget], rowCount: Int, defaultRow: Int
  ) throws -> (row: Int, target: SwipeTarget) {
    let row = try fields.integer("row", in: 0...(rowCount - 1)) ?? defaultRow
    guard let target = targets[row] else {
      let swipeable = targets.keys.sorted().map(String.init).joined(separator: ", ")
      throw Diagnostic(
        fields["row"] ?? fields.node, "row \(row) has no actions, so it cannot be swiped",
        fix: "aim the gesture at a swipeable row (\(swipeable)) with \"row\", or give row \(row) \"left\" or \"right\" actions")
    }
    return (row, target)
  }

  /// The side a gesture moves a closed row toward, or nil for a gesture that opens no side.
  static func sideShown(by gesture: SwipeGesture) -> SwipeActionsOrientation? {
    let direction: Double
    switch gesture {
    case .pan(let script): direction = script.initialDirection
    case .setSwipeOffset(_, let offset, _): direction = offset.isNaN ? 0 : offset
    default: return nil
    }
    return direction == 0 ? nil : direction > 0 ? .left : .right
  }

  /// Refuses a gesture that moves a row toward a side it does not have, unless an earlier gesture
  /// on the row opened the side it has (the move then closes it).
  func checkSide(
    of gesture: SwipeGesture, row: Int, configuration: SwipeCellConfiguration,
    after earlier: [(row: Int, gesture: SwipeGesture)], at node: JSONNode
  ) throws {
    guard let orientation = Self.sideShown(by: gesture), configuration.side(orientation) == nil else { return }
    let opened = earlier.contains { $0.row == row && Self.sideShown(by: $0.gesture).map(configuration.side) != nil }
    guard !opened else { return }
    let (name, moves, other) = orientation == .left ? ("left", "right", "left") : ("right", "left", "right")
    throw Diagnostic(
      node, "row \(row) has no \(name) actions, and this gesture moves it \(moves) to show them",
      fix: "give row \(row) \"\(name)\" actions, or move it \(other) to show the side it has")
  }
}
