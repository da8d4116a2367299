import Drawing

/// The options of one side's swipe actions (§1.2); every nil field falls back to the documented default.
public struct SwipeOptions: Sendable {
  /// How the buttons move as they are uncovered. Default: `.border`.
  public var transitionStyle: SwipeTransitionStyle
  /// The expansion behaviour, or nil for none. Default: nil.
  public var expansionStyle: SwipeExpansionStyle?
  /// The expansion delegate. Default: nil (ScaleAndAlphaExpansion when the expandable action is clear, §1.2).
  public var expansionDelegate: (any SwipeExpanding)?
  /// The colour behind the buttons. Default: nil (systemGray5).
  public var backgroundColor: Color?
  /// The widest a button may be. Default: nil (`(W − 30) / n`); 0 means no limit.
  public var maximumButtonWidth: Double?
  /// The narrowest a button may be. Default: nil (`min(maximum, 74)`).
  public var minimumButtonWidth: Double?
  /// How the image and title block is centred. Default: `.centerFirstBaseline`.
  public var buttonVerticalAlignment: SwipeVerticalAlignment
  /// The inset on all four sides inside each button. Default: nil (8).
  public var buttonPadding: Double?
  /// The vertical gap between image and title. Default: nil (8).
  public var buttonSpacing: Double?

  /// The padding used when ``buttonPadding`` is nil.
  public static let defaultButtonPadding = 8.0
  /// The spacing used when ``buttonSpacing`` is nil.
  public static let defaultButtonSpacing = 8.0
  /// The minimum-width cap used when ``minimumButtonWidth`` is nil.
  public static let defaultMinimumButtonWidth = 74.0
  /// The margin subtracted from the cell width before dividing it among the buttons.
  public static let maximumWidthMargin = 30.0

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
  public init(
    transitionStyle: SwipeTransitionStyle = .border, expansionStyle: SwipeExpansionStyle? = nil,
    expansionDelegate: (any SwipeExpanding)? = nil, backgroundColor: Color? = nil, maximumButtonWidth: Double? = nil,
    minimumButtonWidth: Double? = nil, buttonVerticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline,
    buttonPadding: Double? = nil, buttonSpacing: Double? = nil
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
  }

  /// The padding in effect.
  public var resolvedButtonPadding: Double { buttonPadding ?? Self.defaultButtonPadding }
  /// The image–title spacing in effect.
  public var resolvedButtonSpacing: Double { buttonSpacing ?? Self.defaultButtonSpacing }

  /// The actions-view background in effect.
  ///
  /// - Parameter appearance: Light or dark.
  /// - Returns: ``backgroundColor`` or systemGray5.
  public func resolvedBackgroundColor(_ appearance: Appearance = .light) -> Color {
    backgroundColor ?? SwipeColors.actionsViewBackground(appearance)
  }

  /// The expansion delegate in effect for a side whose expandable action is `expandable` (§1.2, §8).
  ///
  /// - Parameter expandable: The expandable action (internal last), or nil.
  /// - Returns: ``expansionDelegate``, else ScaleAndAlphaExpansion when the action has no background colour.
  public func resolvedExpansionDelegate(expandable: SwipeAction?) -> (any SwipeExpanding)? {
    if let expansionDelegate { return expansionDelegate }
    guard expansionStyle != nil, let expandable, !expandable.hasBackgroundColor else { return nil }
    return ScaleAndAlphaExpansion.default
  }
}
