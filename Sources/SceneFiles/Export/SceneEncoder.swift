import Drawing
import JSONText
import SwipeScenes

// A swipe scene as a scene file, for `scene export`.
//
// The file decodes back to the same model: every value the scene holds is
// written (defaults of the format are left out only where leaving them out
// gives the same value back), numbers are written so they parse to the same
// bits, and every pan is written as its exact samples (`"interpolate": false`)
// since the model keeps samples, not the keyframes they came from. Colours are
// hex when hex reads back exactly, components otherwise.
//
// What cannot be written, because the model keeps a decoded value and not its
// source: a font of the scene's own and bitmap images (left out; `scene export`
// says so, from `SceneFile.leftOutOnExport`), and delegates
// other than ScaleAndAlphaExpansion and ScaleTransition (written as none); also
// dark-colour entries whose light colour has no hex form (left out) and pans of
// one sample (which a file cannot hold). No scene of the package has any.

/// Writes swipe scenes as ordered JSON.
struct SceneEncoder {
  let scene: SwipeScene

  var configuration: SwipeCellConfiguration { scene.timeline.configuration }

  /// Every row's shape in table points: the swiped row's top is the decoder's default `swipeRowY`,
  /// its height the default cell height.
  var shapes: [Rect] {
    SceneDecoder.rowShapes(
      scene.rows, table: scene.table, width: scene.tableWidth, typography: scene.typography,
      direction: configuration.layoutDirection)
  }

  /// The whole document.
  func document() -> JSONValue {
    var members: [(String, JSONValue)] = [("version", .number(1)), ("name", .string(scene.name))]
    if !scene.summary.isEmpty { members.append(("summary", .string(scene.summary))) }
    members.append(("kind", .string("swipe")))
    let canvas = self.canvas()
    if !canvas.isEmpty { members.append(("canvas", .object(JSONObject(canvas)))) }
    members.append(rowsMember())
    if scene.swipeRow != 0 { members.append(("swipeRow", .number(Double(scene.swipeRow)))) }
    if let left = configuration.left { members.append(("left", side(left))) }
    if let right = configuration.right { members.append(("right", side(right))) }
    members += tableMembers()
    let gestures = aimedGestures()
    if !gestures.isEmpty { members.append(("gestures", .array(gestures.map { gesture($0.gesture, row: $0.row) }))) }
    members.append(("duration", .number(scene.duration)))
    if scene.renderingDefaults.frameRate != 30 { members.append(("fps", .number(scene.renderingDefaults.frameRate))) }
    if !scene.departures.isEmpty { members.append(("departures", .string(scene.departures))) }
    let dark = Self.darkColors(scene.darkColors)
    if !dark.isEmpty { members.append(("darkColors", .object(JSONObject(dark)))) }
    if let placement = scene.stage.placement {
      members.append(
        (
          "buttonContentPlacement",
          placement == .readme2017
            ? .string("readme2017")
            : .object([
              ("imageCenterAbove", .number(placement.imageCenterAbove)),
              ("titleBaselineBelow", .number(placement.titleBaselineBelow)),
            ])
        ))
    }
    if scene.stage.actionColorsFillRow { members.append(("actionColorsFillRow", .bool(true))) }
    let shape = shapes[scene.swipeRow]
    if configuration.cellFrame.y != shape.minY { members.append(("swipeRowY", .number(configuration.cellFrame.y))) }
    if let visible = configuration.visibleRect { members.append(("visibleRect", Self.numbers(visible))) }
    if configuration.height != shape.height {
      members.append(("cellHeight", .number(configuration.height)))
    }
    if let goldens = Self.goldensMember(scene.renderingDefaults) { members.append(goldens) }
    return .object(JSONObject(members))
  }

  /// The canvas object's members, the format's defaults left out.
  func canvas() -> [(String, JSONValue)] {
    var members: [(String, JSONValue)] = []
    let stage = scene.stage
    let rendering = scene.renderingDefaults
    if scene.tableWidth != SceneDecoder.defaultWidth(stage.chrome) { members.append(("width", .number(scene.tableWidth))) }
    if let height = stage.height { members.append(("height", .number(height))) }
    if rendering.scale != 2 { members.append(("scale", .number(rendering.scale))) }
    if rendering.appearance != .light { members.append(("appearance", .string(rendering.appearance.rawValue))) }
    if let background = stage.background {
      members.append(("background", background == .clear ? .string("transparent") : ColorSyntax.json(background)))
    }
    if configuration.layoutDirection != .leftToRight {
      members.append(("layoutDirection", .string(configuration.layoutDirection.rawValue)))
    }
    if stage.chrome != .none { members.append(("chrome", .string(stage.chrome.rawValue))) }
    if !stage.title.isEmpty { members.append(("title", .string(stage.title))) }
    if stage.chrome == .phone, stage.statusBar == .classic { members.append(("statusBar", .string("classic"))) }
    if let palette = stage.lightPalette {
      members.append(
        (
          "tableColors",
          .object([
            ("background", ColorSyntax.json(palette.background)), ("label", ColorSyntax.json(palette.label)),
            ("secondaryLabel", ColorSyntax.json(palette.secondaryLabel)), ("chevron", ColorSyntax.json(palette.chevron)),
            ("separator", ColorSyntax.json(palette.separator)), ("tint", ColorSyntax.json(palette.tint)),
            ("bar", ColorSyntax.json(palette.bar)), ("barHairline", ColorSyntax.json(palette.barHairline)),
          ])
        ))
    }
    if rendering.previewScale != 1 { members.append(("previewScale", .number(rendering.previewScale))) }
    return members
  }

  /// Row `index`, with its own sides when it is a swipeable row other than `swipeRow`.
  func row(_ index: Int) -> JSONValue {
    guard case .object(var members) = row(scene.rows[index]) else { return row(scene.rows[index]) }
    if let cell = scene.otherSwipeRows[index]?.configuration {
      if let left = cell.left { members.append(("left", side(left))) }
      if let right = cell.right { members.append(("right", side(right))) }
    }
    return .object(members)
  }

  /// A row.
  func row(_ row: TableRow) -> JSONValue {
    if let content = row.content { return contentRow(row, content) }
    var members: [(String, JSONValue)] = [("style", .string(row.style.rawValue))]
    for (key, text) in [("title", row.title), ("subtitle", row.subtitle), ("detail", row.detail), ("body", row.body)]
    where !text.isEmpty {
      members.append((key, .string(text)))
    }
    if let image = row.image, let json = Self.image(image) { members.append(("image", json)) }
    if row.accessory != .none { members.append(("accessory", .string(row.accessory.rawValue))) }
    members += contentMembers(row)
    if row.unread { members.append(("unread", .bool(true))) }
    if let height = row.height { members.append(("height", .number(height))) }
    if let color = row.backgroundColor { members.append(("backgroundColor", ColorSyntax.json(color))) }
    members += shapeMembers(row)
    return .object(JSONObject(members))
  }

  /// The `darkColors` object's members, sorted by key; light colours without a hex form are left out.
  static func darkColors(_ map: [Color: Color]) -> [(String, JSONValue)] {
    map.compactMap { light, dark -> (String, JSONValue)? in
      guard case .string(let key) = ColorSyntax.json(light) else { return nil }
      return (key, ColorSyntax.json(dark))
    }.sorted { $0.0 < $1.0 }
  }

  // MARK: - Sides

  private func side(_ side: SwipeSide) -> JSONValue {
    let options = side.options
    var members: [(String, JSONValue)] = [("actions", .array(side.actions.map(action)))]
    if options.transitionStyle != .border { members.append(("transitionStyle", .string(options.transitionStyle.rawValue))) }
    if let style = options.expansionStyle { members.append(("expansionStyle", expansionStyle(style))) }
    if let delegate = options.expansionDelegate as? ScaleAndAlphaExpansion {
      members.append(
        (
          "expansionDelegate",
          delegate == .default
            ? .string("scaleAndAlpha")
            : .object([
              ("duration", .number(delegate.duration)), ("scale", .number(delegate.scale)),
              ("interButtonDelay", .number(delegate.interButtonDelay)),
            ])
        ))
    }
    members.append(("backgroundColor", options.backgroundColor.map(ColorSyntax.json) ?? .null))
    let lengths: [(String, Double?)] = [
      ("buttonSpacing", options.buttonSpacing), ("buttonPadding", options.buttonPadding),
      ("minimumButtonWidth", options.minimumButtonWidth), ("maximumButtonWidth", options.maximumButtonWidth),
    ]
    for (key, value) in lengths { if let value { members.append((key, .number(value))) } }
    if options.buttonVerticalAlignment != .centerFirstBaseline {
      members.append(("buttonVerticalAlignment", .string(options.buttonVerticalAlignment.rawValue)))
    }
    if options.buttonShape != .rectangle { members.append(("buttonShape", .string(options.buttonShape.rawValue))) }
    if let radius = options.cornerRadius { members.append(("cornerRadius", .number(radius))) }
    if let insets = options.buttonInsets {
      members.append(
        (
          "buttonInsets",
          insets == SwipeButtonInsets(insets.top)
            ? .number(insets.top)
            : .object([
              ("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)),
              ("right", .number(insets.right)), ("between", .number(insets.between)),
            ])
        ))
    }
    if let toggled = side.toggledActions { members.append(("toggledActions", .array(toggled.map(action)))) }
    if let settings = options.mgswipe {
      // Every value, so the file reads back to the same settings whatever the defaults.
      var mgswipe: [(String, JSONValue)] = [
        ("threshold", .number(settings.threshold)), ("enableSwipeBounces", .bool(settings.enableSwipeBounces)),
        ("swipeBounceRate", .number(settings.swipeBounceRate)), ("animationDuration", .number(settings.animationDuration)),
        ("keepButtonsSwiped", .bool(settings.keepButtonsSwiped)),
      ]
      if let expansion = settings.expansion {
        var fields: [(String, JSONValue)] = [
          ("buttonIndex", .number(Double(expansion.buttonIndex))), ("fillOnTrigger", .bool(expansion.fillOnTrigger)),
          ("threshold", .number(expansion.threshold)),
        ]
        if let color = expansion.expansionColor { fields.append(("expansionColor", ColorSyntax.json(color))) }
        fields.append(("expansionLayout", .string(expansion.expansionLayout.rawValue)))
        fields.append(("animationDuration", .number(expansion.animationDuration)))
        mgswipe.append(("expansion", .object(JSONObject(fields))))
      }
      members.append(("mgswipe", .object(JSONObject(mgswipe))))
    }
    return .object(JSONObject(members))
  }

  private func expansionStyle(_ style: SwipeExpansionStyle) -> JSONValue {
    let named: [(String, SwipeExpansionStyle)] = [
      ("selection", .selection), ("destructive", .destructive), ("destructiveAfterFill", .destructiveAfterFill), ("fill", .fill),
    ]
    if let name = named.first(where: { $0.1 == style })?.0 { return .string(name) }
    let target: JSONValue
    switch style.target {
    case .percentage(let p): target = .object([("percentage", .number(p))])
    case .edgeInset(let e): target = .object([("edgeInset", .number(e))])
    }
    let triggers = style.additionalTriggers.map { trigger -> JSONValue in
      switch trigger {
      case .touchThreshold(let value): .object([("touchThreshold", .number(value))])
      case .overscroll(let value): .object([("overscroll", .number(value))])
      }
    }
    let completion: JSONValue
    switch style.completionAnimation {
    case .bounce: completion = .string("bounce")
    case .fill(let options):
      completion = .object([
        (
          "fill",
          .object([
            ("autoFulfillmentStyle", options.autoFulfillmentStyle.map { .string($0.rawValue) } ?? .null),
            ("timing", .string(options.timing.rawValue)),
          ])
        )
      ])
    }
    return .object([
      ("target", target), ("additionalTriggers", .array(triggers)), ("elasticOverscroll", .bool(style.elasticOverscroll)),
      ("completionAnimation", completion), ("minimumTargetOverscroll", .number(style.minimumTargetOverscroll)),
      ("targetOverscrollElasticity", .number(style.targetOverscrollElasticity)),
    ])
  }

  private func action(_ action: SwipeAction) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let identifier = action.identifier { members.append(("identifier", .string(identifier))) }
    if let title = action.title { members.append(("title", .string(title))) }
    if let image = action.image, let json = Self.image(image) { members.append(("image", json)) }
    if action.style == .destructive { members.append(("style", .string("destructive"))) }
    if let color = action.backgroundColor { members.append(("backgroundColor", ColorSyntax.json(color))) }
    if let color = action.textColor { members.append(("textColor", ColorSyntax.json(color))) }
    if let font = action.font {
      members.append(
        ("font", .object([("size", .number(font.pointSize)), ("weight", .string(font.weight.rawValue.lowercased()))])))
    }
    if action.hidesWhenSelected { members.append(("hidesWhenSelected", .bool(true))) }
    if let delegate = action.transitionDelegate as? ScaleTransition {
      members.append(
        (
          "transitionDelegate",
          delegate == .default
            ? .string("scale")
            : .object([
              (
                "scale",
                .object([
                  ("initialScale", .number(delegate.initialScale)), ("threshold", .number(delegate.threshold)),
                  ("duration", .number(delegate.duration)),
                ])
              )
            ])
        ))
    }
    if let style = action.fulfillment { members.append(("fulfill", .string(style.rawValue))) }
    if action.hasBackgroundEffect { members.append(("hasBackgroundEffect", .bool(true))) }
    return .object(JSONObject(members))
  }

  /// An image: a glyph's name, or an object with its source and size; nil for a bitmap, whose file is not known.
  static func image(_ image: ActionImage) -> JSONValue? {
    switch image.source {
    case .glyph(let glyph):
      if image.size == glyph.naturalSize { return .string(glyph.name) }
      return .object([("glyph", .string(glyph.name)), ("size", numbers(image.size))])
    case .path(let path, let viewBox):
      var members: [(String, JSONValue)] = [("path", .string(PathData.text(path))), ("viewBox", numbers(viewBox))]
      if image.size != Size(width: viewBox.width, height: viewBox.height) { members.append(("size", numbers(image.size))) }
      return .object(JSONObject(members))
    case .bitmap: return nil
    }
  }

  static func numbers(_ rect: Rect) -> JSONValue {
    .array([.number(rect.x), .number(rect.y), .number(rect.width), .number(rect.height)])
  }

  static func numbers(_ size: Size) -> JSONValue { .array([.number(size.width), .number(size.height)]) }
}
