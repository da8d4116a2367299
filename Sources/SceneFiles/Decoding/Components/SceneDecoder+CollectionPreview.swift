import Drawing
import SwipeScenes

// `kind: collectionPreview` (docs/scene-file.md §15): the grid a preview opens from, the
// preview page and the `open`, `page` and `close` gestures, on the CollectionView preview
// model. Items are named `[section, item]`; one that does not exist is refused at the pair.
// The grid and cell look default to the library's Example app, dark colours included; the canvas is the preview's
// view (default 390 × 844 pt).

extension SceneDecoder {
  func collectionPreviewScene(_ top: Fields, name: String, summary: String, canvas: Canvas) throws -> CollectionPreviewScene {
    try checkComponentCanvas(canvas, kind: "collectionPreview")
    let size = Size(width: canvas.width ?? 390, height: canvas.height ?? 844)
    var palette = CollectionPreviewPalette.standard(.light)
    let gridNode = try top.required("grid", example: "{ \"columns\": 3, \"sections\": [{ \"items\": [{ \"title\": \"A\" }] }] }")
    let (sections, layout) = try grid(gridNode, palette: &palette)
    let grid = CollectionPreviewGrid(viewSize: size, sections: sections, layout: layout)
    var pageSpacing = CollectionPreview.defaultPageSpacing
    if let node = top["preview"] {
      let fields = try Fields(node, keys: SceneFileKeys.preview, example: "{ \"overlayColor\": \"#FFFFFF\" }")
      if let value = fields["backgroundColor"] { palette.pageBackground = try color(value) }
      if let value = fields["overlayColor"] { palette.overlay = try color(value) }
      pageSpacing = try fields.number("pageSpacing", .points(), example: "8") ?? pageSpacing
    }
    var open: (time: Double, item: Int)?, page: (time: Double, item: Int)?, close: Double?
    for element in try top["gestures"]?.array(count: 0...3, of: "gestures") ?? [] {
      let (fields, gesture) = try componentGesture(element, allowed: ["open", "page", "close"])
      let time = try fields.required("at", example: "0.5").number(.seconds(), example: "0.5")
      func once(_ done: Bool) throws {
        if done { throw Diagnostic(element, "a second \(gesture) gesture", fix: "open, page and close once each") }
      }
      switch gesture {
      case "open":
        try once(open != nil)
        open = (time, try item(try fields.required("item", example: "[0, 0]"), in: sections))
      case "page":
        try once(page != nil)
        page = (time, try item(try fields.required("to", example: "[0, 1]"), in: sections))
      default:
        try once(close != nil)
        close = time
      }
    }
    if let page {
      let opened = open.map { $0.time + CollectionPreview.transitionDuration } ?? Double.infinity
      if page.time < opened || page.time >= (close ?? Double.infinity) {
        throw Diagnostic(
          top["gestures"] ?? top.node, "the page gesture does not fall while the preview is open",
          fix: "page after the open has ended (its time + 0.25 s) and before the close")
      }
    }
    var preview = CollectionPreview(
      grid: grid, item: open?.item ?? 0, presentTime: open?.time ?? .infinity, pageTime: page?.time,
      dismissTime: close ?? .infinity, pageTarget: page?.item)
    preview.pageSpacing = pageSpacing
    let last = [open?.time, page?.time, close.map { $0 + CollectionPreview.transitionDuration }].compactMap { $0 }.max() ?? 0
    let duration =
      try top.number("duration", NumberRule(minimum: 0, maximum: 3600, excludesMinimum: true, unit: " s")) ?? last + 1
    var scene = CollectionPreviewScene(name: name, summary: summary, preview: preview, duration: duration)
    scene.palette = palette
    var dark = CollectionPreviewPalette.standardDarkColors
    for (light, value) in systemColors.dark { dark[light] = value }
    for (light, value) in try top["darkColors"].map(darkColors) ?? [Color: Color]() { dark[light] = value }
    scene.darkColors = dark
    scene.renderingDefaults = canvas.rendering
    scene.typography = try typography(top)
    try checkPixels(size, canvas: canvas, at: canvas.fields?.node ?? top.node)
    return scene
  }

  /// `[section, item]` naming an item of `sections`: its index across all sections.
  private func item(_ node: JSONNode, in sections: [CollectionPreviewGrid.SectionSpec]) throws -> Int {
    let pair = try node.array(count: 2...2, of: "numbers in an item's index path", example: "[0, 1]")
    let section = try pair[0].integer(0...1_000_000), item = try pair[1].integer(0...1_000_000)
    guard sections.indices.contains(section) else {
      throw Diagnostic(
        node, "there is no section \(section): the grid has \(sections.count)",
        fix: "name a section from 0 to \(sections.count - 1)")
    }
    let count = sections[section].items.count
    guard item < count else {
      throw Diagnostic(
        node, "section \(section) has no item \(item): it has \(count)",
        fix: count == 0 ? "name a section that has items" : "name an item from 0 to \(count - 1)")
    }
    return sections[..<section].reduce(0) { $0 + $1.items.count } + item
  }

  private func grid(
    _ node: JSONNode, palette: inout CollectionPreviewPalette
  ) throws -> ([CollectionPreviewGrid.SectionSpec], CollectionPreviewGrid.Layout) {
    let fields = try Fields(node, keys: SceneFileKeys.grid, example: "{ \"columns\": 3, \"sections\": […] }")
    var layout = CollectionPreviewGrid.Layout()
    layout.columns = try fields.integer("columns", in: 1...100) ?? layout.columns
    layout.itemAspectRatio = try fields.number("itemAspectRatio", NumberRule(minimum: 0, maximum: 100, excludesMinimum: true)) ?? 1
    layout.spacing = try fields.number("spacing", .points(), example: "8") ?? layout.spacing
    layout.insets = try fields.number("insets", .points(), example: "8") ?? layout.insets
    layout.headerHeight = try fields.number("headerHeight", .points(), example: "50") ?? layout.headerHeight
    layout.contentInsetTop = try fields.number("contentInsetTop", .points(), example: "0") ?? 0
    if let value = fields["backgroundColor"] { palette.background = try color(value) }
    if let value = fields["headerColor"] { palette.header = try color(value) }
    if let cell = fields["cell"] { try cellLook(cell, into: &palette) }
    let sectionsNode = try fields.required("sections", example: "[{ \"items\": [{ \"title\": \"A\" }] }]")
    var total = 0
    let sections = try sectionsNode.array(count: 1...100, of: "sections").map { element in
      let section = try Fields(element, keys: SceneFileKeys.gridSection, example: "{ \"header\": \"Photos\", \"items\": […] }")
      let header = try section["header"].map { try oneLine($0, what: "header") }
      let itemsNode = try section.required("items", example: "[{ \"title\": \"A\" }]")
      let items = try itemsNode.array(count: 0...1000, of: "items").map { itemNode in
        let item = try Fields(itemNode, keys: SceneFileKeys.item, example: "{ \"title\": \"Beach\", \"color\": \"systemTeal\" }")
        var spec = CollectionPreviewGrid.ItemSpec(title: try item["title"].map { try oneLine($0, what: "title") } ?? "")
        spec.badge = try item["badge"].map { try oneLine($0, what: "badge") }
        spec.color = try item["color"].map(color)
        spec.picture = try item["image"].map(picture)
        if let sizeNode = item["size"] {
          let (w, h) = try pair(sizeNode, .positivePoints(), example: "[150, 150]")
          spec.size = Size(width: w, height: h)
        }
        return spec
      }
      total += items.count
      guard total <= 1000 else { throw Diagnostic(itemsNode, "the grid has over 1000 items", fix: "keep at most 1000 items") }
      return CollectionPreviewGrid.SectionSpec(header: header, items: items)
    }
    return (sections, layout)
  }

  private func cellLook(_ node: JSONNode, into palette: inout CollectionPreviewPalette) throws {
    let fields = try Fields(node, keys: SceneFileKeys.gridCell, example: "{ \"backgroundColor\": \"#FAFAFA\" }")
    let colors: [(String, WritableKeyPath<CollectionPreviewPalette, Color>)] = [
      ("backgroundColor", \.cell), ("selectedBackgroundColor", \.selectedCell), ("selectedBorderColor", \.selectedBorder),
      ("titleColor", \.title), ("badgeColor", \.badge),
    ]
    for (key, path) in colors { if let value = fields[key] { palette[keyPath: path] = try color(value) } }
    palette.selectedBorderWidth = try fields.number("selectedBorderWidth", .points(upTo: 1000)) ?? palette.selectedBorderWidth
    palette.cornerRadius = try fields.number("cornerRadius", .points()) ?? palette.cornerRadius
  }
}
