import Drawing
import SwipeScenes

/// Two rows of a reading list; the first swipes left to show Archive (an icon from SVG path data)
/// and Delete, holds open, and closes with a tap. The executable renders it, the tests check its
/// goldens.
public func readingListScene() throws -> SwipeScene {
  let archiveIcon = try Path(svgPathData: "M3 4h18v4H3z M5 9h14v11H5z M9 12h6v2H9z")
  let archive = SwipeAction(
    identifier: "archive", title: "Archive",
    image: ActionImage(path: archiveIcon, viewBox: Rect(x: 0, y: 0, width: 24, height: 24), size: Size(width: 24, height: 24)),
    backgroundColor: Color(red255: 52, green255: 199, blue255: 89))
  let delete = SwipeAction(identifier: "delete", title: "Delete", image: try ActionImage(named: "Trash"), style: .destructive)

  let rows = [
    TableRow(style: .subtitle, title: "The Analytical Engine", subtitle: "Ada Lovelace · 12 min read", accessory: .disclosureIndicator),
    TableRow(style: .subtitle, title: "On Computable Numbers", subtitle: "Alan Turing · 25 min read", accessory: .disclosureIndicator),
  ]
  let width = 390.0
  let cell = SwipeCellConfiguration(
    width: width, height: rows[0].naturalHeight,
    right: SwipeSide(actions: [delete, archive], options: SwipeOptions(transitionStyle: .reveal)))

  return SwipeScene(
    name: "custom-cell", summary: "A reading-list row swiped open, then closed with a tap.", duration: 2.6,
    rows: rows,
    timeline: SwipeTimeline(
      configuration: cell,
      gestures: [
        .swipe(at: 0.4, by: -190, cellWidth: width, y: rows[0].naturalHeight / 2),
        .tapCell(time: 1.8),
      ]))
}
