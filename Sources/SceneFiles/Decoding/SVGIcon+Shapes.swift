import Drawing
import Foundation

// The outline of each SVG basic shape (SVG 1.1 §9): a circle, an ellipse, a
// rectangle with its corners rounded by rx and ry (one given alone serves for
// both; each at most half the side), a line, a polyline and a polygon (its
// list closed). Lengths are numbers in the view box's units.

extension SVGIcon {
  /// The outline of shape element `name`, or nil when `name` is not a shape.
  static func outline(of name: String, _ attributes: [String: String], scanner: XMLScanner) throws -> Path? {
    func number(_ key: String, default value: Double? = nil) throws -> Double {
      guard let text = attributes[key] else {
        if let value { return value }
        throw scanner.problem("a <\(name)> has no \(key)", fix: "give its \(key)")
      }
      guard let length = SVGPaint.length(text) else {
        throw scanner.problem("\(key)=\"\(text)\" on a <\(name)> is not a number", fix: "write a number of view-box units")
      }
      return length
    }
    switch name {
    case "path":
      guard let data = attributes["d"] else { throw scanner.problem("a <path> has no d attribute", fix: "remove it or give its d") }
      do {
        return try Path(svgPathData: data)
      } catch {
        throw scanner.problem("a <path>'s d is invalid: \(error)", fix: "correct the path data")
      }
    case "circle":
      let r = try number("r")
      return r > 0 ? Path.circle(center: Point(x: try number("cx", default: 0), y: try number("cy", default: 0)), radius: r) : .empty
    case "ellipse":
      let rx = try number("rx"), ry = try number("ry")
      let cx = try number("cx", default: 0), cy = try number("cy", default: 0)
      return rx > 0 && ry > 0 ? Path.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)) : .empty
    case "rect":
      let x = try number("x", default: 0), y = try number("y", default: 0)
      let w = try number("width"), h = try number("height")
      guard w > 0, h > 0 else { return .empty }
      let rxGiven = attributes["rx"] != nil, ryGiven = attributes["ry"] != nil
      var rx = try number("rx", default: 0), ry = try number("ry", default: 0)
      if rxGiven && !ryGiven { ry = rx }
      if ryGiven && !rxGiven { rx = ry }
      rx = Swift.min(Swift.max(0, rx), w / 2)
      ry = Swift.min(Swift.max(0, ry), h / 2)
      guard rx > 0, ry > 0 else { return .rect(Rect(x: x, y: y, width: w, height: h)) }
      let data =
        "M\(x + rx) \(y)H\(x + w - rx)A\(rx) \(ry) 0 0 1 \(x + w) \(y + ry)V\(y + h - ry)"
        + "A\(rx) \(ry) 0 0 1 \(x + w - rx) \(y + h)H\(x + rx)A\(rx) \(ry) 0 0 1 \(x) \(y + h - ry)V\(y + ry)"
        + "A\(rx) \(ry) 0 0 1 \(x + rx) \(y)Z"
      return try Path(svgPathData: data)
    case "line":
      var b = PathBuilder()
      b.move(to: Point(x: try number("x1", default: 0), y: try number("y1", default: 0)))
      b.line(to: Point(x: try number("x2", default: 0), y: try number("y2", default: 0)))
      return b.finish() ?? .empty
    case "polyline", "polygon":
      let values = (attributes["points"] ?? "")
        .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        .map { SVGPaint.length(String($0)) }
      guard values.count >= 2, values.count % 2 == 0, values.allSatisfy({ $0 != nil }) else {
        throw scanner.problem("a <\(name)>'s points are not pairs of numbers", fix: "write points=\"x1,y1 x2,y2 …\"")
      }
      var b = PathBuilder()
      b.move(to: Point(x: values[0]!, y: values[1]!))
      for i in stride(from: 2, to: values.count, by: 2) { b.line(to: Point(x: values[i]!, y: values[i + 1]!)) }
      if name == "polygon" { b.close() }
      return b.finish() ?? .empty
    default:
      return nil
    }
  }
}
