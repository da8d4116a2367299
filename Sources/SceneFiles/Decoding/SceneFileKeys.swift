// Every key a scene file may contain, object by object, in the order of
// docs/scene-file.md (the order export writes them in). Keys the document does
// not define come after the ones it does; each is described in the schema. The
// decoder rejects any other key, and a test checks these lists against the
// schema's `properties`, so the schema describes exactly what is accepted.

/// The keys of each object of a scene file.
enum SceneFileKeys {
  /// The top-level object.
  static let document = [
    "$schema", "version", "name", "summary", "kind", "canvas", "font", "fallbackFonts", "rows", "swipeRow", "left", "right", "leading",
    "trailing", "gestures", "duration", "fps", "hint", "departures", "darkColors", "actionColorsFillRow", "buttonContentPlacement",
    "swipeRowY", "visibleRect", "cellHeight",
  ] + componentDocument + ["goldens", "tableStyle", "sections", "rowSpacing", "separatorStyle"]
  /// `goldens`.
  static let goldens = ["moments", "times", "appearances", "scales"]
  /// `canvas`.
  static let canvas = [
    "width", "height", "scale", "appearance", "background", "layoutDirection", "chrome", "title", "tableColors",
    "previewScale", "statusBar",
  ]
  /// `canvas.tableColors`: the members of `TablePalette`.
  static let tableColors = ["background", "label", "secondaryLabel", "chevron", "separator", "tint", "bar", "barHairline"]
  /// A row.
  static let row = [
    "style", "title", "subtitle", "detail", "body", "image", "accessory", "unread", "height", "backgroundColor", "left",
    "right", "leading", "trailing", "content", "insets", "cornerRadius", "separator", "textProperties",
    "secondaryTextProperties", "imageProperties", "accessories",
  ]
  /// A row's `textProperties` and `secondaryTextProperties`.
  static let textProperties = ["font", "color", "numberOfLines", "alignment"]
  /// A row's `imageProperties`.
  static let imageProperties = ["maximumSize", "cornerRadius", "tintColor"]
  /// A section.
  static let tableSection = ["header", "footer", "rows"]
  /// A row's `insets`.
  static let rowInsets = ["top", "leading", "bottom", "trailing"]
  /// A row's `separator` as an object.
  static let rowSeparator = ["leadingInset", "trailingInset", "color"]
  /// A side.
  static let side = [
    "actions", "transitionStyle", "expansionStyle", "expansionDelegate", "backgroundColor", "buttonSpacing",
    "buttonPadding", "minimumButtonWidth", "maximumButtonWidth", "buttonVerticalAlignment", "buttonShape", "cornerRadius",
    "buttonInsets", "toggledActions", "mgswipe",
  ]
  /// A side's `mgswipe`.
  static let mgswipe = [
    "threshold", "enableSwipeBounces", "swipeBounceRate", "animationDuration", "expansion", "keepButtonsSwiped",
  ]
  /// `mgswipe.expansion`.
  static let mgswipeExpansion = [
    "buttonIndex", "fillOnTrigger", "threshold", "expansionColor", "expansionLayout", "animationDuration",
  ]
  /// An action.
  static let action = [
    "identifier", "title", "image", "style", "backgroundColor", "textColor", "font", "hidesWhenSelected",
    "transitionDelegate", "fulfill", "hasBackgroundEffect",
  ]
  /// An action's `font`.
  static let font = ["size", "weight"]
  /// An image given as an object.
  static let image = ["glyph", "svg", "path", "png", "viewBox", "size", "stroke"]
  /// `expansionStyle` as an object.
  static let expansionStyle = [
    "target", "additionalTriggers", "elasticOverscroll", "completionAnimation", "minimumTargetOverscroll",
    "targetOverscrollElasticity",
  ]
  /// An expansion `target`.
  static let target = ["percentage", "edgeInset"]
  /// One of `additionalTriggers`.
  static let trigger = ["touchThreshold", "overscroll"]
  /// `completionAnimation` as an object.
  static let completionAnimation = ["fill"]
  /// `completionAnimation.fill`.
  static let fillOptions = ["autoFulfillmentStyle", "timing"]
  /// `expansionDelegate` as an object (ScaleAndAlphaExpansion).
  static let scaleAndAlpha = ["duration", "scale", "interButtonDelay"]
  /// `transitionDelegate` as an object.
  static let transitionDelegate = ["scale"]
  /// `transitionDelegate.scale` (ScaleTransition).
  static let scaleTransition = ["initialScale", "threshold", "duration"]
  /// `buttonInsets` as an object.
  static let buttonInsets = ["top", "left", "bottom", "right", "between"]
  /// `buttonContentPlacement` as an object.
  static let buttonContentPlacement = ["imageCenterAbove", "titleBaselineBelow"]
  /// A colour given as components.
  static let colorComponents = ["red", "green", "blue", "alpha"]
  /// `hint` (onboarding).
  static let hint = ["initialDelay", "duration", "halfwayDelay", "leaveEarlyAt"]

  /// The gestures, each with its keys.
  static let gestures: [(name: String, keys: [String])] = [
    ("swipe", ["row", "at", "to", "duration", "release", "velocity", "y"]),
    ("pan", ["row", "at", "points", "y", "release", "velocity", "interpolate"]),
    ("tapAction", ["row", "at", "action"]),
    ("tapCell", ["row", "at"]),
    ("setSwipeOffset", ["row", "at", "offset", "animated"]),
    ("hideSwipe", ["row", "at", "animated"]),
    ("fulfill", ["row", "at", "style"]),
  ]

  /// The gestures' names.
  static var gestureNames: [String] { gestures.map(\.name) }

  /// The keys of the gesture `name`.
  static func gestureKeys(_ name: String) -> [String] { gestures.first { $0.name == name }?.keys ?? [] }
}
