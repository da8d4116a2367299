/// An immutable outline made of straight and curved segments, in one or more subpaths.
///
/// Build one with ``PathBuilder`` (or a shape helper such as
/// ``Path/roundedRect(_:radii:)``, or from SVG path data with
/// ``Path/init(svgPathData:)``). A path stores verbs and points separately, as
/// Skia and tiny-skia do: `move` and `line` take one point, `quad` two,
/// `cubic` three, `close` none. Every subpath starts with a `move`.
public struct Path: Hashable, Sendable {
  /// One drawing command of a path.
  public enum Verb: UInt8, Hashable, Sendable {
    /// Start a new subpath at one point.
    case move
    /// A straight line to one point.
    case line
    /// A quadratic Bézier: control point, then end point.
    case quad
    /// A cubic Bézier: two control points, then end point.
    case cubic
    /// A straight line back to the subpath's start, which ends the subpath.
    case close
  }

  /// One segment of a path with its points, as ``forEachElement(_:)`` reports it.
  public enum Element: Equatable, Sendable {
    /// Start a subpath.
    case move(Point)
    /// A line to a point.
    case line(Point)
    /// A quadratic curve: control, end.
    case quad(Point, Point)
    /// A cubic curve: control 1, control 2, end.
    case cubic(Point, Point, Point)
    /// Close the subpath.
    case close
  }

  /// The verbs in order.
  public let verbs: [Verb]
  /// The points the verbs consume, in order.
  public let points: [Point]
  /// The box of every point of the path, control points included (`.zero` when empty).
  ///
  /// Computed once, with the path: every fill needs it.
  public let controlBounds: Rect
  /// Whether every point is finite (no NaN or infinity).
  package let pointsAreFinite: Bool

  /// The empty path, which draws nothing.
  public static let empty = Path(verbs: [], points: [])

  init(verbs: [Verb], points: [Point]) {
    self.verbs = verbs
    self.points = points
    guard let first = points.first else {
      controlBounds = .zero
      pointsAreFinite = true
      return
    }
    var x0 = first.x, y0 = first.y, x1 = first.x, y1 = first.y
    var finite = true
    for p in points {
      finite = finite && p.isFinite
      x0 = Swift.min(x0, p.x)
      y0 = Swift.min(y0, p.y)
      x1 = Swift.max(x1, p.x)
      y1 = Swift.max(y1, p.y)
    }
    controlBounds = Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    pointsAreFinite = finite
  }

  /// Whether the path has no segment.
  public var isEmpty: Bool { verbs.isEmpty }

  /// Calls `body` with every element in order.
  public func forEachElement(_ body: (Element) throws -> Void) rethrows {
    var i = 0
    for verb in verbs {
      switch verb {
      case .move: try body(.move(points[i])); i += 1
      case .line: try body(.line(points[i])); i += 1
      case .quad: try body(.quad(points[i], points[i + 1])); i += 2
      case .cubic: try body(.cubic(points[i], points[i + 1], points[i + 2])); i += 3
      case .close: try body(.close)
      }
    }
  }

  /// The path with every point mapped through `transform`.
  public func transformed(by transform: Transform) -> Path {
    if transform == .identity { return self }
    return Path(verbs: verbs, points: points.map(transform.apply))
  }

  /// This path followed by the subpaths of `other`.
  public func appending(_ other: Path) -> Path {
    Path(verbs: verbs + other.verbs, points: points + other.points)
  }
}
