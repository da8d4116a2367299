import Drawing
import Raster
import Testing
@testable import SwipeScenes

/// Circle buttons, the Mail demo's circular style (docs/swipecellkit.md §11.4, §11.5), with its
/// numbers worked out by hand: a 96-pt row, b = 74, padding 8, spacing 4, a 50-pt disc and a
/// 16-pt title line give a 70-pt block whose top is 8 + (80 − 70)/2 = 13.
struct CircleButtonTests {
  static let green = Color(red255: 52, green255: 199, blue255: 89)
  static let square = ActionImage(
    path: Path.rect(Rect(x: 8, y: 8, width: 8, height: 8)), viewBox: Rect(x: 0, y: 0, width: 24, height: 24))

  static func options() -> SwipeOptions {
    SwipeOptions(transitionStyle: .reveal, backgroundColor: StyleColors.row, buttonSpacing: 4, buttonShape: .circle)
  }

  /// The disc, not the 24-pt image, fills the slot: disc at x (74 − 50)/2 = 12, y 13; title at 13 + 50 + 4 = 67.
  @Test func discTakesTheImageSlot() {
    let action = SwipeAction(title: "Archive", image: Self.square, backgroundColor: Self.green)
    let measurer = FakeMeasurer(widths: ["Archive": 40], lineHeight: 16)
    let slot = ButtonContentLayout.imageSlotHeight(of: [action], shape: .circle)
    #expect(slot == 50)
    let layout = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: slot, options: Self.options(),
      measurer: measurer)
    #expect(layout.imageFrame == Rect(x: 12, y: 13, width: 50, height: 50))
    #expect(layout.titleFrame == Rect(x: 17, y: 67, width: 40, height: 16))
    // 50 + 16 = 66 < 74: the minimum width, as in the demo.
    let buttons = ButtonLayout(actions: [action], options: Self.options(), cellWidth: 414, measurer: measurer)
    #expect(buttons.buttonWidth == 74)
  }

  /// Clear wrapper, disc in the action's colour, title in the action's colour unless textColor is set.
  @Test func lookPutsTheColourOnTheDisc() {
    let measurer = FakeMeasurer()
    func look(_ action: SwipeAction) -> SwipeActionLook {
      SwipeActionLook(
        action: action, appearance: .light, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 50,
        options: Self.options(), measurer: measurer)
    }
    let plain = look(SwipeAction(title: "Archive", image: Self.square, backgroundColor: Self.green))
    #expect(plain.backgroundColor == nil && plain.discColor == Self.green && plain.textColor == Self.green)
    let labelled = look(SwipeAction(title: "A", image: Self.square, textColor: .black, backgroundColor: Self.green))
    #expect(labelled.textColor == .black && labelled.discColor == Self.green)
    let titleOnly = look(SwipeAction(title: "A", backgroundColor: Self.green))
    #expect(titleOnly.discColor == nil)
    // The wrappers are clear, so SwipeCellKit's rule gives the expandable action ScaleAndAlphaExpansion (§1.2).
    var options = Self.options()
    options.expansionStyle = .destructive
    let delegate = options.resolvedExpansionDelegate(expandable: SwipeAction(title: "A", backgroundColor: Self.green))
    #expect(delegate is ScaleAndAlphaExpansion)
  }

  /// Open in a 375-pt row: the button is 74 wide from 375 − 74 = 301, the disc centred at (338, 38),
  /// r = 25; its rim is green, the icon (the view box's middle third, 8 pt square) white, and the
  /// wrapper around the disc shows the side's background.
  @Test func drawsADiscWithAWhiteIcon() throws {
    let action = SwipeAction(title: "Archive", image: Self.square, backgroundColor: Self.green)
    let cell = SwipeCellConfiguration(width: 375, height: 96, right: SwipeSide(actions: [action], options: Self.options()))
    let (state, pixmap) = try renderHeld(oneRowScene(cell), offset: -74)
    #expect(state.buttonShape == .circle && state.buttonWidth == 74)
    #expect(pixel(pixmap, atPoint: 338, 38, is: .white))
    #expect(pixel(pixmap, atPoint: 338, 38 - 20, is: Self.green))
    #expect(pixel(pixmap, atPoint: 338 - 20, 38, is: Self.green))
    #expect(pixel(pixmap, atPoint: 303, 4, is: StyleColors.row))
    #expect(pixel(pixmap, atPoint: 338 - 24, 38 - 24, is: StyleColors.row))
  }
}
