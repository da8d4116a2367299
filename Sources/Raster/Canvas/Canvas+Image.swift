import Drawing

extension Canvas {
  /// Composites `image` over the canvas with its top-left corner at `origin`, in device pixels.
  ///
  /// The image is not scaled or transformed: the current transform is ignored,
  /// `origin` is rounded to the nearest whole pixel, and each image pixel lands
  /// on one canvas pixel (source over, premultiplied). Pixels outside the
  /// current clip, rounded out to whole pixels, or outside the canvas are left alone.
  ///
  /// - Parameters:
  ///   - image: The pixels to draw.
  ///   - origin: Where the image's top-left corner goes, in device pixels.
  public func draw(_ image: Pixmap, at origin: Point) {
    guard origin.x.isFinite, origin.y.isFinite,
      abs(origin.x) < Double(Pixmap.maximumSide) * 2, abs(origin.y) < Double(Pixmap.maximumSide) * 2
    else { return }
    let x0 = Int(origin.x.rounded()), y0 = Int(origin.y.rounded())
    let placed = IntRect(minX: x0, minY: y0, maxX: x0 + image.width, maxY: y0 + image.height)
    let area = placed.intersection(state.clip.roundedOut).intersection(pixmap.bounds)
    guard !area.isEmpty else { return }
    mutateTarget(dirty: area) { target in
      let w = target.width
      image.words.withUnsafeBufferPointer { src in
        target.words.withUnsafeMutableBufferPointer { dst in
          guard let s = src.baseAddress, let d = dst.baseAddress else { return }
          for y in area.minY..<area.maxY {
            Compositor.sourceOver(
              row: s + (y - y0) * image.width + (area.minX - x0), into: d + y * w + area.minX, count: area.width,
              opacity: 255)
          }
        }
      }
    }
  }
}

extension Canvas {
  /// Draws `bitmap` scaled to fill `rect` in user coordinates, under the current transform and clip.
  ///
  /// The rectangle's edges are anti-aliased like a path's; inside, the bitmap is
  /// sampled bilinearly when enlarged and averaged when reduced.
  public func draw(_ bitmap: Bitmap, in rect: Rect) {
    let transform = state.transform, clip = state.clip
    guard !clip.isEmpty else { return }
    let reach = transform.apply(rect).intersection(clip).roundedOut
    guard !reach.isEmpty else { return }
    let raster = rasterizer
    mutateTarget(dirty: reach) { p in
      p.draw(bitmap, in: rect, transform: transform, clip: clip, using: raster)
    }
  }
}
