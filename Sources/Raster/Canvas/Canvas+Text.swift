import Drawing

extension Canvas {
  /// Draws text in user coordinates, its top-left corner at `origin`.
  ///
  /// Glyphs go through the shared glyph mask cache, clipped to the current clip.
  public func draw(_ text: GlyphText, at origin: Point, color: Color) {
    guard !text.lines.isEmpty, color.alpha > 0 else { return }
    // Glyph ink can overhang the lines' box by a fraction of the em; allow a whole em.
    let em = text.size
    let lines = text.bounds
    let box = Rect(
      x: origin.x + lines.minX - em, y: origin.y + lines.minY - em,
      width: lines.width + 2 * em, height: lines.height + 2 * em)
    let reach = state.transform.apply(box).intersection(state.clip).roundedOut
    guard !reach.isEmpty else { return }
    // Nothing may land outside `reach`: a layer clears only the pixels recorded as dirty.
    let transform = state.transform, clip = state.clip.intersection(reach.rect)
    mutateTarget(dirty: reach) { p in
      p.draw(text, at: origin, color: color, transform: transform, clip: clip)
    }
  }
}
