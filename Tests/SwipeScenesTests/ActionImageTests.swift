import Drawing
import Testing

@testable import SwipeScenes

/// Action images as values: built-in glyphs by name, path data in a view box, and unknown names.
@Suite struct ActionImageTests {
  /// Every icon has a plain and an on-disc name, and names read back in any letter case.
  @Test func glyphNamesRoundTrip() throws {
    #expect(ActionGlyph.names.count == 2 * ActionIcon.allCases.count)
    for name in ActionGlyph.names {
      let image = try ActionImage(named: name.uppercased())
      #expect(image.glyph?.name == name)
    }
    #expect(try ActionImage(named: "trash-circle").size == Size(width: 50, height: 50))
    #expect(try ActionImage(named: "flag").size == ActionIcon.flag.size)
  }

  /// An unknown name is an error that lists the known glyphs, never an image that draws nothing.
  @Test func unknownNameIsAnError() {
    #expect(throws: UnknownGlyphError(name: "Trsh")) { try ActionImage(named: "Trsh") }
    let message = UnknownGlyphError(name: "Trsh").description
    #expect(message.contains("'Trsh'") && message.contains("Archive-circle"))
  }

  /// Path data maps from its view box onto the image box: a 24-unit square at (10, 20) drawn
  /// 48 pt wide covers exactly the box.
  @Test func pathDataFillsTheBoxFromItsViewBox() throws {
    let square = try Path(svgPathData: "M0 0H24V24H0Z")
    let image = ActionImage(path: square, viewBox: Rect(x: 0, y: 0, width: 24, height: 24), size: Size(width: 48, height: 30))
    var list = DisplayList(size: Size(width: 100, height: 100))
    image.draw(at: Point(x: 10, y: 20), color: .black, into: &list)
    guard case .fill(let path, let color, _) = try #require(list.items.first) else {
      Issue.record("expected one fill")
      return
    }
    #expect(color == .black)
    #expect(path.controlBounds == Rect(x: 10, y: 20, width: 48, height: 30))
  }

  /// A view box that does not start at the origin is shifted: (−12, −12, 24, 24) maps onto the box too.
  @Test func offsetViewBoxIsShifted() throws {
    let square = try Path(svgPathData: "M-12 -12H12V12H-12Z")
    let image = ActionImage(path: square, viewBox: Rect(x: -12, y: -12, width: 24, height: 24))
    #expect(image.size == Size(width: 24, height: 24))
    var list = DisplayList(size: Size(width: 100, height: 100))
    image.draw(at: Point(x: 5, y: 5), color: .white, into: &list)
    guard case .fill(let path, _, _) = try #require(list.items.first) else { return }
    #expect(path.controlBounds == Rect(x: 5, y: 5, width: 24, height: 24))
  }
}
