import Drawing

extension Pixmap {
  /// Fills `path` with a solid colour, anti-aliased by exact area coverage, source-over.
  ///
  /// - Parameters:
  ///   - path: The outline; open subpaths are closed implicitly.
  ///   - color: The straight-alpha colour.
  ///   - rule: Which regions count as inside. Default: `.nonZero`.
  ///   - transform: Maps path coordinates to pixels. Default: `.identity`.
  public mutating func fill(
    _ path: Path, color: Color, rule: FillRule = .nonZero, transform: Transform = .identity
  ) {
    fill(path, color: color, rule: rule, transform: transform, clip: bounds.rect)
  }

  /// Fills `path` as ``fill(_:color:rule:transform:)`` does, clipped to a device-space rectangle.
  ///
  /// The clip may have fractional edges: coverage is then the exact area of the
  /// path inside it, so a clipped edge is anti-aliased like any other.
  public mutating func fill(
    _ path: Path, color: Color, rule: FillRule = .nonZero, transform: Transform = .identity, clip: Rect
  ) {
    RasterizerPool.withRasterizer { raster in
      fill(path, color: color, rule: rule, transform: transform, clip: clip, using: raster)
    }
  }

  /// Fills with a caller-owned rasterizer, the allocation-free path for hot loops.
  mutating func fill(
    _ path: Path, color: Color, rule: FillRule, transform: Transform, clip: Rect, using raster: Rasterizer
  ) {
    let source = color.premultiplied().packed
    if source == 0 { return }
    let area = clip.intersection(bounds.rect)
    let w = width
    words.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var blitter = SolidColorBlitter(
        pixels: base, rowStride: w, source: source, end: base + buffer.count, edges: raster.edgeBatch)
      raster.fill(path, transform: transform, rule: rule, clip: area, into: &blitter)
    }
  }
}

extension Pixmap {
  /// Replaces the pixels under `path` with `color`: inside pixels take the colour,
  /// edge pixels blend old and new by their coverage (Porter–Duff "source" with coverage).
  mutating func replace(
    _ path: Path, with color: Color, rule: FillRule, transform: Transform, clip: Rect, using raster: Rasterizer
  ) {
    let source = color.premultiplied().packed
    let area = clip.intersection(bounds.rect)
    let w = width
    words.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var blitter = ReplacingBlitter(pixels: base, rowStride: w, source: source)
      raster.fill(path, transform: transform, rule: rule, clip: area, into: &blitter)
    }
  }
}
