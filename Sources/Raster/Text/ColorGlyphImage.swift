// Colour glyphs as small premultiplied images.
//
// A colour glyph (a PNG strike or COLR layers, ``ColorGlyph``) is drawn once
// per face, pixel size and quarter-pixel phase into an image of its own with
// the package's bitmap drawing (a box mean when the strike is reduced) or
// path fills, then composited source-over at each place it appears, as glyph
// masks are. The text colour changes only COLR layers that ask for it.

import Drawing

/// Premultiplied pixels of one colour glyph at one pixel size and phase.
struct ColorGlyphImage: Sendable {
  /// Columns from the glyph's origin pixel to the image's first column.
  let left: Int
  /// Rows from the glyph's baseline pixel row to the image's first row.
  let top: Int
  /// The pixels, words as a ``Pixmap`` holds them.
  let pixmap: Pixmap

  /// The bytes the image is counted as in a cache.
  var byteCount: Int { pixmap.words.count * 4 }

  /// Draws `glyph` of `face` at `pixelSize` pixels per em, shifted right by `phase` quarter pixels.
  ///
  /// - Returns: The image, or nil for a glyph with nothing to show or one wider or taller than
  ///   ``GlyphMask/maximumSide`` (four ems at the largest masked size; only a broken or hostile
  ///   font draws a colour glyph that large, and it is left out rather than held in memory).
  static func render(
    _ glyph: ColorGlyph, of face: any GlyphOutlineSource, pixelSize: Double, phase: Int, textColor: Color,
    using raster: Rasterizer
  ) -> ColorGlyphImage? {
    let scale = pixelSize / Double(face.unitsPerEm)
    let placement = Transform(a: scale, b: 0, c: 0, d: scale, tx: Double(phase) / 4, ty: 0)
    let bounds: Rect
    switch glyph {
    case .bitmap(_, let box): bounds = box
    case .layers(let layers):
      guard let first = layers.first else { return nil }
      bounds = layers.dropFirst().reduce(face.outline(of: first.glyph).controlBounds) {
        $0.union(face.outline(of: $1.glyph).controlBounds)
      }
    }
    let box = placement.apply(bounds).roundedOut
    guard !box.isEmpty, box.width <= GlyphMask.maximumSide, box.height <= GlyphMask.maximumSide,
      var pixmap = try? Pixmap(width: box.width, height: box.height)
    else { return nil }
    let shifted = placement.concatenating(Transform(a: 1, b: 0, c: 0, d: 1, tx: -Double(box.minX), ty: -Double(box.minY)))
    switch glyph {
    case .bitmap(let bitmap, let rect):
      pixmap.draw(bitmap, in: rect, transform: shifted, clip: pixmap.bounds.rect, using: raster)
    case .layers(let layers):
      for layer in layers {
        pixmap.fill(
          face.outline(of: layer.glyph), color: layer.color ?? textColor, rule: .nonZero, transform: shifted,
          clip: pixmap.bounds.rect, using: raster)
      }
    }
    return ColorGlyphImage(left: box.minX, top: box.minY, pixmap: pixmap)
  }
}

extension Pixmap {
  /// Composites `image` source-over with its top-left pixel at (`x`, `y`), inside `clip`
  /// (pixels on a fractional clip edge take the part of them inside).
  mutating func composite(_ image: ColorGlyphImage, x: Int, y: Int, clip: ClipWindow) {
    let x0 = Swift.max(x, clip.outer.minX), x1 = Swift.min(x + image.pixmap.width, clip.outer.maxX)
    let y0 = Swift.max(y, clip.outer.minY), y1 = Swift.min(y + image.pixmap.height, clip.outer.maxY)
    guard x0 < x1, y0 < y1 else { return }
    let w = width, stride = image.pixmap.width
    image.pixmap.words.withUnsafeBufferPointer { source in
      words.withUnsafeMutableBufferPointer { pixels in
        for row in y0..<y1 {
          let rowWeight = clip.rowWeight(row)
          for column in x0..<x1 {
            var s = source[(row - y) * stride + column - x]
            guard s != 0 else { continue }
            let columnWeight = column == clip.outer.minX ? clip.left : (column == clip.outer.maxX - 1 ? clip.right : 255)
            if rowWeight != 255 || columnWeight != 255 { s = Compositor.scale(s, by: (rowWeight * columnWeight + 127) / 255) }
            pixels[row * w + column] = Compositor.sourceOver(s, pixels[row * w + column])
          }
        }
      }
    }
  }
}
