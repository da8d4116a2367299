import Drawing
import Layout

/// An action image is a view's image: `image` content nodes draw glyphs, SVG icons, path data
/// and PNGs as buttons and rows do.
extension ActionImage: LayoutImage {
  /// Records the image filling `rect`, glyphs and paths in `tint`, bitmaps as they are.
  public func draw(in rect: Rect, tint: Color, into list: inout DisplayList) {
    var sized = self
    sized.size = rect.size
    sized.draw(at: rect.origin, color: tint, into: &list)
  }
}
