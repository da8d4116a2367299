import Raster
import Drawing
import TextShaping
import Testing
@testable import SwipeScenes

/// docs/swipecellkit.md §2.1 button widths and §2.3 content placement, with widths chosen here.
struct ButtonLayoutTests {
  /// Mail on a 414-pt device: every title narrower than 58 pt gives b = 74, P = 222 (right) and 74 (left).
  @Test func mailButtonsUseTheMinimumWidth() {
    let measurer = FakeMeasurer(widths: ["Trash": 38, "Flag": 30, "More": 35, "Unread": 50])
    let right = ButtonLayout(actions: mailActions(), options: SwipeOptions(), cellWidth: 414, measurer: measurer)
    #expect(right.buttonWidth == 74)
    #expect(right.fullyExposedWidth == 222)
    let left = ButtonLayout(
      actions: [SwipeAction(title: "Unread")], options: SwipeOptions(), cellWidth: 414, measurer: measurer)
    #expect(left.fullyExposedWidth == 74)
  }

  /// A wide title sets the shared width: 100 + 2·8 = 116 < maximum (414 − 30)/3 = 128.
  @Test func widestPreferenceIsShared() {
    let measurer = FakeMeasurer(widths: ["Trash": 100])
    let layout = ButtonLayout(actions: mailActions(), options: SwipeOptions(), cellWidth: 414, measurer: measurer)
    #expect(layout.buttonWidth == 116)
    #expect(layout.fullyExposedWidth == 348)
  }

  /// A title wider than the maximum wraps to it, and the preference is capped at the maximum 128.
  @Test func preferenceIsCappedAtTheMaximum() {
    let measurer = FakeMeasurer(widths: ["Trash": 300])
    let layout = ButtonLayout(actions: mailActions(), options: SwipeOptions(), cellWidth: 414, measurer: measurer)
    #expect(layout.buttonWidth == 128)
  }

  /// On a 200-pt cell with 3 buttons the maximum (200 − 30)/3 = 56.67 is below 74, so the minimum is 56.67.
  @Test func narrowCellLowersTheMinimum() {
    let measurer = FakeMeasurer(widths: ["Trash": 10, "Flag": 10, "More": 10])
    let layout = ButtonLayout(actions: mailActions(), options: SwipeOptions(), cellWidth: 200, measurer: measurer)
    #expect(abs(layout.buttonWidth - 170.0 / 3) < 1e-9)
  }

  /// Explicit minimum and a maximum of 0 (no limit): a 200-pt title gives 216.
  @Test func explicitLimits() {
    let measurer = FakeMeasurer(widths: ["Trash": 200])
    let options = SwipeOptions(maximumButtonWidth: 0, minimumButtonWidth: 90)
    let wide = ButtonLayout(actions: mailActions(), options: options, cellWidth: 414, measurer: measurer)
    #expect(wide.buttonWidth == 216)
    let narrow = ButtonLayout(
      actions: [SwipeAction(title: "A")], options: options, cellWidth: 414, measurer: FakeMeasurer(widths: ["A": 5]))
    #expect(narrow.buttonWidth == 90)
  }

  /// An image wider than the title counts: image 60 + 16 = 76 > 74.
  @Test func imageWidthCounts() {
    let action = SwipeAction(title: "X", image: ActionImage(glyph: ActionGlyph(.more), size: Size(width: 60, height: 10)))
    let layout = ButtonLayout(
      actions: [action], options: SwipeOptions(), cellWidth: 414, measurer: FakeMeasurer(widths: ["X": 10]))
    #expect(layout.buttonWidth == 76)
  }

  /// Image 20×28 and a 30-pt title in a 74×96 button, padding 8, spacing 8, one line 18:
  /// block 28 + 8 + 18 = 54, top 8 + (80 − 54)/2 = 21; image at (27, 21); title at (22, 57).
  @Test func imageAndTitleCenterFirstBaseline() {
    let action = SwipeAction(title: "Trash", image: ActionImage(glyph: ActionGlyph(.trash), size: Size(width: 20, height: 28)))
    let layout = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28, options: SwipeOptions(),
      measurer: FakeMeasurer(widths: ["Trash": 30]))
    #expect(layout.imageFrame == Rect(x: 27, y: 21, width: 20, height: 28))
    #expect(layout.titleFrame == Rect(x: 22, y: 57, width: 30, height: 18))
    #expect(layout.intrinsicHeight == 70)
  }

  /// The shared slot: a 7-pt-tall image in a 28-pt slot is centred in it (y = 21 + 10.5).
  @Test func shortImageIsCentredInTheSharedSlot() {
    let action = SwipeAction(title: "More", image: ActionImage(glyph: ActionGlyph(.more), size: Size(width: 31, height: 7)))
    let layout = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28, options: SwipeOptions(),
      measurer: FakeMeasurer(widths: ["More": 30]))
    #expect(layout.imageFrame == Rect(x: 21.5, y: 31.5, width: 31, height: 7))
  }

  /// Text only: the one-line title is centred, y = 8 + (80 − 18)/2 = 39.
  @Test func textOnly() {
    let layout = ButtonContentLayout(
      action: SwipeAction(title: "Flag"), buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28,
      options: SwipeOptions(), measurer: FakeMeasurer(widths: ["Flag": 30]))
    #expect(layout.imageFrame == nil)
    #expect(layout.titleFrame == Rect(x: 22, y: 39, width: 30, height: 18))
  }

  /// Image only: no gap, the slot is centred: y = 8 + (80 − 28)/2 = 34.
  @Test func imageOnly() {
    let action = SwipeAction(image: ActionImage(glyph: ActionGlyph(.flag), size: Size(width: 21, height: 28)))
    let layout = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28, options: SwipeOptions(),
      measurer: FakeMeasurer())
    #expect(layout.imageFrame == Rect(x: 26.5, y: 34, width: 21, height: 28))
    #expect(layout.titleFrame == nil)
  }

  /// `.center` with a title wrapping to two lines (116 wide in a 58 content box → 2 lines, 36 tall):
  /// block 28 + 8 + 36 = 72, top 8 + (80 − 72)/2 = 12; the first-baseline mode would use 18 (top 21).
  @Test func centerModeUsesTheWrappedHeight() {
    let action = SwipeAction(title: "Long", image: ActionImage(glyph: ActionGlyph(.more), size: Size(width: 20, height: 28)))
    let measurer = FakeMeasurer(widths: ["Long": 100])
    let center = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28,
      options: SwipeOptions(buttonVerticalAlignment: .center), measurer: measurer)
    #expect(center.imageFrame?.y == 12)
    let baseline = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28, options: SwipeOptions(),
      measurer: measurer)
    #expect(baseline.imageFrame?.y == 21)
  }

  /// `.top` sets the block at the content box's top, the padding below the button's top: image
  /// 20×28 at y 8, the 30-pt title at 8 + 28 + 8 = 44 (SwipeActionButton's content box is the
  /// bounds inset by the padding; docs/swipecellkit.md §2.3).
  @Test func topAlignment() {
    let action = SwipeAction(title: "Trash", image: ActionImage(glyph: ActionGlyph(.trash), size: Size(width: 20, height: 28)))
    let layout = ButtonContentLayout(
      action: action, buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28,
      options: SwipeOptions(buttonVerticalAlignment: .top), measurer: FakeMeasurer(widths: ["Trash": 30]))
    #expect(layout.imageFrame == Rect(x: 27, y: 8, width: 20, height: 28))
    #expect(layout.titleFrame == Rect(x: 22, y: 44, width: 30, height: 18))
  }

  /// `.bottom` ends the block, with the wrapped title, at 96 − 8 = 88: one line gives a 54-pt block
  /// from 34 (title 70…88); a title wrapped to two lines (36 pt) gives 72 from 16 (title 52…88).
  @Test func bottomAlignment() {
    let image = ActionImage(glyph: ActionGlyph(.trash), size: Size(width: 20, height: 28))
    let measurer = FakeMeasurer(widths: ["Trash": 30, "Long": 100])
    let options = SwipeOptions(buttonVerticalAlignment: .bottom)
    let short = ButtonContentLayout(
      action: SwipeAction(title: "Trash", image: image), buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28,
      options: options, measurer: measurer)
    #expect(short.imageFrame?.y == 34)
    #expect(short.titleFrame == Rect(x: 22, y: 70, width: 30, height: 18))
    let long = ButtonContentLayout(
      action: SwipeAction(title: "Long", image: image), buttonSize: Size(width: 74, height: 96), imageSlotHeight: 28,
      options: options, measurer: measurer)
    #expect(long.imageFrame?.y == 16)
    #expect(long.titleFrame == Rect(x: 8, y: 52, width: 58, height: 36))
  }
}
