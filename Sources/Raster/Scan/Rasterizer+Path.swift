internal import CRasterKernels
import Drawing
import Foundation

// From a path to fixed-point line segments: transform, flatten, clip.
//
// Points are transformed first, so curves are flattened in device pixels.
// Quadratic and cubic Béziers become chords at uniform parameter steps; the
// count comes from the bound on a chord's distance to the curve,
// h²/8 · max|B''|, which for a cubic is 0.75·dd/n² and for a quadratic
// 0.25·dd/n² (dd the largest second difference of the control points), so
// no chord strays more than 1/`inverseFlatteningTolerance` px from the curve.
//
// Chords of a convex arc all lie inside it, so plain flattening thins every
// curved shape by about ⅔ of the chord error (a bias the accuracy tests
// caught). Each interior vertex is therefore moved by −(h²/12)·B''(t): the
// mean gap between a chord and its arc is h²/12·|B''| in the −B'' direction,
// so the moved chords cross the arc and add the right area on average. The
// largest deviation falls from d to ⅔·d and the bias vanishes, which lets a
// tolerance of 1/256 px match the accuracy of uncompensated 1/1024 px with
// half the chords. With 11-bit edge coordinates the tolerance is 1/160 px, the
// coarsest of 1/128, 1/144, 1/160 and 1/192 that keeps every accuracy bar
// (1/144 fails a circle of radius 1.2 by 0.008/255 in the per-shape bar), and
// 1.26× fewer chords than 1/256; the bench's mean error is then 0.281/255,
// below the 0.285 of 10 bits and 1/256.
//
// The vertices come from forward differences (two or three additions per
// coordinate and step, as in classic curve renderers) rather than from the
// Bernstein polynomial at each t; the compensation is constant along a
// quadratic and linear in t along a cubic, so it folds into the differences.
// Rounding grows with the step count times the coordinates' ulp, far below
// the 1/2048 px of the fixed point even at the 16,384-chord cap. A path that
// lies inside the clip (nearly all) is not stepped here: its moves, lines and
// curve set-ups are collected a batch at a time and handed to C
// (`rk_add_edges`), which steps the differences in integers and cuts the
// chords, so that the set-ups' square roots overlap instead of each waiting
// for the previous curve's cutting.
//
// Clipping is exact for any axis-aligned clip rectangle, fractional edges
// included, and costs nothing per pixel: pieces above or below the clip add no
// area inside it and are dropped; pieces to its left or right are projected
// onto the clip's left or right edge as vertical lines, which add exactly the
// cover they would have added to pixels inside the clip, and in the pixel the
// edge crosses, exactly the part of the pixel inside. Curves whose control box
// lies wholly outside are culled, or become one chord when they lie to the
// side, before any flattening, so huge off-canvas curves cost nothing.

/// 1 / the largest distance, in device pixels, between a curve and its uncompensated chords (1/160 px).
let inverseFlatteningTolerance = 160.0

/// The parameter step 1/n of `n` chords and the vertex shift factor −(1/n)²/6 of a quadratic.
func chordSteps(_ n: Int) -> (step: Double, shiftScale: Double) {
  let step = 1 / Double(n)
  return (step, -step * step / 6)
}
/// The most chords one curve may become, which bounds the work for any input.
let maximumChordsPerCurve = 16_384

extension Rasterizer {
  /// Scan-converts `path` under `transform`, clipped to `clip`, into `blitter`.
  ///
  /// `clip` is in device pixels and may have fractional edges; coverage is then
  /// the exact area of the path inside it. Does nothing when the path or the clip
  /// is empty, or any transformed point is NaN or infinite.
  func fill<B: SpanBlitter>(
    _ path: Path, transform: Transform, rule: FillRule, clip: Rect, into blitter: inout B
  ) {
    guard !path.isEmpty, !clip.isEmpty else { return }
    if transform == .identity {
      // Device-space paths are walked where they are, with the bounds they carry.
      guard path.pointsAreFinite else { return }
      path.points.withUnsafeBufferPointer { points in
        fill(path, points: points, bounds: path.controlBounds, rule: rule, clip: clip, into: &blitter)
      }
      return
    }
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
    let bounds = Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    scratchPoints.withUnsafeBufferPointer { points in
      fill(path, points: points, bounds: bounds, rule: rule, clip: clip, into: &blitter)
    }
  }

  /// Scan-converts the path's verbs over `points`, its points in device pixels, whose box is `bounds`.
  private func fill<B: SpanBlitter>(
    _ path: Path, points: UnsafeBufferPointer<Point>, bounds: Rect, rule: FillRule, clip: Rect, into blitter: inout B
  ) {
    let box = clip.roundedOut.intersection(bounds.roundedOut)
    guard !box.isEmpty else { return }
    reset(box: box)
    if bounds.minX >= clip.minX, bounds.maxX <= clip.maxX, bounds.minY >= clip.minY, bounds.maxY <= clip.maxY {
      // Wholly inside the clip (the usual case): no clipping, one conversion per point.
      var sink = EdgeListSink(raster: self, box: box)
      walk(path.verbs, points: points, into: &sink)
      sink.finish()
    } else {
      var sink = LineClipper(clip: clip, box: box, raster: self)
      walk(path.verbs, points: points, into: &sink)
      sink.finish()
    }
    sweep(rule: rule, into: &blitter)
  }

  /// Feeds `verbs` over `pts` (device pixels) to `sink` as lines, flattening curves.
  ///
  /// Every subpath is closed: a `move` first draws the line back to the previous subpath's start.
  private func walk<S: EdgeSink>(_ verbs: [Path.Verb], points pts: UnsafeBufferPointer<Point>, into sink: inout S) {
    var i = 0
    var start = Point.zero, current = Point.zero
    var open = false
    for verb in verbs {
      switch verb {
      case .move:
        if open { sink.line(to: start) }
        open = true
        start = pts[i]
        current = start
        sink.move(to: start)
        i += 1
      case .line:
        sink.line(to: pts[i])
        current = pts[i]
        i += 1
      case .quad:
        addQuad(current, pts[i], pts[i + 1], into: &sink)
        current = pts[i + 1]
        i += 2
      case .cubic:
        addCubic(current, pts[i], pts[i + 1], pts[i + 2], into: &sink)
        current = pts[i + 2]
        i += 3
      case .close:
        sink.line(to: start)
        current = start
      }
    }
    if open { sink.line(to: start) }
  }

  private func addQuad<S: EdgeSink>(_ p0: Point, _ p1: Point, _ p2: Point, into sink: inout S) {
    let cull = sink.cull(
      minX: Swift.min(p0.x, p1.x, p2.x), minY: Swift.min(p0.y, p1.y, p2.y),
      maxX: Swift.max(p0.x, p1.x, p2.x), maxY: Swift.max(p0.y, p1.y, p2.y))
    switch cull {
    case .skip: return sink.move(to: p2)
    case .chord: return sink.line(to: p2)
    case .flatten, .flattenInside: break
    }
    sink.quadratic(from: p0, control: p1, to: p2, inside: cull == .flattenInside)
  }

  /// The flattening state and chord count of the quadratic Bézier p0, p1, p2.
  @inline(__always)
  func quadraticChords(_ p0: Point, _ p1: Point, _ p2: Point) -> (ForwardDifferences, Int) {
    let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
    // 0.25 · r · 160 as r · 40: scaling by 0.25 is exact, so the product is the same Double.
    let square = (ddx * ddx + ddy * ddy).squareRoot() * (0.25 * inverseFlatteningTolerance)
    // How far the curve reaches along its longer axis, at most: chords shorter than a pixel.
    let reach = Swift.max(abs(p1.x - p0.x) + abs(p2.x - p1.x), abs(p1.y - p0.y) + abs(p2.y - p1.y))
    let n = square > reach * reach ? shortChordCount(squareOf: square, reach: reach) : chordCount(squareOf: square)
    let (step, shiftScale) = steps(n)
    // B'' = 2·(p0 − 2p1 + p2); each interior vertex moves by −(h²/12)·B''.
    let shiftX = shiftScale * ddx, shiftY = shiftScale * ddy
    // Forward differences: B(t + h) − B(t) grows by 2h²·A each step (A = p0 − 2p1 + p2).
    let h2 = step * step
    let curve = ForwardDifferences(
      x: p0.x + shiftX, y: p0.y + shiftY,
      d1x: 2 * step * (p1.x - p0.x) + h2 * ddx, d1y: 2 * step * (p1.y - p0.y) + h2 * ddy,
      d2x: 2 * h2 * ddx, d2y: 2 * h2 * ddy, d3x: 0, d3y: 0)
    return (curve, n)
  }

  private func addCubic<S: EdgeSink>(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, into sink: inout S) {
    let cull = sink.cull(
      minX: Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x)),
      minY: Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y)),
      maxX: Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x)),
      maxY: Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y)))
    switch cull {
    case .skip: return sink.move(to: p3)
    case .chord: return sink.line(to: p3)
    case .flatten, .flattenInside: break
    }
    sink.cubic(from: p0, p1, p2, to: p3, inside: cull == .flattenInside)
  }

  /// The flattening state and chord count of the cubic Bézier p0, p1, p2, p3.
  @inline(__always)
  func cubicChords(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> (ForwardDifferences, Int) {
    let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
    // One square root of the larger square: the same value, as the root is monotone and rounded.
    let dd = Swift.max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
    let n = chordCount(squareOf: 0.75 * dd * inverseFlatteningTolerance)
    let step = steps(n).step
    // B''(t) = 6·((1 − t)·A + t·B); each interior vertex moves by −(h²/12)·B''(t), that is by
    // k2·(A + t·(B − A)), linear in t.
    let k2 = -step * step / 2
    // Forward differences of B(t) = p0 + 3(p1 − p0)·t + 3A·t² + (B − A)·t³ plus that shift.
    let h = step, h2 = step * step, h3 = h2 * step
    let c1x = 3 * (p1.x - p0.x), c2x = 3 * ax, c3x = bx - ax
    let c1y = 3 * (p1.y - p0.y), c2y = 3 * ay, c3y = by - ay
    let curve = ForwardDifferences(
      x: p0.x + k2 * ax, y: p0.y + k2 * ay,
      d1x: c1x * h + c2x * h2 + c3x * h3 + k2 * c3x * h, d1y: c1y * h + c2y * h2 + c3y * h3 + k2 * c3y * h,
      d2x: 2 * c2x * h2 + 6 * c3x * h3, d2y: 2 * c2y * h2 + 6 * c3y * h3,
      d3x: 6 * c3x * h3, d3y: 6 * c3y * h3)
    return (curve, n)
  }

  /// The number of chords that keeps a curve within tolerance, from `square`, its second-derivative
  /// bound divided by the tolerance.
  ///
  /// ⌈√square⌉ within 1…``maximumChordsPerCurve``. Up to 64 chords, the square root is a table
  /// lookup at the square rounded up: n² ≥ s exactly when n² ≥ ⌈s⌉. Rounding up is by comparison
  /// rather than `rounded(.up)`, which baseline x86-64 compiles to a call.
  @inline(__always)
  func chordCount(squareOf square: Double) -> Int {
    if square <= Double(ChordTables.largestSquare) {
      let m = Int(square)
      return Int(chordTables.counts[Double(m) < square ? m &+ 1 : m])
    }
    let root = square.squareRoot()
    // Also NaN and infinity, which fail the comparison.
    guard root < Double(maximumChordsPerCurve) else { return maximumChordsPerCurve }
    let n = Int(root)
    return Double(n) < root ? n &+ 1 : n
  }

  /// The chord count of a curve whose chords at ``chordCount(squareOf:)`` would be shorter than a
  /// pixel: ⌈∛(square · reach)⌉, at least ⌈reach⌉.
  ///
  /// A chord's area error inside one pixel is at most its sagitta times the part of its length in
  /// that pixel, and the compensated chords of a curve cancel each other's error within a pixel,
  /// but for the chords that cross its sides. With n chords over a reach r, the sagitta is
  /// s·(tolerance) / n² for s = `square`, and the chord length r / n, so the error a pixel sees
  /// stays at the tolerance when s·r / n³ ≤ 1: fewer chords than ⌈√s⌉ for small curves, such as
  /// the glyphs of 12 px text, and no fewer than one per pixel of reach.
  @inline(__always)
  func shortChordCount(squareOf square: Double, reach: Double) -> Int {
    let cube = square * reach
    let n: Int
    if cube <= Double(ChordTables.largestCube) {
      let m = Int(cube)
      n = Int(chordTables.cubeRoots[Double(m) < cube ? m &+ 1 : m])
    } else {
      n = chordCount(squareOf: pow(cube, 2.0 / 3.0))
    }
    // At most the cap, as for every curve: a reach this long comes here only from a second
    // difference that overflowed to infinity (and NaN fails the comparison).
    guard reach < Double(maximumChordsPerCurve) else { return maximumChordsPerCurve }
    let least = Int(reach)
    return Swift.max(n, Double(least) < reach ? least &+ 1 : least)
  }

  /// ``chordSteps(_:)``, from the rasterizer's table for small `n`.
  @inline(__always)
  func steps(_ n: Int) -> (step: Double, shiftScale: Double) {
    n <= ChordTables.largestCount ? chordTables.steps[n] : chordSteps(n)
  }
}

/// Lookups that spare nearly every curve a square root and two divisions.
///
/// Pointers rather than arrays or globals: no bounds or initialisation checks at each use.
struct ChordTables {
  /// The most chords the tables cover.
  static let largestCount = 64
  /// The largest square of a chord count the tables cover.
  static let largestSquare = largestCount * largestCount
  /// The largest cube whose root the tables cover.
  static let largestCube = 4096
  /// ⌈√m⌉ (at least 1) for m = 0…``largestSquare``.
  let counts: UnsafeMutablePointer<UInt8>
  /// ⌈∛m⌉ (at least 1) for m = 0…``largestCube``.
  let cubeRoots: UnsafeMutablePointer<UInt8>
  /// ``chordSteps(_:)`` for n = 0…``largestCount`` (0 unused).
  let steps: UnsafeMutablePointer<(step: Double, shiftScale: Double)>

  /// Fills new tables.
  static func allocate() -> ChordTables {
    let counts = UnsafeMutablePointer<UInt8>.allocate(capacity: largestSquare + 1)
    var n = 1
    for m in 0...largestSquare {
      while n * n < m { n += 1 }
      counts[m] = UInt8(n)
    }
    let cubeRoots = UnsafeMutablePointer<UInt8>.allocate(capacity: largestCube + 1)
    n = 1
    for m in 0...largestCube {
      while n * n * n < m { n += 1 }
      cubeRoots[m] = UInt8(n)
    }
    let steps = UnsafeMutablePointer<(step: Double, shiftScale: Double)>.allocate(capacity: largestCount + 1)
    steps[0] = (0, 0)
    for n in 1...largestCount { steps[n] = chordSteps(n) }
    return ChordTables(counts: counts, cubeRoots: cubeRoots, steps: steps)
  }

  /// Frees the tables.
  func deallocate() {
    counts.deallocate()
    cubeRoots.deallocate()
    steps.deallocate()
  }
}

/// What to do with a curve, judged from its control box.
enum CurveCull {
  /// It adds nothing inside the clip.
  case skip
  /// Only its end points matter: it lies wholly beside the clip.
  case chord
  /// It must be flattened.
  case flatten
  /// It must be flattened, needs no clipping, and its chord ends cannot leave the cell box.
  ///
  /// A chord end lies in the curve's control box but for the compensation and the stepping,
  /// under 1/240 px together; a control box 1/64 px inside the cell box keeps every end in it.
  case flattenInside
}

/// A curve's flattening state (C's type): a point and its forward differences in device pixels.
///
/// A step adds `d1` to the point, which is then the next chord end, `d2` to `d1` and `d3` to `d2`.
typealias ForwardDifferences = rk_forward_differences

/// Receives the lines of a path in device pixels, as a pen that moves and draws.
protocol EdgeSink {
  /// Puts the pen at `p` without drawing.
  mutating func move(to p: Point)
  /// Adds the line from the pen to `p` and leaves the pen there.
  mutating func line(to p: Point)
  /// Decides what a curve with this control box needs; a skipped curve moves the pen to its end.
  func cull(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CurveCull
  /// Draws the quadratic from the pen (`p0`) through `p1` to `p2` as chords; `inside` says it was
  /// culled as ``CurveCull/flattenInside``.
  mutating func quadratic(from p0: Point, control p1: Point, to p2: Point, inside: Bool)
  /// Draws the cubic from the pen (`p0`) through `p1` and `p2` to `p3` as chords.
  mutating func cubic(from p0: Point, _ p1: Point, _ p2: Point, to p3: Point, inside: Bool)
  /// Hands on whatever is still waiting; called once, after the path's last verb.
  mutating func finish()
}

/// Collects the outline of a path that lies inside the clip as ``rk_edge`` steps, and hands them
/// to C (`rk_add_edges`) a batch at a time.
///
/// Making all of a batch's curve set-ups (square roots, chord counts) before cutting any chord
/// keeps their latency off the cutting's path.
struct EdgeListSink: EdgeSink {
  let raster: Rasterizer
  let originX: Double, originY: Double
  /// The batch, ``Rasterizer/outlineBatchCapacity`` long.
  let edges: UnsafeMutablePointer<rk_edge>
  /// How many of `edges` are waiting.
  private var count = 0
  /// The pen after the last batch, in box-relative fixed point.
  private var pen: (Int64, Int64) = (0, 0)
  /// The part of the cell box, in device pixels, where a curve's control box must lie for its
  /// chord ends to need no clamping: the box less 1/64 px on every side.
  private let insideMinX: Double, insideMinY: Double, insideMaxX: Double, insideMaxY: Double

  init(raster: Rasterizer, box: IntRect) {
    self.raster = raster
    originX = Double(box.minX)
    originY = Double(box.minY)
    let margin = 1.0 / 64
    insideMinX = originX + margin
    insideMinY = originY + margin
    insideMaxX = Double(box.maxX) - margin
    insideMaxY = Double(box.maxY) - margin
    edges = raster.outlineBatch
  }

  @inline(__always)
  private mutating func append(chords: Int, inside: Bool, to p: Point, curve: ForwardDifferences) {
    edges[count] = rk_edge(chords: Int32(chords), inside: inside ? 1 : 0, end_x: p.x, end_y: p.y, curve: curve)
    count &+= 1
    if count == Rasterizer.outlineBatchCapacity { finish() }
  }

  @inline(__always)
  mutating func move(to p: Point) { append(chords: 0, inside: true, to: p, curve: ForwardDifferences()) }

  @inline(__always)
  mutating func line(to p: Point) { append(chords: 1, inside: true, to: p, curve: ForwardDifferences()) }

  @inline(__always)
  func cull(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CurveCull {
    minX >= insideMinX && minY >= insideMinY && maxX <= insideMaxX && maxY <= insideMaxY ? .flattenInside : .flatten
  }

  /// `chords` of a step whose quadratic waits to be set up, with p0 and p1 where its flattening
  /// state goes.
  private static let waitingQuadratic: Int32 = -1

  /// Keeps the quadratic's points in its step until the batch is full.
  @inline(__always)
  mutating func quadratic(from p0: Point, control p1: Point, to p2: Point, inside: Bool) {
    let points = ForwardDifferences(x: p0.x, y: p0.y, d1x: p1.x, d1y: p1.y, d2x: 0, d2y: 0, d3x: 0, d3y: 0)
    append(chords: Int(Self.waitingQuadratic), inside: inside, to: p2, curve: points)
  }

  @inline(__always)
  mutating func cubic(from p0: Point, _ p1: Point, _ p2: Point, to p3: Point, inside: Bool) {
    let (curve, n) = raster.cubicChords(p0, p1, p2, p3)
    append(chords: n, inside: inside, to: p3, curve: curve)
  }

  /// Sets up the batch's quadratics, then cuts the waiting steps into cells.
  ///
  /// The set-ups run in a loop of their own, away from the walk's branches on verbs: their
  /// square roots and table lookups overlap instead of each waiting for a mispredicted verb
  /// (bench mailCell +5 %; cubics, few and long, gained nothing from waiting).
  mutating func finish() {
    for k in 0..<count where edges[k].chords == Self.waitingQuadratic {
      let c = edges[k].curve
      let (curve, n) = raster.quadraticChords(
        Point(x: c.x, y: c.y), Point(x: c.d1x, y: c.d1y), Point(x: edges[k].end_x, y: edges[k].end_y))
      edges[k].curve = curve
      edges[k].chords = Int32(n)
    }
    raster.addEdges(edges, count: count, originX: originX, originY: originY, pen: &pen)
    count = 0
  }
}

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
