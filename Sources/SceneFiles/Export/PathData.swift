import Drawing
import JSONText

/// A path written back as SVG path data that `Path(svgPathData:)` reads to the same verbs and points.
///
/// Every segment is written with an absolute command (M, L, Q, C, Z) and every
/// coordinate as the shortest text of its Double, so no precision is lost.
enum PathData {
  /// The path data of `path`, e.g. "M3 6 L21 6 L19 20 L5 20 Z".
  static func text(_ path: Path) -> String {
    var parts: [String] = []
    func point(_ p: Point) -> String { JSONValue.exactNumber(p.x) + " " + JSONValue.exactNumber(p.y) }
    path.forEachElement { element in
      switch element {
      case .move(let p): parts.append("M" + point(p))
      case .line(let p): parts.append("L" + point(p))
      case .quad(let c, let p): parts.append("Q" + point(c) + " " + point(p))
      case .cubic(let c1, let c2, let p): parts.append("C" + point(c1) + " " + point(c2) + " " + point(p))
      case .close: parts.append("Z")
      }
    }
    return parts.joined(separator: " ")
  }
}
