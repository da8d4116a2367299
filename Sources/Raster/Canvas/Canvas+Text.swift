extension Canvas {
  /// Draws laid-out text in user coordinates, its box's top-left corner at `origin`.
  ///
  /// Glyphs go through the shared glyph mask cache, clipped to the current clip.
  public func draw(_ layout: TextLayout, at origin: Point, color: Color) {
    guard !layout.lines.isEmpty, color.alpha > 0 else { return }
    // Glyph ink can overhang the lines' box by a fraction of the em; allow a whole em.
    let em = layout.lines.reduce(0) { Swift.max($0, $1.run.font.size) }
    let lines = layout.lineBounds
    let box = Rect(
      x: origin.x + lines.minX - em, y: origin.y + lines.minY - em,
      width: lines.width + 2 * em, height: lines.height + 2 * em)
    let reach = state.transform.apply(box).intersection(state.clip).roundedOut
    guard !reach.isEmpty else { return }
    // Nothing may land outside `reach`: a layer clears only the pixels recorded as dirty.
    let transform = state.transform, clip = state.clip.intersection(reach.rect)
    mutateTarget(dirty: reach) { p in
      p.draw(layout, at: origin, color: color, transform: transform, clip: clip)
    }
  }
}
