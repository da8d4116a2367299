import Foundation

// From a path to fixed-point line segments: transform, flatten, clip.
//
// Points are transformed first, so curves are flattened in device pixels.
// Quadratic and cubic Béziers become chords at uniform parameter steps; the
// count comes from the bound on a chord's distance to the curve,
// h²/8 · max|B''|, which for a cubic is 0.75·dd/n² and for a quadratic
// 0.25·dd/n² (dd the largest second difference of the control points), so
// no chord strays more than `flatteningTolerance` from the curve.
//
// Clipping follows the accumulation's needs rather than geometry: pieces above
// or below the box, or to its right, add nothing to any pixel in it and are
// dropped; pieces to its left are replaced by vertical lines on its left edge,
// which add the same cover to every pixel on their rows. Curves whose control
// box lies wholly outside are culled (or become one line on the left edge)
// before any flattening, so huge off-canvas curves cost nothing.

/// The largest distance, in device pixels, between a curve and its chords (1/1024 px).
let flatteningTolerance = 1.0 / 1024
/// The most chords one curve may become, which bounds the work for any input.
let maximumChordsPerCurve = 16_384

extension Rasterizer {
  /// Scan-converts `path` under `transform`, clipped to `clip`, into `blitter`.
  ///
  /// Does nothing when the path is empty, the clip is empty, or any transformed
  /// point is NaN or infinite.
  func fill<B: SpanBlitter>(
    _ path: Path, transform: Transform, rule: FillRule, clip: IntRect, into blitter: inout B
  ) {
    guard !path.isEmpty, !clip.isEmpty else { return }
    scratchPoints.removeAll(keepingCapacity: true)
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    for p in path.points {
      let q = transform.apply(p)
      guard q.isFinite else { return }
      minX = Swift.min(minX, q.x)
      minY = Swift.min(minY, q.y)
      maxX = Swift.max(maxX, q.x)
      maxY = Swift.max(maxY, q.y)
      scratchPoints.append(q)
    }
    let box = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY).roundedOut.intersection(clip)
    guard !box.isEmpty else { return }
    reset(box: box)
    let clipper = LineClipper(box: box)
    scratchPoints.withUnsafeBufferPointer { pts in
      var i = 0
      var start = Point.zero, current = Point.zero
      for verb in path.verbs {
        switch verb {
        case .move:
          clipper.add(from: current, to: start, into: self)
          start = pts[i]
          current = start
          i += 1
        case .line:
          clipper.add(from: current, to: pts[i], into: self)
          current = pts[i]
          i += 1
        case .quad:
          addQuad(current, pts[i], pts[i + 1], clipper: clipper)
          current = pts[i + 1]
          i += 2
        case .cubic:
          addCubic(current, pts[i], pts[i + 1], pts[i + 2], clipper: clipper)
          current = pts[i + 2]
          i += 3
        case .close:
          clipper.add(from: current, to: start, into: self)
          current = start
        }
      }
      clipper.add(from: current, to: start, into: self)
    }
    sweep(rule: rule, into: &blitter)
  }

  /// Whether a curve with these control points can be skipped, or reduced to its chord.
  private func cull(_ ps: Point...) -> (skip: Bool, chordOnly: Bool) {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    for p in ps {
      x0 = Swift.min(x0, p.x)
      y0 = Swift.min(y0, p.y)
      x1 = Swift.max(x1, p.x)
      y1 = Swift.max(y1, p.y)
    }
    let b = box
    if y1 <= Double(b.minY) || y0 >= Double(b.maxY) || x0 >= Double(b.maxX) { return (true, false) }
    return (false, x1 <= Double(b.minX))
  }

  private func addQuad(_ p0: Point, _ p1: Point, _ p2: Point, clipper: LineClipper) {
    let culled = cull(p0, p1, p2)
    if culled.skip { return }
    if culled.chordOnly { return clipper.add(from: p0, to: p2, into: self) }
    let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
    let n = chordCount(0.25 * (ddx * ddx + ddy * ddy).squareRoot())
    var previous = p0
    for k in 1..<n {
      let t = Double(k) / Double(n), mt = 1 - t
      let a = mt * mt, b = 2 * mt * t, c = t * t
      let p = Point(x: a * p0.x + b * p1.x + c * p2.x, y: a * p0.y + b * p1.y + c * p2.y)
      clipper.add(from: previous, to: p, into: self)
      previous = p
    }
    clipper.add(from: previous, to: p2, into: self)
  }

  private func addCubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, clipper: LineClipper) {
    let culled = cull(p0, p1, p2, p3)
    if culled.skip { return }
    if culled.chordOnly { return clipper.add(from: p0, to: p3, into: self) }
    let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
    let dd = Swift.max((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
    let n = chordCount(0.75 * dd)
    var previous = p0
    for k in 1..<n {
      let t = Double(k) / Double(n), mt = 1 - t
      let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
      let p = Point(
        x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
        y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
      clipper.add(from: previous, to: p, into: self)
      previous = p
    }
    clipper.add(from: previous, to: p3, into: self)
  }

  /// The number of chords that keeps a curve with this second-derivative bound within tolerance.
  @inline(__always)
  private func chordCount(_ bound: Double) -> Int {
    let n = (bound / flatteningTolerance).squareRoot().rounded(.up)
    guard n.isFinite else { return maximumChordsPerCurve }
    return Swift.max(1, Swift.min(maximumChordsPerCurve, Int(n)))
  }
}

/// Clips device-space lines to a pixel box and hands them to the rasterizer in fixed point.
struct LineClipper {
  let x0: Double, y0: Double, x1: Double, y1: Double

  init(box: IntRect) {
    x0 = Double(box.minX)
    y0 = Double(box.minY)
    x1 = Double(box.maxX)
    y1 = Double(box.maxY)
  }

  /// Adds the part of the line `a → b` that affects pixels in the box.
  @inline(__always)
  func add(from a: Point, to b: Point, into raster: Rasterizer) {
    if a.y == b.y { return }
    if (a.y <= y0 && b.y <= y0) || (a.y >= y1 && b.y >= y1) { return }
    if a.x >= x1 && b.x >= x1 { return }
    var ax = a.x, ay = a.y, bx = b.x, by = b.y
    // Clip to the box's rows; the line is monotone in y, so clamp each end.
    let slope = (b.x - a.x) / (b.y - a.y)
    if ay < y0 { ax = a.x + (y0 - a.y) * slope; ay = y0 } else if ay > y1 { ax = a.x + (y1 - a.y) * slope; ay = y1 }
    if by < y0 { bx = a.x + (y0 - a.y) * slope; by = y0 } else if by > y1 { bx = a.x + (y1 - a.y) * slope; by = y1 }
    if ax >= x0 && bx >= x0 && ax <= x1 && bx <= x1 {
      return emit(ax, ay, bx, by, raster)
    }
    // Cut at the left and right edges; left pieces become vertical, right pieces vanish.
    var ts: (Double, Double) = (2, 2)
    let dx = bx - ax
    if dx != 0 {
      let tl = (x0 - ax) / dx, tr = (x1 - ax) / dx
      let l = tl > 0 && tl < 1 ? tl : 2, r = tr > 0 && tr < 1 ? tr : 2
      ts = (Swift.min(l, r), Swift.max(l, r))
    }
    var px = ax, py = ay
    for t in [ts.0, ts.1, 1.0] where t <= 1 {
      let isEnd = t == 1
      let qx = isEnd ? bx : ax + dx * t, qy = isEnd ? by : ay + (by - ay) * t
      let mid = (px + qx) / 2
      if mid <= x0 {
        emit(x0, py, x0, qy, raster)
      } else if mid < x1 {
        emit(Swift.min(Swift.max(px, x0), x1), py, Swift.min(Swift.max(qx, x0), x1), qy, raster)
      }
      px = qx
      py = qy
      if isEnd { break }
    }
  }

  @inline(__always)
  private func emit(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ raster: Rasterizer) {
    let one = Double(fixedOne)
    raster.addLine(
      x0: Int(((ax - x0) * one).rounded()), y0: Int(((ay - y0) * one).rounded()),
      x1: Int(((bx - x0) * one).rounded()), y1: Int(((by - y0) * one).rounded()))
  }
}
