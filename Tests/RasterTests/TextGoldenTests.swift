import GoldenTesting
import Raster
import Drawing
import ImageFormats
import TextShaping
import Testing

/// The pangram at 13, 15 and 17 pt, drawn at 1×, 2× and 3×, compared exactly with `Goldens/raster/text/`.
struct TextGoldenTests {
  static let cases: [(size: Double, scale: Double)] = [13.0, 15, 17].flatMap { size in
    [1.0, 2, 3].map { (size, $0) }
  }

  @Test(arguments: cases)
  func pangramMatchesGolden(size: Double, scale: Double) throws {
    let font = try Font(weight: .regular, size: size)
    let layout = TextLayout(TextDrawingTests.pangram, font: font, width: 200)
    let canvas = try Canvas(width: Int((210 * scale).rounded()), height: Int(((layout.size.height + 10) * scale).rounded()))
    canvas.clear(.white)
    canvas.scale(x: scale, y: scale)
    canvas.draw(layout.glyphText, at: Point(x: 5, y: 5), color: .black)
    let name = "raster/text/pangram-\(Int(size))pt-\(Int(scale))x"
    let outcome = try GoldenStore.forPackage(containing: #filePath).check(canvas.pixmap, named: name)
    #expect(outcome.passed, "\(outcome.message)")
  }
}
