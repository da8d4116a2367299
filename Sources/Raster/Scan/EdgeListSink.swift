internal import CRasterKernels
import Drawing

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
