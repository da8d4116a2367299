import Drawing

/// The options of one side's swipe actions (docs/swipecellkit.md §1.2); every nil field falls back to the documented default.
public struct SwipeOptions: Sendable {
  /// How the buttons move as they are uncovered. Default: `.border`.
  public var transitionStyle: SwipeTransitionStyle
  /// The expansion behaviour, or nil for none. Default: nil.
  public var expansionStyle: SwipeExpansionStyle?
  /// The expansion delegate. Default: nil (ScaleAndAlphaExpansion when the expandable action is clear, docs/swipecellkit.md §1.2).
  public var expansionDelegate: (any SwipeExpanding)?
  /// The colour behind the buttons. Default: nil (systemGray5).
  public var backgroundColor: Color?
  /// The widest a button may be. Default: nil (`(W − 30) / n`); 0 means no limit.
  public var maximumButtonWidth: Double?
  /// The narrowest a button may be. Default: nil (`min(maximum, 74)`; 0 on an MGSwipe side).
  public var minimumButtonWidth: Double?
  /// How the image and title block is centred. Default: `.centerFirstBaseline`.
  public var buttonVerticalAlignment: SwipeVerticalAlignment
  /// The inset on all four sides inside each button. Default: nil (8; 10 on an MGSwipe side).
  public var buttonPadding: Double?
  /// The vertical gap between image and title. Default: nil (8).
  public var buttonSpacing: Double?
  /// The outline of every button. Default: `.rectangle`.
  public var buttonShape: SwipeButtonShape
  /// The corner radius of rounded buttons, capped at half the button's height and width.
  /// Default: nil (12, docs/mgswipe-rtl-rounded.md §5.8). Ignored by `.rectangle`.
  public var cornerRadius: Double?
  /// The room around and between rounded buttons. Default: nil (8 everywhere). Ignored by `.rectangle` and `.circle`.
  public var buttonInsets: SwipeButtonInsets?
  /// MGSwipeTableCell's settings: with them the side's release, overscroll and expansion follow
  /// MGSwipe's model (docs/mgswipe-rtl-rounded.md §6.7), and ``expansionStyle`` is not used. Default: nil.
  public var mgswipe: MGSwipeSettings?

  /// The padding used when ``buttonPadding`` is nil, except on an MGSwipe side (``MGSwipeSettings/defaultButtonPadding``).
  public static let defaultButtonPadding = 8.0
  /// The spacing used when ``buttonSpacing`` is nil.
  public static let defaultButtonSpacing = 8.0
  /// The minimum-width cap used when ``minimumButtonWidth`` is nil.
  public static let defaultMinimumButtonWidth = 74.0
  /// The margin subtracted from the cell width before dividing it among the buttons.
  public static let maximumWidthMargin = 30.0
  /// The corner radius used when ``cornerRadius`` is nil: PR #445's and Revolut's 12.
  public static let defaultCornerRadius = 12.0
  /// The insets used when ``buttonInsets`` is nil: the Listable demo's 8 on every side and between.
  public static let defaultButtonInsets = SwipeButtonInsets(8)

  /// Creates options; every argument defaults to SwipeCellKit's default.
  ///
  /// - Parameters:
  ///   - transitionStyle: Default `.border`.
  ///   - expansionStyle: Default nil.
  ///   - expansionDelegate: Default nil.
  ///   - backgroundColor: Default nil.
  ///   - maximumButtonWidth: Default nil.
  ///   - minimumButtonWidth: Default nil.
  ///   - buttonVerticalAlignment: Default `.centerFirstBaseline`.
  ///   - buttonPadding: Default nil.
  ///   - buttonSpacing: Default nil.
  ///   - buttonShape: Default `.rectangle`.
  ///   - cornerRadius: Default nil (12).
  ///   - buttonInsets: Default nil (8 everywhere).
  ///   - mgswipe: Default nil (SwipeCellKit's model).
  public init(
    transitionStyle: SwipeTransitionStyle = .border, expansionStyle: SwipeExpansionStyle? = nil,
    expansionDelegate: (any SwipeExpanding)? = nil, backgroundColor: Color? = nil, maximumButtonWidth: Double? = nil,
    minimumButtonWidth: Double? = nil, buttonVerticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline,
    buttonPadding: Double? = nil, buttonSpacing: Double? = nil, buttonShape: SwipeButtonShape = .rectangle,
    cornerRadius: Double? = nil, buttonInsets: SwipeButtonInsets? = nil, mgswipe: MGSwipeSettings? = nil
  ) {
    self.transitionStyle = transitionStyle
    self.expansionStyle = expansionStyle
    self.expansionDelegate = expansionDelegate
    self.backgroundColor = backgroundColor
    self.maximumButtonWidth = maximumButtonWidth
    self.minimumButtonWidth = minimumButtonWidth
    self.buttonVerticalAlignment = buttonVerticalAlignment
    self.buttonPadding = buttonPadding
    self.buttonSpacing = buttonSpacing
    self.buttonShape = buttonShape
    self.cornerRadius = cornerRadius
    self.buttonInsets = buttonInsets
    self.mgswipe = mgswipe
  }

  /// The padding in effect.
  public var resolvedButtonPadding: Double {
    buttonPadding ?? (mgswipe != nil ? MGSwipeSettings.defaultButtonPadding : Self.defaultButtonPadding)
  }
  /// The image–title spacing in effect.
  public var resolvedButtonSpacing: Double { buttonSpacing ?? Self.defaultButtonSpacing }

  /// The room around the buttons in effect: ``buttonInsets`` or 8 for rounded buttons, none for rectangles and circles.
  public var resolvedButtonInsets: SwipeButtonInsets {
    buttonShape == .roundedRectangle ? buttonInsets ?? Self.defaultButtonInsets : .zero
  }

  /// The corner radius in effect for a button of `size`: ``cornerRadius`` or 12, at most half its
  /// smaller side; 0 for rectangles.
  public func resolvedCornerRadius(for size: Size) -> Double {
    guard buttonShape == .roundedRectangle else { return 0 }
    return Swift.max(0, Swift.min(cornerRadius ?? Self.defaultCornerRadius, size.width / 2, size.height / 2))
  }

  /// Whether the space around the buttons shows the row's background rather than ``resolvedBackgroundColor(_:)``:
  /// with no colour set, MGSwipe's styles show their overlay's (the row's) colour (docs/mgswipe-rtl-rounded.md §1.1) and
  /// rounded buttons the row's (docs/scene-file.md §8).
  public var backgroundFollowsRow: Bool {
    backgroundColor == nil && (transitionStyle.isMGSwipe || mgswipe != nil || buttonShape == .roundedRectangle)
  }

  /// The actions-view background in effect.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: ``backgroundColor`` or systemGray5.
  public func resolvedBackgroundColor(_ appearance: Appearance = .light) -> Color {
    backgroundColor ?? SwipeColors.actionsViewBackground(appearance)
  }

  /// The expansion delegate in effect for a side whose expandable action is `expandable` (docs/swipecellkit.md §1.2, §8).
  ///
  /// - Parameter expandable: The expandable action (internal last), or nil.
  /// - Returns: ``expansionDelegate``, else ScaleAndAlphaExpansion when the action's wrapper is clear (no background
  ///   colour, or circle buttons).
  public func resolvedExpansionDelegate(expandable: SwipeAction?) -> (any SwipeExpanding)? {
    if let expansionDelegate { return expansionDelegate }
    guard expansionStyle != nil, let expandable, buttonShape.keepsWrappersClear || !expandable.hasBackgroundColor else {
      return nil
    }
    return ScaleAndAlphaExpansion.default
  }
}
