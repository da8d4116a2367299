import Drawing
import Foundation

// Vertical placement of a button's image and title (docs/swipecellkit.md §2.3, SwipeActionButton).
//
// The content box is the button inset by the padding. An alignment block of
// height imageSlot + gap + titleH is centred in it, where imageSlot is the
// tallest image on the side (if this button has an image), gap is the spacing
// when there are both a title and a slot, and titleH is one line high in
// `.centerFirstBaseline` mode or the wrapped height (capped at the content
// height) in the other modes. The image sits unscaled, centred in its slot; the
// title box, wrapped to the content width, sits under the gap and is rounded
// out to whole points. `.top` and `.bottom` (the scene format's, not
// SwipeCellKit's) set the same block against the content box's top or bottom
// edge instead of centring it, so the padding is the room left at that edge.

/// Where a button's image and title go, in the button's own coordinates (origin at its top-left).
public struct ButtonContentLayout: Hashable, Sendable {
  /// The image's frame (a circle button's disc), or nil without an image.
  public var imageFrame: Rect?
  /// The title's frame, or nil without a title.
  public var titleFrame: Rect?
  /// The button's intrinsic height: padding + block + padding (used by vertical centering, docs/swipecellkit.md §9).
  public var intrinsicHeight: Double

  /// Lays out one button's content.
  ///
  /// - Parameters:
  ///   - action: The action whose content is placed.
  ///   - buttonSize: The button's size (b × wrapper height).
  ///   - imageSlotHeight: The tallest image height among the side's actions.
  ///   - options: The side's options (padding, spacing, alignment).
  ///   - measurer: Text metrics.
  public init(
    action: SwipeAction, buttonSize: Size, imageSlotHeight: Double, options: SwipeOptions,
    measurer: any TextMeasuring
  ) {
    let padding = options.resolvedButtonPadding
    let content = Rect(
      x: padding, y: padding, width: buttonSize.width - 2 * padding, height: buttonSize.height - 2 * padding)
    let title = action.title ?? ""
    let imageSize = options.buttonShape.contentSize(of: action.image)
    let slot = imageSize == nil ? 0 : imageSlotHeight
    let gap = !title.isEmpty && slot > 0 ? options.resolvedButtonSpacing : 0
    let font = action.resolvedFont
    let wrapped = title.isEmpty ? Size.zero : measurer.size(of: title, font: font, wrappingWidth: content.width)
    let titleHeight: Double
    switch options.buttonVerticalAlignment {
    case .centerFirstBaseline:
      titleHeight = title.isEmpty ? 0 : ceil(measurer.size(of: title, font: font, wrappingWidth: nil).height)
    case .center, .top, .bottom:
      titleHeight = Swift.min(ceil(wrapped.height), content.height)
    }
    let blockHeight = slot + gap + titleHeight
    let blockTop: Double
    switch options.buttonVerticalAlignment {
    case .centerFirstBaseline, .center: blockTop = content.minY + (content.height - blockHeight) / 2
    case .top: blockTop = content.minY
    case .bottom: blockTop = content.maxY - blockHeight
    }
    imageFrame = imageSize.map { size in
      Rect(
        x: content.minX + (content.width - size.width) / 2, y: blockTop + (slot - size.height) / 2,
        width: size.width, height: size.height)
    }
    titleFrame =
      title.isEmpty
      ? nil
      : Self.roundedOut(
        Rect(
          x: content.minX + (content.width - wrapped.width) / 2, y: blockTop + slot + gap, width: wrapped.width,
          height: wrapped.height))
    intrinsicHeight = 2 * padding + blockHeight
  }

  /// The tallest image among a side's actions: the shared image slot.
  ///
  /// - Parameters:
  ///   - actions: The side's actions.
  ///   - shape: The side's button shape; a circle's images take the disc's size.
  /// - Returns: The height in points, 0 without images.
  public static func imageSlotHeight(of actions: [SwipeAction], shape: SwipeButtonShape) -> Double {
    actions.compactMap { shape.contentSize(of: $0.image)?.height }.max() ?? 0
  }

  /// The rectangle with its origin floored and its far edges ceiled.
  static func roundedOut(_ rect: Rect) -> Rect {
    Rect(minX: floor(rect.minX), minY: floor(rect.minY), maxX: ceil(rect.maxX), maxY: ceil(rect.maxY))
  }
}
