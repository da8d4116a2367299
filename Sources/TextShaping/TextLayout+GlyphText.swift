import Drawing

extension TextLayout {
  /// The layout as positioned glyphs, what a display list records and a rasterizer draws.
  public var glyphText: GlyphText {
    let fonts = lines.first?.run.fonts ?? [font]
    return GlyphText(
      face: fonts[0].face, size: font.size,
      lines: lines.map { GlyphText.Baseline(origin: $0.origin, glyphs: $0.run.glyphTextGlyphs) },
      bounds: lineBounds, fallbackFaces: fonts.dropFirst().map(\.face))
  }
}

extension GlyphRun {
  /// The run as one line of positioned glyphs, its baseline's left end at the text's origin.
  public var glyphText: GlyphText {
    GlyphText(
      face: font.face, size: font.size, lines: [GlyphText.Baseline(origin: .zero, glyphs: glyphTextGlyphs)],
      bounds: Rect(x: 0, y: 0, width: width, height: 0), fallbackFaces: fonts.dropFirst().map(\.face))
  }

  /// The glyphs' ids, pen positions and faces.
  var glyphTextGlyphs: [GlyphText.PlacedGlyph] {
    glyphs.map { GlyphText.PlacedGlyph(id: $0.id, position: $0.position, faceIndex: $0.fontIndex) }
  }
}

extension DisplayList {
  /// Records laid-out text with the layout box's top-left corner at `origin`.
  public mutating func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    draw(layout.glyphText, at: origin, color: color)
  }
}
