// Drawing glyph runs and layouts.
//
// Glyph positions are mapped to device pixels by the caller's transform. When
// that transform is a translation with a uniform positive scale (the usual
// points-to-pixels mapping) and the pixel size is moderate, each glyph's pen
// position is snapped — x to the nearest quarter pixel, y to the nearest whole
// pixel, as FreeType-based renderers do — and the glyph is drawn from a
// coverage mask made for that pixel size and quarter-pixel phase, taken from
// a ``GlyphCache`` when one is given. Any other transform (rotation, shear,
// unequal or negative scale) and very large text fill the outlines directly,
// unsnapped, with the same anti-aliasing.

import Drawing

extension Pixmap {
  /// Pixel sizes above this are filled as paths rather than through masks, to keep masks small.
  static let maximumMaskedPixelSize = 256.0

  /// Draws text with its top-left corner at `origin`.
  ///
  /// - Parameters:
  ///   - text: The positioned glyphs, e.g. a text layout's.
  ///   - origin: Where the text's origin goes, in points (before `transform`).
  ///   - color: The text colour.
  ///   - transform: Maps points to pixels, e.g. `.scale(2)` for a 2× screen. Default: `.identity`.
  ///   - cache: Where glyph masks are kept between calls, or `nil` to rasterize every glyph
  ///     afresh; the pixels are the same either way. Default: ``GlyphCache/shared``.
  ///   - clip: Device pixels outside this rectangle are left alone; a pixel cut by a
  ///     fractional edge takes the glyph's coverage times the part inside. Default: the pixmap.
  public mutating func draw(
    _ text: GlyphText, at origin: Point, color: Color, transform: Transform = .identity,
    cache: GlyphCache? = .shared, clip: Rect? = nil
  ) {
    let source = color.premultiplied().packed
    let area = (clip ?? bounds.rect).intersection(bounds.rect)
    guard source != 0, text.size > 0, !area.isEmpty else { return }
    let pixelSize = text.size * transform.a
    let isScaleAndTranslate = transform.b == 0 && transform.c == 0 && transform.a == transform.d
    let masked = isScaleAndTranslate && pixelSize > 0 && pixelSize <= Pixmap.maximumMaskedPixelSize
    for line in text.lines where !line.glyphs.isEmpty {
      let lineOrigin = origin + line.origin
      if masked {
        drawMasked(
          line.glyphs, of: text, at: lineOrigin, color: color, transform: transform, pixelSize: pixelSize,
          cache: cache, clip: area)
      } else {
        drawOutlines(line.glyphs, of: text, at: lineOrigin, color: color, transform: transform, clip: area)
      }
    }
  }

  /// Draws through masks (and colour glyphs through their images) at snapped positions.
  private mutating func drawMasked(
    _ glyphs: [GlyphText.PlacedGlyph], of text: GlyphText, at origin: Point, color: Color,
    transform: Transform, pixelSize: Double, cache: GlyphCache?, clip: Rect
  ) {
    let source = color.premultiplied().packed
    let limit = Double(Pixmap.maximumSide) * 4
    var keys: [GlyphKey] = []
    var pens: [(x: Int, y: Int)] = []
    var colorKeys: [ColorGlyphKey] = []
    var colorPens: [(x: Int, y: Int)] = []
    keys.reserveCapacity(glyphs.count)
    pens.reserveCapacity(glyphs.count)
    // The faces and whether each has colour glyphs, looked up once rather than per glyph.
    let faces = [text.face] + text.fallbackFaces
    let hasColor = faces.map(\.hasColorGlyphs)
    for glyph in glyphs {
      let p = transform.apply(origin + glyph.position)
      guard abs(p.x) < limit, abs(p.y) < limit else { continue }
      let quarters = Int((p.x * 4).rounded())
      let index = glyph.faceIndex > 0 && glyph.faceIndex < faces.count ? glyph.faceIndex : 0
      let face = faces[index]
      let key = GlyphKey(face: face, pixelSize: pixelSize, phase: UInt8(quarters & 3), glyph: glyph.id)
      let pen = (quarters >> 2, Int(p.y.rounded()))
      if hasColor[index], let drawing = face.colorGlyph(glyph.id, pixelSize: pixelSize) {
        let usesTextColor: Bool
        switch drawing {
        case .bitmap: usesTextColor = false
        case .layers(let layers): usesTextColor = layers.contains { $0.color == nil }
        }
        colorKeys.append(ColorGlyphKey(glyph: key, textColor: usesTextColor ? source : 0))
        colorPens.append(pen)
      } else {
        keys.append(key)
        pens.append(pen)
      }
    }
    let masks = RasterizerPool.withRasterizer { raster in
      let make = { (key: GlyphKey) in
        GlyphMask.rasterize(
          key.face.outline(of: key.glyph), pixelsPerUnit: pixelSize / Double(key.face.unitsPerEm), phase: Int(key.phase),
          using: raster)
      }
      return cache?.masks(for: keys, make: make) ?? keys.map(make)
    }
    let w = width
    let window = ClipWindow(clip)
    words.withUnsafeMutableBufferPointer { pixelBuffer in
      guard let pixels = pixelBuffer.baseAddress else { return }
      for (mask, pen) in zip(masks, pens) {
        Pixmap.composite(
          mask, x: pen.x + mask.left, y: pen.y + mask.top, source: source, pixels: pixels,
          end: pixels + pixelBuffer.count, width: w, clip: window)
      }
    }
    for (k, mask) in masks.enumerated() where mask.isOversized {
      let key = keys[k]
      let pixelsPerUnit = pixelSize / Double(key.face.unitsPerEm)
      let placement = Transform(
        a: pixelsPerUnit, b: 0, c: 0, d: pixelsPerUnit, tx: Double(pens[k].x) + Double(key.phase) / 4, ty: Double(pens[k].y))
      fill(key.face.outline(of: key.glyph), color: color, transform: placement, clip: clip)
    }
    guard !colorKeys.isEmpty else { return }
    let images = RasterizerPool.withRasterizer { raster in
      let make = { (key: ColorGlyphKey) -> ColorGlyphImage? in
        guard let drawing = key.glyph.face.colorGlyph(key.glyph.glyph, pixelSize: pixelSize) else { return nil }
        return ColorGlyphImage.render(
          drawing, of: key.glyph.face, pixelSize: pixelSize, phase: Int(key.glyph.phase), textColor: color, using: raster)
      }
      return cache?.colorImages(for: colorKeys, make: make) ?? colorKeys.map(make)
    }
    for (image, pen) in zip(images, colorPens) {
      if let image { composite(image, x: pen.x + image.left, y: pen.y + image.top, clip: window) }
    }
  }

  /// Fills each glyph's outline under the full transform.
  private mutating func drawOutlines(
    _ glyphs: [GlyphText.PlacedGlyph], of text: GlyphText, at origin: Point, color: Color, transform: Transform, clip: Rect
  ) {
    for glyph in glyphs {
      let face = text.face(of: glyph)
      let scale = text.size / Double(face.unitsPerEm)
      let pen = origin + glyph.position
      let placement = Transform(a: scale, b: 0, c: 0, d: scale, tx: pen.x, ty: pen.y).concatenating(transform)
      switch face.hasColorGlyphs ? face.colorGlyph(glyph.id, pixelSize: text.size * transform.horizontalScale) : nil {
      case .bitmap(let bitmap, let box)?:
        RasterizerPool.withRasterizer { draw(bitmap, in: box, transform: placement, clip: clip, using: $0) }
      case .layers(let layers)?:
        for layer in layers { fill(face.outline(of: layer.glyph), color: layer.color ?? color, transform: placement, clip: clip) }
      case nil:
        fill(face.outline(of: glyph.id), color: color, transform: placement, clip: clip)
      }
    }
  }
}
