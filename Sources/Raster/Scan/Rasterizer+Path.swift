internal import CRasterKernels
import Drawing
import Foundation

// From a path to fixed-point line segments: transform, flatten, clip.
//
// Points are transformed first, so curves are flattened in device pixels (`Rasterizer+Flattening`).
// A path inside the clip goes to `EdgeListSink`, which hands its outline to C a batch at a time;
// a path that crosses the clip goes through `LineClipper` first.

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
}
