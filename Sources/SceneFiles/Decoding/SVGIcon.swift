import Drawing
import Foundation

// The shapes of an SVG icon file, as one path to fill: what outline icon sets
// (Lucide, Feather, Heroicons, SF Symbols' export) draw with.
//
// This is a strict scan of the XML an editor or icon set exports, not a full
// SVG renderer. It reads the prolog (XML declaration, comments, DOCTYPE), then
// the element tree, checking that every tag is closed by its own name. The
// root must be `<svg>` with a `viewBox`. The shapes `<path>`, `<circle>`,
// `<ellipse>`, `<rect>`, `<line>`, `<polyline>` and `<polygon>` are drawn,
// filled and stroked as their presentation attributes say (SVGPaint.swift),
// which `<g>` and the root pass down, and placed by `transform` on any of them.
// Strokes become outlines (Path.stroked), and fills and strokes are wound to
// add up under one nonzero fill (SVGIcon+Winding.swift). `<title>`, `<desc>`,
// `<metadata>` and elements of other namespaces (`sodipodi:namedview`, …) are
// skipped with their content. Every other element — text, gradients, filters,
// masks, `<use>`, `<style>`, `<image>`, … — would be dropped, so it is an error
// naming it. Icons are drawn in the action's tint, so colours are otherwise
// ignored.

/// An SVG icon's view box and outline.
package struct SVGIcon {
  /// The root's `viewBox`.
  package var viewBox: Rect
  /// Every shape's fill and stroke, in document order, as one path to fill with the nonzero rule.
  package var path: Path

  /// A problem in an SVG file: its line and what to do.
  struct Problem: Error {
    /// The 1-based line in the SVG file.
    var line: Int
    /// What is wrong.
    var problem: String
    /// How to fix it.
    var fix: String
  }

  /// The most points an icon's fills and stroke outlines may have together.
  static let maximumPoints = 4_000_000
  /// The outline points a stroke is counted at, per point of its path, before it is stroked: its
  /// two sides and a round join (two cubic arcs) at every corner.
  static let strokePointsPerPoint = 20

  /// Elements whose content is never drawn and is skipped.
  static let skippedElements: Set<String> = ["title", "desc", "metadata"]

  /// Reads an icon from the text of an SVG file.
  ///
  /// - Parameter text: The file's contents.
  /// - Returns: The view box and the outline.
  /// - Throws: ``Problem`` for malformed XML, a missing view box, an element that is not a shape
  ///   or a group, an attribute that would be dropped, or invalid path data.
  package static func parse(_ text: String) throws -> SVGIcon {
    var scanner = XMLScanner(Array(text.utf8))
    var stack: [(name: String, paint: SVGPaint)] = []
    var skipDepth = 0
    var viewBox: Rect?
    var parts: [Part] = []
    var points = 0
    var sawRoot = false
    while let item = try scanner.next() {
      switch item {
      case .close(let name):
        guard stack.last?.name == name else {
          throw scanner.problem("</\(name)> does not close <\(stack.last?.name ?? "nothing")>", fix: "fix the XML nesting")
        }
        stack.removeLast()
        if skipDepth > 0 { skipDepth -= 1 }
      case .open(let name, let attributes, let selfClosing):
        if skipDepth > 0 {
          if !selfClosing {
            stack.append((name, SVGPaint()))
            skipDepth += 1
          }
          continue
        }
        let paint: SVGPaint
        if let parent = stack.last {
          if skippedElements.contains(name) || name.contains(":") {
            if !selfClosing {
              stack.append((name, parent.paint))
              skipDepth = 1
            }
            continue
          }
          if parent.name == "defs" {
            throw scanner.problem(
              "<\(name)> is not supported: icons are drawn in one colour from their shapes",
              fix: "remove the <defs> content (gradients, clip paths, symbols) and paint with a plain colour")
          }
          paint = try parent.paint.inherited(by: attributes, scanner: scanner)
          if let outline = try outline(of: name, attributes, scanner: scanner) {
            if paint.strokes, points + outline.points.count * strokePointsPerPoint > maximumPoints {
              throw scanner.problem(
                "the stroked <\(name)> has \(outline.points.count) points, and its outline may take \(strokePointsPerPoint) "
                  + "for each: over the limit of \(maximumPoints) outline points for the icon",
                fix: "simplify the icon in your editor")
            }
            let shape = drawn(outline, paint, viewBox: viewBox ?? .zero)
            parts += shape
            points += shape.reduce(0) { $0 + $1.pointCount }
            guard points <= maximumPoints else {
              throw scanner.problem(
                "the icon has more than \(maximumPoints) outline points", fix: "simplify the icon in your editor")
            }
          } else if name != "g" && name != "defs" {
            throw scanner.problem(
              "<\(name)> is not supported: icons are drawn from <path>, <circle>, <ellipse>, <rect>, <line>, "
                + "<polyline> and <polygon> in <g> groups",
              fix: "convert it to paths in your editor (text to outlines, gradients to a plain fill)")
          }
        } else {
          guard name == "svg", !sawRoot else {
            throw scanner.problem("<\(name)> is outside the <svg> root", fix: "give the file one <svg> root holding everything")
          }
          sawRoot = true
          viewBox = try parseViewBox(attributes["viewBox"], scanner: scanner)
          var rootAttributes = attributes
          rootAttributes["transform"] = nil
          paint = try SVGPaint().inherited(by: rootAttributes, scanner: scanner)
        }
        if !selfClosing { stack.append((name, paint)) }
      }
    }
    guard sawRoot, let viewBox else {
      throw Problem(line: 1, problem: "there is no <svg> element", fix: "give the file an <svg viewBox=\"…\"> root")
    }
    guard stack.isEmpty else { throw scanner.problem("<\(stack.last?.name ?? "")> is not closed", fix: "close it") }
    let path = assembled(parts)
    guard !path.isEmpty else {
      throw scanner.problem("the file draws nothing", fix: "draw the icon with filled or stroked shapes")
    }
    return SVGIcon(viewBox: viewBox, path: path)
  }

  /// What one shape draws, in view-box units: its fill, and its stroke's outline. Strokes follow
  /// curves to 1/20,000 of the view box (1/800 pt on a 24-pt icon).
  static func drawn(_ outline: Path, _ paint: SVGPaint, viewBox: Rect) -> [Part] {
    var result: [Part] = []
    if paint.fills { result.append(.fill(outline.transformed(by: paint.transform), paint.fillRule)) }
    if paint.strokes, paint.stroke.width > 0 {
      let scale = Swift.max(viewBox.width, viewBox.height, 1e-6)
      let transform = paint.transform
      // Stroke in the element's own units, so a scaled or skewed element's stroke scales with it.
      let stroke = outline.stroked(with: paint.stroke, tolerance: scale / 20_000 / Swift.max(1e-6, transform.determinant.magnitude.squareRoot()))
      result.append(.stroke(stroke.transformed(by: transform)))
    }
    return result
  }

  /// The four numbers of a `viewBox` attribute, width and height positive.
  private static func parseViewBox(_ text: String?, scanner: XMLScanner) throws -> Rect {
    guard let text else {
      throw scanner.problem("the <svg> has no viewBox", fix: "add viewBox=\"0 0 WIDTH HEIGHT\" to the <svg> element")
    }
    let parts = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
    let numbers = parts.compactMap { part -> Double? in
      guard part.allSatisfy({ "+-.0123456789eE".contains($0) }), let value = Double(part), value.magnitude <= 1e6 else {
        return nil
      }
      return value
    }
    guard parts.count == 4, numbers.count == 4, numbers[2] > 0, numbers[3] > 0 else {
      throw scanner.problem(
        "viewBox=\"\(text)\" is not four numbers with a positive width and height", fix: "write viewBox=\"0 0 24 24\"")
    }
    return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }
}
