import Drawing

extension OnboardingHint {
  /// One coloured block of the overlay: an action's colour behind its centred title, and its
  /// image above the title when it has one.
  ///
  /// `frame --json` reports the title, colour and frame; the image and text colour are drawn only.
  public struct Block: Hashable, Sendable, Encodable {
    /// The title, drawn in ``textColor`` in ``OnboardingHint/titleFontSize`` pt medium, centred both ways.
    public var title: String
    /// The fill colour.
    public var color: Color
    /// The image over the title, or nil.
    public var image: ActionImage?
    /// The title colour and image tint.
    public var textColor: Color
    /// The block's rectangle; relative to the cell in ``OnboardingHint/blocks``, on the canvas
    /// in a state.
    public var frame: Rect

    /// Creates a block.
    ///
    /// - Parameters:
    ///   - title: The title.
    ///   - color: The fill colour.
    ///   - frame: The rectangle.
    ///   - image: The image over the title. Default: none.
    ///   - textColor: The title colour and image tint. Default: white.
    public init(title: String, color: Color, frame: Rect, image: ActionImage? = nil, textColor: Color = .white) {
      self.title = title
      self.color = color
      self.frame = frame
      self.image = image
      self.textColor = textColor
    }

    private enum CodingKeys: String, CodingKey { case title, color, frame }
  }

  /// Lays out one block per action beside a cell, as TableViewCellOnboarding builds them.
  ///
  /// The actions are taken in reverse order. Left to right, the first block starts at the cell's
  /// right edge and each next one follows on its right; right to left, the first block ends at the
  /// cell's left edge and each next one goes on its left. Each block is as tall as the cell and
  /// as wide as its title plus ``blockPadding`` on each side, the title width rounded up to the
  /// pixel grid of a ``pixelScale``× screen as UIKit's size-to-fit does; an image wider than
  /// the title widens the block to the image plus the padding, as a swipe button's content does.
  ///
  /// - Parameters:
  ///   - actions: The row actions in the delegate's order.
  ///   - cellSize: The cell's size.
  ///   - direction: The layout direction.
  ///   - titleWidth: The width of a title set in ``titleFontSize`` pt medium, in points.
  /// - Returns: The blocks in placement order (nearest the content first), in cell coordinates.
  public static func blocks(
    for actions: [RowAction], cellSize: Size, direction: Direction, titleWidth: (String) -> Double
  ) -> [Block] {
    var edge = direction == .leftToRight ? cellSize.width : 0
    return actions.reversed().map { action in
      let text = (Swift.max(0, titleWidth(action.title)) * pixelScale).rounded(.up) / pixelScale
      let width = Swift.max(text, action.image?.size.width ?? 0) + 2 * blockPadding
      let x = direction == .leftToRight ? edge : edge - width
      edge = direction == .leftToRight ? edge + width : edge - width
      return Block(
        title: action.title, color: action.backgroundColor,
        frame: Rect(x: x, y: 0, width: width, height: cellSize.height), image: action.image, textColor: action.textColor)
    }
  }
}
