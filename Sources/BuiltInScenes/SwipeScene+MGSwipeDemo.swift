import Drawing
import SwipeScenes

// MGSwipeTableCell's own behaviour on two rows, as its demos set it up
// (docs/mgswipe-rtl-rounded.md §2 and §6.7): the transitions demo's pair of
// rows, one not expandable and one expandable, with icon buttons on the left and
// Delete/More on the right; and the Mail demo's sides. Each scene releases one
// drag short of the threshold (the row closes) and one past it (the row opens
// with a 0.3-s cubic ease-out), overscrolls an open side (the buttons stay
// pinned and the cell slides on), and expands a button past 1.3× (Mail: 1.1×)
// the strip, which fills the row on release; swiping a second row closes the first.

extension SwipeScene {
  /// The two MGSwipe demo scenes, in catalog order.
  public static let mgswipeDemoScenes: [SwipeScene] = [mgswipeDemo, mgswipeMail]

  /// The transitions demo's two rows, Border transition, driven to show release and expansion.
  public static let mgswipeDemo: SwipeScene = {
    let height = 60.0
    let rows = [
      TableRow(style: .subtitle, title: "3 left, 2 right, border transition", subtitle: "Not expandable", height: height),
      TableRow(style: .subtitle, title: "3 left, 2 right, border transition", subtitle: "Expandable", height: height),
    ].map(MGSwipeDemo.transitionsDemoText)
    let expansion = MGSwipeExpansion(buttonIndex: 0, fillOnTrigger: true)
    return MGSwipeDemo.scene(
      name: "mgswipe-demo",
      summary: "MGSwipe's demo rows: a short drag closes, a longer one opens, the expandable row fills past 1.3× its buttons.",
      duration: 8.4, rows: rows, darkColors: [.black: .white],
      sides: [
        (MGSwipeDemo.iconButtons(MGSwipeSettings()), MGSwipeDemo.textButtons(MGSwipeSettings())),
        (
          MGSwipeDemo.iconButtons(MGSwipeSettings(expansion: expansion)),
          MGSwipeDemo.textButtons(MGSwipeSettings(expansion: expansion))
        ),
      ],
      gestures: [
        // Row 0: past half the left strip (3 × 56 pt), released: it opens.
        (0, StyleDemo.drag([(0.4, 40), (1.0, 140), (1.1, 142)], y: height / 2)),
        // Row 1 begins to swipe: row 0 closes; 42 pt of the right strip (2 × 75 pt) is short of half: it closes.
        (1, StyleDemo.drag([(1.9, 300), (2.3, 260), (2.4, 258)], y: 1.5 * height)),
        // Row 1 past 1.3 × 168 pt: Check expands to the cell's edge and fills the row on release.
        (1, StyleDemo.drag([(3.0, 40), (3.7, 250), (4.0, 275), (4.1, 276)], y: 1.5 * height)),
        // Row 0 past its full right strip: the buttons stay pinned while the cell slides on; released, it settles open.
        (0, StyleDemo.drag([(5.3, 300), (6.0, 120), (6.3, 110), (6.4, 109)], y: height / 2)),
        (0, .tapCell(time: 7.3)),
      ])
  }()

  /// The Mail demo's sides (Trash, Flag, More and Read) on two rows of the inbox.
  public static let mgswipeMail: SwipeScene = {
    let rows = Array(MailDemo.inbox().prefix(2))
    let right = SwipeSide(
      actions: [
        StyleDemo.action("Trash", StyleDemo.trashRed), StyleDemo.action("Flag", StyleDemo.flagOrange),
        StyleDemo.action("More", StyleDemo.moreGray),
      ],
      options: SwipeOptions(
        buttonPadding: 15, mgswipe: MGSwipeSettings(expansion: MGSwipeExpansion(buttonIndex: 0, fillOnTrigger: true, threshold: 1.1))))
    let left = SwipeSide(
      actions: [StyleDemo.action("Read", StyleDemo.readBlue)],
      options: SwipeOptions(buttonPadding: 5, mgswipe: MGSwipeSettings(expansion: MGSwipeExpansion(buttonIndex: 0, threshold: 2))))
    let height = MailDemo.rowHeight
    return MGSwipeDemo.scene(
      name: "mgswipe-mail",
      summary: "MGSwipe's Mail demo: Trash fills the row past 1.1× the buttons; Read expands past 2× and springs back.",
      duration: 8.2, rows: rows, darkColors: MailActionColors.darkCounterparts, sides: [(left, right), (left, right)],
      gestures: [
        // Row 0: a slow drag past half of Trash, Flag and More, released: the buttons stay open.
        (0, StyleDemo.drag([(0.4, 330), (1.1, 200), (1.2, 198)], y: height / 2)),
        (0, .tapCell(time: 2.0)),
        // Row 1: Read past twice its width expands; released without fill, the row closes.
        (1, StyleDemo.drag([(2.7, 30), (3.5, 230), (3.7, 236)], y: 1.5 * height)),
        // Row 0 past 1.1 × its strip: Trash expands and fills the row on release.
        (0, StyleDemo.drag([(4.8, 360), (5.6, 110), (5.8, 100)], y: height / 2)),
      ])
  }()
}

/// The parts of the MGSwipe demo scenes: MGSwipe's demo buttons and settings (docs/mgswipe-rtl-rounded.md §2).
enum MGSwipeDemo {
  /// The table's width: the 375-pt iPhone the demos ran on.
  static let width = 375.0

  /// The transitions demo's icons: a name, SVG path data in a 24-pt box, and the button's colour
  /// (the demo's `colorWithRed:` values) for check, favourite and menu.
  static let icons: [(name: String, pathData: String, color: Color)] = [
    ("check", "M3.5 12.5 L5.2 10.8 L9.5 15.1 L18.8 5.8 L20.5 7.5 L9.5 18.5 Z", Color(red255: 0, green255: 255, blue255: 0)),
    (
      "fav",
      "M12 21 L10.6 19.7 C5.4 15 2 11.9 2 8.1 C2 5 4.4 2.6 7.5 2.6 C9.2 2.6 10.9 3.4 12 4.7 C13.1 3.4 14.8 2.6 16.5 2.6 C19.6 2.6 22 5 22 8.1 C22 11.9 18.6 15 13.4 19.7 Z",
      Color(red255: 0, green255: 153, blue255: 204)
    ),
    ("menu", "M3 5h18v2.6H3z M3 10.7h18v2.6H3z M3 16.4h18v2.6H3z", Color(red255: 150, green255: 74, blue255: 20)),
  ]

  /// The transitions demo's left buttons: ``icons`` at 26 pt, 15 pt of padding.
  static func iconButtons(_ settings: MGSwipeSettings) -> SwipeSide {
    let actions = icons.map { name, data, color in
      SwipeAction(
        identifier: name, image: ActionImage(path: (try? Path(svgPathData: data)) ?? .empty, viewBox: Rect(x: 0, y: 0, width: 24, height: 24), size: Size(width: 26, height: 26)),
        backgroundColor: color)
    }
    return SwipeSide(actions: actions, options: SwipeOptions(buttonPadding: 15, mgswipe: settings))
  }

  /// The transitions demo's right buttons: Delete on red and More on light grey, 15 pt of padding.
  static func textButtons(_ settings: MGSwipeSettings) -> SwipeSide {
    SwipeSide(
      actions: [
        StyleDemo.action("Delete", Color(red255: 255, green255: 0, blue255: 0)),
        StyleDemo.action("More", Color(red255: 170, green255: 170, blue255: 170)),
      ],
      options: SwipeOptions(buttonPadding: 15, mgswipe: settings))
  }

  /// A demo row's text as the transitions demo sets it: a 16-pt title and a black 12-pt subtitle
  /// (white in dark appearance, through the scene's dark colours).
  static func transitionsDemoText(_ row: TableRow) -> TableRow {
    var row = row
    row.textProperties = TableRow.TextProperties(fontSize: 16)
    row.secondaryTextProperties = TableRow.TextProperties(fontSize: 12, color: .black)
    return row
  }

  /// A table whose rows each have the given sides, driven by gestures aimed at rows.
  static func scene(
    name: String, summary: String, duration: Double, rows: [TableRow], darkColors: [Color: Color],
    sides: [(left: SwipeSide, right: SwipeSide)], gestures: [(row: Int, gesture: SwipeGesture)]
  ) -> SwipeScene {
    var tops = [0.0]
    for row in rows { tops.append(tops[tops.count - 1] + row.resolvedHeight) }
    let timelines = rows.indices.map { index in
      let configuration = SwipeCellConfiguration(
        width: width, height: rows[index].resolvedHeight, left: sides[index].left, right: sides[index].right,
        cellY: tops[index])
      return SwipeTimeline(configuration: configuration, gestures: gestures.filter { $0.row == index }.map(\.gesture))
    }
    var scene = SwipeScene(
      name: name, summary: summary, duration: duration, rows: rows, swipeRow: 0, darkColors: darkColors, timeline: timelines[0])
    for index in rows.indices.dropFirst() { scene.otherSwipeRows[index] = timelines[index] }
    return scene
  }
}
