import Foundation

/// An affine transform of the plane, with `CGAffineTransform`'s layout.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
/// `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct Transform: Hashable, Sendable {
  /// The x scale component.
  public var a: Double
  /// The y shear component.
  public var b: Double
  /// The x shear component.
  public var c: Double
  /// The y scale component.
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// Creates a transform from its six components.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that leaves every point where it is.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `(x, y)`.
  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale about the origin.
  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A uniform scale about the origin.
  public static func scale(_ s: Double) -> Transform { .scale(x: s, y: s) }

  /// A rotation about the origin by `angle` radians (clockwise on screen, as y points down).
  public static func rotation(_ angle: Double) -> Transform {
    let cs = cos(angle), sn = sin(angle)
    return Transform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  /// A scale by `s` about `center`.
  public static func scale(_ s: Double, about center: Point) -> Transform {
    Transform(a: s, b: 0, c: 0, d: s, tx: center.x * (1 - s), ty: center.y * (1 - s))
  }

  /// The transform that applies `self` first and then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// `self` followed by a translation.
  public func translatedBy(x: Double, y: Double) -> Transform {
    Transform.translation(x: x, y: y).concatenating(self)
  }

  /// `self` preceded by a scale (the scale applies to points first).
  public func scaledBy(x: Double, y: Double) -> Transform {
    Transform.scale(x: x, y: y).concatenating(self)
  }

  /// The determinant of the linear part.
  public var determinant: Double { a * d - b * c }

  /// Whether the transform only translates.
  public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

  /// The inverse transform, or `nil` when the transform is singular or not finite.
  public func inverted() -> Transform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
    return Transform(
      a: ia, b: ib, c: ic, d: id,
      tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The image of `point`.
  @inlinable
  public func apply(_ point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The bounding box of the image of `rect` (computed without allocating; the canvas calls it per shape).
  public func apply(_ rect: Rect) -> Rect {
    if isTranslationOnly { return rect.offsetBy(dx: tx, dy: ty) }
    let p0 = apply(Point(x: rect.minX, y: rect.minY)), p1 = apply(Point(x: rect.maxX, y: rect.minY))
    let p2 = apply(Point(x: rect.minX, y: rect.maxY)), p3 = apply(Point(x: rect.maxX, y: rect.maxY))
    return Rect(
      minX: Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x)),
      minY: Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y)),
      maxX: Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x)),
      maxY: Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y)))
  }
}
