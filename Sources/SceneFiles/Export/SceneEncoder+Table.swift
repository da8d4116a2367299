import Drawing
import JSONText
import SwipeScenes

// The table keys of a swipe scene as a scene file: written only when they
// differ from a version-1 table's, so the built-in scenes export as before.

extension SceneEncoder {
  /// The top-level table members: `tableStyle`, `rowSpacing`, `separatorStyle`.
  func tableMembers() -> [(String, JSONValue)] {
    let table = scene.table
    var members: [(String, JSONValue)] = []
    if table.style != .plain { members.append(("tableStyle", .string(table.style.rawValue))) }
    if table.rowSpacing != 0 { members.append(("rowSpacing", .number(table.rowSpacing))) }
    if table.separatorStyle != .singleLine { members.append(("separatorStyle", .string(table.separatorStyle.rawValue))) }
    return members
  }

  /// The rows as `rows`, or as `sections` when the table has them.
  func rowsMember() -> (String, JSONValue) {
    guard !scene.table.sections.isEmpty else { return ("rows", .array(scene.rows.indices.map { row($0) })) }
    var start = 0
    return (
      "sections",
      .array(
        scene.table.sections.map { section in
          var members: [(String, JSONValue)] = []
          if !section.header.isEmpty { members.append(("header", .string(section.header))) }
          if !section.footer.isEmpty { members.append(("footer", .string(section.footer))) }
          let end = Swift.min(scene.rows.count, start + section.rowCount)
          members.append(("rows", .array((start..<end).map { row($0) })))
          start = end
          return .object(JSONObject(members))
        })
    )
  }

  /// A row's shape members: `insets`, `cornerRadius`, `separator`.
  func shapeMembers(_ row: TableRow) -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    if row.insets != .zero {
      let i = row.insets
      members.append(
        (
          "insets",
          .object([
            ("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)),
            ("trailing", .number(i.trailing)),
          ])
        ))
    }
    switch row.cornerRadius {
    case .capsule: members.append(("cornerRadius", .string("capsule")))
    case .points(let radius): members.append(("cornerRadius", .number(radius)))
    case nil: break
    }
    switch row.separator {
    case .default: break
    case .none: members.append(("separator", .string("none")))
    case .custom(let leading, let trailing, let color):
      var separator: [(String, JSONValue)] = [("leadingInset", .number(leading)), ("trailingInset", .number(trailing))]
      if let color { separator.append(("color", ColorSyntax.json(color))) }
      members.append(("separator", .object(JSONObject(separator))))
    }
    return members
  }
}
