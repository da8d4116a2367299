import Drawing

// The presentation attributes of an SVG icon element, inherited from its
// ancestors as SVG's cascade does (SVG 1.1 §6.4, §11): a value on an element
// or in its `style` declarations replaces its parent's. Every paint other than
// `none` is the icon's tint (icons are drawn in one colour, as a template
// image is); a paint server (`url(#…)`, a gradient or pattern) cannot be, and
// is an error. Attributes this reader would have to drop — dashes, opacity
// below 1, clips, masks, filters — are errors naming them.

/// How an SVG element is painted.
struct SVGPaint {
  /// Whether the interior is filled (SVG's default: yes, in black, drawn here in the tint).
  var fills = true
  /// The fill rule of the interior.
  var fillRule = FillRule.nonZero
  /// Whether the outline is stroked (SVG's default: no).
  var strokes = false
  /// The stroke's width, caps, joins and miter limit (SVG's defaults: 1, butt, miter, 4).
  var stroke = StrokeStyle(width: 1)
  /// The transform from this element's coordinates to the view box's.
  var transform = Transform.identity

  /// The paint of an element with `attributes` inside one painted as `self`.
  func inherited(by attributes: [String: String], scanner: XMLScanner) throws -> SVGPaint {
    var paint = self
    var values = attributes
    for declaration in (attributes["style"] ?? "").split(separator: ";") {
      let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      if pair.count == 2 { values[pair[0]] = pair[1] }
    }
    for name in ["clip-path", "mask", "filter", "stroke-dasharray"] where values[name].map({ $0 != "none" }) == true {
      throw scanner.problem(
        "the attribute \(name) is not supported", fix: "remove it, or apply it in your editor and export the result as paths")
    }
    for name in ["opacity", "fill-opacity", "stroke-opacity"] {
      if let text = values[name], Double(text) != 1 {
        throw scanner.problem(
          "\(name)=\"\(text)\" is not supported: icons are drawn opaque in one colour", fix: "remove \(name)")
      }
    }
    if let fill = values["fill"] { paint.fills = try Self.isPainted(fill, "fill", scanner) }
    if let stroke = values["stroke"] { paint.strokes = try Self.isPainted(stroke, "stroke", scanner) }
    if let rule = values["fill-rule"] {
      switch rule {
      case "nonzero": paint.fillRule = .nonZero
      case "evenodd": paint.fillRule = .evenOdd
      case "inherit": break
      default: throw scanner.problem("fill-rule=\"\(rule)\" is not a fill rule", fix: "write nonzero or evenodd")
      }
    }
    if let text = values["stroke-width"] {
      guard let width = Self.length(text), width >= 0 else {
        throw scanner.problem("stroke-width=\"\(text)\" is not a length", fix: "write a number of view-box units, e.g. stroke-width=\"2\"")
      }
      paint.stroke.width = width
    }
    if let text = values["stroke-linecap"] {
      guard let cap = StrokeStyle.LineCap(rawValue: text) else {
        throw scanner.problem("stroke-linecap=\"\(text)\" is not a line cap", fix: "write butt, round or square")
      }
      paint.stroke.lineCap = cap
    }
    if let text = values["stroke-linejoin"] {
      guard let join = StrokeStyle.LineJoin(rawValue: text) else {
        throw scanner.problem("stroke-linejoin=\"\(text)\" is not supported", fix: "write miter, round or bevel")
      }
      paint.stroke.lineJoin = join
    }
    if let text = values["stroke-miterlimit"] {
      guard let limit = Double(text), limit >= 1, limit <= 1e6 else {
        throw scanner.problem("stroke-miterlimit=\"\(text)\" is not a number of at least 1", fix: "write e.g. stroke-miterlimit=\"4\"")
      }
      paint.stroke.miterLimit = limit
    }
    if let text = attributes["transform"] {
      guard let transform = SVGTransform.parse(text) else {
        throw scanner.problem(
          "transform=\"\(text)\" is not a transform list", fix: "use matrix, translate, scale, rotate, skewX or skewY, e.g. rotate(45 12 12)")
      }
      paint.transform = transform.concatenating(paint.transform)
    }
    return paint
  }

  /// Whether a `fill` or `stroke` value paints: `none` does not; a colour or `currentColor` paints
  /// in the tint; a paint server is refused.
  private static func isPainted(_ value: String, _ name: String, _ scanner: XMLScanner) throws -> Bool {
    if value == "none" || value == "transparent" { return false }
    if value.hasPrefix("url(") {
      throw scanner.problem(
        "\(name)=\"\(value)\" is a paint server (a gradient or pattern), which is not supported",
        fix: "paint with a plain colour or currentColor (the icon is drawn in the tint)")
    }
    return true
  }

  /// A length in view-box units: a number, optionally with `px`.
  static func length(_ text: String) -> Double? {
    let number = text.hasSuffix("px") ? String(text.dropLast(2)) : text
    guard let value = Double(number.trimmingCharacters(in: .whitespaces)), value.isFinite, value.magnitude <= 1e6 else { return nil }
    return value
  }
}
