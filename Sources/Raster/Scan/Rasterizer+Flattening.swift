internal import CRasterKernels
import Drawing
import Foundation

// Flattening: quadratic and cubic Béziers to compensated chords.
//
// Points are transformed first, so curves are flattened in device pixels.
// Quadratic and cubic Béziers become chords at uniform parameter steps; the
// count comes from the bound on a chord's distance to the curve,
// h²/8 · max|B''|, which for a cubic is 0.75·dd/n² and for a quadratic
// 0.25·dd/n² (dd the largest second difference of the control points), so
// no chord strays more than 1/`inverseFlatteningTolerance` px from the curve.
//
// Chords of a convex arc all lie inside it, so plain flattening thins every
// curved shape by about ⅔ of the chord error (a bias the accuracy tests
// caught). Each interior vertex is therefore moved by −(h²/12)·B''(t): the
// mean gap between a chord and its arc is h²/12·|B''| in the −B'' direction,
// so the moved chords cross the arc and add the right area on average. The
// largest deviation falls from d to ⅔·d and the bias vanishes, which lets a
// tolerance of 1/256 px match the accuracy of uncompensated 1/1024 px with
// half the chords. With 11-bit edge coordinates the tolerance is 1/160 px, the
// coarsest of 1/128, 1/144, 1/160 and 1/192 that keeps every accuracy bar
// (1/144 fails a circle of radius 1.2 by 0.008/255 in the per-shape bar), and
// 1.26× fewer chords than 1/256; the bench's mean error is then 0.281/255,
// below the 0.285 of 10 bits and 1/256.
//
// The vertices come from forward differences (two or three additions per
// coordinate and step, as in classic curve renderers) rather than from the
// Bernstein polynomial at each t; the compensation is constant along a
// quadratic and linear in t along a cubic, so it folds into the differences.
// Rounding grows with the step count times the coordinates' ulp, far below
// the 1/2048 px of the fixed point even at the 16,384-chord cap. A path that
// lies inside the clip (nearly all) is not stepped here: its moves, lines and
// curve set-ups are collected a batch at a time and handed to C
// (`rk_add_edges`), which steps the differences in integers and cuts the
// chords, so that the set-ups' square roots overlap instead of each waiting
// for the previous curve's cutting.

/// 1 / the largest distance, in device pixels, between a curve and its uncompensated chords (1/160 px).
let inverseFlatteningTolerance = 160.0

/// The parameter step 1/n of `n` chords and the vertex shift factor −(1/n)²/6 of a quadratic.
func chordSteps(_ n: Int) -> (step: Double, shiftScale: Double) {
  let step = 1 / Double(n)
  return (step, -step * step / 6)
}
/// The most chords one curve may become, which bounds the work for any input.
let maximumChordsPerCurve = 16_384

extension Rasterizer {
  /// The flattening state and chord count of the quadratic Bézier p0, p1, p2.
  @inline(__always)
  func quadraticChords(_ p0: Point, _ p1: Point, _ p2: Point) -> (ForwardDifferences, Int) {
    let ddx = p0.x - 2 * p1.x + p2.x, ddy = p0.y - 2 * p1.y + p2.y
    // 0.25 · r · 160 as r · 40: scaling by 0.25 is exact, so the product is the same Double.
    let square = (ddx * ddx + ddy * ddy).squareRoot() * (0.25 * inverseFlatteningTolerance)
    // How far the curve reaches along its longer axis, at most: chords shorter than a pixel.
    let reach = Swift.max(abs(p1.x - p0.x) + abs(p2.x - p1.x), abs(p1.y - p0.y) + abs(p2.y - p1.y))
    let n = square > reach * reach ? shortChordCount(squareOf: square, reach: reach) : chordCount(squareOf: square)
    let (step, shiftScale) = steps(n)
    // B'' = 2·(p0 − 2p1 + p2); each interior vertex moves by −(h²/12)·B''.
    let shiftX = shiftScale * ddx, shiftY = shiftScale * ddy
    // Forward differences: B(t + h) − B(t) grows by 2h²·A each step (A = p0 − 2p1 + p2).
    let h2 = step * step
    let curve = ForwardDifferences(
      x: p0.x + shiftX, y: p0.y + shiftY,
      d1x: 2 * step * (p1.x - p0.x) + h2 * ddx, d1y: 2 * step * (p1.y - p0.y) + h2 * ddy,
      d2x: 2 * h2 * ddx, d2y: 2 * h2 * ddy, d3x: 0, d3y: 0)
    return (curve, n)
  }

  /// The flattening state and chord count of the cubic Bézier p0, p1, p2, p3.
  @inline(__always)
  func cubicChords(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> (ForwardDifferences, Int) {
    let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
    let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
    // One square root of the larger square: the same value, as the root is monotone and rounded.
    let dd = Swift.max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
    let n = chordCount(squareOf: 0.75 * dd * inverseFlatteningTolerance)
    let step = steps(n).step
    // B''(t) = 6·((1 − t)·A + t·B); each interior vertex moves by −(h²/12)·B''(t), that is by
    // k2·(A + t·(B − A)), linear in t.
    let k2 = -step * step / 2
    // Forward differences of B(t) = p0 + 3(p1 − p0)·t + 3A·t² + (B − A)·t³ plus that shift.
    let h = step, h2 = step * step, h3 = h2 * step
    let c1x = 3 * (p1.x - p0.x), c2x = 3 * ax, c3x = bx - ax
    let c1y = 3 * (p1.y - p0.y), c2y = 3 * ay, c3y = by - ay
    let curve = ForwardDifferences(
      x: p0.x + k2 * ax, y: p0.y + k2 * ay,
      d1x: c1x * h + c2x * h2 + c3x * h3 + k2 * c3x * h, d1y: c1y * h + c2y * h2 + c3y * h3 + k2 * c3y * h,
      d2x: 2 * c2x * h2 + 6 * c3x * h3, d2y: 2 * c2y * h2 + 6 * c3y * h3,
      d3x: 6 * c3x * h3, d3y: 6 * c3y * h3)
    return (curve, n)
  }

  /// The number of chords that keeps a curve within tolerance, from `square`, its second-derivative
  /// bound divided by the tolerance.
  ///
  /// ⌈√square⌉ within 1…``maximumChordsPerCurve``. Up to 64 chords, the square root is a table
  /// lookup at the square rounded up: n² ≥ s exactly when n² ≥ ⌈s⌉. Rounding up is by comparison
  /// rather than `rounded(.up)`, which baseline x86-64 compiles to a call.
  @inline(__always)
  func chordCount(squareOf square: Double) -> Int {
    if square <= Double(ChordTables.largestSquare) {
      let m = Int(square)
      return Int(chordTables.counts[Double(m) < square ? m &+ 1 : m])
    }
    let root = square.squareRoot()
    // Also NaN and infinity, which fail the comparison.
    guard root < Double(maximumChordsPerCurve) else { return maximumChordsPerCurve }
    let n = Int(root)
    return Double(n) < root ? n &+ 1 : n
  }

  /// The chord count of a curve whose chords at ``chordCount(squareOf:)`` would be shorter than a
  /// pixel: ⌈∛(square · reach)⌉, at least ⌈reach⌉.
  ///
  /// A chord's area error inside one pixel is at most its sagitta times the part of its length in
  /// that pixel, and the compensated chords of a curve cancel each other's error within a pixel,
  /// but for the chords that cross its sides. With n chords over a reach r, the sagitta is
  /// s·(tolerance) / n² for s = `square`, and the chord length r / n, so the error a pixel sees
  /// stays at the tolerance when s·r / n³ ≤ 1: fewer chords than ⌈√s⌉ for small curves, such as
  /// the glyphs of 12 px text, and no fewer than one per pixel of reach.
  @inline(__always)
  func shortChordCount(squareOf square: Double, reach: Double) -> Int {
    let cube = square * reach
    let n: Int
    if cube <= Double(ChordTables.largestCube) {
      let m = Int(cube)
      n = Int(chordTables.cubeRoots[Double(m) < cube ? m &+ 1 : m])
    } else {
      n = chordCount(squareOf: pow(cube, 2.0 / 3.0))
    }
    // At most the cap, as for every curve: a reach this long comes here only from a second
    // difference that overflowed to infinity (and NaN fails the comparison).
    guard reach < Double(maximumChordsPerCurve) else { return maximumChordsPerCurve }
    let least = Int(reach)
    return Swift.max(n, Double(least) < reach ? least &+ 1 : least)
  }

  /// ``chordSteps(_:)``, from the rasterizer's table for small `n`.
  @inline(__always)
  func steps(_ n: Int) -> (step: Double, shiftScale: Double) {
    n <= ChordTables.largestCount ? chordTables.steps[n] : chordSteps(n)
  }
}
