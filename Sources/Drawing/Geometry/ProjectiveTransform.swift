/// A projective transform of the plane (a homography): what a 3D rotation with perspective does
/// to a flat layer, seen from the front.
///
/// A point maps as `(x, y, 1) · M`, then divides by the third coordinate:
/// `x' = (m11·x + m21·y + m31) / w`, `y' = (m12·x + m22·y + m32) / w`, with
/// `w = m13·x + m23·y + m33`. The layout is Core Animation's row-vector
/// convention restricted to the plane z = 0, so an affine ``Transform`` is the
/// case `m13 = m23 = 0`, `m33 = 1`. Straight lines stay straight; curves do not
/// stay Béziers, which is why ``Path/projected(by:tolerance:)`` flattens them first.
public struct ProjectiveTransform: Hashable, Sendable {
  /// Row 1: the image of the x axis.
  public var m11: Double, m12: Double, m13: Double
  /// Row 2: the image of the y axis.
  public var m21: Double, m22: Double, m23: Double
  /// Row 3: the image of the origin.
  public var m31: Double, m32: Double, m33: Double

  /// Creates a transform from its nine entries, row by row.
  public init(
    m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double,
    m33: Double
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The projective form of an affine transform.
  public init(_ affine: Transform) {
    self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0, m31: affine.tx, m32: affine.ty, m33: 1)
  }

  /// The transform that leaves every point where it is.
  public static let identity = ProjectiveTransform(.identity)

  /// This transform followed by `other` (the matrix product `self · other`).
  public func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
    let o = other
    return ProjectiveTransform(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The image of `point`; a point on the vanishing line (w = 0) maps to a non-finite point.
  public func apply(_ point: Point) -> Point {
    let w = m13 * point.x + m23 * point.y + m33
    return Point(x: (m11 * point.x + m21 * point.y + m31) / w, y: (m12 * point.x + m22 * point.y + m32) / w)
  }

  /// The bounding box of the image of `rect`'s corners (exact for a quad that stays in front of the eye).
  public func apply(_ rect: Rect) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
      Point(x: rect.minX, y: rect.maxY),
    ].map(apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return Rect(minX: xs.min() ?? 0, minY: ys.min() ?? 0, maxX: xs.max() ?? 0, maxY: ys.max() ?? 0)
  }
}
