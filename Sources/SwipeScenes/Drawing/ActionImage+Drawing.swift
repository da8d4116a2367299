import Drawing

extension ActionImage {
  /// The scale of a glyph inside a 50-pt disc relative to its plain size (§11.5: glyphs about 23 pt tall).
  static let circleGlyphScale = 0.75

  /// Records the image with its top-left corner at `origin`.
  ///
  /// Plain names ("Trash", "Flag", "More", "Read", "Unread", "Archive") draw the
  /// ``ActionIcon`` glyph centred in the image's box, in `color`. Names ending in
  /// "-circle" draw a disc filling the box in `color` with the white glyph inside,
  /// as the circular style's assets are. Unknown names draw nothing.
  func draw(at origin: Point, color: Color, into list: inout DisplayList) {
    let isCircle = name.hasSuffix("-circle")
    let base = isCircle ? String(name.dropLast("-circle".count)) : name
    guard let icon = ActionIcon(rawValue: base.lowercased()) else { return }
    let center = Point(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
    if isCircle {
      list.fill(.ellipse(in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)), color: color)
      list.fill(icon.path(centeredAt: center, scale: Self.circleGlyphScale), color: .white)
    } else {
      // Asset sizes (§11.5) and the glyphs' drawn sizes differ by well under a point: keep the glyph's own size.
      list.fill(icon.path(centeredAt: center), color: color)
    }
  }
}
