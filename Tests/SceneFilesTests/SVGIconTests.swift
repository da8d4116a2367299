import Drawing
import Testing

@testable import SceneFiles

/// The strict SVG scan behind `{"svg": …}` images: the view box, shapes, groups and their paint.
struct SVGIconTests {
  func parseProblem(_ text: String) -> SVGIcon.Problem? {
    do {
      _ = try SVGIcon.parse(text)
      return nil
    } catch let problem as SVGIcon.Problem {
      return problem
    } catch {
      return nil
    }
  }

  /// What an editor exports: declaration, comment, DOCTYPE, metadata, foreign namespaces, groups, entities.
  @Test func editorExport() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <!-- Created with an editor -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [
        <!ENTITY ns "http://www.w3.org/2000/svg">
      ]>
      <svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi" width="48" height="48" viewBox="0,0 24,24">
        <title>Box &amp; lid</title>
        <metadata><rdf:RDF><circle/></rdf:RDF></metadata>
        <defs id="defs2"/>
        <sodipodi:namedview pagecolor="#ffffff"><rect/></sodipodi:namedview>
        <g id="layer1" style="fill:#000000;stroke:none">
          <path d='M0 0h24v6H0z' fill="#123456"/>
          <g><path d="M2&#32;8h20v14H2z" /></g>
        </g>
      </svg>
      """
    let icon = try SVGIcon.parse(text)
    #expect(icon.viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    #expect(icon.path == (try Path(svgPathData: "M0 0h24v6H0z M2 8h20v14H2z")))
  }

  @Test(arguments: [
    ("<svg viewBox=\"0 0 24 24\">\n<linearGradient id=\"g\"/>\n</svg>", 2, "<linearGradient> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/><text>Hi</text></svg>", 1, "<text> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><filter id=\"f\"/></svg>", 1, "<filter> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><mask id=\"m\"/></svg>", 1, "<mask> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><path opacity=\"0.5\" d=\"M0 0h1v1z\"/></svg>", 1, "opacity"),
    ("<svg viewBox=\"0 0 24 24\"><use href=\"#a\"/></svg>", 1, "<use> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><style>path{}</style></svg>", 1, "<style> is not supported"),
    ("<svg width=\"24\" height=\"24\"><path d=\"M0 0h1v1z\"/></svg>", 1, "no viewBox"),
    ("<svg viewBox=\"0 0 0 24\"><path d=\"M0 0h1v1z\"/></svg>", 1, "positive width"),
    ("<svg viewBox=\"0 0 24 24\"><path transform=\"spin(2)\" d=\"M0 0h1v1z\"/></svg>", 1, "not a transform list"),
    ("<svg viewBox=\"0 0 24 24\"><defs><radialGradient id=\"r\"/></defs><path d=\"M0 0h1v1z\"/></svg>", 1, "<radialGradient> is not supported"),
    ("<svg viewBox=\"0 0 24 24\"><path fill=\"url(#g)\" d=\"M0 0h1v1z\"/></svg>", 1, "paint server"),
    ("<svg viewBox=\"0 0 24 24\"><path style=\"stroke: black; stroke-dasharray: 2 2\" d=\"M0 0h1v1z\"/></svg>", 1, "stroke-dasharray"),
    ("<svg viewBox=\"0 0 24 24\"><path fill-rule=\"odd\" d=\"M0 0h1v1z\"/></svg>", 1, "not a fill rule"),
    ("<svg viewBox=\"0 0 24 24\"><path d=\"0 0h1\"/></svg>", 1, "d is invalid"),
    ("<svg viewBox=\"0 0 24 24\"><path/></svg>", 1, "no d attribute"),
    ("<svg viewBox=\"0 0 24 24\"><g></svg>", 1, "does not close"),
    ("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0h1v1z\"/>", 1, "not closed"),
    ("<svg viewBox=\"0 0 24 24\"></svg>", 1, "draws nothing"),
    ("<html/>", 1, "outside the <svg> root"),
    ("", 1, "no <svg>"),
    ("<svg viewBox=\"0 0 24 24\" viewBox=\"0 0 1 1\"/>", 1, "twice"),
    ("<svg viewBox=0><path d=\"M0 0h1v1z\"/></svg>", 1, "not in quotes"),
    ("<svg viewBox=\"0 0 24 24\"><!-- open", 1, "comment is not closed"),
    ("<svg viewBox=\"0 0 24 24\"><path d=\"M0 0&bogus;\"/></svg>", 1, "entity"),
  ])
  func rejected(text: String, line: Int, words: String) throws {
    let problem = try #require(parseProblem(text))
    #expect(problem.line == line)
    #expect(problem.problem.contains(words), "\(problem.problem)")
  }
}
