import Foundation
import Testing
import TestSupport
@testable import Drawing

/// The elements of a path, in order.
private func elements(_ path: Path) -> [Path.Element] {
  var result: [Path.Element] = []
  path.forEachElement { result.append($0) }
  return result
}

/// The elements of `data`, parsed.
private func elements(_ data: String) throws -> [Path.Element] {
  elements(try Path(svgPathData: data))
}

private func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

@Suite struct SVGPathTests {
  // MARK: - Commands

  @Test func emptyOrWhitespaceDataIsTheEmptyPath() throws {
    #expect(try Path(svgPathData: "") == .empty)
    #expect(try Path(svgPathData: " \t\r\n\u{0C} ") == .empty)
    #expect(try Path(svgPathData: "M 3 4") == .empty)
  }

  @Test func absoluteCommands() throws {
    let got = try elements("M1 2 L3 4 H5 V6 C7 8 9 10 11 12 Q13 14 15 16 Z")
    #expect(
      got == [
        .move(p(1, 2)), .line(p(3, 4)), .line(p(5, 4)), .line(p(5, 6)),
        .cubic(p(7, 8), p(9, 10), p(11, 12)), .quad(p(13, 14), p(15, 16)), .close,
      ])
  }

  @Test func relativeCommandsOffsetFromTheCurrentPoint() throws {
    let got = try elements("m1 2 l3 4 h5 v6 c1 1 2 2 3 3 q1 0 2 2 z")
    // Current points: (1,2) → (4,6) → (9,6) → (9,12) → (12,15) → (14,17).
    #expect(
      got == [
        .move(p(1, 2)), .line(p(4, 6)), .line(p(9, 6)), .line(p(9, 12)),
        .cubic(p(10, 13), p(11, 14), p(12, 15)), .quad(p(13, 15), p(14, 17)), .close,
      ])
  }

  @Test func extraPairsAfterMoveAreLines() throws {
    #expect(try elements("M1 2 3 4 5 6") == [.move(p(1, 2)), .line(p(3, 4)), .line(p(5, 6))])
    #expect(try elements("m1 2 3 4 5 6") == [.move(p(1, 2)), .line(p(4, 6)), .line(p(9, 12))])
  }

  @Test func otherCommandsRepeatThemselves() throws {
    #expect(try elements("M0 0 h1 2 v3 4") == [.move(p(0, 0)), .line(p(1, 0)), .line(p(3, 0)), .line(p(3, 3)), .line(p(3, 7))])
    #expect(
      try elements("M0 0 q1 1 2 0 1 1 2 0")
        == [.move(p(0, 0)), .quad(p(1, 1), p(2, 0)), .quad(p(3, 1), p(4, 0))])
  }

  @Test func numberForms() throws {
    #expect(try elements("M.5-.5L1e-3 2E+2") == [.move(p(0.5, -0.5)), .line(p(0.001, 200))])
    #expect(try elements("M1.5.5L-1-2") == [.move(p(1.5, 0.5)), .line(p(-1, -2))])
    #expect(try elements("M+3,4 5.,6.e1") == [.move(p(3, 4)), .line(p(5, 60))])
  }

  @Test func separatorsWhereverTheGrammarAllows() throws {
    let expected: [Path.Element] = [.move(p(1, 2)), .line(p(3, 4)), .line(p(5, 6))]
    #expect(try elements("M1,2L3,4,5,6") == expected)
    #expect(try elements("  M 1 , 2 L\t3\n4 , 5\r\n6  ") == expected)
    #expect(try elements("M1 2L3 4L5 6") == expected)
  }

  @Test func smoothCubicReflectsThePreviousControlPoint() throws {
    let got = try elements("M0 0 C1 2 3 4 5 5 S9 8 10 10 s1 2 3 3")
    #expect(
      got == [
        .move(p(0, 0)), .cubic(p(1, 2), p(3, 4), p(5, 5)),
        .cubic(p(7, 6), p(9, 8), p(10, 10)),
        // Reflects (9, 8) through (10, 10); the second control is relative to (10, 10).
        .cubic(p(11, 12), p(11, 12), p(13, 13)),
      ])
  }

  @Test func smoothCubicAfterAnotherFamilyStartsAtTheCurrentPoint() throws {
    let got = try elements("M0 0 Q1 2 3 3 S5 6 7 7 L8 8 S9 9 10 10")
    #expect(
      got == [
        .move(p(0, 0)), .quad(p(1, 2), p(3, 3)), .cubic(p(3, 3), p(5, 6), p(7, 7)),
        .line(p(8, 8)), .cubic(p(8, 8), p(9, 9), p(10, 10)),
      ])
  }

  @Test func smoothQuadraticsChainTheirReflections() throws {
    let got = try elements("M0 0 Q1 2 2 2 T4 2 t2 0 C5 5 6 6 7 7 T9 9")
    #expect(
      got == [
        .move(p(0, 0)), .quad(p(1, 2), p(2, 2)), .quad(p(3, 2), p(4, 2)),
        .quad(p(5, 2), p(6, 2)), .cubic(p(5, 5), p(6, 6), p(7, 7)), .quad(p(7, 7), p(9, 9)),
      ])
  }

  @Test func afterCloseTheCurrentPointIsTheSubpathStart() throws {
    let got = try elements("M10 10 l5 0 l0 5 z l1 1 z m2 2 h1")
    #expect(
      got == [
        .move(p(10, 10)), .line(p(15, 10)), .line(p(15, 15)), .close,
        .move(p(10, 10)), .line(p(11, 11)), .close,
        .move(p(12, 12)), .line(p(13, 12)),
      ])
  }

  // MARK: - Arcs

  @Test func arcFlagsNeedNoSeparators() throws {
    #expect(try Path(svgPathData: "M0 0a1 1 0 00 1 1") == Path(svgPathData: "M0 0 a1,1 0 0,0 1,1"))
    #expect(try Path(svgPathData: "M0 0a1 1 0 1110 0") == Path(svgPathData: "M0 0 a1 1 0 1 1 10 0"))
  }

  /// Regression: arcs were cut into one piece too few.
  ///
  /// Found while writing the SVG arc: the piece count rounded the sweep over
  /// 90° up and then truncated it minus a little, so a full circle became three
  /// 120° cubics (16 times the error of 90° pieces) and 135° a single piece.
  @Test func arcPiecesOffByOne() {
    func pieces(_ sweep: Double) -> Int {
      var builder = PathBuilder()
      builder.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: sweep, clockwise: true)
      return builder.finish()?.verbs.filter { $0 == .cubic }.count ?? 0
    }
    #expect(pieces(2 * Double.pi) == 4)
    #expect(pieces(0.75 * Double.pi) == 2)
    #expect(pieces(0.5 * Double.pi) == 1)
    #expect(pieces(0.3) == 1)
  }

  @Test func halfCircleGoesTheWayTheSweepFlagSays() throws {
    for sweep in [0, 1] {
      let arc = try elements("M0 0 A10 10 0 0 \(sweep) 20 0")
      let samples = sampledPoints(arc)
      #expect(arc.count == 3)
      #expect(samples.last == p(20, 0))
      for point in samples {
        #expect(abs(hypot(point.x - 10, point.y) - 10) < 10 * 3e-4)
        // y grows downwards: sweep 1 (increasing angle) passes through (10, -10).
        #expect(sweep == 1 ? point.y <= 1e-9 : point.y >= -1e-9)
      }
    }
  }

  @Test func rotatedEllipticArcLiesOnItsEllipse() throws {
    // An ellipse centred at (50, 40), radii 20 and 8, rotated 30°; the arc runs
    // from parametric angle 10° to 250°, a 240° sweep in the increasing direction.
    let center = p(50, 40), rx = 20.0, ry = 8.0, phi = 30 * Double.pi / 180
    func onEllipse(_ t: Double) -> Point {
      let x = rx * cos(t), y = ry * sin(t)
      return p(center.x + x * cos(phi) - y * sin(phi), center.y + x * sin(phi) + y * cos(phi))
    }
    let t1 = 10 * Double.pi / 180, t2 = 250 * Double.pi / 180
    let a = onEllipse(t1), b = onEllipse(t2)
    let arc = try elements("M\(a.x) \(a.y) A\(rx) \(ry) 30 1 1 \(b.x) \(b.y)")
    #expect(arc.count == 4, "240° needs three cubics of at most 90°")
    var previousAngle = t1
    var start = a
    for element in arc.dropFirst() {
      guard case .cubic(let c1, let c2, let end) = element else {
        Issue.record("expected a cubic, got \(element)")
        continue
      }
      func radialError(_ t: Double) -> Double {
        let (u, v) = ellipseFrame(cubicPoint(start, c1, c2, end, t), center: center, phi: phi)
        return abs(((u / rx) * (u / rx) + (v / ry) * (v / ry)).squareRoot() - 1)
      }
      // Ends and midpoints of the pieces lie on the ellipse; elsewhere a ≤ 90°
      // piece strays at most 2.7e-4 of the radius.
      for t in [0.0, 0.5, 1.0] { #expect(radialError(t) * rx < 1e-3) }
      for t in [0.2, 0.8] { #expect(radialError(t) < 3e-4) }
      let (u, v) = ellipseFrame(cubicPoint(start, c1, c2, end, 0.5), center: center, phi: phi)
      var angle = atan2(v / ry, u / rx)
      if angle < previousAngle { angle += 2 * Double.pi }
      #expect(angle > previousAngle && angle < t2)
      previousAngle = angle
      start = end
    }
    #expect(sampledPoints(arc).last == b)
  }

  @Test func radiiTooSmallAreScaledUpToJoinTheEndpoints() throws {
    let arc = try elements("M0 0 A1 2 0 0 1 10 0")
    // λ = 25 + 0 > 1: radii (5, 10) centred on the chord's midpoint.
    for point in sampledPoints(arc) {
      let u = (point.x - 5) / 5, v = point.y / 10
      #expect(abs(u * u + v * v - 1) < 2e-3)
      #expect(point.y <= 1e-9)
    }
    #expect(sampledPoints(arc).contains { abs($0.y + 10) < 1e-9 && abs($0.x - 5) < 1e-9 })
  }

  @Test func zeroRadiusArcIsALineAndEqualEndpointsAreNothing() throws {
    #expect(try elements("M1 1 A0 5 0 0 1 4 5") == [.move(p(1, 1)), .line(p(4, 5))])
    #expect(try elements("M1 1 a5 0 0 1 1 3 4") == [.move(p(1, 1)), .line(p(4, 5))])
    #expect(try elements("M1 1 A3 3 0 1 1 1 1 L2 2") == [.move(p(1, 1)), .line(p(2, 2))])
  }

  @Test func negativeRadiiCountAsPositive() throws {
    #expect(try Path(svgPathData: "M0 0 A-3 -4 10 0 1 5 1") == Path(svgPathData: "M0 0 A3 4 10 0 1 5 1"))
  }

  @Test func largeArcFlagPicksTheLongerArc() throws {
    // Radius 5 through (0,0) and (6,0): centres (3, ±4).
    for (large, sweep) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
      let arc = try elements("M0 0 A5 5 0 \(large) \(sweep) 6 0")
      let samples = sampledPoints(arc)
      let cy: Double = (large != sweep) ? 4 : -4
      for point in samples { #expect(abs(hypot(point.x - 3, point.y - cy) - 5) < 5 * 3e-4) }
      let extent = samples.map { abs($0.y) }.max() ?? 0
      // The short arc bulges 1 px from the chord, the long one 9 px.
      #expect(abs(extent - (large == 1 ? 9 : 1)) < 1e-3)
    }
  }

  // MARK: - Errors

  @Test(arguments: [
    ("L 1 2", 0, "L", "'M' or 'm' to start the path"),
    ("M 1 2 L 3 x", 10, "x", "a number after 'L'"),
    ("M 1 2 L 3", 9, nil, "a number after 'L'"),
    ("M 1e999 2", 2, "1", "a finite number after 'M'"),
    ("M 1 2 Z 3", 8, "3", "a command letter"),
    ("M 1 2 L 3 4 X", 12, "X", "a command letter"),
    ("M 0 0 A 1 1 0 2 1 3 3", 14, "2", "a flag (0 or 1) after 'A'"),
    ("M1 2,", 5, nil, "a number after 'M'"),
    ("M1 2,L3 4", 5, "L", "a number after 'M'"),
    ("M,1 2", 1, ",", "a number after 'M'"),
    ("M1e 2", 3, " ", "digits in the exponent of a number"),
    ("M1 2 c1 2 3 4 5 -", 17, nil, "a number after 'c'"),
    ("M1 2 L é 3", 7, "é", "a number after 'L'"),
    ("M1 2 é", 5, "é", "a command letter"),
    ("Mé 2 L x", 1, "é", "a number after 'M'"),
    ("M1e308 0 l1e308 0", 10, "1", "coordinates within range after 'l'"),
    ("M0 -1e308 C0 0 0 0 1 1e308 s0 0 1 1", 28, "0", "coordinates within range after 's'"),
  ] as [(String, Int, Character?, String)])
  func malformedDataNamesOffsetAndExpectation(
    data: String, offset: Int, found: Character?, expected: String
  ) {
    #expect(throws: PathDataError(offset: offset, found: found, expected: expected)) {
      try Path(svgPathData: data)
    }
  }

  @Test func errorMessageReadsAsASentence() {
    let error = PathDataError(offset: 12, found: "x", expected: "a number after 'L'")
    #expect(error.description == "path data is malformed at offset 12 ('x'): expected a number after 'L'")
    let atEnd = PathDataError(offset: 9, found: nil, expected: "a number after 'L'")
    #expect(atEnd.description == "path data is malformed at offset 9 (end of data): expected a number after 'L'")
  }

  // MARK: - Robustness

  @Test func randomTextNeverCrashesOrHangs() {
    var random = SplitMix64(seed: 0x5EED_0001)
    let alphabet = Array("MmLlHhVvCcSsQqTtAaZz0123456789+-.eE ,\t\nxé")
    var parsed = 0, rejected = 0
    for _ in 0..<20_000 {
      let length = Int(random.next() % 40)
      let text = String((0..<length).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] })
      if let path = try? Path(svgPathData: text) {
        parsed += 1
        #expect(path.points.allSatisfy { $0.isFinite }, "\(text)")
      } else {
        rejected += 1
      }
    }
    #expect(parsed > 0 && rejected > 0)
  }

  @Test func generatedValidDataParsesTheSameWithAnySeparators() throws {
    var random = SplitMix64(seed: 42)
    let letters = Array("MmLlHhVvCcSsQqTtAaZz")
    for _ in 0..<2_000 {
      var canonical = "M 1 2", compact = "M1,2"
      for _ in 0..<Int(random.next() % 8) {
        let letter = letters[Int(random.next() % UInt64(letters.count))]
        let count = SVGPathParser.argumentCount(letter.asciiValue ?? 0) ?? 0
        var arguments: [String] = []
        for index in 0..<count {
          if letter.lowercased() == "a", index == 3 || index == 4 {
            arguments.append(random.next() % 2 == 0 ? "0" : "1")
          } else {
            arguments.append(randomNumber(&random))
          }
        }
        canonical += " \(letter) " + arguments.joined(separator: " ")
        compact += String(letter) + joinedCompactly(arguments, &random)
      }
      let a = try Path(svgPathData: canonical)
      let b = try Path(svgPathData: compact)
      #expect(a == b, "\(canonical) vs \(compact)")
    }
  }

  @Test func hugeArcParametersStayFinite() throws {
    for data in [
      "M0 0 A1e300 1e300 0 0 1 1 1", "M0 0 A1e-300 1e-300 0 1 1 1e300 1",
      "M0 0 A1e-300 1 45 1 0 1e-300 0", "M1e300 -1e300 A1e300 1e300 90 1 1 -1e300 1e300",
      "M-1e308 0 A1e308 1e308 0 0 1 1e308 1e308",
    ] {
      let path = try Path(svgPathData: data)
      #expect(path.points.allSatisfy { $0.isFinite }, "\(data)")
    }
  }
}

// MARK: - Helpers

/// A number written in one of the grammar's forms: signs, missing leading zero, exponents.
private func randomNumber(_ random: inout SplitMix64) -> String {
  let value = Double(Int(random.next() % 2000)) / 8 - 125
  switch random.next() % 4 {
  case 0: return String(Int(value))
  case 1: return String(value)
  case 2: return String(format: "%.3e", value)
  default:
    let fraction = Int(random.next() % 100)
    return (random.next() % 2 == 0 ? "-" : "") + ".\(fraction)"
  }
}

/// Joins arguments with the shortest legal separators, sometimes none at all.
private func joinedCompactly(_ arguments: [String], _ random: inout SplitMix64) -> String {
  var result = ""
  for argument in arguments {
    let needsSeparator: Bool
    if !result.isEmpty, let first = argument.first {
      // Two numbers touch safely when the second starts with a sign, or with '.'
      // after a number that already has a fraction or exponent part.
      let previousNumber = result.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "-" || $0 == "+" }).last ?? ""
      let hasPoint = previousNumber.contains(".") || previousNumber.contains("e")
      needsSeparator = !(first == "-" || first == "+" || (first == "." && hasPoint))
    } else {
      needsSeparator = false
    }
    if needsSeparator { result += random.next() % 2 == 0 ? "," : " " }
    result += argument
  }
  return result
}

/// The point at `t` on a cubic Bézier.
private func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
  let m = 1 - t
  let a = m * m * m, b = 3 * m * m * t, c = 3 * m * t * t, d = t * t * t
  return p(a * p0.x + b * p1.x + c * p2.x + d * p3.x, a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}

/// `q` relative to `center` and rotated by −`phi`.
private func ellipseFrame(_ q: Point, center: Point, phi: Double) -> (Double, Double) {
  let dx = q.x - center.x, dy = q.y - center.y
  return (dx * cos(phi) + dy * sin(phi), -dx * sin(phi) + dy * cos(phi))
}

/// Points every 1/16 along each cubic of a path (ends included).
private func sampledPoints(_ path: [Path.Element]) -> [Point] {
  var points: [Point] = []
  var current = Point.zero
  for element in path {
    switch element {
    case .move(let q), .line(let q):
      points.append(q)
      current = q
    case .cubic(let c1, let c2, let q):
      for k in 1...16 { points.append(cubicPoint(current, c1, c2, q, Double(k) / 16)) }
      current = q
    case .quad(_, let q):
      points.append(q)
      current = q
    case .close: break
    }
  }
  return points
}
