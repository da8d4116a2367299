import Drawing
import SwipeScenes

// The interaction-style scenes (docs/mgswipe-rtl-rounded.md): MGSwipeTableCell's
// Static, ClipCenter and Rotate3D transitions on both sides, a right-to-left
// Mail table, and rounded inset buttons. Each opens its sides past full open,
// where MGSwipe's transitions pin the strip and show the row's colour, and
// closes them with a tap; ClipCenter and the rounded buttons also expand and fill.

extension SwipeScene {
  /// The five interaction-style scenes, in catalog order.
  public static let styleScenes: [SwipeScene] = [mgswipeStatic, mgswipeClipCenter, mgswipeRotate3D, rtlSwipe, roundedButtons]

  /// A table of ``StyleDemo`` rows whose first row is swiped.
  static func styleDemo(
    name: String, summary: String, duration: Double, rows: [TableRow], left: SwipeSide?, right: SwipeSide?,
    gestures: [SwipeGesture]
  ) -> SwipeScene {
    let configuration = SwipeCellConfiguration(
      width: StyleDemo.cellWidth, height: StyleDemo.rowHeight, left: left, right: right)
    return SwipeScene(
      name: name, summary: summary, duration: duration, rows: rows, swipeRow: 0,
      timeline: SwipeTimeline(configuration: configuration, gestures: gestures))
  }

  /// MGSwipe's Static transition on both sides.
  public static let mgswipeStatic = styleDemo(
    name: "mgswipe-static",
    summary: "MGSwipe Static: the buttons stay at the screen edge and the cell slides off them; past full open the row's colour shows.",
    duration: 6.4, rows: StyleDemo.rows(title: "Static", subtitle: "Buttons stay put, the cell uncovers them"),
    left: StyleDemo.left(.static), right: StyleDemo.right(.static), gestures: StyleDemo.bothSides)

  /// MGSwipe's ClipCenter transition on both sides, then a full swipe that fills and springs back.
  public static let mgswipeClipCenter = styleDemo(
    name: "mgswipe-clip-center",
    summary: "MGSwipe ClipCenter: each button shows through a window growing from its centre; a full swipe fills.",
    duration: 8.6, rows: StyleDemo.rows(title: "Clip Center", subtitle: "Windows open from each button's centre"),
    left: StyleDemo.left(.clipCenter),
    right: StyleDemo.right(
      .clipCenter,
      expansion: SwipeExpansionStyle(
        target: .edgeInset(30), additionalTriggers: [.overscroll(30)], completionAnimation: .fill(.manual(timing: .with)))),
    gestures: StyleDemo.bothSides + [StyleDemo.drag([(6.0, 360), (6.9, 20), (7.0, 15)]), .fulfill(time: 7.6, style: .reset)])

  /// MGSwipe's Rotate3D transition on both sides.
  public static let mgswipeRotate3D = styleDemo(
    name: "mgswipe-rotate3d",
    summary: "MGSwipe Rotate3D: the strip turns in from edge-on about the screen edge, in perspective, over the cell.",
    duration: 6.4, rows: StyleDemo.rows(title: "Rotate 3D", subtitle: "The strip turns about the screen edge"),
    left: StyleDemo.left(.rotate3D), right: StyleDemo.right(.rotate3D), gestures: StyleDemo.bothSides)

  /// Rounded inset buttons: reveal with a fill on the right, border with a selection expansion on the left.
  public static let roundedButtons = styleDemo(
    name: "rounded-buttons",
    summary: "Rounded buttons 8 pt apart and inset, radius 12: reveal on the right with a fill, border with selection on the left.",
    duration: 8.6, rows: StyleDemo.rows(title: "Rounded buttons", subtitle: "Radius 12, 8 pt inset and apart"),
    left: StyleDemo.left(.border, expansion: .selection, shape: .roundedRectangle),
    right: StyleDemo.right(
      .reveal,
      expansion: SwipeExpansionStyle(
        target: .edgeInset(30), additionalTriggers: [.overscroll(30)], completionAnimation: .fill(.manual(timing: .with))),
      shape: .roundedRectangle),
    gestures: [
      StyleDemo.drag([(0.3, 340), (1.4, 110), (1.6, 105)]),
      .tapCell(time: 2.4),
      StyleDemo.drag([(3.3, 30), (4.6, 260), (4.8, 262)]),
      StyleDemo.drag([(6.0, 360), (6.9, 20), (7.0, 15)]),
      .fulfill(time: 7.6, style: .reset),
    ])

  /// A right-to-left Mail table: the rows mirrored, a Hebrew sender, the trailing actions at the left edge.
  public static let rtlSwipe: SwipeScene = {
    var rows = MailDemo.inbox()
    rows[1].title = "דנה כהן"
    rows[1].subtitle = "Lunch on Thursday?"
    let trailing = MailDemo.backgroundRight(transition: .border, destructiveTitle: "Trash", colors: .library2017)
    let leading = MailDemo.backgroundLeft(expansion: .selection, colors: .library2017)
    let configuration = SwipeCellConfiguration(
      width: MailDemo.cellWidth, height: MailDemo.rowHeight, leading: leading, trailing: trailing,
      layoutDirection: .rightToLeft)
    let y = MailDemo.rowHeight / 2
    return SwipeScene(
      name: "rtl-swipe",
      summary: "Right to left: the Mail rows mirrored, a Hebrew sender, trailing actions opening from the left, leading from the right.",
      duration: 6.6, rows: rows, darkColors: MailActionColors.darkCounterparts,
      timeline: SwipeTimeline(
        configuration: configuration,
        gestures: [
          StyleDemo.drag([(0.3, 60), (1.4, 290), (1.6, 296)], y: y),
          .tapCell(time: 2.6),
          StyleDemo.drag([(3.4, 390), (4.2, 260), (4.4, 250)], y: y),
          .tapCell(time: 5.4),
        ]),
      departures: "Mail demo in a right-to-left layout: UIKit's leading/trailing mirroring (docs/mgswipe-rtl-rounded.md §3.1).",
      stage: SwipeStage(height: MailDemo.rowHeight * 3))
  }()
}
