import Testing
@testable import Raster

@Test func fullPixelSquareIsOpaque() throws {
  var p = try Pixmap(width: 4, height: 4)
  p.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 2)), color: .black)
  #expect(p.pixel(x: 1, y: 1).a == 255)
  #expect(p.pixel(x: 0, y: 0).a == 0)
}
