import Drawing

// Drawing a bitmap scaled into a rectangle under any affine transform.
//
// The rectangle's outline is scan-converted into a coverage mask like any
// path, so its edges are anti-aliased with exact area coverage and clipped
// exactly. Each covered device pixel's centre is mapped back into the bitmap
// through the inverse transform and the bitmap is sampled there: bilinearly
// where the bitmap is enlarged (at most one bitmap pixel per device pixel),
// and as the mean of the bitmap pixels under the device pixel's footprint
// where it is reduced, so a large photo drawn small does not alias. Samples
// are premultiplied, so transparent pixels never bleed colour. The sample,
// scaled by the coverage, is composited source-over.

extension Pixmap {
  /// Draws `bitmap` scaled to fill `rect` (in user coordinates) under `transform`.
  ///
  /// - Parameters:
  ///   - bitmap: The pixels.
  ///   - rect: Where the bitmap goes, before `transform`.
  ///   - transform: Maps user coordinates to device pixels.
  ///   - clip: Device pixels outside this rectangle are left alone.
  ///   - raster: A rasterizer this thread owns.
  mutating func draw(_ bitmap: Bitmap, in rect: Rect, transform: Transform, clip: Rect, using raster: Rasterizer) {
    guard rect.width > 0, rect.height > 0, rect.isFinite, let inverse = transform.inverted() else { return }
    let outline = Path.rect(rect)
    let box = transform.apply(rect).intersection(clip).intersection(bounds.rect).roundedOut
    guard !box.isEmpty else { return }
    var mask = [UInt8](repeating: 0, count: box.width * box.height)
    mask.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var blitter = CoverageMaskBlitter(mask: base, rowStride: box.width, originX: box.minX, originY: box.minY)
      raster.fill(outline, transform: transform, rule: .nonZero, clip: clip.intersection(box.rect), into: &blitter)
    }
    let sampler = BitmapSampler(
      bitmap: bitmap, rect: rect, inverse: inverse,
      bitmapPixelsPerDevicePixel: Swift.max(
        Double(bitmap.width) / (rect.width * transform.horizontalScale),
        Double(bitmap.height) / (rect.height * transform.verticalScale)))
    let w = width
    words.withUnsafeMutableBufferPointer { pixels in
      for y in box.minY..<box.maxY {
        for x in box.minX..<box.maxX {
          let coverage = UInt32(mask[(y - box.minY) * box.width + (x - box.minX)])
          guard coverage > 0 else { continue }
          let sample = Compositor.scale(sampler.sample(atDevice: Point(x: Double(x) + 0.5, y: Double(y) + 0.5)), by: coverage)
          pixels[y * w + x] = Compositor.sourceOver(sample, pixels[y * w + x])
        }
      }
    }
  }
}

/// Reads a bitmap at points of the device: bilinear when enlarged, a box mean when reduced.
struct BitmapSampler {
  let bitmap: Bitmap
  let rect: Rect
  let inverse: Transform
  /// How many bitmap pixels one device pixel spans (the larger of the two axes).
  let bitmapPixelsPerDevicePixel: Double

  /// The premultiplied packed pixel at device point `p`.
  func sample(atDevice p: Point) -> UInt32 {
    let user = inverse.apply(p)
    let u = (user.x - rect.minX) / rect.width * Double(bitmap.width)
    let v = (user.y - rect.minY) / rect.height * Double(bitmap.height)
    return bitmapPixelsPerDevicePixel > 1 ? boxMean(u: u, v: v) : bilinear(u: u, v: v)
  }

  /// The bitmap pixel at column `x`, row `y`, clamped to the edges, as four channel values.
  func channels(_ x: Int, _ y: Int) -> (Int, Int, Int, Int) {
    let cx = Swift.min(Swift.max(x, 0), bitmap.width - 1), cy = Swift.min(Swift.max(y, 0), bitmap.height - 1)
    let i = (cy * bitmap.width + cx) * 4
    let p = bitmap.pixels
    return (Int(p[i]), Int(p[i + 1]), Int(p[i + 2]), Int(p[i + 3]))
  }

  /// Bilinear interpolation between the four pixel centres around (u, v), in bitmap pixels.
  func bilinear(u: Double, v: Double) -> UInt32 {
    let fx = u - 0.5, fy = v - 0.5
    let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
    let tx = fx - Double(x0), ty = fy - Double(y0)
    let a = channels(x0, y0), b = channels(x0 + 1, y0), c = channels(x0, y0 + 1), d = channels(x0 + 1, y0 + 1)
    func mix(_ p: Int, _ q: Int, _ r: Int, _ s: Int) -> UInt32 {
      let top = Double(p) + (Double(q) - Double(p)) * tx
      let bottom = Double(r) + (Double(s) - Double(r)) * tx
      return UInt32((top + (bottom - top) * ty).rounded())
    }
    return pack(mix(a.0, b.0, c.0, d.0), mix(a.1, b.1, c.1, d.1), mix(a.2, b.2, c.2, d.2), mix(a.3, b.3, c.3, d.3))
  }

  /// The mean of the bitmap pixels whose centres fall in the device pixel's footprint around (u, v).
  func boxMean(u: Double, v: Double) -> UInt32 {
    let half = bitmapPixelsPerDevicePixel / 2
    let x0 = Int((u - half).rounded()), x1 = Swift.max(x0 + 1, Int((u + half).rounded()))
    let y0 = Int((v - half).rounded()), y1 = Swift.max(y0 + 1, Int((v + half).rounded()))
    var sum = (0, 0, 0, 0)
    for y in y0..<y1 {
      for x in x0..<x1 {
        let c = channels(x, y)
        sum = (sum.0 + c.0, sum.1 + c.1, sum.2 + c.2, sum.3 + c.3)
      }
    }
    let n = (x1 - x0) * (y1 - y0)
    func mean(_ total: Int) -> UInt32 { UInt32((total + n / 2) / n) }
    return pack(mean(sum.0), mean(sum.1), mean(sum.2), mean(sum.3))
  }

  /// Packs channels into a pixmap word, colour clamped to alpha.
  func pack(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32) -> UInt32 {
    Swift.min(r, a) | Swift.min(g, a) << 8 | Swift.min(b, a) << 16 | a << 24
  }
}

extension Transform {
  /// How long a unit step along x becomes, in device pixels.
  var horizontalScale: Double { (a * a + b * b).squareRoot() }
  /// How long a unit step along y becomes, in device pixels.
  var verticalScale: Double { (c * c + d * d).squareRoot() }
}
