import Foundation
import Raster
import Drawing
import ImageFormats
import TextShaping
import SceneRendering
import SwipeScenes
import Testing

/// Contact sheets: the grid's geometry, the captions and the chosen times, computed here from the layout's numbers.
struct ContactSheetTests {
  /// A solid cell of `width` × `height` pixels.
  func cell(_ width: Int, _ height: Int, caption: String = "0.00 s") throws -> ContactSheet.Cell {
    var p = try Pixmap(width: width, height: height)
    p.clear(Color(red255: 255, green255: 59, blue255: 48))
    return ContactSheet.Cell(image: p, caption: caption)
  }

  /// Gaps are 12 pt and captions 22 pt at the sheet's scale; cells go row by row.
  @Test func gridSizeAndCellOrigins() throws {
    let sheet = try ContactSheet(cells: (0..<5).map { _ in try cell(100, 40) }, scale: 2, columns: 2)
    #expect(sheet.rows == 3)
    let width: Int = 24 + 2 * (100 + 24), height: Int = 24 + 3 * (40 + 44 + 24)
    #expect(sheet.size.width == width)
    #expect(sheet.size.height == height)
    let first = sheet.origin(ofCell: 0), fourth = sheet.origin(ofCell: 3)
    #expect(first.x == 24 && first.y == 24)
    #expect(fourth.x == 148 && fourth.y == 132)
    let pixmap = try sheet.render(font: Typography().font(.medium, 13), appearance: .light)
    #expect(pixmap.width == sheet.size.width && pixmap.height == sheet.size.height)
    // Each frame is copied as it is, framed by a one-pixel border.
    let (x, y) = sheet.origin(ofCell: 4)
    let red = Color(red255: 255, green255: 59, blue255: 48).premultiplied()
    let border = Color(red255: 199, green255: 199, blue255: 204).premultiplied()
    let ground = Color(red255: 242, green255: 242, blue255: 247).premultiplied()
    #expect(pixmap.premultipliedPixel(x: x + 50, y: y + 20) == red)
    #expect(pixmap.premultipliedPixel(x: x - 1, y: y + 20) == border)
    #expect(pixmap.premultipliedPixel(x: x - 3, y: y + 20) == ground)
  }

  /// Wide cells stack in one column, square ones spread out: the ratio of the longer side to the shorter is least.
  /// Captions make rows taller, so nine square cells take four columns (460 × 414 px) rather than three (348 × 414).
  @Test(arguments: [(440, 102, 6, 1), (100, 100, 9, 4), (100, 100, 4, 2), (375, 667, 8, 4)])
  func columnsMakeTheSheetClosestToSquare(width: Int, height: Int, count: Int, columns: Int) {
    #expect(ContactSheet.squarestColumns(count: count, cellWidth: width, cellHeight: height, scale: 1) == columns)
  }

  @Test func captionsNameTheLastMomentAtOrBeforeTheTime() {
    let moments = [KeyMoment(name: "rest", time: 0), KeyMoment(name: "open", time: 1.2), KeyMoment(name: "fill", time: 2)]
    #expect(ContactSheet.caption(at: 1.2, moments: moments) == "1.20 s · open")
    #expect(ContactSheet.caption(at: 1.99, moments: moments) == "1.99 s · open")
    #expect(ContactSheet.caption(at: 0.5, moments: []) == "0.50 s")
  }

  /// 3.52 s at 30 fps has frames 0…105; four even times land on frames 0, 35, 70 and 105.
  @Test func evenTimesLandOnFrames() {
    let expected: [Double] = [0, 35.0 / 30, 70.0 / 30, 105.0 / 30]
    #expect(ContactSheet.evenTimes(count: 4, duration: 3.52) == expected)
    #expect(ContactSheet.evenTimes(count: 1, duration: 3.52) == [0])
  }

  @Test func sheetsRejectMixedSizesAndNoFrames() throws {
    #expect(throws: RenderError.self) { try ContactSheet(cells: [], scale: 1) }
    #expect(throws: RenderError.self) { try ContactSheet(cells: [cell(10, 10), cell(10, 11)], scale: 1) }
  }
}
