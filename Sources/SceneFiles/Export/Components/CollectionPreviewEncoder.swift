import Drawing
import JSONText
import SwipeScenes

// A collection-preview scene as a scene file, for `scene export`. The grid's measures and the
// cell look are written when they differ from the format's defaults (the Example app's look),
// every item with its own size where it has one; the gestures come from the model's times.

/// Writes collection-preview scenes as ordered JSON.
struct CollectionPreviewEncoder {
  let scene: CollectionPreviewScene

  /// The whole document.
  func document() -> JSONValue {
    let preview = scene.preview
    var members = ComponentEncoding.head(name: scene.name, summary: scene.summary, kind: "collectionPreview")
    members.append(("canvas", ComponentEncoding.canvas(preview.viewSize, scene.renderingDefaults)))
    members.append(("grid", grid(preview.grid)))
    let standard = CollectionPreviewPalette.standard(.light), palette = scene.palette
    var page: [(String, JSONValue)] = []
    if palette.pageBackground != standard.pageBackground { page.append(("backgroundColor", ColorSyntax.json(palette.pageBackground))) }
    if palette.overlay != standard.overlay { page.append(("overlayColor", ColorSyntax.json(palette.overlay))) }
    if preview.pageSpacing != CollectionPreview.defaultPageSpacing { page.append(("pageSpacing", .number(preview.pageSpacing))) }
    if !page.isEmpty { members.append(("preview", .object(JSONObject(page)))) }
    var gestures: [JSONValue] = []
    if preview.presentTime.isFinite {
      gestures.append(.object([("open", .object([("at", .number(preview.presentTime)), ("item", indexPath(preview.item))]))]))
      if let time = preview.pageTime {
        let target = preview.pageTarget ?? preview.item + 1
        gestures.append(.object([("page", .object([("at", .number(time)), ("to", indexPath(target))]))]))
      }
      if preview.dismissTime.isFinite { gestures.append(.object([("close", .object([("at", .number(preview.dismissTime))]))])) }
    }
    if !gestures.isEmpty { members.append(("gestures", .array(gestures))) }
    let dark = scene.darkColors == CollectionPreviewPalette.standardDarkColors ? [:] : scene.darkColors
    members += ComponentEncoding.tail(duration: scene.duration, rendering: scene.renderingDefaults, darkColors: dark)
    return .object(JSONObject(members))
  }

  private func indexPath(_ index: Int) -> JSONValue {
    let item = scene.preview.grid.items.indices.contains(index) ? scene.preview.grid.items[index] : nil
    return .array([.number(Double(item?.section ?? 0)), .number(Double(item?.item ?? 0))])
  }

  private func grid(_ grid: CollectionPreviewGrid) -> JSONValue {
    let layout = grid.layout, plain = CollectionPreviewGrid.Layout()
    var members: [(String, JSONValue)] = []
    if layout.columns != plain.columns { members.append(("columns", .number(Double(layout.columns)))) }
    if layout.itemAspectRatio != plain.itemAspectRatio { members.append(("itemAspectRatio", .number(layout.itemAspectRatio))) }
    if layout.spacing != plain.spacing { members.append(("spacing", .number(layout.spacing))) }
    if layout.insets != plain.insets { members.append(("insets", .number(layout.insets))) }
    members.append(("sections", .array(grid.sections.map(section))))
    if layout.headerHeight != plain.headerHeight { members.append(("headerHeight", .number(layout.headerHeight))) }
    if layout.contentInsetTop != plain.contentInsetTop { members.append(("contentInsetTop", .number(layout.contentInsetTop))) }
    let standard = CollectionPreviewPalette.standard(.light), palette = scene.palette
    if palette.background != standard.background { members.append(("backgroundColor", ColorSyntax.json(palette.background))) }
    if palette.header != standard.header { members.append(("headerColor", ColorSyntax.json(palette.header))) }
    var cell: [(String, JSONValue)] = []
    let colors: [(String, KeyPath<CollectionPreviewPalette, Color>)] = [
      ("backgroundColor", \.cell), ("selectedBackgroundColor", \.selectedCell), ("selectedBorderColor", \.selectedBorder),
      ("titleColor", \.title), ("badgeColor", \.badge),
    ]
    for (key, path) in colors where palette[keyPath: path] != standard[keyPath: path] {
      cell.append((key, ColorSyntax.json(palette[keyPath: path])))
    }
    if palette.selectedBorderWidth != standard.selectedBorderWidth {
      cell.append(("selectedBorderWidth", .number(palette.selectedBorderWidth)))
    }
    if palette.cornerRadius != standard.cornerRadius { cell.append(("cornerRadius", .number(palette.cornerRadius))) }
    if !cell.isEmpty { members.append(("cell", .object(JSONObject(cell)))) }
    return .object(JSONObject(members))
  }

  private func section(_ section: CollectionPreviewGrid.SectionSpec) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if let header = section.header { members.append(("header", .string(header))) }
    members.append(("items", .array(section.items.map(item))))
    return .object(JSONObject(members))
  }

  private func item(_ item: CollectionPreviewGrid.ItemSpec) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if !item.title.isEmpty { members.append(("title", .string(item.title))) }
    if let picture = item.picture { members.append(("image", ComponentEncoding.picture(picture))) }
    if let color = item.color { members.append(("color", ColorSyntax.json(color))) }
    if let badge = item.badge { members.append(("badge", .string(badge))) }
    if let size = item.size { members.append(("size", .array([.number(size.width), .number(size.height)]))) }
    return .object(JSONObject(members))
  }
}
