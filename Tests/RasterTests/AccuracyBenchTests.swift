import Foundation
import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// One shape of `Tests/Fixtures/accuracy/shapes.json`: SVG path data, fill rule and canvas size,
/// with its exact per-pixel area coverage beside it as a 16-bit grey PNG (65535 = fully covered).
struct BenchShape: Decodable, Sendable, CustomTestStringConvertible {
  let name: String
  let w: Int
  let h: Int
  let rule: String
  let d: String

  var testDescription: String { name }

  var fillRule: FillRule { rule == "evenodd" ? .evenOdd : .nonZero }

  /// The fixture folder, `Tests/Fixtures/accuracy` under the package root.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while url.path != "/", !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      url.deleteLastPathComponent()
    }
    return url.appendingPathComponent("Tests/Fixtures/accuracy")
  }()

  /// Every shape; a missing or unreadable fixture is an error, never an empty list.
  static func all() throws -> [BenchShape] {
    let data = try Data(contentsOf: directory.appendingPathComponent("shapes.json"))
    return try JSONDecoder().decode([BenchShape].self, from: data)
  }

  /// The exact coverage image, 65535 = fully covered.
  func reference() throws -> Gray16Image {
    try Gray16Image(contentsOf: BenchShape.directory.appendingPathComponent("\(name).png").path)
  }
}

@Suite struct AccuracyBenchTests {
  @Test func benchHoldsTwentyFourShapes() throws {
    #expect(try BenchShape.all().count == 24, "looked in \(BenchShape.directory.path)")
  }

  /// libpng must hand back the stored samples, not gamma-converted ones.
  ///
  /// The expected values come from decoding circle_r3.7.png by hand (zlib
  /// inflate and PNG unfiltering in a separate script).
  @Test func referencePNGDecodesToStoredSamples() throws {
    let image = try Gray16Image(contentsOf: BenchShape.directory.appendingPathComponent("circle_r3.7.png").path)
    #expect(image.width == 64 && image.height == 64)
    #expect(image[18, 36] == 4363)
    #expect(image[19, 36] == 27147)
    #expect(image[20, 36] == 35289)
    #expect(image[17, 37] == 12325)
    #expect(image[20, 40] == 65535)
  }

  /// The test's own oracle agrees with the bench's exact coverage, which checks both.
  @Test(arguments: try BenchShape.all())
  func oracleAgreesWithTheBench(_ shape: BenchShape) throws {
    let reference = try shape.reference()
    let path = try Path(svgPathData: shape.d)
    let exact = ExactCoverage(path: path, width: shape.w, height: shape.h, rule: shape.fillRule)
    var worst = 0.0
    for y in 0..<shape.h {
      for x in 0..<shape.w {
        worst = Swift.max(worst, abs(exact(x, y) - Double(reference[x, y]) / 65535))
      }
    }
    // The bench stores 16 bits (half a step is 7.6e-6), which is all that
    // polygons differ by; flattening at 1e-4 px moves curved edges by less, and
    // curved shapes agree within 8.5e-5.
    #expect(worst < 1.5e-4, "\(shape.name): oracle differs from the bench by \(worst)")
  }

  @Test(arguments: try BenchShape.all())
  func fillMatchesTheBench(_ shape: BenchShape) throws {
    try shape.comparison().expectWithinShapeBars()
  }

  @Test func meanErrorOverTheBenchIsWithinTheBar() throws {
    let comparisons = try BenchShape.all().map { try $0.comparison() }
    let mean = CoverageComparison.pooledMean(comparisons)
    let worst = comparisons.map(\.maxError).max() ?? 0
    print("accuracy bench: mean \(mean)/255 over \(comparisons.reduce(0) { $0 + $1.edgePixels }) edge pixels, max \(worst)/255")
    #expect(comparisons.count == 24)
    #expect(mean <= CoverageComparison.meanBar)
  }
}

extension BenchShape {
  /// The fill of this shape compared with the bench's exact coverage.
  ///
  /// The oracle decides only where several windings meet; the expected
  /// coverage is the bench's own.
  func comparison() throws -> CoverageComparison {
    let reference = try reference()
    let path = try Path(svgPathData: d)
    var pixmap = try Pixmap(width: w, height: h)
    pixmap.fill(path, color: .black, rule: fillRule)
    let exact = ExactCoverage(path: path, width: w, height: h, rule: fillRule)
    return CoverageComparison(
      name: name, width: w, height: h, got: { Int(pixmap.pixel(x: $0, y: $1).a) },
      expected: { Double(reference[$0, $1]) / 65535 }, windingsMeet: { exact.windingsMeet($0, $1) })
  }
}
