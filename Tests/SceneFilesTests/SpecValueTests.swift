import Drawing
import SwipeScenes
import Testing

@testable import SceneFiles

/// Core values of docs/scene-file.md that map onto model features of their own: circle buttons,
/// top and bottom alignment, an action's fulfilment, unanimated moves and value2's detail text.
/// Each file is decoded and the model state it yields is checked against the docs' numbers.
struct SpecValueTests {
  static let measurer: SystemTextMeasurer? = try? SystemTextMeasurer()

  func swipe(_ text: String) throws -> SwipeScene {
    try #require(try decodeText(text) as? SwipeScene)
  }

  /// The swiped cell's state at `time`, measured with the bundled fonts.
  func state(_ scene: SwipeScene, at time: Double) throws -> SwipeCellState {
    scene.state(at: time, measurer: try #require(Self.measurer))
  }

  // MARK: - Circle buttons

  /// `"buttonShape": "circle"` is SwipeButtonShape.circle; without a side colour the background is
  /// SwipeCellKit's own (systemGray5), not the first action's, which goes to its disc.
  @Test func circleButtons() throws {
    let scene = try swipe(
      """
      { "version": 1, "rows": [{ "style": "subtitle", "title": "Ada", "height": 96 }],
        "right": { "buttonShape": "circle", "buttonSpacing": 4,
          "actions": [{ "title": "Archive", "backgroundColor": "#34C759", "image": "Trash" }] },
        "gestures": [{ "setSwipeOffset": { "at": 0, "offset": "openRight" } }] }
      """)
    let side = try #require(scene.timeline.configuration.right)
    #expect(side.options.buttonShape == .circle && side.options.backgroundColor == nil)
    let state = try state(scene, at: 1)
    let action = try #require(state.actions.first)
    let green = try #require(hex("#34C759"))
    #expect(state.actionsBackground == SwipeColors.actionsViewBackground(.light))
    #expect(action.look.backgroundColor == nil && action.look.discColor == green && action.look.textColor == green)
    // b = 74 (50 + 16 < 74); the disc is 50 × 50, centred across the button: x = (74 − 50)/2.
    #expect(state.buttonWidth == 74)
    #expect(action.look.content.imageFrame?.size == Size(width: 50, height: 50))
    #expect(action.look.content.imageFrame?.minX == 12)
  }

  // MARK: - Top and bottom

  /// `top` puts the image `buttonPadding` (10) below the button's top; `bottom` ends the title
  /// 10 above the bottom of the 96-pt row (docs/scene-file.md §5).
  @Test(arguments: ["top", "bottom"])
  func verticalAlignment(name: String) throws {
    let scene = try swipe(
      """
      { "version": 1, "rows": [{ "style": "subtitle", "title": "Ada", "height": 96 }],
        "right": { "buttonVerticalAlignment": "\(name)", "buttonPadding": 10,
          "actions": [{ "title": "Delete", "style": "destructive", "image": "Trash" }] },
        "gestures": [{ "setSwipeOffset": { "at": 0, "offset": "openRight" } }] }
      """)
    #expect(scene.timeline.configuration.right?.options.buttonVerticalAlignment.rawValue == name)
    let content = try #require(try state(scene, at: 1).actions.first?.look.content)
    if name == "top" {
      #expect(content.imageFrame?.minY == 10)
    } else {
      #expect(content.titleFrame?.maxY == 86)
    }
  }

  // MARK: - Unanimated moves

  /// `animated: false` reaches the model: the offset is −120 from 0.5 s on, and the hide at 1 s
  /// leaves the cell closed with no actions at that instant.
  @Test func unanimatedMoves() throws {
    let scene = try swipe(
      """
      { "version": 1, "rows": [{ "style": "subtitle", "title": "Ada" }],
        "right": { "actions": [{ "title": "Delete", "style": "destructive" }] },
        "gestures": [{ "setSwipeOffset": { "at": 0.5, "offset": -120, "animated": false } },
                     { "hideSwipe": { "at": 1, "animated": false } }] }
      """)
    guard case .setSwipeOffset(0.5, -120, false) = scene.timeline.gestures[0],
      case .setSwipeOffset(1, 0, false) = scene.timeline.gestures[1]
    else { throw Failure("gestures \(scene.timeline.gestures)") }
    #expect(try state(scene, at: 0.49).offset == 0)
    #expect(try state(scene, at: 0.5).offset == -120)
    let hidden = try state(scene, at: 1)
    #expect(hidden.offset == 0 && hidden.orientation == nil)
    let again = try #require(try decodeText(SceneFile.export(scene)) as? SwipeScene)
    #expect(differences(scene, again) == [])
  }

  // MARK: - Fulfilment by the handler

  static func fulfilFile(side: String) -> String {
    """
    { "version": 1, "rows": [{ "style": "subtitle", "title": "Ada", "height": 96 }],
      "right": \(side),
      "gestures": [{ "setSwipeOffset": { "at": 0, "offset": "openRight", "animated": false } },
                   { "tapAction": { "at": 1, "action": "Delete" } }] }
    """
  }

  /// `"fulfill": "delete"` on the fill's expandable action: tapped at 1 s, the 0.3 s fill, the
  /// handler at 1.3 s, then the 0.3 s ease-in-out collapse, half done at 1.45 s (docs/swipecellkit.md §6).
  @Test func fulfilDeletesTheRow() throws {
    let scene = try swipe(
      Self.fulfilFile(
        side: #"{ "expansionStyle": "fill", "actions": [{ "title": "Delete", "style": "destructive", "fulfill": "delete" }, { "title": "Flag" }] }"#
      ))
    #expect(scene.timeline.configuration.right?.actions[0].fulfillment == .delete)
    #expect(abs(try state(scene, at: 1.45).rowHeight - 48) < 1e-9)
    #expect(try state(scene, at: 1.3).history.map(\.name).suffix(2) == ["handler:Delete", "delete"])
    let again = try #require(try decodeText(SceneFile.export(scene)) as? SwipeScene)
    #expect(differences(scene, again) == [])
  }

  /// Without a fill the handler acts on the table itself: tapped at 1 s, `delete` collapses the
  /// row at once over the 0.3 s ease-in-out, half of its 96 pt at 1.15 s; `reset` closes the cell
  /// with the 0.7 s hide, done by 2 s (docs/scene-file.md §12).
  @Test func fulfilWithoutAFill() throws {
    let delete = try swipe(Self.fulfilFile(side: #"{ "actions": [{ "title": "Delete", "fulfill": "delete" }] }"#))
    #expect(abs(try state(delete, at: 1.15).rowHeight - 48) < 1e-9)
    #expect(try state(delete, at: 1.15).history.map(\.name).suffix(2) == ["handler:Delete", "delete"])
    let reset = try swipe(Self.fulfilFile(side: #"{ "actions": [{ "title": "Delete", "fulfill": "reset" }] }"#))
    let closed = try state(reset, at: 2)
    #expect(closed.offset == 0 && closed.rowHeight == 96)
  }

  // MARK: - value2

  /// A value2 row keeps `detail` as its right-hand text, and refuses `subtitle`.
  @Test func value2Detail() throws {
    let scene = try swipe(
      """
      { "version": 1, "rows": [{ "style": "value2", "title": "Email", "detail": "ada@example.com" }],
        "right": { "actions": [{ "title": "Delete" }] } }
      """)
    #expect(scene.rows[0].style == .value2 && scene.rows[0].detail == "ada@example.com")
    let error = try #require(
      decodeError(
        """
        { "version": 1, "rows": [{ "style": "value2", "title": "Email", "subtitle": "ada@example.com" }],
          "right": { "actions": [{ "title": "Delete" }] } }
        """))
    #expect(error.path == "rows[0].subtitle" && error.fix.contains("\"detail\""))
  }
}
