import Testing
import TestSupport
@testable import Raster
@testable import Drawing
@testable import TextShaping

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

  /// Pairs of closed shapes of quadratics, cubics and level or vertical lines: chords are walked in
  /// runs that turn at the curves' extrema and go on across their joins, including from chords
  /// left on a boundary, and a line that moves the pen along a row or column ends the run.
  @Test(arguments: [3.0, 8.0, 20.0])
  func smallCurvedShapesMatchExactCoverage(span: Double) throws {
    var random = SplitMix64(seed: UInt64(span * 7919))
    let size = Int(span) + 3
    for _ in 0..<200 {
      func point() -> Point { Point(x: coordinate(span, &random), y: coordinate(span, &random)) }
      var builder = PathBuilder()
      // Two subpaths, so that a walk must also start afresh after a move.
      for _ in 0..<2 {
        var pen = point()
        builder.move(to: pen)
        for _ in 0..<4 {
          let end = point()
          switch random.next() % 4 {
          case 0: builder.quad(to: end, control: point())
          case 1: builder.cubic(to: end, control1: point(), control2: point())
          case 2: builder.line(to: Point(x: pen.x, y: end.y))
          default: builder.line(to: Point(x: end.x, y: pen.y))
          }
          pen = builder.currentPoint
        }
        // Left open half the time: the next move closes it with a line of its own direction.
        if random.next() % 2 == 0 { builder.close() }
      }
      let path = try #require(builder.finish())
      let (comparison, _) = try compareFill(path, name: "curves", width: size, height: size, rule: .nonZero)
      // The flattening's share (at most 1.33/255 on the accuracy bench) within the accuracy bar.
      #expect(comparison.maxError <= CoverageComparison.maxBar, "\(comparison)")
    }
  }
}
