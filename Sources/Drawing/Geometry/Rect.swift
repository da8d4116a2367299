/// An axis-aligned rectangle with a floating-point origin and size.
///
/// A rectangle with a negative width or height is *standardized* by the
/// accessors (`minX` is always the smaller edge), as `CGRect` does.
public struct Rect: Hashable, Sendable {
  /// The left edge when the width is positive.
  public var x: Double
  /// The top edge when the height is positive.
  public var y: Double
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates the rectangle spanning two opposite corners.
  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The smaller horizontal edge.
  public var minX: Double { Swift.min(x, x + width) }
  /// The larger horizontal edge.
  public var maxX: Double { Swift.max(x, x + width) }
  /// The smaller vertical edge.
  public var minY: Double { Swift.min(y, y + height) }
  /// The larger vertical edge.
  public var maxY: Double { Swift.max(y, y + height) }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// The centre point.
  public var center: Point { Point(x: midX, y: midY) }
  /// The origin corner.
  public var origin: Point { Point(x: x, y: y) }
  /// The size.
  public var size: Size { Size(width: width, height: height) }

  /// Whether the rectangle covers no area (or has a NaN edge).
  public var isEmpty: Bool { !(width != 0 && height != 0) || !isFinite }
  /// Whether every field is finite.
  public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// The rectangle common to `self` and `other`, or an empty rectangle.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX), x1 = Swift.min(maxX, other.maxX)
    let y0 = Swift.max(minY, other.minY), y1 = Swift.min(maxY, other.maxY)
    if !(x0 < x1 && y0 < y1) { return .zero }
    return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
  }

  /// The smallest rectangle containing both `self` and `other`.
  public func union(_ other: Rect) -> Rect {
    Rect(
      minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
      maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
  }

  /// The rectangle moved inwards by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: abs(width) - 2 * dx, height: abs(height) - 2 * dy)
  }

  /// The rectangle moved by a vector.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// Whether `point` lies inside (edges on the minimum side included).
  public func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The rectangle whose every field is interpolated between `self` and `other` at `t`.
  public func interpolated(to other: Rect, by t: Double) -> Rect {
    Rect(
      x: x + (other.x - x) * t, y: y + (other.y - y) * t,
      width: width + (other.width - width) * t, height: height + (other.height - height) * t)
  }
}

/// An axis-aligned rectangle of whole pixels, `[minX, maxX) × [minY, maxY)`.
public struct IntRect: Hashable, Sendable {
  /// The first column inside.
  public var minX: Int
  /// The first row inside.
  public var minY: Int
  /// One past the last column inside.
  public var maxX: Int
  /// One past the last row inside.
  public var maxY: Int

  /// Creates a pixel rectangle from its edges.
  public init(minX: Int, minY: Int, maxX: Int, maxY: Int) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The number of columns (0 when empty).
  public var width: Int { Swift.max(0, maxX - minX) }
  /// The number of rows (0 when empty).
  public var height: Int { Swift.max(0, maxY - minY) }
  /// Whether the rectangle holds no pixel.
  public var isEmpty: Bool { maxX <= minX || maxY <= minY }

  /// The pixels common to both rectangles (possibly empty).
  public func intersection(_ other: IntRect) -> IntRect {
    IntRect(
      minX: Swift.max(minX, other.minX), minY: Swift.max(minY, other.minY),
      maxX: Swift.min(maxX, other.maxX), maxY: Swift.min(maxY, other.maxY))
  }

  /// The same rectangle as floating-point coordinates.
  public var rect: Rect { Rect(minX: Double(minX), minY: Double(minY), maxX: Double(maxX), maxY: Double(maxY)) }
}

extension Rect {
  /// The whole pixels the rectangle touches: edges floored and ceiled, clamped to ±2²⁴.
  ///
  /// Clamped first, then rounded by comparison with the truncated value: baseline x86-64 has no
  /// rounding instruction and compiles `rounded(.down)` to a call, four per fill.
  public var roundedOut: IntRect {
    @inline(__always) func clamped(_ v: Double) -> Double {
      v.isNaN ? 0 : Swift.max(-16_777_216, Swift.min(16_777_216, v))
    }
    @inline(__always) func floor(_ v: Double) -> Int {
      let c = clamped(v), i = Int(c)
      return Double(i) > c ? i &- 1 : i
    }
    @inline(__always) func ceil(_ v: Double) -> Int {
      let c = clamped(v), i = Int(c)
      return Double(i) < c ? i &+ 1 : i
    }
    return IntRect(minX: floor(minX), minY: floor(minY), maxX: ceil(maxX), maxY: ceil(maxY))
  }
}
