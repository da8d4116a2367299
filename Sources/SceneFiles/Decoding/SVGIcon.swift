import Drawing
import Foundation

// The shapes of an SVG icon file: its `viewBox` and the `d` of its `<path>` elements.
//
// This is a strict scan of the XML a vector editor exports for an icon, not an
// SVG renderer. It reads the prolog (XML declaration, comments, DOCTYPE), then
// the element tree, checking that every tag is closed by its own name. The root
// must be `<svg>` with a `viewBox`. `<path>` elements contribute their `d`;
// `<g>` groups them; `<title>`, `<desc>`, `<metadata>`, `<defs>` and elements of
// other namespaces (`sodipodi:namedview`, …) are skipped with their content.
// Every other element draws something this reader cannot (`<circle>`, `<rect>`,
// `<text>`, `<use>`, `<style>`, …) and is an error naming it, as are the
// attributes that would change how a path is drawn: `transform`, `clip-path`,
// `mask`, `filter`, a `fill` of `none` or a paint server, a `stroke`, and
// `fill-rule="evenodd"`. Icons are filled with the action's tint, so colours
// are otherwise ignored.

/// An SVG icon's view box and outline.
struct SVGIcon {
  /// The root's `viewBox`.
  var viewBox: Rect
  /// Every `<path>`'s outline, in document order.
  var path: Path

  /// A problem in an SVG file: its line and what to do.
  struct Problem: Error {
    /// The 1-based line in the SVG file.
    var line: Int
    /// What is wrong.
    var problem: String
    /// How to fix it.
    var fix: String
  }

  /// Elements whose content is never drawn and is skipped.
  static let skippedElements: Set<String> = ["title", "desc", "metadata", "defs"]

  /// Reads an icon from the text of an SVG file.
  ///
  /// - Parameter text: The file's contents.
  /// - Returns: The view box and the paths.
  /// - Throws: ``Problem`` for malformed XML, a missing view box, a drawing element other than a
  ///   path, an attribute that changes the drawing, or invalid path data.
  static func parse(_ text: String) throws -> SVGIcon {
    var scanner = XMLScanner(Array(text.utf8))
    var stack: [String] = []
    var skipDepth = 0
    var viewBox: Rect?
    var path = Path.empty
    var sawRoot = false
    while let item = try scanner.next() {
      switch item {
      case .close(let name):
        guard stack.last == name else {
          throw scanner.problem("</\(name)> does not close <\(stack.last ?? "nothing")>", fix: "fix the XML nesting")
        }
        stack.removeLast()
        if skipDepth > 0 { skipDepth -= 1 }
      case .open(let name, let attributes, let selfClosing):
        if skipDepth > 0 {
          if !selfClosing {
            stack.append(name)
            skipDepth += 1
          }
          continue
        }
        if stack.isEmpty {
          guard name == "svg", !sawRoot else {
            throw scanner.problem("<\(name)> is outside the <svg> root", fix: "give the file one <svg> root holding everything")
          }
          sawRoot = true
          viewBox = try parseViewBox(attributes["viewBox"], scanner: scanner)
          try checkPaint(attributes, scanner: scanner)
        } else if name == "path" {
          try checkPaint(attributes, scanner: scanner)
          guard let data = attributes["d"] else {
            throw scanner.problem("a <path> has no d attribute", fix: "remove it or give its d")
          }
          do {
            path = path.appending(try Path(svgPathData: data))
          } catch {
            throw scanner.problem("a <path>'s d is invalid: \(error)", fix: "correct the path data")
          }
        } else if name == "g" {
          try checkPaint(attributes, scanner: scanner)
        } else if skippedElements.contains(name) || name.contains(":") {
          if !selfClosing {
            stack.append(name)
            skipDepth = 1
          }
          continue
        } else {
          throw scanner.problem(
            "<\(name)> is not supported: only <path> elements are drawn", fix: "convert it to a <path> in your editor")
        }
        if !selfClosing { stack.append(name) }
      }
    }
    guard sawRoot, let viewBox else {
      throw Problem(line: 1, problem: "there is no <svg> element", fix: "give the file an <svg viewBox=\"…\"> root")
    }
    guard stack.isEmpty else { throw scanner.problem("<\(stack.last ?? "")> is not closed", fix: "close it") }
    guard !path.isEmpty else {
      throw scanner.problem("the file has no <path> to draw", fix: "draw the icon with <path d=\"…\"> elements")
    }
    return SVGIcon(viewBox: viewBox, path: path)
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

  /// Rejects the attributes that would draw a path otherwise than filled with the tint.
  private static func checkPaint(_ attributes: [String: String], scanner: XMLScanner) throws {
    for name in ["transform", "clip-path", "mask", "filter"] where attributes[name] != nil {
      throw scanner.problem(
        "the attribute \(name) is not supported", fix: "apply it in your editor (e.g. flatten transforms) and export again")
    }
    var paint = attributes
    for declaration in (attributes["style"] ?? "").split(separator: ";") {
      let pair = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      if pair.count == 2 { paint[pair[0]] = pair[1] }
    }
    if let fill = paint["fill"], fill == "none" || fill.hasPrefix("url(") {
      throw scanner.problem("fill=\"\(fill)\" is not supported: icons are filled with the action's tint", fix: "fill the shapes")
    }
    if let stroke = paint["stroke"], stroke != "none" {
      throw scanner.problem(
        "strokes are not supported: icons are filled", fix: "convert strokes to filled paths (Stroke to Path) in your editor")
    }
    if paint["fill-rule"] == "evenodd" {
      throw scanner.problem(
        "fill-rule=\"evenodd\" is not supported yet", fix: "reverse the holes' direction and use the nonzero rule")
    }
  }
}
