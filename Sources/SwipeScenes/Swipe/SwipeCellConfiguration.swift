import Drawing

/// One side's actions and options, as the delegate returns them.
public struct SwipeSide: Sendable {
  /// The actions in the delegate's order (the first one is the expandable one, outermost on screen).
  public var actions: [SwipeAction]
  /// The side's options.
  public var options: SwipeOptions
  /// The actions offered instead after the side's handlers have run an odd number of times
  /// (the Mail demo's Unread/Read toggle), or nil to always offer ``actions``.
  public var toggledActions: [SwipeAction]?

  /// Creates a side.
  ///
  /// - Parameters:
  ///   - actions: The delegate's actions.
  ///   - options: The options.
  ///   - toggledActions: The alternative after an odd number of handler runs. Default: nil.
  public init(actions: [SwipeAction], options: SwipeOptions, toggledActions: [SwipeAction]? = nil) {
    self.actions = actions
    self.options = options
    self.toggledActions = toggledActions
  }

  /// The actions offered after `handlerRuns` handler runs on this side.
  ///
  /// - Parameter handlerRuns: How many handlers of this side have run.
  /// - Returns: The delegate's actions for that moment.
  public func actions(afterHandlerRuns handlerRuns: Int) -> [SwipeAction] {
    if let toggledActions, handlerRuns % 2 == 1 { return toggledActions }
    return actions
  }
}

/// A swipeable cell: its size, its two sides and where it sits in a partly hidden table.
public struct SwipeCellConfiguration: Sendable {
  /// The cell width W in points (also the table width).
  public var width: Double
  /// The cell height H in points.
  public var height: Double
  /// The actions on the left edge, shown by swiping right.
  public var left: SwipeSide?
  /// The actions on the right edge, shown by swiping left.
  public var right: SwipeSide?
  /// The cell's frame in table coordinates, for vertical centering. Default: at the origin.
  public var cellFrame: Rect
  /// The delegate's visible rectangle (docs/swipecellkit.md §9), or nil for none.
  public var visibleRect: Rect?
  /// Light or dark system colours.
  public var appearance: Appearance
  /// The table's layout direction: right to left mirrors the rows' layout. ``left`` and ``right``
  /// stay physical; ``leading`` and ``trailing`` name them by direction. Default: left to right.
  public var layoutDirection: LayoutDirection = .leftToRight

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - width: W.
  ///   - height: H.
  ///   - left: The left side. Default: nil.
  ///   - right: The right side. Default: nil.
  ///   - cellY: The cell's top in table coordinates. Default: 0.
  ///   - visibleRect: The visible rectangle for vertical centering. Default: nil.
  ///   - appearance: Default: light.
  public init(
    width: Double, height: Double, left: SwipeSide? = nil, right: SwipeSide? = nil, cellY: Double = 0,
    visibleRect: Rect? = nil, appearance: Appearance = .light
  ) {
    self.width = width
    self.height = height
    self.left = left
    self.right = right
    cellFrame = Rect(x: 0, y: cellY, width: width, height: height)
    self.visibleRect = visibleRect
    self.appearance = appearance
  }

  /// The side for an orientation.
  ///
  /// - Parameter orientation: Left or right.
  /// - Returns: That side, or nil when it has no actions.
  /// Whether the cell follows MGSwipeTableCell's model: a side has ``SwipeOptions/mgswipe`` settings
  /// (the other side then takes MGSwipe's defaults).
  public var followsMGSwipe: Bool { left?.options.mgswipe != nil || right?.options.mgswipe != nil }

  public func side(_ orientation: SwipeActionsOrientation) -> SwipeSide? {
    let side = orientation == .left ? left : right
    return side?.actions.isEmpty == false ? side : nil
  }
}
