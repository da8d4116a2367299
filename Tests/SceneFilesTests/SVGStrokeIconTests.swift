import Drawing
import Foundation
import Raster
import Testing

@testable import SceneFiles

/// Outline icons in the style of Lucide and Feather (24 × 24 view box, stroke-width 2, round caps
/// and joins, fill="none"), drawn at 10 pixels per unit and probed where the stroke must and must
/// not cover (docs/scene-file.md, "Icons").
struct SVGStrokeIconTests {
  static let header =
    #"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">"#

  /// The icon's alpha (0…255) at view-box point (x, y), drawn 240 × 240 px.
  func alpha(_ svg: String) throws -> (Double, Double) -> Int {
    let icon = try SVGIcon.parse(Self.header + svg + "</svg>")
    var pixmap = try Pixmap(width: 240, height: 240)
    pixmap.fill(icon.path.transformed(by: .scale(10)), color: .black, rule: .nonZero)
    return { x, y in Int(pixmap.pixel(x: Int(x * 10), y: Int(y * 10)).a) }
  }

  @Test func strokedCircleIsARingOfWidthTwo() throws {
    let at = try alpha(#"<circle cx="12" cy="12" r="10"/>"#)
    #expect(at(12, 12) == 0)  // fill="none": the centre is empty
    #expect(at(12.05, 2.05) == 255)  // on the circle
    #expect(at(12.05, 1.3) == 255 && at(12.05, 2.8) == 255)  // within 1 unit either side
    #expect(at(12.05, 0.6) == 0 && at(12.05, 3.4) == 0)  // beyond it
  }

  @Test func roundCapsReachHalfTheWidthPastTheEnds() throws {
    let at = try alpha(#"<line x1="4" y1="12" x2="20" y2="12"/>"#)
    #expect(at(20.55, 12.05) == 255 && at(3.45, 12.05) == 255)
    #expect(at(21.3, 12.05) == 0 && at(2.6, 12.05) == 0)
    #expect(at(12, 10.6) == 0 && at(12, 11.2) == 255)
  }

  @Test func buttCapsStopAtTheEnds() throws {
    let at = try alpha(#"<polyline points="4 12 20 12" stroke-linecap="butt"/>"#)
    #expect(at(19.55, 12.05) == 255)
    #expect(at(20.45, 12.05) == 0)
  }

  @Test func miterJoinsHaveSharpCornersAndRoundOnesDoNot() throws {
    let sharp = try alpha(#"<polyline points="4 20 4 4 20 4" stroke-linejoin="miter" stroke-linecap="butt"/>"#)
    let round = try alpha(#"<polyline points="4 20 4 4 20 4" stroke-linecap="butt"/>"#)
    #expect(sharp(3.15, 3.15) == 255)
    #expect(round(3.15, 3.15) == 0)
    #expect(round(3.5, 3.5) == 255)
  }

  @Test func groupsPassTheirPaintDownAndTransformsPlaceShapes() throws {
    let at = try alpha(#"<g stroke-width="4" transform="rotate(90 12 12)"><line x1="4" y1="12" x2="20" y2="12"/></g>"#)
    // The horizontal line turned a quarter about the centre is vertical, 4 units wide.
    #expect(at(12.05, 5) == 255 && at(13.7, 12) == 255)
    #expect(at(5, 12.05) == 0 && at(14.6, 12) == 0)
  }

  @Test func rectWithRadiiEllipsePolygonAndFilledShapes() throws {
    let at = try alpha(
      #"<rect x="2" y="2" width="20" height="8" rx="3"/><ellipse cx="12" cy="17" rx="6" ry="3" fill="currentColor" stroke="none"/>"#
        + #"<polygon points="20 14 23 20 17 20" stroke-width="1"/>"#)
    #expect(at(12, 2.05) == 255 && at(12, 6) == 0)  // the rect's top edge; its inside is empty
    #expect(at(1.3, 1.3) == 0)  // the corner is rounded away (a square corner would reach (1, 1))
    #expect(at(12, 17) == 255 && at(12, 20.5) == 0)  // the filled ellipse, and below it
    #expect(at(20, 17.5) == 0 && at(20, 19.8) == 255)  // the polygon is closed: its base is stroked
  }

  @Test func strokesAndFillsAddUpWhereTheyOverlap() throws {
    // A filled disc drawn against the stroke's winding, under a stroke that crosses it.
    let at = try alpha(#"<path d="M12 6 A6 6 0 1 0 12 18 A6 6 0 1 0 12 6z" fill="currentColor" stroke="none"/><line x1="2" y1="12" x2="22" y2="12"/>"#)
    #expect(at(12, 12) == 255 && at(9, 12.05) == 255)
  }

  @Test func evenOddHolesStayHoles() throws {
    let at = try alpha(#"<path fill="currentColor" stroke="none" fill-rule="evenodd" d="M2 2h20v20H2z M7 7h10v10H7z"/>"#)
    #expect(at(4, 4) == 255 && at(12, 12) == 0)
  }

  @Test func theIconsSizeIsItsViewBox() throws {
    let icon = try SVGIcon.parse(Self.header + #"<line x1="4" y1="12" x2="20" y2="12"/></svg>"#)
    #expect(icon.viewBox == Rect(x: 0, y: 0, width: 24, height: 24))
    let bounds = icon.path.controlBounds
    #expect(abs(bounds.minX - 3) < 0.01 && abs(bounds.maxX - 21) < 0.01)
    #expect(abs(bounds.minY - 11) < 0.01 && abs(bounds.maxY - 13) < 0.01)
  }
}
