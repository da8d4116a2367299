// One shared button width per side (docs/swipecellkit.md §2.1, SwipeActionsView.addButtons).
//
// maximum = options.maximumButtonWidth ?? (W − 30)/n; minimum = options.minimumButtonWidth
// ?? min(maximum, 74), or 0 on an MGSwipe side, whose buttons are as wide as their content plus
// padding (docs/mgswipe-rtl-rounded.md §2, MGSwipeButton). Each button prefers min(limit, max(textW, imgW) + 2·padding),
// with the title wrapped to the whole limit (not limit − padding, as the source does),
// and every button on the side takes b = max(minimum, largest preference).

/// The widths shared by the buttons of one side.
public struct ButtonLayout: Hashable, Sendable {
  /// The width b every button on the side uses.
  public var buttonWidth: Double
  /// The number of buttons n.
  public var count: Int
  /// The safe-area inset on that side (decision (g)); 0 unless a scene sets it.
  public var safeAreaInset: Double
  /// Rounded buttons' room between the cell edge and the innermost button; 0 for rectangles.
  public var cellMargin: Double = 0
  /// Rounded buttons' room between the outermost button and the screen edge; 0 for rectangles.
  public var screenMargin: Double = 0
  /// The gap between neighbouring buttons (rounded buttons' `between`); 0 for rectangles.
  public var gap: Double = 0

  /// Creates a layout from known numbers.
  ///
  /// - Parameters:
  ///   - buttonWidth: b.
  ///   - count: n.
  ///   - safeAreaInset: The side's safe-area inset. Default: 0.
  public init(buttonWidth: Double, count: Int, safeAreaInset: Double = 0) {
    self.buttonWidth = buttonWidth
    self.count = count
    self.safeAreaInset = safeAreaInset
  }

  /// The fully exposed width P = n·b + the safe-area inset, plus the margins and gaps of rounded buttons.
  public var fullyExposedWidth: Double { Double(count) * buttonWidth + safeAreaInset + roomAround }

  /// The margins and gaps together: m_cell + (n − 1)·g + m_screen.
  public var roomAround: Double { cellMargin + Double(Swift.max(count - 1, 0)) * gap + screenMargin }

  /// Whether margins or gaps are set, so that the plain formulas of docs/swipecellkit.md §3.2 no longer apply as written.
  public var hasRoom: Bool { cellMargin != 0 || screenMargin != 0 || gap != 0 }

  /// Sets the margins and gap of rounded buttons on `orientation`.
  ///
  /// - Parameters:
  ///   - insets: The side's insets.
  ///   - orientation: Which side, to tell the cell side from the screen side.
  /// - Returns: The layout with the room set.
  public func withRoom(_ insets: SwipeButtonInsets, on orientation: SwipeActionsOrientation) -> ButtonLayout {
    var layout = self
    (layout.cellMargin, layout.screenMargin) = insets.horizontal(for: orientation)
    layout.gap = insets.between
    return layout
  }

  /// Computes b for a side's actions (docs/swipecellkit.md §2.1).
  ///
  /// - Parameters:
  ///   - actions: The side's actions (any order).
  ///   - options: The side's options.
  ///   - cellWidth: W when the actions view is created.
  ///   - measurer: Text metrics for the titles.
  ///   - safeAreaInset: The side's safe-area inset. Default: 0.
  ///   - orientation: The side, which decides which rounded-button inset faces the cell. Default: `.right`.
  public init(
    actions: [SwipeAction], options: SwipeOptions, cellWidth: Double, measurer: any TextMeasuring,
    safeAreaInset: Double = 0, orientation: SwipeActionsOrientation = .right
  ) {
    let n = Swift.max(actions.count, 1)
    let maximum = options.maximumButtonWidth ?? (cellWidth - SwipeOptions.maximumWidthMargin) / Double(n)
    let minimum =
      options.minimumButtonWidth ?? (options.mgswipe != nil ? 0 : Swift.min(maximum, SwipeOptions.defaultMinimumButtonWidth))
    let limit = maximum > 0 ? maximum : Double.infinity
    let padding = options.resolvedButtonPadding
    let preferred = actions.map { action -> Double in
      let textWidth = action.title.map {
        measurer.size(of: $0, font: action.resolvedFont, wrappingWidth: limit.isFinite ? limit : nil).width
      } ?? 0
      let imageWidth = options.buttonShape.contentSize(of: action.image)?.width ?? 0
      return Swift.min(limit, Swift.max(textWidth, imageWidth) + 2 * padding)
    }
    self.init(
      buttonWidth: Swift.max(minimum, preferred.max() ?? 0), count: actions.count, safeAreaInset: safeAreaInset)
    self = withRoom(options.resolvedButtonInsets, on: orientation)
  }
}
