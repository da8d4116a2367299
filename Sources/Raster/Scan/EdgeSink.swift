internal import CRasterKernels
import Drawing

/// What to do with a curve, judged from its control box.
enum CurveCull {
  /// It adds nothing inside the clip.
  case skip
  /// Only its end points matter: it lies wholly beside the clip.
  case chord
  /// It must be flattened.
  case flatten
  /// It must be flattened, needs no clipping, and its chord ends cannot leave the cell box.
  ///
  /// A chord end lies in the curve's control box but for the compensation and the stepping,
  /// under 1/240 px together; a control box 1/64 px inside the cell box keeps every end in it.
  case flattenInside
}

/// A curve's flattening state (C's type): a point and its forward differences in device pixels.
///
/// A step adds `d1` to the point, which is then the next chord end, `d2` to `d1` and `d3` to `d2`.
typealias ForwardDifferences = rk_forward_differences

/// Receives the lines of a path in device pixels, as a pen that moves and draws.
protocol EdgeSink {
  /// Puts the pen at `p` without drawing.
  mutating func move(to p: Point)
  /// Adds the line from the pen to `p` and leaves the pen there.
  mutating func line(to p: Point)
  /// Decides what a curve with this control box needs; a skipped curve moves the pen to its end.
  func cull(minX: Double, minY: Double, maxX: Double, maxY: Double) -> CurveCull
  /// Draws the quadratic from the pen (`p0`) through `p1` to `p2` as chords; `inside` says it was
  /// culled as ``CurveCull/flattenInside``.
  mutating func quadratic(from p0: Point, control p1: Point, to p2: Point, inside: Bool)
  /// Draws the cubic from the pen (`p0`) through `p1` and `p2` to `p3` as chords.
  mutating func cubic(from p0: Point, _ p1: Point, _ p2: Point, to p3: Point, inside: Bool)
  /// Hands on whatever is still waiting; called once, after the path's last verb.
  mutating func finish()
}
