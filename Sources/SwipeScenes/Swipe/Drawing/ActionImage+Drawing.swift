import Drawing

extension ActionImage {
  /// The scale of a glyph inside a 50-pt disc relative to its plain size (docs/swipecellkit.md §11.5: glyphs about 23 pt tall).
  static let circleGlyphScale = 0.75

  /// Records the image with its top-left corner at `origin`, filled with `color`.
  ///
  /// A plain glyph is centred in the image's box at its own size (asset sizes and
  /// the glyphs' drawn sizes differ by well under a point). A glyph on a disc
  /// fills the box with a disc of `color` and draws the glyph white inside it.
  /// Path data is mapped from its view box onto the box; a bitmap fills the box untinted.
  func draw(at origin: Point, color: Color, into list: inout DisplayList) {
    let box = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    switch source {
    case .glyph(let glyph):
      let center = Point(x: box.midX, y: box.midY)
      if glyph.isOnDisc {
        drawOnDisc(in: box, color: color, into: &list)
      } else {
        list.fill(glyph.icon.path(centeredAt: center), color: color)
      }
    case .path(let path, let viewBox):
      guard viewBox.width > 0, viewBox.height > 0 else { return }
      let placement = Transform.translation(x: -viewBox.minX, y: -viewBox.minY)
        .concatenating(.scale(x: box.width / viewBox.width, y: box.height / viewBox.height))
        .concatenating(.translation(x: box.minX, y: box.minY))
      list.fill(path.transformed(by: placement), color: color)
    case .bitmap(let bitmap):
      list.draw(bitmap, in: box)
    }
  }

  /// Records a disc filling `disc` in `color` with the image white at its centre.
  ///
  /// A built-in glyph is drawn as on its "-circle" asset, at ``circleGlyphScale`` of its plain size;
  /// path data at the image's size; a bitmap at its size, untinted. Both a glyph on a disc and a
  /// circle button (docs/swipecellkit.md §11.4) are drawn this way.
  func drawOnDisc(in disc: Rect, color: Color, into list: inout DisplayList) {
    list.fill(.ellipse(in: disc), color: color)
    let center = Point(x: disc.midX, y: disc.midY)
    if let glyph {
      list.fill(glyph.icon.path(centeredAt: center, scale: Self.circleGlyphScale), color: .white)
    } else {
      draw(at: Point(x: center.x - size.width / 2, y: center.y - size.height / 2), color: .white, into: &list)
    }
  }
}
