import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Scan conversion checked against coverage computed independently in the test.
struct ScanTests {
  /// The exact area of an axis-aligned rectangle inside pixel (x, y): a product of two overlaps.
  func rectCoverage(_ r: Rect, x: Int, y: Int) -> Double {
    func overlap(_ a0: Double, _ a1: Double, _ p: Int) -> Double {
      Swift.max(0, Swift.min(a1, Double(p + 1)) - Swift.max(a0, Double(p)))
    }
    return overlap(r.minX, r.maxX, x) * overlap(r.minY, r.maxY, y)
  }

  func expectRect(_ rect: Rect, in p: Pixmap, clip: Rect? = nil) {
    let visible = clip.map { rect.intersection($0) } ?? rect
    for y in 0..<p.height {
      for x in 0..<p.width {
        let expected = (rectCoverage(visible, x: x, y: y) * 255).rounded()
        let got = Double(p.pixel(x: x, y: y).a)
        #expect(abs(got - expected) <= 1, "pixel \(x),\(y): got \(got), exact \(expected)")
      }
    }
  }

  @Test(arguments: [
    Rect(x: 1.3, y: 2.25, width: 5.4, height: 3.1), Rect(x: 0.5, y: 0.5, width: 0.25, height: 7),
    Rect(x: -3.7, y: 4.1, width: 8.2, height: 0.1), Rect(x: 6.9, y: -2, width: 40, height: 20),
  ])
  func fractionalRectangles(rect: Rect) throws {
    var p = try Pixmap(width: 10, height: 10)
    p.fill(.rect(rect), color: .black)
    expectRect(rect, in: p)
  }

  /// Clip edges with fractional positions are exact too (a rect clipped by a rect).
  @Test func fractionalClipIsExact() throws {
    var p = try Pixmap(width: 12, height: 12)
    let rect = Rect(x: 1.2, y: 0.6, width: 9.1, height: 10.3)
    let clip = Rect(x: 3.45, y: 2.8, width: 5.1, height: 6.35)
    p.fill(.rect(rect), color: .black, clip: clip)
    expectRect(rect, in: p, clip: clip)
  }

  /// Both rules on two overlapping squares of the same winding and of opposite windings.
  @Test func windingRules() throws {
    var b = PathBuilder()
    b.addRect(Rect(x: 0, y: 0, width: 6, height: 6))
    b.addRect(Rect(x: 3, y: 3, width: 6, height: 6))
    let same = b.finish() ?? .empty
    var p = try Pixmap(width: 10, height: 10)
    p.fill(same, color: .black, rule: .nonZero)
    #expect(p.pixel(x: 4, y: 4).a == 255)
    p.clear()
    p.fill(same, color: .black, rule: .evenOdd)
    #expect(p.pixel(x: 4, y: 4).a == 0)
    #expect(p.pixel(x: 1, y: 1).a == 255)
    // Reverse the inner square: non-zero now cuts a hole as well.
    var r = PathBuilder()
    r.addRect(Rect(x: 0, y: 0, width: 6, height: 6))
    r.move(to: Point(x: 3, y: 3))
    r.line(to: Point(x: 3, y: 5))
    r.line(to: Point(x: 5, y: 5))
    r.line(to: Point(x: 5, y: 3))
    r.close()
    p.clear()
    p.fill(r.finish() ?? .empty, color: .black, rule: .nonZero)
    #expect(p.pixel(x: 4, y: 4).a == 0)
    #expect(p.pixel(x: 1, y: 1).a == 255)
  }

  /// The total coverage of a circle equals its area πr² (flattening error below 1/160 px).
  @Test(arguments: [0.3, 1.7, 4, 12.5, 30])
  func circleAreaIsConserved(radius: Double) throws {
    let size = Int(2 * radius) + 6
    var p = try Pixmap(width: size, height: size)
    let c = Double(size) / 2 + 0.37
    p.fill(.circle(center: Point(x: c, y: c), radius: radius), color: .black)
    var total = 0.0
    for y in 0..<size { for x in 0..<size { total += Double(p.pixel(x: x, y: y).a) / 255 } }
    // Cubic circles deviate from the true circle by < 0.03 % of r; each edge pixel rounds by ≤ 1/510.
    let edgePixels = 2 * Double.pi * radius * 2 + 4
    #expect(abs(total - Double.pi * radius * radius) <= 0.0006 * radius * radius * 2 * Double.pi + edgePixels / 510)
  }

  @Test func unclosedSubpathsCloseImplicitly() throws {
    var b = PathBuilder()
    b.move(to: Point(x: 1, y: 1))
    b.line(to: Point(x: 5, y: 1))
    b.line(to: Point(x: 5, y: 5))
    b.line(to: Point(x: 1, y: 5))
    var p = try Pixmap(width: 6, height: 6)
    p.fill(b.finish() ?? .empty, color: .black)
    expectRect(Rect(x: 1, y: 1, width: 4, height: 4), in: p)
  }

  @Test func transformIsAppliedBeforeScanning() throws {
    var p = try Pixmap(width: 10, height: 10)
    let t = Transform.scale(2).concatenating(.translation(x: 0.5, y: 1.25))
    p.fill(.rect(Rect(x: 1, y: 1, width: 2, height: 3)), color: .black, transform: t)
    expectRect(Rect(x: 2.5, y: 3.25, width: 4, height: 6), in: p)
  }

  /// Regression: a curve wholly above the clip is dropped, and the outline goes on from its end.
  ///
  /// The rounded rectangle's top corners lie above the canvas, so the clipper skips them and the
  /// sides must start where the corners end; the same shape 20 px lower on a taller canvas is not
  /// clipped at all, and the two must agree row for row.
  @Test func curvesSkippedAboveTheClipKeepTheOutline() throws {
    var clipped = try Pixmap(width: 40, height: 40)
    clipped.fill(.roundedRect(Rect(x: 4.3, y: -18.6, width: 30, height: 40), radius: 9), color: .black)
    var whole = try Pixmap(width: 40, height: 60)
    whole.fill(.roundedRect(Rect(x: 4.3, y: 1.4, width: 30, height: 40), radius: 9), color: .black)
    var worst = 0
    for y in 0..<40 {
      for x in 0..<40 {
        worst = Swift.max(worst, abs(Int(clipped.pixel(x: x, y: y).a) - Int(whole.pixel(x: x, y: y + 20).a)))
      }
    }
    #expect(worst <= 1, "largest alpha difference \(worst)")
  }

  /// Non-finite points draw nothing; enormous coordinates neither hang nor allocate.
  @Test func degenerateInputsAreHarmless() throws {
    var p = try Pixmap(width: 16, height: 16)
    var b = PathBuilder()
    b.move(to: Point(x: 1, y: 1))
    b.line(to: Point(x: .nan, y: 3))
    b.line(to: Point(x: 5, y: 9))
    p.fill(b.finish() ?? .empty, color: .black)
    var c = PathBuilder()
    c.move(to: Point(x: 2, y: 2))
    c.line(to: Point(x: .infinity, y: 3))
    c.line(to: Point(x: 5, y: 9))
    p.fill(c.finish() ?? .empty, color: .black)
    p.fill(.empty, color: .black)
    #expect(p.words.allSatisfy { $0 == 0 })
    // A huge rectangle covers the whole canvas; a huge curve far away costs nothing.
    p.fill(.rect(Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), color: .black)
    #expect(p.words.allSatisfy { $0 == 0xFF00_0000 })
    p.clear()
    var d = PathBuilder()
    d.move(to: Point(x: -1e12, y: 1e12))
    d.cubic(to: Point(x: 1e12, y: 1e12), control1: Point(x: -1e12, y: -1e13), control2: Point(x: 1e13, y: -1e13))
    p.fill(d.finish() ?? .empty, color: .black)
    // A zero-area sliver and a zero-size scale draw nothing.
    p.clear()
    p.fill(.rect(Rect(x: 2, y: 2, width: 0, height: 9)), color: .black)
    p.fill(.rect(Rect(x: 2, y: 2, width: 5, height: 5)), color: .black, transform: .scale(0))
    #expect(p.words.allSatisfy { $0 == 0 })
  }

  /// 1000 overlapping copies of one triangle saturate under non-zero without wrapping to a lighter shade.
  @Test func manyWindingsSaturate() throws {
    var b = PathBuilder()
    for _ in 0..<1000 {
      b.move(to: Point(x: 0.5, y: 0.5))
      b.line(to: Point(x: 7.5, y: 0.5))
      b.line(to: Point(x: 0.5, y: 7.5))
      b.close()
    }
    var p = try Pixmap(width: 8, height: 8)
    p.fill(b.finish() ?? .empty, color: .black)
    #expect(p.pixel(x: 2, y: 2).a == 255)
    #expect(p.pixel(x: 7, y: 7).a == 0)
  }
}

struct GeometryTests {
  @Test func concatenationAppliesLeftFirst() {
    let t = Transform.translation(x: 10, y: 0).concatenating(.scale(2))
    #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    let r = Transform.rotation(Double.pi / 2)
    let q = r.apply(Point(x: 1, y: 0))
    #expect(abs(q.x) < 1e-12 && abs(q.y - 1) < 1e-12)
  }

  @Test func inverseUndoes() throws {
    let t = Transform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
    let inverse = try #require(t.inverted())
    let p = inverse.apply(t.apply(Point(x: 3.5, y: -2)))
    #expect(abs(p.x - 3.5) < 1e-12 && abs(p.y + 2) < 1e-12)
    #expect(Transform.scale(0).inverted() == nil)
  }

  @Test func builderIsEmptyUntilASegment() {
    var b = PathBuilder()
    #expect(b.finish() == nil)
    b.move(to: Point(x: 1, y: 1))
    #expect(b.finish() == nil)
    b.line(to: Point(x: 2, y: 2))
    #expect(b.finish()?.verbs == [.move, .line])
  }

  @Test func roundedRectRadiiAreClampedToHalfTheShorterSide() {
    let path = Path.roundedRect(Rect(x: 0, y: 0, width: 10, height: 4), radius: 50)
    // Clamped to 2: the top edge starts 2 from the left.
    #expect(path.points.first == Point(x: 2, y: 0))
    #expect(path.controlBounds == Rect(x: 0, y: 0, width: 10, height: 4))
  }

  /// Arc cubics stay within 0.03 % of the radius of the true circle.
  @Test func arcPointsLieOnTheCircle() {
    var b = PathBuilder()
    b.addArc(center: Point(x: 5, y: 5), radius: 10, startAngle: 0.3, endAngle: 4.0, clockwise: true)
    let path = b.finish() ?? .empty
    path.forEachElement { element in
      if case .cubic(_, _, let end) = element {
        let d = ((end.x - 5) * (end.x - 5) + (end.y - 5) * (end.y - 5)).squareRoot()
        #expect(abs(d - 10) < 1e-9)
      }
    }
    let last = path.points.last ?? .zero
    #expect(abs(last.x - (5 + 10 * cos(4.0))) < 1e-9 && abs(last.y - (5 + 10 * sin(4.0))) < 1e-9)
  }
}
