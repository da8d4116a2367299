// A display list seen through a homography: every item re-recorded in the
// projected plane, so the rasterizer draws a flat layer turned in 3D with
// perspective (Core Animation's `CATransform3D` with m34 ≠ 0) as plain fills.
//
// Fills are projected point by point after flattening (Path+Projection).
// Text becomes filled glyph outlines: each glyph's outline is scaled from font
// units to points, moved to its pen position, and projected like any path.
// Affine transform groups are folded into the points before the projection.
// Two items cannot be projected exactly in a display list and are
// approximated: a rectangular clip becomes the bounding box of its projected
// corners, and a bitmap is drawn unprojected into the bounding box of its
// projected rectangle. Opacity groups keep their opacity; shape clips are
// projected like fills.

extension DisplayList {
  /// This list's items mapped through `projection`, recorded on an empty list of the same size and background.
  ///
  /// - Parameters:
  ///   - projection: The projective map from this list's coordinates to the result's.
  ///   - tolerance: The flattening tolerance for curves and glyph outlines, in this list's units. Default: 0.05.
  /// - Returns: A list of fills, approximate clips and bitmaps, and layers.
  public func projected(by projection: ProjectiveTransform, tolerance: Double = 0.05) -> DisplayList {
    enum Group { case clip, transform, layer }
    var result = DisplayList(size: size, background: background)
    var transforms: [Transform] = [.identity]
    var open: [Group] = []
    func map(_ affine: Transform) -> ProjectiveTransform { ProjectiveTransform(affine).concatenating(projection) }
    for item in items {
      let current = transforms[transforms.count - 1]
      switch item {
      case .fill(let path, let color, let rule):
        result.fill(path.transformed(by: current).projected(by: projection, tolerance: tolerance), color: color, rule: rule)
      case .text(let text, let origin, let color):
        result.fill(text.outlines(at: origin).transformed(by: current).projected(by: projection, tolerance: tolerance), color: color)
      case .image(let bitmap, let rect):
        result.draw(bitmap, in: map(current).apply(rect))
      case .beginClip(let rect):
        result.append(.beginClip(map(current).apply(rect)))
        open.append(.clip)
      case .beginTransform(let t):
        transforms.append(t.concatenating(current))
        open.append(.transform)
      case .beginLayer(let opacity):
        result.append(.beginLayer(opacity: opacity))
        open.append(.layer)
      case .beginShapeClip(let path):
        result.append(.beginShapeClip(path.transformed(by: current).projected(by: projection, tolerance: tolerance)))
        open.append(.layer)
      case .end:
        guard let group = open.popLast() else { continue }
        if group == .transform { transforms.removeLast() } else { result.append(.end) }
      }
    }
    for group in open.reversed() where group != .transform { result.append(.end) }
    return result
  }
}

extension GlyphText {
  /// Every glyph's outline in points, with the text's top-left corner at `origin`: one path for the whole text.
  ///
  /// - Parameter origin: Where the text's origin goes.
  /// - Returns: The outlines, y down, as filled with the nonzero rule.
  public func outlines(at origin: Point) -> Path {
    var builder = PathBuilder()
    for line in lines {
      for glyph in line.glyphs {
        let face = face(of: glyph)
        let scale = size / Double(face.unitsPerEm)
        let pen = Point(x: origin.x + line.origin.x + glyph.position.x, y: origin.y + line.origin.y + glyph.position.y)
        builder.add(face.outline(of: glyph.id).transformed(by: Transform(a: scale, b: 0, c: 0, d: scale, tx: pen.x, ty: pen.y)))
      }
    }
    return builder.finish() ?? .empty
  }
}
