import Drawing

extension Canvas {
  /// Starts drawing into a new transparent layer that ``endLayer()`` composites with `opacity`.
  ///
  /// Everything drawn until the matching ``endLayer()`` goes into the layer, so
  /// overlapping shapes inside it do not show through each other when it fades,
  /// as with a UIKit view's `alpha`. The current transform and clip are kept.
  ///
  /// - Parameter opacity: 0 (invisible) … 1 (opaque); clamped, NaN counts as 0.
  public func beginLayer(opacity: Double) {
    // Spare buffers are kept transparent: endLayer clears what was drawn.
    let buffer = sparePixmaps.popLast() ?? Pixmap(transparentLike: pixmap)
    let unit = opacity.isNaN ? 0 : Swift.min(1, Swift.max(0, opacity))
    layers.append(Layer(pixmap: buffer, opacity: unit, dirty: nil, savedDepth: savedStates.count))
    save()
  }

  /// Starts drawing into a new transparent layer that ``endLayer()`` composites through the
  /// anti-aliased coverage of `path` (under the current transform): what is drawn until then is
  /// clipped to the path's shape.
  public func beginLayer(clippedTo path: Path) {
    beginLayer(opacity: 1)
    layers[layers.count - 1].mask = (path, state.transform)
  }

  /// Composites the innermost layer into what is below it and returns its buffer for reuse.
  ///
  /// Does nothing when no layer is open.
  public func endLayer() {
    guard var layer = layers.popLast() else { return }
    while savedStates.count > layer.savedDepth { restore() }
    guard let dirty = layer.dirty?.intersection(layer.pixmap.bounds), !dirty.isEmpty else {
      sparePixmaps.append(layer.pixmap)
      return
    }
    if let mask = layer.mask { applyMask(mask, to: &layer.pixmap, in: dirty) }
    let opacity = UInt32((layer.opacity * 255).rounded())
    if opacity > 0 {
      mutateTarget(dirty: dirty) { below in
        below.composite(layer.pixmap, in: dirty, opacity: opacity)
      }
    }
    layer.pixmap.clear(dirty)
    sparePixmaps.append(layer.pixmap)
  }
}

extension Canvas {
  /// Scales every pixel of `layer` inside `area` by the coverage of the mask path there.
  ///
  /// The coverage is the path filled opaque into a spare transparent buffer with the same
  /// rasterizer as any fill, so a clip's edge matches a fill of the same path.
  func applyMask(_ mask: (path: Path, transform: Transform), to layer: inout Pixmap, in area: IntRect) {
    var coverage = sparePixmaps.popLast() ?? Pixmap(transparentLike: layer)
    coverage.fill(mask.path, color: .white, rule: .nonZero, transform: mask.transform, clip: area.rect, using: rasterizer)
    layer.multiply(byAlphaOf: coverage, in: area)
    coverage.clear(area)
    sparePixmaps.append(coverage)
  }
}

extension Pixmap {
  /// Scales each pixel inside `area` by the alpha of the same pixel of `mask`, rounding to nearest.
  mutating func multiply(byAlphaOf mask: Pixmap, in area: IntRect) {
    let w = width
    mask.words.withUnsafeBufferPointer { m in
      words.withUnsafeMutableBufferPointer { dst in
        for y in area.minY..<area.maxY {
          for i in (y * w + area.minX)..<(y * w + area.maxX) {
            let alpha = m[i] >> 24
            if alpha == 255 { continue }
            let word = dst[i]
            var out: UInt32 = 0
            for shift in stride(from: 0, through: 24, by: 8) {
              let product = ((word >> UInt32(shift)) & 0xFF) * alpha + 128
              out |= ((product + (product >> 8)) >> 8) << UInt32(shift)
            }
            dst[i] = out
          }
        }
      }
    }
  }

  /// Composites `source` (the same size) over `self` inside `area`, scaled by `opacity`/255.
  mutating func composite(_ source: Pixmap, in area: IntRect, opacity: UInt32) {
    let w = width
    source.words.withUnsafeBufferPointer { src in
      words.withUnsafeMutableBufferPointer { dst in
        guard let s = src.baseAddress, let d = dst.baseAddress else { return }
        for y in area.minY..<area.maxY {
          let offset = y * w + area.minX
          Compositor.sourceOver(row: s + offset, into: d + offset, count: area.width, opacity: opacity)
        }
      }
    }
  }

  /// Sets the pixels inside `area` to transparent black.
  mutating func clear(_ area: IntRect) {
    let w = width
    words.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for y in area.minY..<area.maxY {
        (base + y * w + area.minX).update(repeating: 0, count: area.width)
      }
    }
  }
}
