/// Collects segments and produces an immutable ``Path``.
///
/// Drawing commands before the first `move(to:)` start a subpath at the
/// origin; `close()` followed by another segment starts a new subpath at the
/// closed subpath's start, as in SVG and Core Graphics.
public struct PathBuilder: Sendable {
  private var verbs: [Path.Verb] = []
  private var points: [Point] = []
  private var subpathStart = Point.zero
  private var needsMove = true

  /// Creates an empty builder.
  public init() {}

  /// The current point: the end of the last segment (the origin before any).
  public private(set) var currentPoint = Point.zero

  /// Whether nothing has been added yet.
  public var isEmpty: Bool { verbs.isEmpty }

  private mutating func ensureSubpath() {
    if needsMove { move(to: currentPoint) }
  }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: Point) {
    if verbs.last == .move {
      points[points.count - 1] = point
    } else {
      verbs.append(.move)
      points.append(point)
    }
    subpathStart = point
    currentPoint = point
    needsMove = false
  }

  /// Adds a straight line from the current point to `point`.
  public mutating func line(to point: Point) {
    ensureSubpath()
    verbs.append(.line)
    points.append(point)
    currentPoint = point
  }

  /// Adds a quadratic Bézier curve to `point` with one control point.
  public mutating func quad(to point: Point, control: Point) {
    ensureSubpath()
    verbs.append(.quad)
    points.append(contentsOf: [control, point])
    currentPoint = point
  }

  /// Adds a cubic Bézier curve to `point` with two control points.
  public mutating func cubic(to point: Point, control1: Point, control2: Point) {
    ensureSubpath()
    verbs.append(.cubic)
    points.append(contentsOf: [control1, control2, point])
    currentPoint = point
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func close() {
    guard !needsMove, let last = verbs.last, last != .close else { return }
    verbs.append(.close)
    currentPoint = subpathStart
    needsMove = true
  }

  /// Appends every subpath of `path`.
  public mutating func add(_ path: Path) {
    path.forEachElement { element in
      switch element {
      case .move(let p): move(to: p)
      case .line(let p): line(to: p)
      case .quad(let c, let p): quad(to: p, control: c)
      case .cubic(let c1, let c2, let p): cubic(to: p, control1: c1, control2: c2)
      case .close: close()
      }
    }
  }

  /// The finished path, or `nil` when no segment was added.
  ///
  /// A trailing lone `move` is dropped, so a builder that only moved is empty.
  public func finish() -> Path? {
    var v = verbs, p = points
    while v.last == .move {
      v.removeLast()
      p.removeLast()
    }
    return v.isEmpty ? nil : Path(verbs: v, points: p)
  }
}
