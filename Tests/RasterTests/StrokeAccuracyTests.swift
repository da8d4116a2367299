import Foundation
import Testing
@testable import Raster
@testable import Drawing

/// A stroke whose covered region is known in closed form: the stroked path, and the region as a
/// polygon fine enough (every arc a polygon of 1/20,000 turn steps, whose sagitta is below 1e-7 px)
/// to stand for it in the exact-area oracle.
struct StrokeCase: Sendable, CustomTestStringConvertible {
  let name: String
  let size: Int
  let path: Path
  let style: StrokeStyle
  /// The exact region, filled with `rule`.
  let region: Path
  let rule: FillRule

  var testDescription: String { name }

  /// A polygon arc around `c` from angle `a0` to `a1` (radians) at radius `r`, appended to `points`.
  static func arc(_ c: Point, _ r: Double, _ a0: Double, _ a1: Double, into points: inout [Point]) {
    let steps = Swift.max(2, Int(abs(a1 - a0) / (2 * Double.pi) * 20_000))
    for k in 0...steps {
      let a = a0 + (a1 - a0) * Double(k) / Double(steps)
      points.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
    }
  }

  static func polygon(_ points: [Point]) -> Path {
    var b = PathBuilder()
    b.move(to: points[0])
    for p in points.dropFirst() { b.line(to: p) }
    b.close()
    return b.finish() ?? .empty
  }

  /// A circle drawn as sixteen cubic arcs of 22.5° (4/3·tan(θ/4) handles), whose largest
  /// distance from the true circle, 2.5e-7 of the radius, is below what the oracle resolves.
  static func cubicCircle(_ c: Point, _ r: Double) -> Path {
    var b = PathBuilder()
    b.move(to: Point(x: c.x + r, y: c.y))
    for k in 0..<16 {
      b.addArc(center: c, radius: r, startAngle: Double(k) * .pi / 8, endAngle: Double(k + 1) * .pi / 8, clockwise: true)
    }
    b.close()
    return b.finish() ?? .empty
  }

  static let all: [StrokeCase] = {
    var cases: [StrokeCase] = []
    // A slanted line, 3.3 px wide, with each cap.
    let a = Point(x: 6.3, y: 9.1), b = Point(x: 40.2, y: 27.7)
    let d = Point(x: b.x - a.x, y: b.y - a.y), len = (d.x * d.x + d.y * d.y).squareRoot()
    let u = Point(x: d.x / len, y: d.y / len), n = Point(x: -u.y * 1.65, y: u.x * 1.65)
    var line = PathBuilder()
    line.move(to: a)
    line.line(to: b)
    let linePath = line.finish() ?? .empty
    for cap in StrokeStyle.LineCap.allCases {
      let e = cap == .square ? u * 1.65 : Point.zero
      var region: Path
      if cap == .round {
        var pts: [Point] = []
        let angle = atan2(n.y, n.x)
        arc(b, 1.65, angle, angle - .pi, into: &pts)
        arc(a, 1.65, angle - .pi, angle - 2 * .pi, into: &pts)
        region = polygon(pts)
      } else {
        region = polygon([a - e + n, b + e + n, b + e - n, a - e - n])
      }
      cases.append(StrokeCase(name: "line_\(cap.rawValue)", size: 48, path: linePath, style: StrokeStyle(width: 3.3, lineCap: cap), region: region, rule: .nonZero))
    }
    // A circle of radius 14.2 stroked 4.5 wide: an annulus.
    let c = Point(x: 24.3, y: 23.8)
    var outer: [Point] = [], inner: [Point] = []
    arc(c, 14.2 + 2.25, 0, 2 * .pi, into: &outer)
    arc(c, 14.2 - 2.25, 0, 2 * .pi, into: &inner)
    cases.append(
      StrokeCase(
        name: "circle_annulus", size: 48, path: cubicCircle(c, 14.2), style: StrokeStyle(width: 4.5),
        region: polygon(outer).appending(polygon(inner)), rule: .evenOdd))
    // A circle of radius 1.1 stroked 3 wide: the inner offset runs backwards; the region is a disc.
    var disc: [Point] = []
    arc(Point(x: 8.4, y: 7.7), 1.1 + 1.5, 0, 2 * .pi, into: &disc)
    cases.append(
      StrokeCase(
        name: "tight_circle_disc", size: 16, path: cubicCircle(Point(x: 8.4, y: 7.7), 1.1), style: StrokeStyle(width: 3),
        region: polygon(disc), rule: .nonZero))
    // A quarter arc of radius 20 with butt caps: an annular sector.
    var arcPath = PathBuilder()
    let o = Point(x: 4.2, y: 3.9)
    arcPath.move(to: Point(x: o.x + 20, y: o.y))
    for k in 0..<4 {
      arcPath.addArc(center: o, radius: 20, startAngle: Double(k) * .pi / 8, endAngle: Double(k + 1) * .pi / 8, clockwise: true)
    }
    var sector: [Point] = []
    arc(o, 22.6, 0, .pi / 2, into: &sector)
    arc(o, 17.4, .pi / 2, 0, into: &sector)
    cases.append(
      StrokeCase(
        name: "quarter_arc_butt", size: 32, path: arcPath.finish() ?? .empty, style: StrokeStyle(width: 5.2),
        region: polygon(sector), rule: .nonZero))
    // A right angle, 4 wide, with each join: an L whose corner is mitred, bevelled or rounded.
    var corner = PathBuilder()
    corner.move(to: Point(x: 5.3, y: 26.4))
    corner.line(to: Point(x: 5.3, y: 5.6))
    corner.line(to: Point(x: 26.7, y: 5.6))
    let cornerPath = corner.finish() ?? .empty
    for join in StrokeStyle.LineJoin.allCases {
      var pts = [Point(x: 3.3, y: 26.4)]
      switch join {
      case .miter: pts.append(Point(x: 3.3, y: 3.6))
      case .bevel: pts += [Point(x: 3.3, y: 5.6), Point(x: 5.3, y: 3.6)]
      case .round: arc(Point(x: 5.3, y: 5.6), 2, .pi, 1.5 * .pi, into: &pts)
      }
      pts += [Point(x: 26.7, y: 3.6), Point(x: 26.7, y: 7.6), Point(x: 7.3, y: 7.6), Point(x: 7.3, y: 26.4)]
      cases.append(
        StrokeCase(
          name: "right_angle_\(join.rawValue)", size: 32, path: cornerPath, style: StrokeStyle(width: 4, lineJoin: join),
          region: polygon(pts), rule: .nonZero))
    }
    // A zero-length subpath with round caps: a dot.
    var dot = PathBuilder()
    dot.move(to: Point(x: 6.6, y: 5.9))
    dot.line(to: Point(x: 6.6, y: 5.9))
    var dotRegion: [Point] = []
    arc(Point(x: 6.6, y: 5.9), 2.5, 0, 2 * .pi, into: &dotRegion)
    cases.append(
      StrokeCase(
        name: "zero_length_round", size: 12, path: dot.finish() ?? .empty, style: StrokeStyle(width: 5, lineCap: .round),
        region: polygon(dotRegion), rule: .nonZero))
    return cases
  }()
}

/// The stroker against regions known in closed form, measured as the fills are (README, "Against
/// an exact-area oracle"): the stroke outline filled by the rasterizer, compared pixel by pixel
/// with the exact area of the region.
@Suite struct StrokeAccuracyTests {
  func comparison(_ c: StrokeCase) throws -> CoverageComparison {
    var pixmap = try Pixmap(width: c.size, height: c.size)
    pixmap.fill(c.path.stroked(with: c.style, tolerance: 1.0 / 512), color: .black, rule: .nonZero)
    let exact = ExactCoverage(path: c.region, width: c.size, height: c.size, rule: c.rule)
    return CoverageComparison(
      name: c.name, width: c.size, height: c.size, got: { Int(pixmap.pixel(x: $0, y: $1).a) },
      expected: { exact($0, $1) }, windingsMeet: { exact.windingsMeet($0, $1) })
  }

  @Test(arguments: StrokeCase.all)
  func strokeMatchesItsExactRegion(_ c: StrokeCase) throws {
    try comparison(c).expectWithinShapeBars()
  }

  /// The mean over every case's edge pixels, the figure the README reports for strokes.
  @Test func pooledStrokeError() throws {
    let all = try StrokeCase.all.map(comparison)
    let mean = CoverageComparison.pooledMean(all)
    print("strokes: \(all.count) cases, pooled mean \(String(format: "%.3f", mean))/255, max "
      + String(format: "%.3f", all.map(\.maxError).max() ?? 0) + "/255")
    #expect(mean <= CoverageComparison.meanBar + CoverageComparison.excessBar)
  }

  @Test func outlineIsIndependentOfDirection() throws {
    let forward = try Path(svgPathData: "M 3 4 C 10 1 14 12 20 6 L 24 14")
    let backward = try Path(svgPathData: "M 24 14 L 20 6 C 14 12 10 1 3 4")
    let style = StrokeStyle(width: 2, lineCap: .round, lineJoin: .round)
    var a = try Pixmap(width: 28, height: 18), b = try Pixmap(width: 28, height: 18)
    a.fill(forward.stroked(with: style), color: .black, rule: .nonZero)
    b.fill(backward.stroked(with: style), color: .black, rule: .nonZero)
    var worst = 0
    for y in 0..<18 { for x in 0..<28 { worst = max(worst, abs(Int(a.pixel(x: x, y: y).a) - Int(b.pixel(x: x, y: y).a))) } }
    #expect(worst <= 1)
  }

  @Test func crossingStrokesDoNotCancel() throws {
    // Two strokes crossing in opposite directions: the crossing stays covered.
    let plus = try Path(svgPathData: "M 2 10 H 18 M 10 18 V 2")
    var pixmap = try Pixmap(width: 20, height: 20)
    pixmap.fill(plus.stroked(with: StrokeStyle(width: 4)), color: .black, rule: .nonZero)
    #expect(pixmap.pixel(x: 10, y: 10).a == 255)
    #expect(pixmap.pixel(x: 9, y: 9).a == 255)
  }

  @Test func miterBeyondTheLimitIsBevelled() throws {
    // A 20° spike: its miter ratio 1/sin(10°) = 5.76 passes a limit of 10, not the default 4.
    let spike = try Path(svgPathData: "M 2 30 L 20 2 L 11 31")
    let long = spike.stroked(with: StrokeStyle(width: 2, miterLimit: 10)).controlBounds
    let cut = spike.stroked(with: StrokeStyle(width: 2)).controlBounds
    #expect(long.minY < 2 - 4)
    #expect(cut.minY > 2 - 1.5)
  }

  @Test func nothingForANonPositiveWidth() throws {
    let path = try Path(svgPathData: "M 0 0 L 10 10")
    #expect(path.stroked(with: StrokeStyle(width: 0)).isEmpty)
    #expect(path.stroked(with: StrokeStyle(width: .nan)).isEmpty)
  }
}
