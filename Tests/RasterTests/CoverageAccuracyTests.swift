import Foundation
import Testing
import TestSupport
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// One accuracy case: a canvas, a fill rule and SVG path data.
struct AccuracyCase: Sendable, CustomTestStringConvertible {
  let name: String
  let width: Int
  let height: Int
  let rule: FillRule
  let data: String

  var testDescription: String { name }

  init(_ name: String, _ width: Int, _ height: Int, _ rule: FillRule, _ data: String) {
    self.name = name
    self.width = width
    self.height = height
    self.rule = rule
    self.data = data
  }

  init(_ name: String, _ width: Int, _ height: Int, _ data: String) {
    self.init(name, width, height, .nonZero, data)
  }

  /// Path data for a circle as two half-circle arcs; `clockwise` picks the winding.
  static func circle(_ cx: Double, _ cy: Double, _ r: Double, clockwise: Bool = true) -> String {
    let s = clockwise ? 1 : 0
    return "M \(cx + r) \(cy) A \(r) \(r) 0 1 \(s) \(cx - r) \(cy) A \(r) \(r) 0 1 \(s) \(cx + r) \(cy) Z"
  }

  /// Path data for a star polygon {points/step} around (`cx`, `cy`).
  static func star(_ cx: Double, _ cy: Double, _ r: Double, points: Int, step: Int) -> String {
    let vertices = (0..<points).map { k -> String in
      let angle = -Double.pi / 2 + 2 * Double.pi * Double(k * step) / Double(points)
      return "\(cx + r * cos(angle)) \(cy + r * sin(angle))"
    }
    return "M " + vertices.joined(separator: " L ") + " Z"
  }

  /// A 0.1 px thick bar from (x0, y0) along `degrees` for `length` px.
  static func sliver(_ x0: Double, _ y0: Double, _ degrees: Double, _ length: Double) -> String {
    let a = degrees * Double.pi / 180
    let dx = cos(a) * length, dy = sin(a) * length, nx = -sin(a) * 0.1, ny = cos(a) * 0.1
    return "M \(x0) \(y0) l \(dx) \(dy) l \(nx) \(ny) l \(-dx) \(-dy) z"
  }

  /// Eight rectangles at seeded random fractional coordinates.
  static let randomRects: [AccuracyCase] = {
    var random = SplitMix64(seed: 0xAC_C0DE)
    return (0..<8).map { k in
      let x = 1 + random.unit() * 12, y = 1 + random.unit() * 12
      let w = 0.2 + random.unit() * 16, h = 0.2 + random.unit() * 16
      return AccuracyCase("rect_random_\(k)", 32, 32, .nonZero, "M \(x) \(y) h \(w) v \(h) h \(-w) z")
    }
  }()

  static let all: [AccuracyCase] =
    [
      AccuracyCase("rect_frac", 24, 24, "M 3.3 4.7 H 20.85 V 17.125 H 3.3 Z"),
      AccuracyCase("rect_near_integer", 16, 16, "M 2.001 2.999 H 9.999 V 7.5004 H 2.001 Z"),
      AccuracyCase("tri_near_horizontal", 32, 24, "M 1.2 5.1 L 30.7 5.6 L 15.3 20.4 Z"),
      AccuracyCase("tri_near_vertical", 24, 32, "M 5.1 1.2 L 5.45 30.9 L 20.3 14.2 Z"),
      AccuracyCase("tri_slope_1e-3", 32, 16, "M 1.5 10.2 L 31.5 10.23 L 16 3.7 Z"),
      AccuracyCase("circle_r0.3", 4, 4, circle(1.7, 2.2, 0.3)),
      AccuracyCase("circle_r0.5_corner", 4, 4, circle(2, 2, 0.5)),
      AccuracyCase("circle_r1.2", 6, 6, circle(2.9, 3.35, 1.2)),
      AccuracyCase("circle_r3.7", 12, 12, circle(5.55, 6.2, 3.7)),
      AccuracyCase("circle_r11.3", 28, 28, circle(13.9, 14.35, 11.3)),
      AccuracyCase("circle_r30", 64, 64, circle(32.3, 31.8, 30)),
      AccuracyCase("sliver_h_0.1", 32, 12, "M 2.3 5.45 H 28.7 V 5.55 H 2.3 Z"),
      AccuracyCase("sliver_v_0.1", 12, 32, "M 5.45 2.3 V 28.7 H 5.55 V 2.3 Z"),
      AccuracyCase("sliver_20deg_0.1", 32, 16, sliver(1.3, 2.2, 20, 28)),
      AccuracyCase("sliver_75deg_0.1", 16, 32, sliver(4.3, 1.2, 75, 29)),
      AccuracyCase("star5_nonzero", 32, 32, .nonZero, star(16.1, 16.7, 15, points: 5, step: 2)),
      AccuracyCase("star5_evenodd", 32, 32, .evenOdd, star(16.1, 16.7, 15, points: 5, step: 2)),
      AccuracyCase("star7_nonzero", 32, 32, .nonZero, star(15.8, 16.3, 15, points: 7, step: 3)),
      AccuracyCase("star7_evenodd", 32, 32, .evenOdd, star(15.8, 16.3, 15, points: 7, step: 3)),
      AccuracyCase(
        "hole_reversed_nonzero", 32, 32,
        "M 2.5 2.5 H 29.5 V 29.5 H 2.5 Z M 10.2 10.2 V 21.7 H 21.7 V 10.2 Z"),
      AccuracyCase(
        "hole_samedir_evenodd", 32, 32, .evenOdd,
        "M 2.5 2.5 H 29.5 V 29.5 H 2.5 Z M 10.2 10.2 H 21.7 V 21.7 H 10.2 Z"),
      AccuracyCase(
        "hole_samedir_nonzero_filled", 32, 32,
        "M 2.5 2.5 H 29.5 V 29.5 H 2.5 Z M 10.2 10.2 H 21.7 V 21.7 H 10.2 Z"),
      AccuracyCase(
        "circle_hole_reversed_nonzero", 32, 32,
        circle(16.2, 15.9, 14.1) + circle(15.7, 16.3, 6.45, clockwise: false)),
      AccuracyCase(
        "circle_hole_samedir_evenodd", 32, 32, .evenOdd,
        circle(16.2, 15.9, 14.1) + circle(15.7, 16.3, 6.45)),
      AccuracyCase("partial_circle_corner", 32, 32, circle(1.3, 30.6, 8.2)),
      AccuracyCase("partial_rect_three_sides", 16, 16, "M -5.5 -3.25 H 11.35 V 19.7 H -5.5 Z"),
      AccuracyCase("partial_quad_all_sides", 32, 32, "M -10.3 -7.7 L 45.2 3.3 L 30.1 44.9 L -3.3 38.2 Z"),
      AccuracyCase(
        "tiny_features", 16, 16,
        "M 1.9 1.85 h 0.2 v 0.3 h -0.2 z M 5.2 5.3 h 0.3 v 0.4 h -0.3 z "
          + circle(9, 9, 0.15) + " M 12.1 3.2 l 0.4 0 l -0.2 0.35 z "
          + circle(3.5, 12.5, 0.08)),
    ] + randomRects
}

@Suite struct CoverageAccuracyTests {
  // MARK: - The oracle against closed forms

  @Test func oracleMatchesTheClosedFormForARectangle() {
    let x0 = 3.3, y0 = 4.7, x1 = 20.85, y1 = 17.125
    var builder = PathBuilder()
    builder.addRect(Rect(minX: x0, minY: y0, maxX: x1, maxY: y1))
    let exact = ExactCoverage(path: builder.finish() ?? .empty, width: 24, height: 24, rule: .nonZero)
    func overlap(_ a: Double, _ b: Double, _ i: Int) -> Double {
      Swift.max(0, Swift.min(b, Double(i + 1)) - Swift.max(a, Double(i)))
    }
    var worst = 0.0
    for y in 0..<24 {
      for x in 0..<24 {
        worst = Swift.max(worst, abs(exact(x, y) - overlap(x0, x1, x) * overlap(y0, y1, y)))
      }
    }
    #expect(worst < 1e-12)
  }

  @Test func oracleAreasMatchTheShoelaceFormulaUnderBothRules() throws {
    // A pentagram has winding 1 in its arms and 2 in its centre, so its
    // shoelace area is arms + 2·centre, non-zero covers arms + centre and
    // even-odd covers the arms alone: 2·nonZero − evenOdd = shoelace.
    let cx = 16.1, cy = 16.7, r = 15.0
    let vertices = (0..<5).map { k -> (Double, Double) in
      let a = -Double.pi / 2 + 4 * Double.pi * Double(k) / 5
      return (cx + r * cos(a), cy + r * sin(a))
    }
    var shoelace = 0.0
    for k in 0..<5 {
      let (xa, ya) = vertices[k], (xb, yb) = vertices[(k + 1) % 5]
      shoelace += (xa * yb - xb * ya) / 2
    }
    let path = try Path(svgPathData: AccuracyCase.star(cx, cy, r, points: 5, step: 2))
    let nonZero = ExactCoverage(path: path, width: 32, height: 32, rule: .nonZero).coverage.reduce(0, +)
    let evenOdd = ExactCoverage(path: path, width: 32, height: 32, rule: .evenOdd).coverage.reduce(0, +)
    #expect(abs(2 * nonZero - evenOdd - abs(shoelace)) < 1e-9)
    // The inner pentagon's circumradius is r·cos(72°)/cos(36°).
    let inner = r * cos(2 * Double.pi / 5) / cos(Double.pi / 5)
    let pentagon = 5.0 / 2 * inner * inner * sin(2 * Double.pi / 5)
    #expect(abs(nonZero - evenOdd - pentagon) < 1e-9)
  }

  @Test func oracleFindsWhereWindingsMeet() throws {
    let star = try Path(svgPathData: AccuracyCase.star(16.1, 16.7, 15, points: 5, step: 2))
    let exact = ExactCoverage(path: star, width: 32, height: 32, rule: .nonZero)
    let flagged = exact.windingsMeet.filter { $0 }.count
    // Five crossings of the outline around the inner pentagon, each touching one to four pixels.
    #expect(flagged >= 5 && flagged <= 20)
    let circle = try Path(svgPathData: AccuracyCase.circle(16.2, 15.9, 14.1))
    #expect(!ExactCoverage(path: circle, width: 32, height: 32, rule: .nonZero).windingsMeet.contains(true))
  }

  // MARK: - The rasterizer against the oracle

  @Test(arguments: AccuracyCase.all)
  func fillMatchesExactCoverage(_ c: AccuracyCase) throws {
    try c.comparison().expectWithinShapeBars()
  }

  /// Curves are flattened after the transform, in device pixels, so scaling up
  /// a small shape must stay as accurate as drawing it large.
  @Test func fillUnderTransformMatchesExactCoverage() throws {
    let path = try Path(svgPathData: "M 1 1.2 C 3 0.1 6.3 2.2 5.1 4.4 Q 4 6.9 1.9 5.3 A 1.4 1 20 0 1 1 1.2 Z")
    let transform = Transform.rotation(0.3).concatenating(.scale(x: 4.3, y: 3.7)).translatedBy(x: 7.6, y: 2.1)
    let device = path.transformed(by: transform)
    var pixmap = try Pixmap(width: 40, height: 40)
    pixmap.fill(path, color: .black, rule: .nonZero, transform: transform)
    let exact = ExactCoverage(path: device, width: 40, height: 40, rule: .nonZero)
    let comparison = CoverageComparison(
      name: "transformed_blob", width: 40, height: 40, got: { Int(pixmap.pixel(x: $0, y: $1).a) },
      expected: { exact($0, $1) }, windingsMeet: { exact.windingsMeet($0, $1) })
    print(comparison)
    #expect(comparison.edgePixels > 40)
    #expect(comparison.excessError <= CoverageComparison.excessBar, "\(comparison)")
    #expect(comparison.maxError <= CoverageComparison.maxBar, "\(comparison)")
  }

  /// Regression: chords inside convex curves thinned every curved shape.
  ///
  /// Found by the accuracy bench: with curves flattened to 1/256 px, circles
  /// lost 0.45/255 of coverage per edge pixel on average (every chord lies
  /// inside), and the bench's mean error was 0.348/255 against 0.30/255.
  @Test(arguments: [1.2, 11.3, 30])
  func curveChordsThinCircles(radius: Double) throws {
    let size = Int(2 * radius) + 4
    let c = AccuracyCase("circle", size, size, AccuracyCase.circle(radius + 1.9, radius + 1.65, radius))
    let comparison = try c.comparison()
    #expect(comparison.meanSignedError > -0.25, "\(comparison)")
  }

  @Test func meanErrorOverAllCasesIsWithinTheBar() throws {
    let comparisons = try AccuracyCase.all.map { try $0.comparison() }
    let mean = CoverageComparison.pooledMean(comparisons)
    print("all accuracy cases: mean \(mean)/255 over \(comparisons.reduce(0) { $0 + $1.edgePixels }) edge pixels")
    #expect(mean <= CoverageComparison.meanBar)
  }
}

extension AccuracyCase {
  /// The fill of this case compared with the oracle.
  func comparison() throws -> CoverageComparison {
    try compareFill(Path(svgPathData: data), name: name, width: width, height: height, rule: rule).0
  }
}
