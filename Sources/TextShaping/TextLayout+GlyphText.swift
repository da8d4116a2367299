import Drawing

extension TextLayout {
  /// The layout as positioned glyphs, what a display list records and a rasterizer draws.
  public var glyphText: GlyphText {
    GlyphText(
      face: font.face, size: font.size,
      lines: lines.map { GlyphText.Baseline(origin: $0.origin, glyphs: $0.run.glyphTextGlyphs) },
      bounds: lineBounds)
  }
}

extension GlyphRun {
  /// The run as one line of positioned glyphs, its baseline's left end at the text's origin.
  public var glyphText: GlyphText {
    GlyphText(
      face: font.face, size: font.size, lines: [GlyphText.Baseline(origin: .zero, glyphs: glyphTextGlyphs)],
      bounds: Rect(x: 0, y: 0, width: width, height: 0))
  }

  /// The glyphs' ids and pen positions.
  var glyphTextGlyphs: [GlyphText.PlacedGlyph] { glyphs.map { GlyphText.PlacedGlyph(id: $0.id, position: $0.position) } }
}

extension DisplayList {
  /// Records laid-out text with the layout box's top-left corner at `origin`.
  public mutating func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    draw(layout.glyphText, at: origin, color: color)
  }
}
