internal import CRasterKernels
import Drawing

// Clipping to an axis-aligned rectangle.
//
// Clipping is exact for any axis-aligned clip rectangle, fractional edges
// included, and costs nothing per pixel: pieces above or below the clip add no
// area inside it and are dropped; pieces to its left or right are projected
// onto the clip's left or right edge as vertical lines, which add exactly the
// cover they would have added to pixels inside the clip, and in the pixel the
// edge crosses, exactly the part of the pixel inside. Curves whose control box
// lies wholly outside are culled, or become one chord when they lie to the
// side, before any flattening, so huge off-canvas curves cost nothing.

/// Clips device-space lines to a clip rectangle and hands the pieces on as outline steps.
///
/// Curves wholly inside the clip (most of a partly clipped shape) go on whole, to be stepped
/// and cut like those of an unclipped path.
struct LineClipper: EdgeSink {
  /// The clip rectangle's edges in device pixels.
  let x0: Double, y0: Double, x1: Double, y1: Double
  /// Where the pieces go.
  private var steps: EdgeListSink
  /// The pen.
  private var pen = Point.zero
  /// Where the last piece handed on ended (NaN before the first, so that it moves).
  private var emitted = Point(x: .nan, y: .nan)

  init(clip: Rect, box: IntRect, raster: Rasterizer) {
    x0 = clip.minX
    y0 = clip.minY
    x1 = clip.maxX
    y1 = clip.maxY
    steps = EdgeListSink(raster: raster, box: box)
  }

  func cull(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CurveCull {
    if maxY <= y0 || minY >= y1 { return .skip }
    if maxX <= x0 || minX >= x1 { return .chord }
    let insideClip = minX >= x0 && minY >= y0 && maxX <= x1 && maxY <= y1
    return insideClip ? steps.cull(minX: minX, minY: minY, maxX: maxX, maxY: maxY) : .flatten
  }

  @inline(__always)
  mutating func move(to p: Point) { pen = p }

  @inline(__always)
  mutating func line(to p: Point) {
    clip(from: pen, to: p)
    pen = p
  }

  mutating func quadratic(from p0: Point, control p1: Point, to p2: Point, inside: Bool) {
    if inside {
      moveIfNeeded(to: p0)
      steps.quadratic(from: p0, control: p1, to: p2, inside: true)
      pen = p2
      emitted = p2
    } else {
      let (curve, n) = steps.raster.quadraticChords(p0, p1, p2)
      clipChords(along: curve, count: n, to: p2)
    }
  }

  mutating func cubic(from p0: Point, _ p1: Point, _ p2: Point, to p3: Point, inside: Bool) {
    if inside {
      moveIfNeeded(to: p0)
      steps.cubic(from: p0, p1, p2, to: p3, inside: true)
      pen = p3
      emitted = p3
    } else {
      let (curve, n) = steps.raster.cubicChords(p0, p1, p2, p3)
      clipChords(along: curve, count: n, to: p3)
    }
  }

  /// Clips a curve's chords one by one, stepping `curve` in `Double`.
  private mutating func clipChords(along curve: ForwardDifferences, count: Int, to end: Point) {
    var c = curve
    for _ in 1..<count {
      c.x += c.d1x
      c.y += c.d1y
      c.d1x += c.d2x
      c.d1y += c.d2y
      c.d2x += c.d3x
      c.d2y += c.d3y
      line(to: Point(x: c.x, y: c.y))
    }
    line(to: end)
  }

  mutating func finish() { steps.finish() }

  /// Adds the part of the line `a → b` that affects pixels inside the clip.
  @inline(__always)
  private mutating func clip(from a: Point, to b: Point) {
    if a.y == b.y { return }
    if (a.y <= y0 && b.y <= y0) || (a.y >= y1 && b.y >= y1) { return }
    var ax = a.x, ay = a.y, bx = b.x, by = b.y
    // Clip to the clip's rows; the line is monotone in y, so clamp each end.
    let slope = (b.x - a.x) / (b.y - a.y)
    if ay < y0 { ax = a.x + (y0 - a.y) * slope; ay = y0 } else if ay > y1 { ax = a.x + (y1 - a.y) * slope; ay = y1 }
    if by < y0 { bx = a.x + (y0 - a.y) * slope; by = y0 } else if by > y1 { bx = a.x + (y1 - a.y) * slope; by = y1 }
    if ax >= x0 && bx >= x0 && ax <= x1 && bx <= x1 {
      return emit(ax, ay, bx, by)
    }
    if (ax <= x0 && bx <= x0) || (ax >= x1 && bx >= x1) {
      let x = ax <= x0 ? x0 : x1
      return emit(x, ay, x, by)
    }
    // Cut where the line crosses the clip's sides; project outside pieces onto them.
    let dx = bx - ax, dy = by - ay
    let tl = (x0 - ax) / dx, tr = (x1 - ax) / dx
    let first = Swift.min(tl, tr), second = Swift.max(tl, tr)
    var px = ax, py = ay
    // At most three pieces: up to each crossing inside the segment, then to its end.
    for k in 0..<3 {
      let t = k == 0 ? first : (k == 1 ? second : 1.0)
      guard t > 0 else { continue }
      let isEnd = t >= 1
      let qx = isEnd ? bx : ax + dx * t, qy = isEnd ? by : ay + dy * t
      let mid = Swift.min(Swift.max((px + qx) / 2, x0), x1)
      if mid == x0 || mid == x1 {
        emit(mid, py, mid, qy)
      } else {
        emit(Swift.min(Swift.max(px, x0), x1), py, Swift.min(Swift.max(qx, x0), x1), qy)
      }
      px = qx
      py = qy
      if isEnd { break }
    }
  }

  /// Hands on the piece (ax, ay) → (bx, by), which lies inside the clip.
  @inline(__always)
  private mutating func emit(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
    moveIfNeeded(to: Point(x: ax, y: ay))
    steps.line(to: Point(x: bx, y: by))
    emitted = Point(x: bx, y: by)
  }

  /// Moves the pen of the steps to `p` unless the last piece ended there, as the chords of a curve
  /// inside the clip do: the cutter then walks on from the cell it stopped in.
  @inline(__always)
  private mutating func moveIfNeeded(to p: Point) {
    if p != emitted { steps.move(to: p) }
  }
}
