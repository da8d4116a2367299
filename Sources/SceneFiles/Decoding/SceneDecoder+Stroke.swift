import Drawing

// An inline path's `stroke`: `{ "width", "lineCap", "lineJoin", "miterLimit" }`
// with the width in view-box units; the path is then drawn as that stroke's
// outline instead of filled, as an SVG path with fill="none" and a stroke is.

extension SceneDecoder {
  /// The outline of `path` stroked as `node` says.
  func strokedPath(_ path: Path, _ node: JSONNode, viewBox: Rect) throws -> Path {
    let fields = try Fields(
      node, keys: ["width", "lineCap", "lineJoin", "miterLimit"],
      example: "{ \"width\": 2, \"lineCap\": \"round\", \"lineJoin\": \"round\" }")
    let width = try fields.number("width", .positivePoints(upTo: 1e6), example: "2") ?? 1
    let style = StrokeStyle(
      width: width, lineCap: try fields.choice("lineCap", StrokeStyle.LineCap.allCases.map { ($0.rawValue, $0) }) ?? .butt,
      lineJoin: try fields.choice("lineJoin", StrokeStyle.LineJoin.allCases.map { ($0.rawValue, $0) }) ?? .miter,
      miterLimit: try fields.number("miterLimit", NumberRule(minimum: 1, maximum: 1e6), example: "4") ?? 4)
    let outline = path.stroked(with: style, tolerance: Swift.max(viewBox.width, viewBox.height) / 20_000)
    guard !outline.isEmpty else { throw Diagnostic(node, "the stroke draws nothing", fix: "give the path at least one segment") }
    return outline
  }
}
