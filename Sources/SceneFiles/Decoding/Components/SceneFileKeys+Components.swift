// The keys of the StateAnimator and collection-preview kinds (docs/scene-file.md §14–§15), object
// by object, in the order export writes them; as with SceneFileKeys, a test checks them against
// the schema.

extension SceneFileKeys {
  /// The top-level keys only these kinds read.
  static let componentDocument = ["views", "transitions", "states", "initialState", "grid", "preview"]
  /// The top-level keys a StateAnimator scene takes.
  static let stateAnimatorDocument = [
    "$schema", "version", "name", "summary", "kind", "canvas", "font", "fallbackFonts", "views", "transitions", "states",
    "initialState", "gestures", "duration", "fps", "darkColors", "goldens",
  ]
  /// The top-level keys a collection-preview scene takes.
  static let collectionPreviewDocument = [
    "$schema", "version", "name", "summary", "kind", "canvas", "font", "fallbackFonts", "grid", "preview", "gestures",
    "duration", "fps", "darkColors", "goldens",
  ]
  /// The canvas keys these kinds take.
  static let componentCanvas = ["width", "height", "scale", "appearance", "previewScale"]
  /// A StateAnimator view.
  static let view = [
    "id", "parent", "frame", "backgroundColor", "cornerRadius", "alpha", "hidden", "shadow", "content", "textColor",
    "label", "textView", "image", "autoresizingMask",
  ]
  /// A view's shadow.
  static let shadow = ["color", "opacity", "radius", "offset"]
  /// A label's or text view's text.
  static let text = ["text", "font", "alignment", "numberOfLines"]
  /// A picture given as an object.
  static let picture = ["picture", "seed"]
  /// A transition.
  static let transition = ["before", "endState", "after", "nested", "animation"]
  /// A transition's change of one view.
  static let change = ["view", "frame", "alpha", "cornerRadius", "backgroundColor", "textColor", "hidden", "shadow"]
  /// A transition's animation details.
  static let animation = ["curve", "duration", "delayFactor"]
  /// The grid of a collection preview.
  static let grid = [
    "columns", "itemAspectRatio", "spacing", "insets", "sections", "headerHeight", "contentInsetTop", "backgroundColor",
    "headerColor", "cell",
  ]
  /// The look of a collection preview's cells.
  static let gridCell = [
    "backgroundColor", "selectedBackgroundColor", "selectedBorderColor", "selectedBorderWidth", "cornerRadius",
    "titleColor", "badgeColor",
  ]
  /// A section of the grid.
  static let gridSection = ["header", "items"]
  /// An item of the grid.
  static let item = ["title", "image", "color", "badge", "size"]
  /// The preview page.
  static let preview = ["backgroundColor", "overlayColor", "pageSpacing"]
  /// The gestures of each kind, each with its keys.
  static let componentGestures: [(name: String, keys: [String])] = [
    ("setState", ["at", "state"]), ("open", ["at", "item"]), ("page", ["at", "to"]), ("close", ["at"]),
  ]
}
