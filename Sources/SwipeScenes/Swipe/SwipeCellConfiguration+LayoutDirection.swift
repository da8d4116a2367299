import Drawing

// Leading and trailing actions, resolved to physical sides as UIKit resolves
// them (docs/mgswipe-rtl-rounded.md §3.1): left to right, leading is left and
// trailing right; right to left, the other way round. The order within a set is
// kept: the first action is the outermost on either side, so in RTL the first
// trailing action is the leftmost (docs/mgswipe-rtl-rounded.md §5.7).

extension SwipeCellConfiguration {
  /// Creates a configuration from logical sides.
  ///
  /// - Parameters:
  ///   - width: W.
  ///   - height: H.
  ///   - leading: The leading side: left when left to right, right when right to left. Default: nil.
  ///   - trailing: The trailing side: right when left to right, left when right to left. Default: nil.
  ///   - layoutDirection: The table's direction.
  ///   - cellY: The cell's top in table coordinates. Default: 0.
  ///   - visibleRect: The visible rectangle for vertical centering. Default: nil.
  ///   - appearance: Default: light.
  public init(
    width: Double, height: Double, leading: SwipeSide? = nil, trailing: SwipeSide? = nil,
    layoutDirection: LayoutDirection, cellY: Double = 0, visibleRect: Rect? = nil, appearance: Appearance = .light
  ) {
    let ltr = layoutDirection == .leftToRight
    self.init(
      width: width, height: height, left: ltr ? leading : trailing, right: ltr ? trailing : leading, cellY: cellY,
      visibleRect: visibleRect, appearance: appearance)
    self.layoutDirection = layoutDirection
  }

  /// The leading side's actions: ``left`` left to right, ``right`` right to left.
  public var leading: SwipeSide? {
    get { layoutDirection == .leftToRight ? left : right }
    set { if layoutDirection == .leftToRight { left = newValue } else { right = newValue } }
  }

  /// The trailing side's actions: ``right`` left to right, ``left`` right to left.
  public var trailing: SwipeSide? {
    get { layoutDirection == .leftToRight ? right : left }
    set { if layoutDirection == .leftToRight { right = newValue } else { left = newValue } }
  }
}
