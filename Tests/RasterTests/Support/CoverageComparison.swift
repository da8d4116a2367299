// Comparing a rasterizer's alpha with exact coverage, under the accuracy bars.

import Testing
@testable import Raster
@testable import Drawing
@testable import TextShaping

/// Errors of 8-bit alpha against exact coverage over one canvas, in units of 1/255.
///
/// The bars are the issue's: a mean error of at most 0.30/255 over edge pixels
/// (0 < exact < 1), and at most 2/255 in any pixel where several windings do
/// not meet. The mean bar is below what any 8-bit output can reach on some
/// shapes (a 0.1 px sliver covers 25.5/255 of each pixel, so every output is
/// 0.5/255 off), so it is held over a whole set of shapes, and each shape is
/// held to its rounding floor (the mean error of 255·exact rounded to nearest)
/// plus ``excessBar``.
struct CoverageComparison: CustomStringConvertible {
  /// The bar for the mean error over the edge pixels of a set of shapes.
  static let meanBar = 0.30
  /// The bar for the largest error over pixels where several windings do not meet.
  static let maxBar = 2.0
  /// The bar for one shape's mean error beyond its rounding floor.
  ///
  /// Edge coordinates have 11 fractional bits, so a straight edge may sit up to
  /// 1/4096 px off, which moves up to 255/4096 ≈ 0.06/255 of coverage in every
  /// pixel along it; the rest is the flattening's share on curved shapes.
  static let excessBar = 0.125

  let name: String
  /// Pixels with 0 < exact < 1 and no several windings.
  private(set) var edgePixels = 0
  private(set) var meanError = 0.0
  /// The mean of alpha − 255·exact over the edge pixels: negative when shapes come out thin.
  private(set) var meanSignedError = 0.0
  /// The mean error an ideal 8-bit output (255·exact rounded to nearest) would have on the same pixels.
  private(set) var roundingFloor = 0.0
  private(set) var maxError = 0.0
  /// The pixel with the largest error: where, exact alpha (×255) and alpha got.
  private(set) var worst: (x: Int, y: Int, expected: Double, got: Int)?
  /// Pixels left out of the bars because several windings meet there.
  private(set) var windingPixels = 0
  /// The largest error in those pixels, reported but not held to a bar.
  private(set) var windingMaxError = 0.0

  /// Compares every pixel; `expected(x, y)` is exact coverage in 0…1.
  init(
    name: String, width: Int, height: Int, got: (Int, Int) -> Int, expected: (Int, Int) -> Double,
    windingsMeet: (Int, Int) -> Bool
  ) {
    self.name = name
    var sum = 0.0, signedSum = 0.0, floorSum = 0.0
    for y in 0..<height {
      for x in 0..<width {
        let exact = expected(x, y), alpha = got(x, y)
        let error = abs(Double(alpha) - 255 * exact)
        if windingsMeet(x, y) {
          windingPixels += 1
          windingMaxError = Swift.max(windingMaxError, error)
          continue
        }
        if exact > 1e-9, exact < 1 - 1e-9 {
          edgePixels += 1
          sum += error
          signedSum += Double(alpha) - 255 * exact
          floorSum += abs((255 * exact).rounded() - 255 * exact)
        }
        if error > maxError {
          maxError = error
          worst = (x, y, 255 * exact, alpha)
        }
      }
    }
    let count = Double(Swift.max(1, edgePixels))
    meanError = sum / count
    meanSignedError = signedSum / count
    roundingFloor = floorSum / count
  }

  /// The mean error beyond what rounding exact coverage to 8 bits must cost.
  var excessError: Double { meanError - roundingFloor }

  /// The mean error over the edge pixels of several comparisons together.
  static func pooledMean(_ comparisons: [CoverageComparison]) -> Double {
    let pixels = comparisons.reduce(0) { $0 + $1.edgePixels }
    let sum = comparisons.reduce(0.0) { $0 + $1.meanError * Double($1.edgePixels) }
    return sum / Double(Swift.max(1, pixels))
  }

  var description: String {
    func f(_ v: Double) -> String { String(format: "%.3f", v) }
    var text = "\(name): edge pixels \(edgePixels), mean \(f(meanError))/255 (rounding floor \(f(roundingFloor)), "
      + "bias \(f(meanSignedError))), max \(f(maxError))/255"
    if let w = worst, maxError > 0 { text += " at (\(w.x), \(w.y)) expected \(f(w.expected)) got \(w.got)" }
    if windingPixels > 0 { text += "; \(windingPixels) pixels where windings meet, max \(f(windingMaxError))/255" }
    return text
  }
}

/// The alpha of `path` filled in black on a transparent `width` × `height` pixmap, compared with the oracle.
func compareFill(
  _ path: Path, name: String, width: Int, height: Int, rule: FillRule
) throws -> (CoverageComparison, ExactCoverage) {
  var pixmap = try Pixmap(width: width, height: height)
  pixmap.fill(path, color: .black, rule: rule)
  let exact = ExactCoverage(path: path, width: width, height: height, rule: rule)
  let comparison = CoverageComparison(
    name: name, width: width, height: height, got: { Int(pixmap.pixel(x: $0, y: $1).a) },
    expected: { exact($0, $1) }, windingsMeet: { exact.windingsMeet($0, $1) })
  return (comparison, exact)
}

extension CoverageComparison {
  /// Records an issue for each per-shape bar this comparison misses: edge pixels exist, the
  /// largest error is at most ``maxBar`` and the mean is within ``excessBar`` of the rounding floor.
  func expectWithinShapeBars(sourceLocation: SourceLocation = #_sourceLocation) {
    print(self)
    #expect(edgePixels > 0, sourceLocation: sourceLocation)
    #expect(maxError <= Self.maxBar, "\(self)", sourceLocation: sourceLocation)
    #expect(excessError <= Self.excessBar, "\(self)", sourceLocation: sourceLocation)
  }
}
