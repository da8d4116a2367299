import Drawing
import TextShaping

// A block's content (docs/onboarding-stateanimator-preview.md §1.3, §1.7): the library's label,
// its title in 15 pt medium centred both ways. An action with an image gets it
// stacked over the title as a swipe button stacks them (ButtonContentLayout,
// docs/swipecellkit.md §2.3): an image slot as tall as the tallest image of the
// hint, SwipeOptions' default 8-pt spacing when there is a title too, the title
// one line high, and the whole stack centred vertically; image and title are
// each centred across the block. Without images the stack is the title alone,
// placed exactly as the library's label.

extension OnboardingHint.Block {
  /// Records the block: its colour, then its image and title.
  ///
  /// - Parameters:
  ///   - imageSlot: The height of the tallest image among the hint's blocks, 0 when none has one.
  ///   - typography: The fonts.
  ///   - list: Where to record.
  func draw(imageSlot: Double, typography: Typography, into list: inout DisplayList) {
    list.fill(frame, color: color)
    let font = typography.font(.medium, OnboardingHint.titleFontSize)
    let title = TextLayout(title, font: font, width: frame.width, maxLines: 1, alignment: .center)
    let titleHeight = self.title.isEmpty ? 0 : title.size.height
    let slot = image == nil ? 0 : imageSlot
    let gap = titleHeight > 0 && slot > 0 ? SwipeOptions.defaultButtonSpacing : 0
    let top = frame.midY - (slot + gap + titleHeight) / 2
    if let image {
      image.draw(
        at: Point(x: frame.midX - image.size.width / 2, y: top + (slot - image.size.height) / 2), color: textColor,
        into: &list)
    }
    if titleHeight > 0 {
      list.draw(title, at: Point(x: frame.minX, y: top + slot + gap), color: textColor)
    }
  }
}

extension OnboardingState {
  /// Records the state's blocks, their images sharing one slot as tall as the tallest.
  func drawBlocks(typography: Typography, into list: inout DisplayList) {
    let slot = blocks.compactMap { $0.image?.size.height }.max() ?? 0
    for block in blocks {
      block.draw(imageSlot: slot, typography: typography, into: &list)
    }
  }
}
