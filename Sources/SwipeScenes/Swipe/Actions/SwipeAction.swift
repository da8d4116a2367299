import Drawing

/// The style of an action, which picks its default background colour (docs/swipecellkit.md §1.1).
public enum SwipeActionStyle: String, Hashable, Sendable {
  /// A neutral action: systemGray3 by default.
  case `default`
  /// A destructive action: systemRed by default.
  case destructive
}

/// What happens to the row once a fill expansion is fulfilled (docs/swipecellkit.md §1.1, §6).
public enum ExpansionFulfillmentStyle: String, Hashable, Sendable {
  /// The row is removed.
  case delete
  /// The cell slides back closed.
  case reset
}

/// One swipe action: a button's content, colours and behaviour (docs/swipecellkit.md §1.1).
///
/// A value type; the handler is represented by the action's title in the
/// events a scene reports (`handler:Title`), since the model runs no app code.
public struct SwipeAction: Sendable {
  /// An optional id, passed on to transition delegates.
  public var identifier: String?
  /// The title, or nil for an image-only button.
  public var title: String?
  /// The image, or nil for a text-only button.
  public var image: ActionImage?
  /// The style. Default: `.default`.
  public var style: SwipeActionStyle
  /// The title font. Default (nil): system 15 pt medium.
  public var font: FontSpec?
  /// The title colour, also the tint of template images. Default (nil): white.
  public var textColor: Color?
  /// The wrapper's colour. Default (nil): chosen from ``style``.
  public var backgroundColor: Color?
  /// Whether a blur effect is placed behind the button. Default: false.
  public var hasBackgroundEffect: Bool
  /// Whether tapping this non-expanding button also closes the cell. Default: false.
  public var hidesWhenSelected: Bool
  /// Told when the button's visible fraction changes (docs/swipecellkit.md §7). Default: nil.
  public var transitionDelegate: (any SwipeActionTransitioning)?
  /// What the handler passes to `fulfill(with:)` each time it runs, or nil when it does not call it.
  /// As in SwipeCellKit, the call acts only while this action's fill expansion waits for it
  /// (docs/swipecellkit.md §1.1, §6); after a tap on any other button it does nothing. Default: nil.
  public var fulfillment: ExpansionFulfillmentStyle?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - identifier: An optional id. Default: nil.
  ///   - title: The title. Default: nil.
  ///   - image: The image. Default: nil.
  ///   - style: The style. Default: `.default`.
  ///   - font: The title font. Default: nil (15 pt medium).
  ///   - textColor: The title colour. Default: nil (white).
  ///   - backgroundColor: The wrapper colour. Default: nil (from the style).
  ///   - hasBackgroundEffect: Whether a blur is behind the button. Default: false.
  ///   - hidesWhenSelected: Whether a tap also closes the cell. Default: false.
  ///   - transitionDelegate: The transition delegate. Default: nil.
  ///   - fulfillment: What the handler fulfils its waiting fill with. Default: nil (no call).
  public init(
    identifier: String? = nil, title: String? = nil, image: ActionImage? = nil, style: SwipeActionStyle = .default,
    font: FontSpec? = nil, textColor: Color? = nil, backgroundColor: Color? = nil, hasBackgroundEffect: Bool = false,
    hidesWhenSelected: Bool = false, transitionDelegate: (any SwipeActionTransitioning)? = nil,
    fulfillment: ExpansionFulfillmentStyle? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.image = image
    self.style = style
    self.font = font
    self.textColor = textColor
    self.backgroundColor = backgroundColor
    self.hasBackgroundEffect = hasBackgroundEffect
    self.hidesWhenSelected = hidesWhenSelected
    self.transitionDelegate = transitionDelegate
    self.fulfillment = fulfillment
  }

  /// The font the title is set in: ``font`` or 15 pt medium.
  public var resolvedFont: FontSpec { font ?? .actionTitle }
  /// The title colour: ``textColor`` or white.
  public var resolvedTextColor: Color { textColor ?? .white }

  /// The rule "has a background colour": not exactly clear and no effect (a nil colour counts, docs/swipecellkit.md §1.1).
  public var hasBackgroundColor: Bool { backgroundColor != .clear && !hasBackgroundEffect }

  /// The wrapper's fill colour: ``backgroundColor`` or the style's default.
  ///
  /// - Parameter appearance: Light or dark, for the style defaults.
  /// - Returns: The colour (possibly clear).
  public func resolvedBackgroundColor(_ appearance: Appearance = .light) -> Color {
    if let backgroundColor { return backgroundColor }
    return style == .destructive ? SwipeColors.destructive(appearance) : SwipeColors.defaultAction(appearance)
  }

  /// The name used in handler events: the title, else the identifier, else the image name.
  public var displayName: String { title ?? identifier ?? image?.glyph?.name ?? "action" }
}
