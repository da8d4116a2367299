import Testing
@testable import Raster

/// The segment cutter's cells, through fills of small polygons, against the exact-area oracle.
///
/// Triangles a few pixels across have edges of every kind the cutter tells apart: inside one
/// pixel, vertical, and walked through several pixels in all eight directions, through corners
/// and along boundaries, with vertices on pixel boundaries and between them.
struct LineCellsTests {
  /// A coordinate in 1…1 + `span`: on a pixel boundary, on a half pixel, or anywhere.
  func coordinate(_ span: Double, _ random: inout SplitMix64) -> Double {
    let value = 1 + span * random.unit()
    switch random.next() % 4 {
    case 0: return value.rounded()
    case 1: return (value * 2).rounded() / 2
    default: return value
    }
  }

  @Test(arguments: [1.0, 2.5, 6.0])
  func smallTrianglesMatchExactCoverage(span: Double) throws {
    var random = SplitMix64(seed: UInt64(span * 1000))
    for _ in 0..<300 {
      var builder = PathBuilder()
      builder.move(to: Point(x: coordinate(span, &random), y: coordinate(span, &random)))
      builder.line(to: Point(x: coordinate(span, &random), y: coordinate(span, &random)))
      builder.line(to: Point(x: coordinate(span, &random), y: coordinate(span, &random)))
      builder.close()
      let path = try #require(builder.finish())
      let (comparison, _) = try compareFill(path, name: "triangle", width: 10, height: 10, rule: .nonZero)
      // Edges sit within 1/4096 px of the exact ones, which moves a pixel by under 0.2/255.
      #expect(comparison.maxError <= 0.75, "\(comparison)")
    }
  }
}
